"""The cost of one ply of a CRC game on a pychess-variants server, in instructions, with
pyffish and with crc_rules.pyffish.

The server calls pyffish in this mix (counted on pychess-variants' server over about 9,400
plies of CRC games): get_san
28 %, legal_moves 23 %, is_optional_game_end 13 %, get_fen 11 %, gives_check 10 %,
has_insufficient_material 8 %, is_immediate_game_end 6 %. One server ply is that mix scaled
so that get_fen, which the server's board calls once a move, counts once: 9 calls. Each
function is asked as the board asks it, at every ply of a CRC game (variant capablanca,
chess960 true): about the FEN of the previous ply and no moves; get_san of the move played,
with NOTATION_SAN; get_fen of that FEN and that move, with all seven arguments.

The counts are valgrind's (callgrind), exact and repeatable where wall-clock time on a
shared machine is not: a function's cost per call is the count of a run that asks it at
every ply, less the count of the same run that asks nothing (start-up, imports and the
game's preparation cancel out), divided by the calls. A call's cost includes Python's call
of the function. ``--today PYTHON`` also measures the crc_rules installed for another
interpreter (a build from before forwarding, say), to show what forwarding costs a CRC
call.

    python crc-py/bench/server_ply.py [--plies 40] [--today target/py-venv-base/bin/python]

Needs valgrind and pyffish; prints a Markdown table.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from typing import Any, Callable, Optional

VARIANT = "capablanca"
NOTATION_SAN = 1

# The server's mix: each function, its share of the calls, and how the board asks it
# (module, FEN of the ply, move played there).
MIX: dict[str, tuple[int, Callable[[Any, str, str], Any]]] = {
    "get_san": (28, lambda m, fen, move: m.get_san(VARIANT, fen, move, True, NOTATION_SAN)),
    "legal_moves": (23, lambda m, fen, move: m.legal_moves(VARIANT, fen, [], True)),
    "is_optional_game_end": (13, lambda m, fen, move: m.is_optional_game_end(VARIANT, fen, [], True, 0)),
    "get_fen": (11, lambda m, fen, move: m.get_fen(VARIANT, fen, [move], True, False, False, 0)),
    "gives_check": (10, lambda m, fen, move: m.gives_check(VARIANT, fen, [], True)),
    "has_insufficient_material": (8, lambda m, fen, move: m.has_insufficient_material(VARIANT, fen, [], True)),
    "is_immediate_game_end": (6, lambda m, fen, move: m.is_immediate_game_end(VARIANT, fen, [], True)),
}
PER_PLY = sum(share for share, _ in MIX.values()) / MIX["get_fen"][0]
MODULES = {"pyffish": "pyffish", "crc_rules": "crc_rules.pyffish"}
# Calls per ply in a measured run: enough for a count well above the start-up's.
REPEATS = {"pyffish": 1, "crc_rules": 25}


def game(seed: int, plies: int) -> list[tuple[str, str]]:
    """The (FEN, move played) of each ply of a random CRC game, as the server's board has
    them (the FEN as get_fen writes it)."""
    import random

    import crc_rules
    import crc_rules.pyffish as sf

    rng = random.Random(seed)
    fen = crc_rules.Game.from_seed(seed).fen()
    out = []
    for _ in range(plies):
        legal = sorted(sf.legal_moves(VARIANT, fen, [], True))
        if not legal:
            break
        move = rng.choice(legal)
        out.append((fen, move))
        fen = sf.get_fen(VARIANT, fen, [move], True, False, False, 0)
    return out


def inner(module_key: str, function: str, seed: int, plies: int) -> None:
    """The run under valgrind: prepares the game, imports the module, asks ``function`` at
    every ply (nothing for ``none``)."""
    import importlib

    played = game(seed, plies)
    module = importlib.import_module(MODULES[module_key])
    if function == "none":
        return
    call = MIX[function][1]
    for _ in range(REPEATS[module_key]):
        for fen, move in played:
            call(module, fen, move)


def instructions(python: str, module_key: str, function: str, seed: int, plies: int) -> int:
    """The instructions valgrind counts for one inner run."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        command = [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
            python, os.path.abspath(__file__), "--inner", module_key, function,
            "--seed", str(seed), "--plies", str(plies),
        ]
        env = dict(os.environ, PYTHONHASHSEED="0")
        result = subprocess.run(command, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed:\n{result.stderr[-2000:]}")
        found = re.search(r"Collected : (\d+)", result.stderr)
        if found is None:
            raise RuntimeError(f"no instruction count from valgrind:\n{result.stderr[-2000:]}")
        return int(found.group(1))


def per_call(python: str, module_key: str, seed: int, plies: int) -> dict[str, float]:
    """Instructions per call of each function of the mix."""
    calls = plies * REPEATS[module_key]
    base = instructions(python, module_key, "none", seed, plies)
    return {
        name: (instructions(python, module_key, name, seed, plies) - base) / calls for name in MIX
    }


def ply_cost(costs: dict[str, float]) -> float:
    """The instructions of one server ply: the mix, get_fen counting once."""
    return sum(costs[name] * share for name, (share, _) in MIX.items()) / MIX["get_fen"][0]


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plies", type=int, default=40, help="plies of the game (default 40)")
    parser.add_argument("--seed", type=int, default=7, help="the game's start seed (default 7)")
    parser.add_argument("--today", metavar="PYTHON", help="an interpreter whose crc_rules to measure too")
    parser.add_argument("--inner", nargs=2, metavar=("MODULE", "FUNCTION"), help=argparse.SUPPRESS)
    options = parser.parse_args(argv)
    if options.inner:
        inner(options.inner[0], options.inner[1], options.seed, options.plies)
        return 0
    plies = len(game(options.seed, options.plies))
    columns = [("pyffish", per_call(sys.executable, "pyffish", options.seed, plies))]
    if options.today:
        columns.append(("crc_rules before forwarding", per_call(options.today, "crc_rules", options.seed, plies)))
    columns.append(("crc_rules", per_call(sys.executable, "crc_rules", options.seed, plies)))
    import crc_rules
    import pyffish

    version = ".".join(map(str, pyffish.version()))
    print(f"Instructions per call, {plies} plies of a CRC game (seed {options.seed}), "
          f"pyffish {version}, crc_rules {crc_rules.__version__}, Python {sys.version.split()[0]}:\n")
    head = " | ".join(name for name, _ in columns)
    extra = " | forwarding's cost" if options.today else ""
    print(f"| call | share | {head} | pyffish / crc_rules{extra} |")
    print("|---|---:|" + "---:|" * len(columns) + "---:|" + ("---:|" if options.today else ""))
    rows = [(name, f"{share} %") for name, (share, _) in MIX.items()]
    rows.append((f"one server ply ({PER_PLY:.0f} calls)", ""))
    for name, share in rows:
        values = [ply_cost(c) if share == "" else c[name] for _, c in columns]
        cells = " | ".join(f"{v:,.0f}" for v in values)
        label = f"**{name}**" if share == "" else f"`{name}`"
        line = f"| {label} | {share} | {cells} | {values[0] / values[-1]:,.0f}× |"
        if options.today:
            line += f" {100 * (values[-1] / values[1] - 1):+.1f} % |"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
