"""Reading PGN: ``read_game`` (python-chess's shape) and ``read_games``."""

import weakref
from typing import Optional, TextIO, Union

from ._crc_rules import Game, PgnGames

# The reader of each text handle read_game has seen, so that each call returns the next game.
_readers: "weakref.WeakKeyDictionary[TextIO, PgnGames]" = weakref.WeakKeyDictionary()


def _read(pgn: TextIO) -> str:
    """The text of a handle read to its end; TypeError for a value that is no handle."""
    read = getattr(pgn, "read", None)
    if not callable(read):
        raise TypeError(f"a PGN is a str or a text handle, not {type(pgn).__name__}")
    text: str = read()
    return text


def read_games(pgn: Union[str, TextIO]) -> PgnGames:
    """The games of a PGN text (a ``str``, or a text handle read to its end), one by one.

    A game that cannot be read raises ``InvalidPgnError`` naming the game and the line;
    calling ``next()`` again goes on with the following game. Accepted as other programs
    write it: ``Variant`` ``caparandom``, ``Capablanca Random (Chess)``, ``Capablanca`` and
    ``Gothic``; moves in SAN or coordinates; comments, NAGs and variations are skipped;
    every tag is kept (``Game.headers``).
    """
    text = pgn if isinstance(pgn, str) else _read(pgn)
    return PgnGames(text)


def read_game(pgn: Union[str, TextIO]) -> Optional[Game]:
    """The next game of a PGN text handle, or ``None`` after the last (python-chess's
    ``chess.pgn.read_game``); given a ``str``, its first game.

    The first call reads the handle to its end and later calls return its following games,
    so ``while (game := read_game(handle)) is not None`` reads them all. A game that cannot
    be read raises ``InvalidPgnError``; the next call goes on with the following game.
    """
    if isinstance(pgn, str):
        return next(PgnGames(pgn), None)
    try:
        reader = _readers.get(pgn)
    except TypeError:  # a handle that takes no weak references: read it as one text
        return next(PgnGames(_read(pgn)), None)
    if reader is None:
        reader = PgnGames(_read(pgn))
        _readers[pgn] = reader
    return next(reader, None)
