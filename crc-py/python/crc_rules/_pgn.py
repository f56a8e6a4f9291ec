"""Reading PGN: ``read_pgn`` (a file object, lines or an ``os.PathLike``, as a stream),
``read_games`` and ``read_game``, each game's main line as a ``crc_rules.Game``
(``crc_rules.pgn`` reads games whole)."""

import os
import weakref
from typing import IO, Any, Iterable, Iterator, Optional, Union, cast

from ._crc_rules import Game, PgnGames

# The reader of each handle read_game has seen, so that each call returns the next game.
_readers: "weakref.WeakKeyDictionary[IO[Any], PgnGames]" = weakref.WeakKeyDictionary()

# How much of a file each read asks for.
_CHUNK = 1 << 16

PgnSource = Union["os.PathLike[str]", IO[str], IO[bytes], Iterable[str], Iterable[bytes]]
PgnHandle = Union[IO[str], IO[bytes]]


def _chunks(read: "object") -> Iterator[Union[str, bytes]]:
    """The chunks of a file object's ``read``, until it gives nothing."""
    while True:
        chunk = read(_CHUNK)  # type: ignore[operator]
        if not chunk:
            return
        yield chunk


_SOURCES = "a file object, lines or an os.PathLike"


def _refuse_text(function: str, source: object, takes: str = _SOURCES) -> None:
    """TypeError for a ``str`` or ``bytes``: it could be a path or PGN text, and neither is
    guessed."""
    path = "open(path)" if takes == "a file object" else "open(path) or pathlib.Path(path)"
    if isinstance(source, str):
        raise TypeError(
            f"{function}() takes {takes}, not a str (a path or PGN text?): pass {path} for a "
            "file, io.StringIO(text) for text"
        )
    if isinstance(source, (bytes, bytearray, memoryview)):
        raise TypeError(
            f"{function}() takes {takes}, not {type(source).__name__} (a path or PGN "
            f"text?): pass {path} for a file, io.BytesIO(data) for text"
        )


def _read(function: str, source: PgnSource, errors: str) -> PgnGames:
    _refuse_text(function, source)
    if isinstance(source, os.PathLike):
        return PgnGames._open(source, errors=errors)
    read = getattr(source, "read", None)
    if callable(read):
        return PgnGames._stream(_chunks(read), errors=errors)
    try:
        lines = iter(cast(Iterable[Union[str, bytes]], source))
    except TypeError:
        raise TypeError(f"{function}() takes {_SOURCES}, not {type(source).__name__}") from None
    return PgnGames._stream(lines, errors=errors)


def read_pgn(source: PgnSource, *, errors: str = "strict") -> PgnGames:
    """The games of a PGN database, one by one, read as they are asked for: memory stays
    proportional to the largest game, whatever the size of the source.

    ``source`` is what python-chess's reader takes, a text or binary file object or an
    iterable of lines (``str`` or ``bytes``), or an ``os.PathLike`` (``pathlib.Path``) as a
    path. A ``str`` or ``bytes`` raises ``TypeError``, since it could be a path or PGN text:
    pass ``open(path)`` or ``pathlib.Path(path)`` for a file, ``io.StringIO(text)`` for text.
    A file that cannot be opened raises ``OSError`` (``FileNotFoundError``,
    ``IsADirectoryError``). A game that cannot be read raises ``InvalidPgnError`` (also
    ``crc_rules.PgnError``) with its ``game`` (from 1) and ``line``, and the next ``next()``
    returns the following game. With ``errors="skip"``, such games are skipped and counted
    in the iterator's ``errors``.

    >>> import io, crc_rules
    >>> games = crc_rules.read_pgn(io.StringIO('[Variant "Gothic"]\\n\\n1. e4 e5 *\\n'))
    >>> [game.history() for game in games]
    [['e4', 'e5']]
    """
    return _read("read_pgn", source, errors)


def read_games(source: PgnSource) -> PgnGames:
    """The games of a PGN file object, lines or ``os.PathLike``, one by one, read as they
    are asked for: ``read_pgn(source)``. A ``str`` raises ``TypeError`` there too: pass
    ``io.StringIO(text)`` for text.

    A game that cannot be read raises ``InvalidPgnError`` naming the game and the line;
    calling ``next()`` again goes on with the following game. Accepted as other programs
    write it: ``Variant`` ``caparandom``, ``Capablanca Random (Chess)``, ``Capablanca`` and
    ``Gothic``; moves in SAN or coordinates; comments, NAGs and variations are skipped;
    every tag is kept (``Game.headers``).
    """
    return _read("read_games", source, "strict")


def read_game(handle: PgnHandle) -> Optional[Game]:
    """The next game of a PGN file object (text or binary) as a ``crc_rules.Game`` (its main
    line: comments, NAGs and variations skipped), or ``None`` after the last. For the game
    whole, as python-chess's ``chess.pgn.read_game`` reads it, see
    ``crc_rules.pgn.read_game``. A ``str`` raises ``TypeError``: pass ``io.StringIO(text)``
    for text, ``open(path)`` for a file.

    The handle is read ahead as far as the reader needs, and later calls return its
    following games, so ``while (game := read_game(handle)) is not None`` reads them all. A
    game that cannot be read raises ``InvalidPgnError``; the next call goes on with the
    following game.
    """
    return next(handle_reader(handle), None)


def handle_reader(handle: PgnHandle) -> PgnGames:
    """The reader of a file object for ``read_game`` and ``crc_rules.pgn.read_game``: one
    per handle, kept while the handle lives, so that each call takes the next game from
    where the last left the handle (both functions share it: the handle is read ahead).
    A handle that takes no weak references gets a new reader, its first game."""
    _refuse_text("read_game", handle, "a file object")
    if not callable(getattr(handle, "read", None)):
        raise TypeError(
            f"read_game() takes a file object, not {type(handle).__name__}: pass open(path) "
            "for a file (read_pgn also reads lines and paths)"
        )
    try:
        reader = _readers.get(handle)
    except TypeError:
        return read_pgn(handle)
    if reader is None:
        reader = read_pgn(handle)
        _readers[handle] = reader
    return reader
