"""The results file: JSON lines, a header, then one line per finished unit, appended and
flushed as each unit finishes, so that a stopped count resumes with the units missing."""

from __future__ import annotations

import json
import os
from typing import IO, Dict, Optional, Union

from ._units import Unit

PathLike = Union[str, "os.PathLike[str]"]


class ResultsFile:
    """An open results file of one count: the units it holds, and a way to add one."""

    def __init__(self, path: PathLike, position: str, depth: int, split: int) -> None:
        """Opens ``path`` for the count of ``position`` (a FEN) at ``depth`` split
        ``split`` plies deep: a new file gets the header; an existing one must have the
        same header (``ValueError`` otherwise), and its units are read. A last line cut
        short (a count killed as it wrote) is dropped."""
        self.header = {"position": position, "depth": depth, "split": split}
        self.done: Dict[str, int] = {}
        text = ""
        if os.path.exists(path):
            with open(path, encoding="utf-8") as existing:
                text = existing.read()
        lines = text.split("\n")
        # Everything after the last newline is a line cut short, or nothing.
        complete, cut = lines[:-1], lines[-1]
        if complete:
            self._check_header(path, complete[0])
            for number, line in enumerate(complete[1:], start=2):
                self._read_unit(path, number, line)
        self._file: IO[str] = open(path, "a+", encoding="utf-8")
        if cut:
            self._file.truncate(len(text.encode("utf-8")) - len(cut.encode("utf-8")))
        if not complete:
            self._write(self.header)

    def _check_header(self, path: PathLike, line: str) -> None:
        try:
            found = json.loads(line)
        except ValueError:
            found = None
        if found != self.header:
            raise ValueError(
                f"{os.fspath(path)} holds the results of another count: {line.strip()} "
                f"(this count: {json.dumps(self.header)})"
            )

    def _read_unit(self, path: PathLike, number: int, line: str) -> None:
        try:
            unit = json.loads(line)
            fen, nodes = unit["fen"], unit["nodes"]
            if not isinstance(fen, str) or not isinstance(nodes, int):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            raise ValueError(f"{os.fspath(path)}:{number}: not a unit's result: {line!r}") from None
        self.done[fen] = nodes

    def _write(self, record: Dict[str, object]) -> None:
        self._file.write(json.dumps(record) + "\n")
        self._file.flush()

    def add(self, unit: Unit, nodes: int) -> None:
        """Appends a finished unit, with its nodes counted before multiplying."""
        self._write(
            {
                "fen": unit.fen,
                "depth": unit.depth,
                "multiplicity": unit.multiplicity,
                "nodes": nodes,
            }
        )
        self.done[unit.fen] = nodes

    def close(self) -> None:
        """Closes the file."""
        self._file.close()


def open_results(
    path: Optional[PathLike], position: str, depth: int, split: int
) -> Optional[ResultsFile]:
    """The results file at ``path``, or ``None`` without one."""
    return None if path is None else ResultsFile(path, position, depth, split)
