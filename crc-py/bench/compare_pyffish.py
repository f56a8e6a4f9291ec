"""Times crc_rules.pyffish against pyffish on the same calls, side by side in one process.

The calls a server makes after every move: ``legal_moves`` and ``get_fen`` of a start FEN
and the moves played, and ``get_san`` of the next move, after 0, 20 and 40 moves of a CRC
game (variant ``caparandom``, chess960 true). Each figure is the best of five runs of a
loop of at least 0.2 s. Prints a Markdown table (the one in docs/performance.md).

    python crc-py/bench/compare_pyffish.py [--min-speedup 100]
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
    """Seconds per call: the best of five loops of at least 0.2 s."""
    timer = timeit.Timer(function)
    number, _ = timer.autorange()
    number = max(1, number)
    return min(timer.repeat(repeat=5, number=number)) / number


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=7, help="the game's start seed (default 7)")
    parser.add_argument("--min-speedup", type=float, default=0.0,
                        help="fail when a call is less than this many times faster")
    options = parser.parse_args()
    import pyffish

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
            mine, theirs = call(ours), call(pyffish)
            if name == "legal_moves":  # the same moves, in another order
                mine, theirs = sorted(mine), sorted(theirs)
            assert mine == theirs, name
            theirs_s = per_call(lambda: call(pyffish))
            ours_s = per_call(lambda: call(ours))
            rows.append((name, played, theirs_s * 1e6, ours_s * 1e6, theirs_s / ours_s))
    version = ".".join(map(str, pyffish.version()))
    print(f"| call | moves played | pyffish {version} | crc_rules {crc_rules.__version__} | faster |")
    print("|---|---:|---:|---:|---:|")
    for name, played, theirs_us, ours_us, ratio in rows:
        print(f"| `{name}` | {played} | {theirs_us:,.0f} µs | {ours_us:.1f} µs | {ratio:,.0f}× |")
    slowest = min(r[4] for r in rows)
    if slowest < options.min_speedup:
        print(f"FAILED: the smallest speed-up is {slowest:.0f}×, below {options.min_speedup:.0f}×")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
