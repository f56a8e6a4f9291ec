"""A drop-in for Fairy-Stockfish's ``pyffish`` on Capablanca Random Chess.

``import crc_rules.pyffish as sf`` replaces ``import pyffish as sf``; or, leaving the code
that says ``import pyffish`` as it is, ``crc_rules.pyffish.install()`` at start-up puts this
module in its place. The functions take pyffish's arguments in pyffish's order and answer as
pyffish 0.0.90 answers, about a hundred times faster, for the variants ``caparandom``
(Fairy-Stockfish's 960 conventions) and ``capablanca`` (960 conventions when ``chess960`` is
true).

Every other variant, and the functions only pyffish has (``piece_to_partner``,
``get_fog_fen``, ``load_variant_config``), go to pyffish itself when it is installed (``pip
install "crc-rules[pyffish]"``), so that one module serves a server of many variants;
``variants()`` then lists pyffish's, and ``set_option`` goes to pyffish too. A variant that
neither knows (and without pyffish, any other variant) raises ``ValueError``: pyffish itself
would stop the process.

Fairy-Stockfish's conventions are kept: in 960 mode castling is king takes own rook
(``f1j1``) and FEN castling rights are file letters (``JAja``), otherwise the king's
destination (``f1i1``) and ``KQkq``; the FEN's en-passant square follows every double step
an enemy pawn attacks; draws by repetition and the move rule are optional game ends; the
``game_result`` values are ``-VALUE_MATE`` and ``VALUE_DRAW``; ``validate_fen`` gives
Fairy-Stockfish's codes; ``get_san`` and ``is_capture`` answer a move that is not legal (its
own text, and False).

Where the answer cannot be the same, this module raises instead of guessing (see the
package README, "Differences from pyffish"): the shogi, janggi, xiangqi and Thai notations,
a FEN that no game can reach (but for the questions the board alone answers). Errors are
``crc_rules.CrcError`` subclasses (``ValueError``s), also available as ``error``. The order
of ``legal_moves`` is this package's, not Fairy-Stockfish's.
"""

import sys as _sys

from . import _forwarding
from ._crc_rules import CrcError as error
from ._crc_rules import _error
from ._crc_rules import __version__ as _version
from ._crc_rules import pyffish as _native

# Fairy-Stockfish's values, under pyffish's names (VALUE_MATE, VALUE_DRAW, FEN_OK,
# FEN_INVALID_PROMOTED_PIECE, NOTATION_DEFAULT ... NOTATION_THAI_LAN), as the native module
# holds them: crc-rules-fairy decides them once, for both drop-ins.
globals().update({name: getattr(_native, name) for name in dir(_native) if name.isupper()})

# The engine options pyffish's ``set_option`` knows; none of them changes these rules. With
# pyffish installed, it decides which names it knows.
_OPTIONS = frozenset(_native.option_names())

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
two_boards = _native.two_boards
captures_to_hand = _native.captures_to_hand


# The calls that need no rules, and those only pyffish has. Their signatures are pyffish's,
# without annotations, so that inspect.signature shows them as pyffish's; the types are in
# pyffish.pyi.


def version():
    """The version of crc-rules as pyffish gives its own: ``(major, minor, patch)``."""
    major, minor, patch = (int(part) for part in _version.split("."))
    return (major, minor, patch)


def info():
    """A line about this module, in place of Fairy-Stockfish's engine banner."""
    real = _forwarding.real_pyffish()
    return _native.info(real.info() if real is not None else None)


def variants():
    """The variants this module answers: pyffish's list when pyffish is installed (it
    includes ``capablanca`` and ``caparandom``, which this module plays itself), else
    ``["capablanca", "caparandom"]``."""
    ours = _native.variants()
    real = _forwarding.real_pyffish()
    if real is None:
        return ours
    names = list(real.variants())
    return names + [name for name in ours if name not in names]


def set_option(name, value):
    """Sets an engine option of pyffish, when it is installed (``VariantPath`` loads its
    variants), and changes nothing here: no engine option changes the rules of
    ``capablanca`` and ``caparandom`` (``VariantPath`` cannot redefine them). ValueError for
    an option pyffish does not know, as pyffish raises."""
    if not isinstance(name, str):
        raise TypeError(f"option name must be str, not {type(name).__name__}")
    real = _forwarding.real_pyffish()
    if real is not None:
        real.set_option(name, value)
    elif name not in _OPTIONS:
        raise _error("invalid_argument", f"No such option {name}'")


def piece_to_partner(variant, fen, moves, chess960=False):
    """pyffish's ``piece_to_partner`` (the piece a capture sends to the partner's board in
    bughouse), for any variant pyffish knows; ValueError without pyffish."""
    _forwarding.require("piece_to_partner")
    return _forwarding.forward("piece_to_partner", variant, (variant, fen, list(moves), chess960))


def get_fog_fen(fen, variant, chess960=False):
    """pyffish's ``get_fog_fen`` (the FEN as the side to move sees it in fog of war), for any
    variant pyffish knows; ValueError without pyffish."""
    _forwarding.require("get_fog_fen")
    return _forwarding.forward("get_fog_fen", variant, (fen, variant, chess960))


def load_variant_config(config):
    """pyffish's ``load_variant_config``: defines variants from the text of a variants.ini
    (they cannot redefine ``capablanca`` and ``caparandom`` here); ValueError without
    pyffish."""
    _forwarding.require("load_variant_config").load_variant_config(config)


def install():
    """Puts this module in ``sys.modules["pyffish"]``, so that code that says ``import
    pyffish`` gets it, unchanged (call it at start-up, before that code runs: in a
    ``sitecustomize``, say). The real pyffish, when installed, is found first and still
    answers the other variants. Returns this module."""
    _forwarding.real_pyffish()
    module = _sys.modules[__name__]
    _sys.modules["pyffish"] = module
    return module
