"""What a worker process runs: one unit's count, through the one table the process keeps
for every unit it runs."""

from __future__ import annotations

from typing import Dict, Optional

from .._crc_rules import PerftTable, Position

# Per process: a Dask worker process imports this module once and keeps its table here.
_TABLES: Dict[int, PerftTable] = {}


def count_unit(fen: str, depth: int, hash_mb: Optional[int]) -> int:
    """Perft ``depth`` of ``fen``, without the GIL; with the process's table of
    ``hash_mb`` MiB, made at its first unit, or none."""
    position = Position(fen)
    if hash_mb is None:
        return position.perft(depth)
    table = _TABLES.get(hash_mb)
    if table is None:
        table = _TABLES[hash_mb] = PerftTable(hash_mb)
    return position.perft(depth, table)
