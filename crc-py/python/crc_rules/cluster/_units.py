"""Units of work: the positions ``split`` plies below the root, each with the number of
move orders that reach it (its multiplicity), so that perft of the root is the sum over the
units of multiplicity times perft of the unit at the depth left."""

from __future__ import annotations

from typing import Dict, NamedTuple

from .._crc_rules import Position

#: Units a worker should get at least, when the split is chosen for it: enough that the
#: last units to finish leave little idle time.
UNITS_PER_WORKER = 50


class Unit(NamedTuple):
    """A position to count: its FEN (keyed without its clocks), the depth left below it,
    and the number of move orders from the root that reach it."""

    fen: str
    depth: int
    multiplicity: int


def unit_key(position: Position) -> str:
    """The FEN without its two clocks, which perft does not depend on: positions reached by
    several move orders, with different clocks, are one unit."""
    return position.fen().rsplit(" ", 2)[0]


def expand(root: Position, plies: int) -> Dict[str, int]:
    """The positions ``plies`` plies below ``root``, keyed by :func:`unit_key`, each with
    its multiplicity, in the order they are first reached."""
    level: Dict[str, tuple[Position, int]] = {unit_key(root): (root, 1)}
    for _ in range(plies):
        below: Dict[str, tuple[Position, int]] = {}
        for position, multiplicity in level.values():
            for move in position.legal_moves:
                child = position.play(move)
                key = unit_key(child)
                seen = below.get(key)
                below[key] = (child, multiplicity + (seen[1] if seen else 0))
        level = below
    return {key: multiplicity for key, (_, multiplicity) in level.items()}


def units(root: Position, depth: int, split: int) -> list[Unit]:
    """The units of perft ``depth`` of ``root`` split ``split`` plies deep."""
    return [
        Unit(f"{key} 0 1", depth - split, multiplicity)
        for key, multiplicity in expand(root, split).items()
    ]


def check_split(depth: int, split: int) -> None:
    """Refuses a split that is not between 1 and ``depth - 1``."""
    if not 1 <= split < depth:
        raise ValueError(f"split {split} must be at least 1 and below the depth, {depth}")


def default_split(root: Position, depth: int, workers: int) -> int:
    """The shallowest split that gives each of ``workers`` at least
    :data:`UNITS_PER_WORKER` units, and at most ``depth - 1``."""
    wanted = UNITS_PER_WORKER * max(1, workers)
    split = 1
    while split < depth - 1 and len(expand(root, split)) < wanted:
        split += 1
    return split
