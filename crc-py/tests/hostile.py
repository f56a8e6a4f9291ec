"""The hostile differential of ``crc_rules.pyffish`` against pyffish 0.0.90 (and 0.0.89).

Asks both every question of the drop-in on the arguments a server gets wrong as well as
right: moves that are not legal, of the side not to move, from empty squares, onto own
pieces, malformed text, the empty string; move lists with such a move; every notation value;
odd but readable FENs; unknown variant names; in chosen positions and positions of random
CRC games. Where pyffish answers, ``crc_rules.pyffish`` must give the same value; where it
raises, an exception of the same kind (an instance of pyffish's exception's class). A
difference passes only as a row of crc-py/README.md's "Differences from pyffish", counted
by name (``EXCEPTIONS``). pyffish runs in a child process (crc-py/tests/pyffish_worker.py):
a call that kills it is left out, counted, and the child started again. pyffish 0.0.89 (the
version pychess-variants pins), given with ``--pyffish-0.0.89 DIR`` (a ``pip install
--target`` folder), is asked the same, and the calls where it answers otherwise than 0.0.90
are counted.

    python crc-py/tests/hostile.py [--games 12] [--plies 40] [--seed 0] [--pyffish-0.0.89 DIR]

Without pyffish the script prints ``SKIPPED`` and exits 0, except under ``CI``, where it
fails.
"""

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Optional

import crc_rules
import crc_rules.pyffish as ours

WORKER = str(Path(__file__).with_name("pyffish_worker.py"))
Answer = dict[str, Any]


class Pyffish:
    """pyffish in a child process, started again after a call that kills it."""

    def __init__(self, path: Optional[str]) -> None:
        self.env = dict(os.environ)
        if path:
            self.env["PYTHONPATH"] = path
        self.start()

    def start(self) -> None:
        self.child = subprocess.Popen(
            [sys.executable, WORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=self.env,
        )
        assert self.child.stdout is not None
        self.version = json.loads(self.child.stdout.readline())

    def ask(self, name: str, args: list[Any]) -> Optional[Answer]:
        """pyffish's answer, or None when the call killed it."""
        assert self.child.stdin is not None and self.child.stdout is not None
        try:
            self.child.stdin.write(json.dumps([name, args]) + "\n")
            self.child.stdin.flush()
            line = self.child.stdout.readline()
        except BrokenPipeError:
            line = ""
        if not line:
            self.child.wait()
            self.start()
            return None
        answer: Answer = json.loads(line)
        return answer


def our_answer(name: str, args: list[Any]) -> Answer:
    """The drop-in's answer in the worker's shape."""
    try:
        return {"value": json.loads(json.dumps(getattr(ours, name)(*args)))}
    except Exception as error:  # noqa: BLE001 - every kind is compared, by its classes
        return {"raised": [kind.__name__ for kind in type(error).__mro__], "kind": getattr(error, "kind", "")}


def same_kind(mine: Answer, theirs: Answer) -> bool:
    """Both answered the same value, or both raised and ours is an instance of pyffish's class."""
    if "value" in theirs:
        return "value" in mine and mine["value"] == theirs["value"]
    return "raised" in mine and theirs["raised"][0] in mine["raised"]


def playable(fen: str) -> bool:
    """Whether this library's rules take ``fen`` as a position."""
    try:
        crc_rules.Position(fen)
        return True
    except ValueError:
        return False


class Difference:
    def __init__(self, name: str, args: list[Any], mine: Answer, theirs: Answer, fen: str, variant: str) -> None:
        self.name, self.args, self.mine, self.theirs, self.fen, self.variant = name, args, mine, theirs, fen, variant

    def ours_raised(self, kind: str) -> bool:
        return self.mine.get("kind") == kind


# The rows of crc-py/README.md's "Differences from pyffish", by the name the count uses.
EXCEPTIONS: "dict[str, Callable[[Difference], bool]]" = {
    "order of legal_moves": lambda d: d.name == "legal_moves"
    and "value" in d.mine
    and "value" in d.theirs
    and sorted(d.mine["value"]) == sorted(d.theirs["value"]),
    "an illegal move in moves: IllegalMoveError (a ValueError)": lambda d: "raised" in d.theirs
    and (d.ours_raised("illegal_move") or d.ours_raised("invalid_move") or d.ours_raised("promotion_required")),
    "get_san of a text that is not a legal move: the text": lambda d: d.name == "get_san"
    and d.mine.get("value") == d.args[2],
    "a FEN no game reaches or read loosely: InvalidFenError": lambda d: d.ours_raised("invalid_fen")
    and (ours.validate_fen(d.fen, d.variant, True) != 1 or not playable(d.fen)),
    "second value of is_*_game_end without an end": lambda d: d.name.startswith("is_")
    and d.name.endswith("_game_end")
    and d.mine.get("value", [None])[0] is False
    and d.theirs.get("value", [None])[0] is False,
    "notations 3 to 9: ValueError": lambda d: d.name.startswith("get_san") and d.args[-1] in range(3, 10),
}


MALFORMED = ["", "zz", "e2", "e2e", "e2e4e", "E2E4", "a0a1", "k1k2", "e2e9", "e7e8k", "e7e8z", "0000", "O-O",
             "Nf3", "e2-e4", "é", "e2e4e2e4"]
NOTATIONS = [0, 1, 2, 3, 9, 10, -1]
SQUARES = [file + str(rank) for rank in range(1, 9) for file in "abcdefghij"]
CHOSEN = [
    ("capablanca", "rnabqkbcnr/pppp1ppppp/10/10/3Pp5/10/PPP1PPPPPP/RNABQKBCNR b KQkq d3 0 3", False),
    ("caparandom", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w AJaj - 0 1", True),
    ("capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", True),
    ("capablanca", "4k5/1P8/10/10/10/10/8p1/4K5 w - - 0 1", False),
    ("capablanca", "k9/2Q7/1K8/10/10/10/10/10 b - - 0 1", False),
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq -", True),
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR  w  KQkq  -  0  1", True),
    ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w HAha - 0 1", True),
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--plies", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--pyffish-0.0.89", dest="older", default=None)
    options = parser.parse_args()
    try:
        import pyffish  # noqa: F401
    except ImportError:
        print("SKIPPED the hostile differential: pyffish is not installed")
        return 1 if os.environ.get("CI") else 0

    theirs = Pyffish(None)
    older = Pyffish(options.older) if options.older else None
    rng = random.Random(options.seed)
    counts: Counter[str] = Counter()
    excepted: Counter[str] = Counter()
    samples: dict[str, str] = {}
    crashes: Counter[str] = Counter()
    older_differs: Counter[str] = Counter()
    failures: list[str] = []

    def compare(name: str, args: list[Any], fen: str = "", variant: str = "") -> None:
        counts["calls"] += 1
        answer = theirs.ask(name, args)
        if answer is None:
            crashes[name] += 1
            return
        if older is not None:
            old = older.ask(name, args)
            if old is not None and old != answer:
                older_differs[name] += 1
        mine = our_answer(name, args)
        if same_kind(mine, answer):
            counts["same"] += 1
            return
        difference = Difference(name, args, mine, answer, fen, variant)
        row = next((row for row, applies in EXCEPTIONS.items() if applies(difference)), None)
        shown = f"{name}{tuple(args)}: crc_rules.pyffish {mine}, pyffish {answer}"[:300]
        if row:
            excepted[row] += 1
            samples.setdefault(row, shown)
        else:
            failures.append(shown)

    def probe(variant: str, fen: str, chess960: bool) -> None:
        legal = ours_legal(variant, fen, chess960)
        texts = set(rng.sample(legal, min(3, len(legal))))
        texts.update(rng.choice(SQUARES) + rng.choice(SQUARES) for _ in range(5))
        texts.update(rng.sample(MALFORMED, 2))
        compare("legal_moves", [variant, fen, [], chess960], fen, variant)
        compare("validate_fen", [fen, variant, chess960], fen, variant)
        for name in ["gives_check", "game_result", "is_immediate_game_end", "is_optional_game_end",
                     "has_insufficient_material"]:
            compare(name, [variant, fen, [], chess960], fen, variant)
        for text in sorted(texts):
            compare("is_capture", [variant, fen, [], text, chess960], fen, variant)
            compare("get_san", [variant, fen, text, chess960, rng.choice(NOTATIONS)], fen, variant)
            compare("legal_moves", [variant, fen, [text], chess960], fen, variant)
            compare("get_fen", [variant, fen, [text], chess960, rng.random() < 0.5, rng.random() < 0.5, 0], fen, variant)
            compare("gives_check", [variant, fen, [text], chess960], fen, variant)
        pair = [rng.choice(legal), rng.choice(MALFORMED)] if legal else ["", ""]
        compare("get_san_moves", [variant, fen, pair, chess960, rng.choice(NOTATIONS)], fen, variant)

    for variant, fen, chess960 in CHOSEN:
        probe(variant, fen, chess960)
    for name in ["capablanca", "caparandom", "chess", "", "CAPABLANCA", "xyz"]:
        compare("start_fen", [name])
        compare("captures_to_hand", [name])
        compare("two_boards", [name])
    for index in range(options.games):
        variant, chess960 = [("capablanca", True), ("caparandom", True), ("capablanca", False)][index % 3]
        start = crc_rules.Game.from_number(crc_rules.RuleSet.CRC.random(options.seed * 1_000_003 + index)).fen()
        if not chess960:
            start = crc_rules.CAPABLANCA_FEN
        fen = ours.get_fen(variant, start, [], chess960)
        for ply in range(options.plies):
            legal = ours_legal(variant, fen, chess960)
            if not legal:
                break
            if ply % 8 == 0:
                probe(variant, fen, chess960)
            fen = ours.get_fen(variant, fen, [rng.choice(legal)], chess960)

    print(f"hostile: pyffish {'.'.join(map(str, theirs.version))}: {counts['calls']} calls, "
          f"{counts['same']} answered alike by crc_rules.pyffish")
    for row, count in excepted.items():
        print(f"  kept against pyffish (crc-py/README.md): {row}: {count}, such as\n    {samples[row]}")
    for name, count in crashes.items():
        print(f"  left out, pyffish kills its process: {name}: {count}")
    if older is not None:
        version = ".".join(map(str, older.version))
        for name, count in older_differs.items():
            print(f"  pyffish {version} answers otherwise than 0.0.90: {name}: {count}")
        if not older_differs:
            print(f"  pyffish {version} answers every call as 0.0.90 does")
    print(f"hostile: {len(failures)} differences outside the named exceptions")
    for failure in failures[:40]:
        print(f"  {failure}")
    return 1 if failures else 0


def ours_legal(variant: str, fen: str, chess960: bool) -> list[str]:
    try:
        return list(ours.legal_moves(variant, fen, [], chess960))
    except ValueError:
        return []


if __name__ == "__main__":
    sys.exit(main())
