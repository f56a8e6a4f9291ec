"""SVG diagrams of CRC positions, as python-chess's ``chess.svg`` draws chess positions.

``board(position_or_game, ...)`` takes python-chess's options of ``chess.svg.board``::

    import crc_rules
    import crc_rules.svg

    game = crc_rules.Game.from_number(518)
    game.push_san("e4")
    svg = crc_rules.svg.board(game, lastmove=game.peek(), size=400,
                              arrows=[crc_rules.svg.Arrow.from_pgn("Gd1h5")])
    open("board.svg", "w").write(svg)

The pieces are this project's own (the Archbishop is a knight's head in a bishop's mitre,
the Chancellor a knight's head rising into a rook's tower). In a notebook a ``Position`` or
a ``Game`` shows itself as a board (``_repr_svg_``), and so does what ``board`` returns.

Differences from python-chess: colours are ``#rrggbb`` or ``#rgb`` without alpha (arrows
are drawn at 80 % opacity, filled squares opaque), an unknown ``colors`` name or a square
off the board raises ``CrcError`` instead of being ignored, and there are no ``squares``
(x marks), ``borders`` or ``style`` options.
"""

from collections.abc import Iterable, Mapping
from typing import Optional, Union

from ._crc_rules import Arrow, Game, Move, Position, svg_board

__all__ = ["Arrow", "SvgWrapper", "board"]


class SvgWrapper(str):
    """SVG text that a notebook shows as the picture it describes."""

    def _repr_svg_(self) -> "SvgWrapper":
        return self


def board(
    board: Union[Position, Game],
    *,
    orientation: bool = True,
    lastmove: Optional[Move] = None,
    check: Optional[int] = None,
    arrows: Iterable[Union[Arrow, tuple[int, int]]] = (),
    fill: Mapping[int, str] = {},
    size: Optional[int] = None,
    coordinates: bool = True,
    colors: Mapping[str, str] = {},
    flipped: bool = False,
) -> SvgWrapper:
    """The SVG diagram of ``board`` (a Position, or a Game's current position).

    - ``orientation``: the colour at the bottom (WHITE = True); ``flipped`` reverses it.
    - ``lastmove``: a Move whose two squares are highlighted (castling: the king's and the
      rook's).
    - ``check``: the square of a king in check, marked with a red glow.
    - ``arrows``: Arrows, or ``(tail, head)`` pairs of squares for green ones.
    - ``fill``: squares drawn in a colour of their own, ``{square: "#rrggbb"}``.
    - ``size``: the width in px (16 to 16384); None for an SVG without width and height,
      which scales to its box. The height follows the 10 x 8 board.
    - ``coordinates``: the files' letters and ranks' digits round the board.
    - ``colors``: python-chess's names (``"square light"``, ``"square dark"``,
      ``"square light lastmove"``, ``"square dark lastmove"``, ``"margin"``, ``"coord"``,
      ``"arrow green"``, ``"arrow red"``, ``"arrow yellow"``, ``"arrow blue"``) and
      ``"check"`` and ``"fill"``, each to ``"#rrggbb"``.

    Raises ``CrcError`` (a ``ValueError``) for a square off the board, a size out of range,
    an unknown colour name or a colour that is not ``#rrggbb``.
    """
    return SvgWrapper(
        svg_board(
            board,
            orientation=orientation,
            lastmove=lastmove,
            check=check,
            arrows=arrows,
            fill=dict(fill),
            size=size,
            coordinates=coordinates,
            colors=dict(colors),
            flipped=flipped,
        )
    )
