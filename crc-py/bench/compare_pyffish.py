"""Times crc_rules.pyffish against pyffish on the same calls, side by side in one process.

The calls a server makes after every move: ``legal_moves`` and ``get_fen`` of a start FEN
and the moves played, and ``get_san`` of the next move, after 0, 20 and 40 moves of a CRC
game (variant ``caparandom``, chess960 true). Each figure is the best of fifteen runs of a
loop of at least 0.05 s. Prints a Markdown table (the one in docs/performance.md).

With ``--before DIR`` (another build's ``crc-py/python`` folder, holding its ``crc_rules``
package and native module, such as a git worktree's), that build's ``crc_rules.pyffish`` is
timed against this one instead, their loops in turn in this one process: a change's cost,
free of the drift between separate runs. The table then gives before, after and the change.

    python crc-py/bench/compare_pyffish.py [--min-speedup 100] [--before DIR]
"""

import argparse
import random
import sys
import timeit
from typing import Any, Callable

import crc_rules
import crc_rules.pyffish as ours

VARIANT = "caparandom"


def per_call(function: Callable[[], Any]) -> float:
    """Seconds per call: the best of fifteen loops of at least 0.05 s (many short loops find
    the quiet moments of a shared machine more often than a few long ones)."""
    timer = timeit.Timer(function)
    number, _ = timer.autorange()
    number = max(1, number // 4)
    return min(timer.repeat(repeat=15, number=number)) / number


def load_before(folder: str) -> Any:
    """``crc_rules.pyffish`` of the build in ``folder``, beside this one: its package is
    imported under the same name while this one's is set aside, then this one's is put back."""
    ours_modules = {name: module for name, module in sys.modules.items()
                    if name == "crc_rules" or name.startswith("crc_rules.")}
    for name in ours_modules:
        del sys.modules[name]
    sys.path.insert(0, folder)
    try:
        import crc_rules.pyffish as before
    finally:
        sys.path.remove(folder)
        for name in [n for n in sys.modules if n == "crc_rules" or n.startswith("crc_rules.")]:
            del sys.modules[name]
        sys.modules.update(ours_modules)
    assert before is not ours, "the other build was not loaded"
    return before


def in_turn(mine: Callable[[], Any], theirs: Callable[[], Any], rounds: int = 15) -> tuple[float, float]:
    """Seconds per call of each, the best of ``rounds`` loops of about 0.05 s, taken in turn."""
    timers = [timeit.Timer(mine), timeit.Timer(theirs)]
    numbers = [max(1, timer.autorange()[0] // 4) for timer in timers]
    best = [float("inf"), float("inf")]
    for _ in range(rounds):
        for i, timer in enumerate(timers):
            best[i] = min(best[i], timer.timeit(numbers[i]) / numbers[i])
    return best[0], best[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7, help="the game's start seed (default 7)")
    parser.add_argument("--min-speedup", type=float, default=0.0,
                        help="fail when a call is less than this many times faster")
    parser.add_argument("--before", metavar="DIR",
                        help="time the crc_rules of another build's crc-py/python against this one")
    options = parser.parse_args()
    import pyffish
    before_build = load_before(options.before) if options.before else None

    game = crc_rules.Game.from_seed(options.seed)
    start = game.fen()
    rng = random.Random(options.seed)
    moves: list[str] = []
    for _ in range(41):
        move = rng.choice(sorted(ours.legal_moves(VARIANT, start, moves, True)))
        moves.append(move)
    rows = []
    for played in (0, 20, 40):
        before = moves[:played]
        fen = ours.get_fen(VARIANT, start, before, True)
        calls: list[tuple[str, Callable[[Any], Any]]] = [
            ("legal_moves", lambda m: m.legal_moves(VARIANT, start, before, True)),
            ("get_fen", lambda m: m.get_fen(VARIANT, start, before, True)),
            ("get_san", lambda m: m.get_san(VARIANT, fen, moves[played], True)),
        ]
        for name, call in calls:
            if before_build is not None:
                after_s, before_s = in_turn(lambda: call(ours), lambda: call(before_build))
                rows.append((name, played, before_s * 1e6, after_s * 1e6, after_s / before_s))
                continue
            mine, theirs = call(ours), call(pyffish)
            if name == "legal_moves":  # the same moves, in another order
                mine, theirs = sorted(mine), sorted(theirs)
            assert mine == theirs, name
            theirs_s = per_call(lambda: call(pyffish))
            ours_s = per_call(lambda: call(ours))
            rows.append((name, played, theirs_s * 1e6, ours_s * 1e6, theirs_s / ours_s))
    if before_build is not None:
        print("| call | moves played | before (µs) | after (µs) | change |")
        print("|---|---:|---:|---:|---:|")
        for name, played, before_us, after_us, ratio in rows:
            print(f"| `{name}` | {played} | {before_us:.2f} | {after_us:.2f} | {(ratio - 1) * 100:+.0f} % |")
        return 0
    version = ".".join(map(str, pyffish.version()))
    print(f"| call | moves played | pyffish {version} | crc_rules {crc_rules.__version__} | faster |")
    print("|---|---:|---:|---:|---:|")
    for name, played, theirs_us, ours_us, ratio in rows:
        print(f"| `{name}` | {played} | {theirs_us:,.0f} µs | {ours_us:.2f} µs | {ratio:,.0f}× |")
    slowest = min(r[4] for r in rows)
    if slowest < options.min_speedup:
        print(f"FAILED: the smallest speed-up is {slowest:.0f}×, below {options.min_speedup:.0f}×")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
