"""The results file: JSON lines, a header, then one line per finished unit, appended and
flushed as each unit finishes, so that a stopped count resumes with the units missing."""

from __future__ import annotations

import json
import os
from typing import IO, Any, Dict, Optional, Tuple, Union

from ._units import Unit

PathLike = Union[str, "os.PathLike[str]"]

#: A results file's first line: ``{"position": FEN, "depth": D, "split": K}``.
Header = Dict[str, Any]


class ResultsFile:
    """An open results file of one count: the units it holds, and a way to add one."""

    def __init__(self, path: PathLike, position: str, depth: int, split: int) -> None:
        """Opens ``path`` for the count of ``position`` (a FEN) at ``depth`` split
        ``split`` plies deep: a new file gets the header; an existing one must have the
        same header (``ValueError`` otherwise), and its units are read. A last line cut
        short (a count killed as it wrote) is dropped."""
        self.header = {"position": position, "depth": depth, "split": split}
        text = ""
        if os.path.exists(path):
            with open(path, encoding="utf-8") as existing:
                text = existing.read()
        found, self.done, cut = _parse(path, text)
        if found is not None and found != self.header:
            raise ValueError(
                f"{os.fspath(path)} holds the results of another count: {json.dumps(found)} "
                f"(this count: {json.dumps(self.header)})"
            )
        self._file: IO[str] = open(path, "a+", encoding="utf-8")
        if cut:
            self._file.truncate(len(text.encode("utf-8")) - len(cut.encode("utf-8")))
        if found is None:
            self._write(self.header)

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


def _parse(path: PathLike, text: str) -> Tuple[Optional[Header], Dict[str, int], str]:
    """The header of a results file's ``text`` (``None`` if it has none yet), each
    unit's nodes by its FEN, and its last line if it was cut short (a count killed as it
    wrote), else ``""``."""
    lines = text.split("\n")
    # Everything after the last newline is a line cut short, or nothing.
    complete, cut = lines[:-1], lines[-1]
    if not complete:
        return None, {}, cut
    try:
        header = json.loads(complete[0])
    except ValueError:
        header = None
    if not (
        isinstance(header, dict)
        and set(header) == {"position", "depth", "split"}
        and isinstance(header["position"], str)
        and all(isinstance(header[key], int) for key in ("depth", "split"))
    ):
        raise ValueError(f"{os.fspath(path)}:1: not a results file's header: {complete[0]!r}")
    done: Dict[str, int] = {}
    for number, line in enumerate(complete[1:], start=2):
        try:
            unit = json.loads(line)
            fen, nodes = unit["fen"], unit["nodes"]
            if not isinstance(fen, str) or not isinstance(nodes, int):
                raise TypeError
        except (ValueError, KeyError, TypeError):
            raise ValueError(f"{os.fspath(path)}:{number}: not a unit's result: {line!r}") from None
        done[fen] = nodes
    return header, done, cut


def read_results(path: PathLike) -> Tuple[Header, Dict[str, int]]:
    """The header of the results file at ``path`` and its units' nodes by FEN, without a
    last line cut short; ``ValueError`` if it is not a results file, ``OSError`` if it
    cannot be read."""
    with open(path, encoding="utf-8") as file:
        header, done, _ = _parse(path, file.read())
    if header is None:
        raise ValueError(f"{os.fspath(path)} holds no count: it has no header")
    return header, done


def open_results(
    path: Optional[PathLike], position: str, depth: int, split: int
) -> Optional[ResultsFile]:
    """The results file at ``path``, or ``None`` without one."""
    return None if path is None else ResultsFile(path, position, depth, split)
