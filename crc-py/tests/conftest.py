"""Shared paths and reference data for the crc_rules tests.

The reference data comes from independent implementations: ``testdata/perft.txt`` holds
Fairy-Stockfish's perft counts (cross-checked with Sjaak II), ``testdata/setups.txt``
Scharnagl's published numbering, ``testdata/xboard/`` games XBoard refereed with the final
positions Fairy-Stockfish computes.
"""

import os
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


@pytest.fixture
def real_pyffish():
    """pyffish's extension module, which crc_rules.pyffish forwards to. Without it the test
    is SKIPPED with the reason, except under ``CI``, where it fails unless CI said that no
    pyffish wheel exists for this Python (``CRC_RULES_PYFFISH_UNAVAILABLE`` holds why)."""
    from crc_rules import _forwarding

    real = _forwarding.real_pyffish()
    if real is None:
        unavailable = os.environ.get("CRC_RULES_PYFFISH_UNAVAILABLE")
        if os.environ.get("CI") and not unavailable:
            pytest.fail("pyffish is not installed; CI installs it wherever pip has a wheel")
        why = unavailable or 'not installed (pip install "crc-rules[pyffish]")'
        pytest.skip(f"forwarding to pyffish not checked: pyffish {why}")
    return real
