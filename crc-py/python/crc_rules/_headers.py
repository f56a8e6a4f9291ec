"""``Game.headers``: a game's PGN tags as a live mapping, python-chess's ``Headers``."""

from collections.abc import Iterator, MutableMapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._crc_rules import Game

#: The Seven Tag Roster, in the order every exported PGN writes it, with the values written
#: for a tag that is not set.
SEVEN_TAG_ROSTER = {
    "Event": "?",
    "Site": "?",
    "Date": "????.??.??",
    "Round": "?",
    "White": "?",
    "Black": "?",
    "Result": "*",
}


class Headers(MutableMapping[str, str]):
    """The PGN tags of a game as a mapping that reads and changes the game.

    It holds the Seven Tag Roster (``"?"`` where a tag is not set; ``Result`` is the game's
    result, ``"*"`` while it goes on) and every other tag set or read from PGN, in order.
    Setting a tag checks it (a PGN name, no line break in the value) and raises
    ``CrcError`` without changing anything when it is bad; ``Result``, ``SetUp``, ``FEN``
    and ``CRCStartNumber`` come from the game itself and cannot be set. Deleting a tag of
    the roster makes it ``"?"`` again.
    """

    __slots__ = ("_game",)

    def __init__(self, game: "Game") -> None:
        from ._crc_rules import Game

        if not isinstance(game, Game):
            raise TypeError(f"Headers takes a Game, not {type(game).__name__}")
        self._game = game

    def __getitem__(self, name: str) -> str:
        if name == "Result":
            return self._game.result()
        value = self._game.tag(name)
        if value is not None:
            return value
        if name in SEVEN_TAG_ROSTER:
            return SEVEN_TAG_ROSTER[name]
        raise KeyError(name)

    def __setitem__(self, name: str, value: str) -> None:
        self._game.set_tag(name, value)

    def __delitem__(self, name: str) -> None:
        if self._game.remove_tag(name) is None:
            raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        yield from SEVEN_TAG_ROSTER
        for name, _ in self._game.tags():
            if name not in SEVEN_TAG_ROSTER:
                yield name

    def __len__(self) -> int:
        others = [n for n, _ in self._game.tags() if n not in SEVEN_TAG_ROSTER]
        return len(SEVEN_TAG_ROSTER) + len(others)

    def clear(self) -> None:
        """Removes every tag the game has set; the roster shows ``"?"`` again."""
        for name, _ in self._game.tags():
            self._game.remove_tag(name)

    def __repr__(self) -> str:
        pairs = ", ".join(f"{name}={value!r}" for name, value in self.items())
        return f"Headers({pairs})"
