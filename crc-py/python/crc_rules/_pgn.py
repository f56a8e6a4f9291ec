"""Reading PGN: ``read_pgn`` (a path, a file or lines, as a stream), ``read_games`` and
``read_game`` (python-chess's shape)."""

import os
import weakref
from typing import IO, Iterable, Iterator, Optional, TextIO, Union, cast

from ._crc_rules import Game, PgnGames

# The reader of each handle read_game has seen, so that each call returns the next game.
_readers: "weakref.WeakKeyDictionary[IO[str], PgnGames]" = weakref.WeakKeyDictionary()

# How much of a file each read asks for.
_CHUNK = 1 << 16

PgnSource = Union[str, "os.PathLike[str]", IO[str], IO[bytes], Iterable[str], Iterable[bytes]]


def _chunks(read: "object") -> Iterator[Union[str, bytes]]:
    """The chunks of a file object's ``read``, until it gives nothing."""
    while True:
        chunk = read(_CHUNK)  # type: ignore[operator]
        if not chunk:
            return
        yield chunk


def read_pgn(source: PgnSource, *, errors: str = "strict") -> PgnGames:
    """The games of a PGN database, one by one, read as they are asked for: memory stays
    proportional to the largest game, whatever the size of the source.

    ``source`` is a path (``str`` or ``os.PathLike``), a text or binary file object, or an
    iterable of lines (``str`` or ``bytes``). A file that cannot be opened raises
    ``OSError`` (``FileNotFoundError``, ``IsADirectoryError``). A game that cannot be read
    raises ``InvalidPgnError`` (also ``crc_rules.PgnError``) with its ``game`` (from 1) and
    ``line``, and the next ``next()`` returns the following game. With ``errors="skip"``,
    such games are skipped and counted in the iterator's ``errors``.

    >>> import io, crc_rules
    >>> games = crc_rules.read_pgn(io.StringIO('[Variant "Gothic"]\\n\\n1. e4 e5 *\\n'))
    >>> [game.history() for game in games]
    [['e4', 'e5']]
    """
    if isinstance(source, (str, os.PathLike)):
        return PgnGames._open(source, errors=errors)
    read = getattr(source, "read", None)
    if callable(read):
        return PgnGames._stream(_chunks(read), errors=errors)
    if isinstance(source, (bytes, bytearray)):
        raise TypeError("a PGN source is a path, a file or an iterable of lines, not bytes")
    try:
        lines = iter(cast(Iterable[Union[str, bytes]], source))
    except TypeError:
        raise TypeError(
            f"a PGN source is a path, a file or an iterable of lines, not {type(source).__name__}"
        ) from None
    return PgnGames._stream(lines, errors=errors)


def read_games(pgn: Union[str, TextIO]) -> PgnGames:
    """The games of a PGN text (a ``str``) or of a text handle, one by one; a handle is
    read as the games are asked for (see ``read_pgn``, which also takes a path).

    A game that cannot be read raises ``InvalidPgnError`` naming the game and the line;
    calling ``next()`` again goes on with the following game. Accepted as other programs
    write it: ``Variant`` ``caparandom``, ``Capablanca Random (Chess)``, ``Capablanca`` and
    ``Gothic``; moves in SAN or coordinates; comments, NAGs and variations are skipped;
    every tag is kept (``Game.headers``).
    """
    if isinstance(pgn, str):
        return PgnGames(pgn)
    if not callable(getattr(pgn, "read", None)):
        raise TypeError(f"a PGN is a str or a text handle, not {type(pgn).__name__}")
    return read_pgn(pgn)


def read_game(pgn: Union[str, TextIO]) -> Optional[Game]:
    """The next game of a PGN text handle, or ``None`` after the last (python-chess's
    ``chess.pgn.read_game``); given a ``str``, its first game.

    The handle is read ahead as far as the reader needs, and later calls return its
    following games, so ``while (game := read_game(handle)) is not None`` reads them all. A
    game that cannot be read raises ``InvalidPgnError``; the next call goes on with the
    following game.
    """
    if isinstance(pgn, str):
        return next(PgnGames(pgn), None)
    try:
        reader = _readers.get(pgn)
    except TypeError:  # a handle that takes no weak references: its first game
        return next(read_games(pgn), None)
    if reader is None:
        reader = read_games(pgn)
        _readers[pgn] = reader
    return next(reader, None)
