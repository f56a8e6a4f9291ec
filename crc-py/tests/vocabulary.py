"""``testdata/vocabulary.tsv`` for the Python tests: each concept's names at each door.

The scenario runner (``test_scenarios.py``) calls the Python names through it, and
``test_vocabulary.py`` holds the Python column to the package.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

PATH = Path(__file__).resolve().parents[2] / "testdata" / "vocabulary.tsv"
DOORS = ("rust", "c", "python", "js")
NONE = "—"


@dataclass(frozen=True)
class Concept:
    concept: str
    cells: dict[str, str]
    ecosystems: str

    def entries(self, door: str) -> list[str]:
        """The entries of ``door``'s cell as written, split on ", " outside brackets."""
        cell = self.cells[door]
        if cell == NONE:
            return []
        entries, depth, start = [], 0, 0
        for i, char in enumerate(cell):
            if char in "({":
                depth += 1
            elif char in ")}":
                depth -= 1
            elif char == "," and depth == 0 and cell[i + 1 : i + 2] == " ":
                entries.append(cell[start:i].strip())
                start = i + 2
        entries.append(cell[start:].strip())
        return entries

    def names(self, door: str) -> list[str]:
        return [name_of(entry) for entry in self.entries(door)]


def name_of(entry: str) -> str:
    """``Game.history({ verbose: true })`` → ``Game.history``, ``KING = 6`` → ``KING``."""
    entry = entry.removeprefix("new ")
    return re.split(r"[( ]", entry, maxsplit=1)[0]


def value_of(entry: str) -> int | None:
    """The value an entry gives its name: ``Termination.CHECKMATE = 1`` → 1."""
    _, sep, value = entry.partition(" = ")
    return int(value) if sep else None


def concepts() -> dict[str, Concept]:
    lines = PATH.read_text(encoding="utf-8").splitlines()
    assert lines[0].split("\t") == ["concept", *DOORS, "ecosystems"], "vocabulary.tsv's header"
    table: dict[str, Concept] = {}
    for n, line in enumerate(lines[1:], 2):
        cells = line.split("\t")
        assert len(cells) == 6, f"vocabulary.tsv line {n}: {line}"
        assert cells[0] not in table, f"vocabulary.tsv names {cells[0]} twice"
        table[cells[0]] = Concept(cells[0], dict(zip(DOORS, cells[1:5])), cells[5])
    return table


def door_names(door: str) -> set[str]:
    return {name for concept in concepts().values() for name in concept.names(door)}
