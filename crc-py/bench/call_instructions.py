"""Instructions per call of ``crc_rules.pyffish``, as callgrind counts them: a figure that a
shared machine does not blur, for comparing two builds (docs/performance.md).

Run under valgrind, once with ``CALLS`` calls and once with none; the difference divided by
``CALLS`` is one call's instructions (the set-up, the same in both runs, cancels out)::

    count() { PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        python crc-py/bench/call_instructions.py "$@" 2>&1 | grep -o 'Collected : [0-9]*'; }
    count DIR get_fen 40 200; count DIR get_fen 40 0

``DIR`` is the ``crc-py/python`` folder of the build to count (this one, or a git worktree's).
The game starts from array 6461, a number rather than a seed so that builds whose seeded
draws differ count the same game, and goes on with random legal moves (``random`` seed 7).
"""

import random
import sys
from typing import Callable

folder, kind, plies, calls = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sys.path.insert(0, folder)
import crc_rules  # noqa: E402
import crc_rules.pyffish as sf  # noqa: E402

VARIANT = "caparandom"
start = crc_rules.Game.from_number(6461).fen()
rng = random.Random(7)
moves: list[str] = []
for _ in range(41):
    moves.append(rng.choice(sorted(sf.legal_moves(VARIANT, start, moves, True))))
played = moves[:plies]
fen = sf.get_fen(VARIANT, start, played, True)
CALLS: "dict[str, Callable[[], object]]" = {
    "legal_moves": lambda: sf.legal_moves(VARIANT, start, played, True),
    "get_fen": lambda: sf.get_fen(VARIANT, start, played, True),
    "get_san": lambda: sf.get_san(VARIANT, fen, moves[plies], True),
}
call = CALLS[kind]
for _ in range(calls):
    call()
