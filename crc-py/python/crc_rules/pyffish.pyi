# Type stubs of crc_rules.pyffish: pyffish's signatures (the docstrings are on the objects).
from types import ModuleType
from typing import Any, Sequence

from ._crc_rules import CrcError as error

__all__ = [
    "FEN_INVALID_PROMOTED_PIECE",
    "FEN_OK",
    "NOTATION_DEFAULT",
    "NOTATION_JANGGI",
    "NOTATION_LAN",
    "NOTATION_SAN",
    "NOTATION_SHOGI_HODGES",
    "NOTATION_SHOGI_HODGES_NUMBER",
    "NOTATION_SHOGI_HOSKING",
    "NOTATION_THAI_LAN",
    "NOTATION_THAI_SAN",
    "NOTATION_XIANGQI_WXF",
    "VALUE_DRAW",
    "VALUE_MATE",
    "captures_to_hand",
    "error",
    "game_result",
    "get_fen",
    "get_fog_fen",
    "get_san",
    "get_san_moves",
    "gives_check",
    "has_insufficient_material",
    "info",
    "install",
    "is_capture",
    "is_immediate_game_end",
    "is_optional_game_end",
    "legal_moves",
    "load_variant_config",
    "piece_to_partner",
    "set_option",
    "start_fen",
    "two_boards",
    "validate_fen",
    "variants",
    "version",
]

VALUE_MATE: int
VALUE_DRAW: int
FEN_OK: int
FEN_INVALID_PROMOTED_PIECE: int
NOTATION_DEFAULT: int
NOTATION_SAN: int
NOTATION_LAN: int
NOTATION_SHOGI_HOSKING: int
NOTATION_SHOGI_HODGES: int
NOTATION_SHOGI_HODGES_NUMBER: int
NOTATION_JANGGI: int
NOTATION_XIANGQI_WXF: int
NOTATION_THAI_SAN: int
NOTATION_THAI_LAN: int

def legal_moves(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> list[str]: ...
def get_fen(
    variant: str,
    fen: str,
    moves: Sequence[str],
    chess960: bool = False,
    sfen: bool = False,
    showPromoted: bool = False,
    countStarted: int = 0,
) -> str: ...
def get_san(variant: str, fen: str, move: str, chess960: bool = False, notation: int = 0) -> str: ...
def get_san_moves(
    variant: str, fen: str, movelist: Sequence[str], chess960: bool = False, notation: int = 0
) -> list[str]: ...
def gives_check(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> bool: ...
def is_capture(variant: str, fen: str, moves: Sequence[str], move: str, chess960: bool = False) -> bool: ...
def game_result(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> int: ...
def is_immediate_game_end(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False
) -> tuple[bool, int]: ...
def is_optional_game_end(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False, countStarted: int = 0
) -> tuple[bool, int]: ...
def has_insufficient_material(
    variant: str, fen: str, moves: Sequence[str], chess960: bool = False
) -> tuple[bool, bool]: ...
def start_fen(variant: str) -> str: ...
def validate_fen(fen: str, variant: str, chess960: bool = False) -> int: ...
def version() -> tuple[int, int, int]: ...
def info() -> str: ...
def variants() -> list[str]: ...
def two_boards(variant: str) -> bool: ...
def captures_to_hand(variant: str) -> bool: ...
def set_option(name: str, value: Any) -> None: ...
def piece_to_partner(variant: str, fen: str, moves: Sequence[str], chess960: bool = False) -> str: ...
def get_fog_fen(fen: str, variant: str, chess960: bool = False) -> str: ...
def load_variant_config(config: str) -> None: ...
def install() -> ModuleType: ...
