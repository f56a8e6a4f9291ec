"""Games read whole from PGN, as python-chess's ``chess.pgn`` reads them: every comment,
NAG and variation where the text puts it, clocks and evaluations from the comments::

    import crc_rules.pgn

    with open("games.pgn") as handle:
        while (game := crc_rules.pgn.read_game(handle)) is not None:
            print(game.headers["White"], game.comment)
            for node in game.mainline():
                print(node.san(), node.nags, node.comment, node.clock(), node.eval())
            print(game)                          # the PGN, every annotation written back

``Game`` is the root (before the first move), each move a ``ChildNode`` with ``move``,
``san()``, ``comment``, ``starting_comment``, ``nags``, ``variations`` (the main
continuation first), ``parent``, ``mainline()``, ``mainline_moves()``, ``board()`` (a
``crc_rules.Game`` at that node), ``clock()`` and ``eval()``. The nodes are read-only: the
tree is the one the Rust reader built (``crc_rules_game::GameTree``), and ``str(game)`` its
PGN, which reads back as the same tree.

Differences from python-chess: ``board()`` is a ``crc_rules.Game`` (its history and
outcome included), ``eval()`` is a ``Score`` from White's view, ``truncated`` says a
comment was cut at 1 MiB, and ``comments`` lists a node's comments one by one (``comment``
joins them with line breaks, as python-chess does).
"""

from typing import Any, Iterator, List, Optional, Set, Tuple, cast

from ._crc_rules import Game as Board
from ._crc_rules import Move, _GameTree
from ._pgn import PgnHandle, handle_reader

__all__ = ["ChildNode", "Game", "GameNode", "Score", "read_game"]


class Score:
    """An evaluation from White's view, as a ``[%eval]`` comment gives it: centipawns
    (``score()``) or a mate in so many moves (``mate()``: positive for White), the shapes
    of python-chess's ``Cp`` and ``Mate`` (``white()`` is the score itself, as a
    ``PovScore``'s)."""

    __slots__ = ("_cp", "_mate")

    def __init__(self, cp: Optional[int], mate: Optional[int]) -> None:
        self._cp = cp
        self._mate = mate

    def score(self) -> Optional[int]:
        """The centipawns, or None for a mate."""
        return self._cp

    def mate(self) -> Optional[int]:
        """Mate in so many moves (positive: White mates), or None."""
        return self._mate

    def is_mate(self) -> bool:
        """Whether it is a mate score."""
        return self._mate is not None

    def white(self) -> "Score":
        """This score, from White's view (as python-chess's ``PovScore.white()``)."""
        return self

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Score) and (self._cp, self._mate) == (other._cp, other._mate)

    def __hash__(self) -> int:
        return hash((self._cp, self._mate))

    def __repr__(self) -> str:
        return f"Mate({self._mate:+d})" if self._mate is not None else f"Cp({self._cp:+d})"


class GameNode:
    """A node of a game read whole: the root (a ``Game``) or a move (a ``ChildNode``)."""

    __slots__ = ("_tree", "_index", "_parent", "_node", "_variations")

    def __init__(self, tree: _GameTree, index: int, parent: Optional["GameNode"]) -> None:
        if not isinstance(tree, _GameTree):
            raise TypeError(f"a node is of a game read by read_game, not {type(tree).__name__}")
        if parent is not None and not isinstance(parent, GameNode):
            raise TypeError(f"a node's parent is a node, not {type(parent).__name__}")
        self._tree = tree
        self._index = index
        self._parent = parent
        self._node: Tuple[Any, ...] = tree.node(index)
        self._variations: Optional[List["ChildNode"]] = None

    @property
    def parent(self) -> Optional["GameNode"]:
        """The node before this one; None at the root."""
        return self._parent

    @property
    def move(self) -> Optional[Move]:
        """The move that leads here; None at the root."""
        return cast(Optional[Move], self._node[1])

    @property
    def comments(self) -> List[str]:
        """The comments after this move (at the root: before the first move), in order."""
        return list(self._node[3])

    @property
    def comment(self) -> str:
        """The comments joined by line breaks, as python-chess's ``comment``."""
        return "\n".join(self._node[3])

    @property
    def nags(self) -> Set[int]:
        """The NAGs after this move (``!`` is 1, ``?`` 2, …), as python-chess's set."""
        return set(self._node[5])

    @property
    def truncated(self) -> bool:
        """Whether a comment of this node was cut at 1 MiB."""
        return bool(self._node[7])

    @property
    def variations(self) -> List["ChildNode"]:
        """The moves that follow, the main continuation first."""
        if self._variations is None:
            self._variations = [ChildNode(self._tree, i, self) for i in self._node[6]]
        return list(self._variations)

    def next(self) -> Optional["ChildNode"]:
        """The main continuation, or None at the end of the line."""
        variations = self.variations
        return variations[0] if variations else None

    def is_end(self) -> bool:
        """Whether no move follows."""
        return not self._node[6]

    def mainline(self) -> Iterator["ChildNode"]:
        """The main continuation from here on, node by node."""
        node = self.next()
        while node is not None:
            yield node
            node = node.next()

    def mainline_moves(self) -> List[Move]:
        """The moves of ``mainline()``."""
        return [node.move for node in self.mainline()]

    def board(self) -> Board:
        """The game at this node: a ``crc_rules.Game`` with the moves to it played."""
        return self._tree.game_at(self._index)

    def clock(self) -> Optional[float]:
        """The clock in the comment, ``[%clk H:MM:SS]``, in seconds; None without one."""
        return self._tree.clock(self._index)

    def eval(self) -> Optional[Score]:
        """The evaluation in the comment, ``[%eval 0.31]`` or ``[%eval #-3]``, from White's
        view; None without one."""
        found = self._tree.eval(self._index)
        return None if found is None else Score(*found)

    def game(self) -> "Game":
        """The root of this node's game."""
        node: GameNode = self
        while node._parent is not None:
            node = node._parent
        return cast(Game, node)


class ChildNode(GameNode):
    """A move of a game read whole, with what was written round it."""

    __slots__ = ()

    @property
    def move(self) -> Move:
        """The move that leads here."""
        return cast(Move, self._node[1])

    @property
    def parent(self) -> GameNode:
        """The node before this move."""
        return cast(GameNode, self._parent)

    @property
    def starting_comments(self) -> List[str]:
        """The comments before this move at the start of a variation, in order."""
        return list(self._node[4])

    @property
    def starting_comment(self) -> str:
        """The starting comments joined by line breaks, as python-chess's
        ``starting_comment``; empty without one."""
        return "\n".join(self._node[4])

    def san(self) -> str:
        """The move's SAN, as this library writes it."""
        return cast(str, self._node[2])

    def uci(self) -> str:
        """The move in coordinates."""
        return self.move.uci()

    def ply(self) -> int:
        """The half-moves from the start to the position after this move."""
        count, node = 0, cast(Optional[GameNode], self)
        while isinstance(node, ChildNode):
            count, node = count + 1, node._parent
        return count

    def __repr__(self) -> str:
        return f"<ChildNode {self.san()}>"


class Game(GameNode):
    """A game read whole: the root node, before the first move, with the game's
    ``headers``; ``str(game)`` is its PGN."""

    __slots__ = ("_main",)

    def __init__(self, tree: _GameTree) -> None:
        super().__init__(tree, 0, None)
        self._main: Board = tree.game()

    @property
    def headers(self) -> Any:
        """The game's PGN tags (as ``crc_rules.Game.headers``)."""
        return self._main.headers

    def end(self) -> GameNode:
        """The last node of the main line."""
        node: GameNode = self
        for node in self.mainline():
            pass
        return node

    def __str__(self) -> str:
        return self._tree.pgn()

    def __repr__(self) -> str:
        return f"<Game {self.headers.get('White', '?')} - {self.headers.get('Black', '?')}>"


def read_game(handle: PgnHandle) -> Optional[Game]:
    """The next game of a PGN file object (text or binary) read whole, or None after the
    last, as python-chess's ``chess.pgn.read_game``: every comment, NAG and variation kept
    (each variation's moves checked), the main line's ending from the moves or the
    ``Termination`` tag. A game that cannot be read raises ``InvalidPgnError`` with its
    ``game`` and ``line``; the next call goes on with the following game. A ``str`` raises
    ``TypeError``: pass ``io.StringIO(text)``.

    >>> import io, crc_rules.pgn
    >>> game = crc_rules.pgn.read_game(io.StringIO('[Variant "Capablanca"]\\n\\n1. e4 {best} $1 *\\n'))
    >>> node = game.next()
    >>> (node.san(), node.comment, node.nags)
    ('e4', 'best', {1})
    """
    tree = handle_reader(handle)._next_tree()
    return None if tree is None else Game(tree)
