"""A drop-in for Fairy-Stockfish's ``pyffish`` on Capablanca Random Chess.

``import crc_rules.pyffish as sf`` replaces ``import pyffish as sf`` for the variants
``caparandom`` (Fairy-Stockfish's 960 conventions) and ``capablanca`` (960 conventions when
``chess960`` is true). The functions take pyffish's arguments in pyffish's order and answer
as pyffish 0.0.90 answers, about a hundred times faster; any other variant raises
``ValueError``.

Fairy-Stockfish's conventions are kept: in 960 mode castling is king takes own rook
(``f1j1``) and FEN castling rights are file letters (``JAja``), otherwise the king's
destination (``f1i1``) and ``KQkq``; the FEN's en-passant square follows every double step
an enemy pawn attacks; draws by repetition and the move rule are optional game ends; the
``game_result`` values are ``-VALUE_MATE`` and ``VALUE_DRAW``.

Where the answer cannot be the same, this module raises instead of guessing (see the
package README, "Differences from pyffish"): an illegal move given to ``get_san`` or
``is_capture``, the shogi, janggi, xiangqi and Thai notations, a FEN that is not a playable
CRC position. Errors are ``crc_rules.CrcError`` subclasses (``ValueError``s), also
available as ``error``. The order of ``legal_moves`` is this package's, not
Fairy-Stockfish's.
"""

from ._crc_rules import pyffish as _native

VALUE_MATE: int = _native.VALUE_MATE
VALUE_DRAW: int = _native.VALUE_DRAW
FEN_OK: int = _native.FEN_OK
FEN_INVALID_PROMOTED_PIECE: int = _native.FEN_INVALID_PROMOTED_PIECE
NOTATION_DEFAULT: int = _native.NOTATION_DEFAULT
NOTATION_SAN: int = _native.NOTATION_SAN
NOTATION_LAN: int = _native.NOTATION_LAN
NOTATION_SHOGI_HOSKING: int = _native.NOTATION_SHOGI_HOSKING
NOTATION_SHOGI_HODGES: int = _native.NOTATION_SHOGI_HODGES
NOTATION_SHOGI_HODGES_NUMBER: int = _native.NOTATION_SHOGI_HODGES_NUMBER
NOTATION_JANGGI: int = _native.NOTATION_JANGGI
NOTATION_XIANGQI_WXF: int = _native.NOTATION_XIANGQI_WXF
NOTATION_THAI_SAN: int = _native.NOTATION_THAI_SAN
NOTATION_THAI_LAN: int = _native.NOTATION_THAI_LAN

error = _native.error

legal_moves = _native.legal_moves
get_fen = _native.get_fen
get_san = _native.get_san
get_san_moves = _native.get_san_moves
gives_check = _native.gives_check
is_capture = _native.is_capture
game_result = _native.game_result
is_immediate_game_end = _native.is_immediate_game_end
is_optional_game_end = _native.is_optional_game_end
has_insufficient_material = _native.has_insufficient_material
start_fen = _native.start_fen
validate_fen = _native.validate_fen
version = _native.version
info = _native.info
variants = _native.variants
two_boards = _native.two_boards
captures_to_hand = _native.captures_to_hand
set_option = _native.set_option
