"""Shared paths and reference data for the crc_rules tests.

The reference data comes from independent implementations: ``testdata/perft.txt`` holds
Fairy-Stockfish's perft counts (cross-checked with Sjaak II), ``testdata/setups.txt``
Scharnagl's published numbering, ``testdata/xboard/`` games XBoard refereed with the final
positions Fairy-Stockfish computes.
"""

from pathlib import Path

import pytest

TESTDATA = Path(__file__).resolve().parents[2] / "testdata"


def perft_cases() -> list[tuple[str, dict[int, int], str]]:
    """Every line of perft.txt: the FEN, its counts by depth, and the note."""
    cases = []
    for line in (TESTDATA / "perft.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        body, _, note = line.partition("#")
        fen, *fields = body.split(";")
        counts = {}
        for field in fields:
            depth, count = field.split()
            counts[int(depth[1:])] = int(count)
        cases.append((fen.strip(), counts, note.strip()))
    return cases


def setup_rows() -> list[list[str]]:
    """Every row of setups.txt, split at ``|``."""
    rows = []
    for line in (TESTDATA / "setups.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append([field.strip() for field in line.split("|")])
    return rows


@pytest.fixture
def gothic():
    import crc_rules

    return crc_rules.Game.from_number(25933)
