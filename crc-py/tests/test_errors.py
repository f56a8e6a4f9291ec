"""The error vocabulary: every kind of error has its class, and every exception its
``kind``, the same name at every door."""

import io

import pytest

import crc_rules
import crc_rules._forwarding
import crc_rules.pyffish as sf
from crc_rules import (
    CrcError,
    Game,
    IllegalMoveError,
    InvalidFenError,
    InvalidMoveError,
    InvalidSquareError,
    InvalidTagError,
    Position,
    PromotionRequiredError,
)

# White to move with a pawn on b7, one step from promotion.
PROMOTION = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1"


def test_every_kind_has_a_class_of_the_package() -> None:
    # _error_classes raises when the table misses a kind.
    classes = dict(crc_rules._crc_rules._error_classes())
    assert "promotion_required" in classes
    for kind, name in classes.items():
        if name in ("IndexError", "OSError"):
            # Python's own classes, as list.pop and open raise them.
            assert (kind, name) in (("nothing_to_undo", "IndexError"), ("io", "OSError"))
            continue
        cls = getattr(crc_rules, name)
        assert issubclass(cls, CrcError), kind
        assert name in crc_rules.__all__, name


@pytest.mark.parametrize("text", ["b7b8", "b8"])
def test_a_missing_promotion_piece_is_promotion_required(text: str) -> None:
    game = Game(PROMOTION)
    with pytest.raises(PromotionRequiredError) as error:
        game.play(text)
    assert error.value.kind == "promotion_required"
    assert isinstance(error.value, IllegalMoveError)
    with pytest.raises(PromotionRequiredError):
        Position(PROMOTION).parse_uci("b7b8")
    assert game.fen() == PROMOTION


def test_other_move_errors_keep_their_classes_and_say_their_kind() -> None:
    game = Game(PROMOTION)
    with pytest.raises(IllegalMoveError) as illegal:
        game.play("e1e3")
    assert not isinstance(illegal.value, PromotionRequiredError)
    assert illegal.value.kind == "illegal_move"
    with pytest.raises(InvalidMoveError) as invalid:
        game.play("hello")
    assert invalid.value.kind == "invalid_move"


@pytest.mark.parametrize(
    ("name", "value"), [("Result", "1-0"), ("bad name", "x"), ("Event", "a\nb")]
)
def test_a_tag_that_cannot_be_set_is_invalid_tag(name: str, value: str) -> None:
    game = Game(25933)
    with pytest.raises(InvalidTagError) as error:
        game.set_tag(name, value)
    assert error.value.kind == "invalid_tag"


@pytest.mark.parametrize(
    "call",
    [
        lambda: crc_rules.parse_square("k9"),
        lambda: crc_rules.square_name(80),
        lambda: crc_rules.square(10, 0),
    ],
)
def test_a_square_that_is_none_is_invalid_square(call: object) -> None:
    with pytest.raises(InvalidSquareError) as error:
        call()  # type: ignore[operator]
    assert error.value.kind == "invalid_square"


@pytest.mark.parametrize(
    ("call", "kind"),
    [
        (lambda: Game("not a fen"), "invalid_fen"),
        (lambda: Game("10/10/10/10/10/10/10/10 w - - 0 1"), "illegal_position"),
        (lambda: crc_rules.arrangement(0), "invalid_number"),
        (lambda: crc_rules.number("RNBQ"), "invalid_arrangement"),
        (lambda: crc_rules.RuleSet.from_name("nonsense"), "invalid_rule_set"),
        (lambda: Game(25933).claim_draw(), "no_claim"),
        (lambda: crc_rules.read_game(io.StringIO("1. Zz9 *")), "invalid_pgn"),
        (lambda: crc_rules.piece_symbol(9), "invalid_argument"),
    ],
)
def test_every_exception_says_its_kind(call: object, kind: str) -> None:
    with pytest.raises(CrcError) as error:
        call()  # type: ignore[operator]
    assert error.value.kind == kind


def test_an_undo_at_the_start_is_nothing_to_undo() -> None:
    with pytest.raises(IndexError) as error:
        Game(25933).pop()
    assert getattr(error.value, "kind") == "nothing_to_undo"


def test_peek_at_the_start_is_nothing_to_undo() -> None:
    with pytest.raises(IndexError) as error:
        Game(25933).peek()
    assert getattr(error.value, "kind") == "nothing_to_undo"


CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
# Both kings in check: pyffish reads the board, but no position is built from it.
BOTH_IN_CHECK = "k8R/10/10/10/10/10/10/K8r b - - 0 1"


@pytest.mark.parametrize(
    ("call", "cls", "kind"),
    [
        (
            lambda: sf.legal_moves("capablanca", "not a fen", []),
            InvalidFenError,
            "invalid_fen",
        ),
        (
            lambda: sf.legal_moves("capablanca", "10/10/10/10/10/10/10/10 w - - 0 1", []),
            InvalidFenError,
            "illegal_position",
        ),
        (
            lambda: sf.legal_moves("capablanca", CAPABLANCA, ["hello"]),
            InvalidMoveError,
            "invalid_move",
        ),
        (
            lambda: sf.legal_moves("capablanca", CAPABLANCA, ["e2e5"]),
            IllegalMoveError,
            "illegal_move",
        ),
        (
            lambda: sf.get_fen("capablanca", PROMOTION, ["b7b8"]),
            PromotionRequiredError,
            "promotion_required",
        ),
        (
            lambda: sf.get_san_moves("capablanca", CAPABLANCA, ["e2e4", "e2e4"]),
            IllegalMoveError,
            "illegal_move",
        ),
        (
            lambda: sf.get_san(
                "capablanca", CAPABLANCA, "e2e4", False, sf.NOTATION_SHOGI_HOSKING
            ),
            CrcError,
            "unsupported_notation",
        ),
        (
            lambda: sf.has_insufficient_material("capablanca", BOTH_IN_CHECK, []),
            InvalidFenError,
            "illegal_position",
        ),
    ],
)
def test_a_pyffish_error_says_its_kind(call: object, cls: type, kind: str) -> None:
    with pytest.raises(cls) as error:
        call()  # type: ignore[operator]
    assert getattr(error.value, "kind") == kind
    assert isinstance(error.value, ValueError)


def test_an_unknown_option_of_pyffish_says_its_kind() -> None:
    if crc_rules._forwarding.real_pyffish() is not None:
        pytest.skip("pyffish is installed: it answers set_option itself")
    with pytest.raises(CrcError) as error:
        sf.set_option("No Such Option", 1)
    assert error.value.kind == "invalid_argument"


def test_the_python_layer_classifies_through_the_one_table() -> None:
    assert type(crc_rules._crc_rules._error("unknown_variant", "x")) is CrcError
    assert type(crc_rules._crc_rules._error("invalid_fen", "x")) is InvalidFenError
    undo = crc_rules._crc_rules._error("nothing_to_undo", "x")
    assert type(undo) is IndexError and getattr(undo, "kind") == "nothing_to_undo"
    with pytest.raises(ValueError):
        crc_rules._crc_rules._error("no such kind", "x")
