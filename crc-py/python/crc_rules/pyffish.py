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

from ._crc_rules import CrcError as error
from ._crc_rules import __version__ as _version
from ._crc_rules import pyffish as _native

# Fairy-Stockfish's values, under pyffish's names. The native functions read and return the
# same numbers (a mate is -VALUE_MATE, a valid FEN FEN_OK, NOTATION_LAN asks for LAN).
VALUE_MATE: int = 32000
VALUE_DRAW: int = 0
FEN_OK: int = 1
FEN_INVALID_PROMOTED_PIECE: int = -12
NOTATION_DEFAULT: int = 0
NOTATION_SAN: int = 1
NOTATION_LAN: int = 2
NOTATION_SHOGI_HOSKING: int = 3
NOTATION_SHOGI_HODGES: int = 4
NOTATION_SHOGI_HODGES_NUMBER: int = 5
NOTATION_JANGGI: int = 6
NOTATION_XIANGQI_WXF: int = 7
NOTATION_THAI_SAN: int = 8
NOTATION_THAI_LAN: int = 9

# The engine options pyffish's ``set_option`` knows; none of them changes these rules.
_OPTIONS = frozenset(
    [
        "Debug Log File",
        "Threads",
        "Hash",
        "Clear Hash",
        "Ponder",
        "MultiPV",
        "Skill Level",
        "Move Overhead",
        "Slow Mover",
        "nodestime",
        "UCI_Chess960",
        "UCI_Variant",
        "UCI_AnalyseMode",
        "UCI_LimitStrength",
        "UCI_Elo",
        "UCI_ShowWDL",
        "SyzygyPath",
        "SyzygyProbeDepth",
        "Syzygy50MoveRule",
        "SyzygyProbeLimit",
        "Use NNUE",
        "EvalFile",
        "TsumeMode",
        "VariantPath",
        "usemillisec",
    ]
)

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
variants = _native.variants
two_boards = _native.two_boards
captures_to_hand = _native.captures_to_hand


# The calls that need no rules. Their signatures are pyffish's, without annotations, so that
# inspect.signature shows them as pyffish's; the types are in pyffish.pyi.


def version():
    """The version of crc-rules as pyffish gives its own: ``(major, minor, patch)``."""
    major, minor, patch = (int(part) for part in _version.split("."))
    return (major, minor, patch)


def info():
    """A line about this module, in place of Fairy-Stockfish's engine banner."""
    return (
        f"crc-rules {_version} (Capablanca Random Chess rules; "
        f"variants {', '.join(variants())})"
    )


def set_option(name, value):
    """Accepts an engine option pyffish knows and changes nothing: no engine option changes
    the rules of these two variants (``VariantPath`` cannot redefine them here). ValueError
    for an option pyffish does not know, as pyffish raises."""
    if not isinstance(name, str):
        raise TypeError(f"option name must be str, not {type(name).__name__}")
    if name not in _OPTIONS:
        raise error(f"No such option {name}'")
