"""The rules of Capablanca Random Chess (CRC) for Python, on the Rust crates of ``crc``.

CRC is chess on a 10x8 board with two more pieces, the Archbishop (bishop + knight) and the
Chancellor (rook + knight), from one of Scharnagl's 48,000 numbered start arrangements.

The API has python-chess's names and shapes where the concept is the same::

    import crc_rules

    game = crc_rules.Game.from_number(25933)        # the Gothic array, a CRC start
    game.push_san("e4")
    game.play("e7e5")                               # any notation; returns the SAN
    print(game.fen(), game.history(), game.outcome())
    for move in game.legal_moves:                   # a property, as in python-chess
        print(move.uci(), game.san(move))

Squares are integers, ``a1 = 0`` ... ``j8 = 79`` (``rank * 10 + file``); colours are
``WHITE = True`` and ``BLACK = False``; piece types are python-chess's ``PAWN = 1`` ...
``KING = 6`` and ``ARCHBISHOP = 7``, ``CHANCELLOR = 8``. Castling moves are written king
takes own rook (``f1j1``), as XBoard and Fairy-Stockfish write them in CRC.

Every error is a ``CrcError``, a ``ValueError``, carrying the full reason, and its ``kind``:
the name of its kind of error (``"illegal_move"``, ``"promotion_required"``, …), the same at
every door of crc-rules. ``crc_rules.pyffish``
answers the questions of Fairy-Stockfish's ``pyffish`` for the variants ``caparandom`` and
``capablanca``, with its signatures.
"""

from ._crc_rules import (
    ARCHBISHOP,
    BISHOP,
    BLACK,
    CAPABLANCA_FEN,
    CHANCELLOR,
    COLORS,
    FILE_NAMES,
    KING,
    KNIGHT,
    PAWN,
    PIECE_TYPES,
    QUEEN,
    RANK_NAMES,
    ROOK,
    SQUARE_NAMES,
    SQUARES,
    WHITE,
    AmbiguousMoveError,
    ClaimError,
    CrcError,
    Game,
    GameOverError,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidPgnError,
    InvalidSquareError,
    InvalidStartError,
    InvalidTagError,
    LegalMoveGenerator,
    Move,
    Outcome,
    PerftTable,
    PgnGames,
    Piece,
    Position,
    PromotionRequiredError,
    RuleSet,
    Termination,
    __version__,
    arrangement,
    number,
    parse_square,
    piece_name,
    piece_symbol,
    rule_sets,
    square,
    square_file,
    square_name,
    square_rank,
    start_fen,
)
from ._headers import Headers
from ._pgn import read_game, read_games, read_pgn

# python-chess's and the PGN issue's name for the same exception.
PgnError = InvalidPgnError

__all__ = [
    "ARCHBISHOP",
    "BISHOP",
    "BLACK",
    "CAPABLANCA_FEN",
    "CHANCELLOR",
    "COLORS",
    "FILE_NAMES",
    "KING",
    "KNIGHT",
    "PAWN",
    "PIECE_TYPES",
    "QUEEN",
    "RANK_NAMES",
    "ROOK",
    "SQUARE_NAMES",
    "SQUARES",
    "WHITE",
    "AmbiguousMoveError",
    "ClaimError",
    "CrcError",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "InvalidFenError",
    "InvalidMoveError",
    "InvalidPgnError",
    "InvalidSquareError",
    "InvalidStartError",
    "InvalidTagError",
    "LegalMoveGenerator",
    "Move",
    "Outcome",
    "PerftTable",
    "PgnError",
    "PgnGames",
    "Headers",
    "Piece",
    "Position",
    "PromotionRequiredError",
    "RuleSet",
    "Termination",
    "__version__",
    "arrangement",
    "number",
    "parse_square",
    "piece_name",
    "piece_symbol",
    "read_game",
    "read_games",
    "read_pgn",
    "rule_sets",
    "square",
    "square_file",
    "square_name",
    "square_rank",
    "start_fen",
]
