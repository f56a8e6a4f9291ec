"""crc_rules.pyffish: pyffish's signatures and conventions.

The expected answers were recorded from pyffish 0.0.90 (Fairy-Stockfish 230826), an
independent implementation; ``differential.py`` compares the two live, ply by ply.
"""

import inspect

import pytest

import crc_rules
import crc_rules.pyffish as sf
from crc_rules._crc_rules import pyffish as native

CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
CASTLES = "2k7/10/10/10/10/10/10/R4K3R w KQ - 0 1"
MATE = "k9/10/1K8/10/10/10/10/9C w - - 0 1"
SHUFFLE = ["j1h2", "e8d8", "h2j1", "d8e8"]
LONE_KNIGHT = "4k5/10/10/10/10/10/10/4K4N w - - 0 1"

SIGNATURES = {
    "legal_moves": "(variant, fen, moves, chess960=False)",
    "get_fen": "(variant, fen, moves, chess960=False, sfen=False, showPromoted=False, countStarted=0)",
    "get_san": "(variant, fen, move, chess960=False, notation=0)",
    "get_san_moves": "(variant, fen, movelist, chess960=False, notation=0)",
    "gives_check": "(variant, fen, moves, chess960=False)",
    "is_capture": "(variant, fen, moves, move, chess960=False)",
    "game_result": "(variant, fen, moves, chess960=False)",
    "is_immediate_game_end": "(variant, fen, moves, chess960=False)",
    "is_optional_game_end": "(variant, fen, moves, chess960=False, countStarted=0)",
    "has_insufficient_material": "(variant, fen, moves, chess960=False)",
    "start_fen": "(variant)",
    "validate_fen": "(fen, variant, chess960=False)",
    "version": "()",
}


@pytest.mark.parametrize("name, signature", SIGNATURES.items())
def test_pyffish_signatures_and_docstrings(name, signature):
    function = getattr(sf, name)
    assert str(inspect.signature(function)) == signature
    assert function.__doc__ and len(function.__doc__) > 20


def test_pyffish_constants():
    assert (sf.VALUE_MATE, sf.VALUE_DRAW, sf.FEN_OK) == (32000, 0, 1)
    assert (sf.NOTATION_DEFAULT, sf.NOTATION_SAN, sf.NOTATION_LAN) == (0, 1, 2)
    assert (sf.NOTATION_SHOGI_HODGES_NUMBER, sf.NOTATION_JANGGI, sf.NOTATION_XIANGQI_WXF) == (5, 6, 7)
    assert (sf.NOTATION_THAI_SAN, sf.NOTATION_THAI_LAN, sf.FEN_INVALID_PROMOTED_PIECE) == (8, 9, -12)
    assert sf.error is crc_rules.CrcError
    assert native.variants() == ["capablanca", "caparandom"]
    assert {"capablanca", "caparandom"} <= set(sf.variants())
    assert sf.version() == tuple(int(p) for p in crc_rules.__version__.split("."))
    assert not sf.two_boards("caparandom") and not sf.captures_to_hand("capablanca")
    assert "crc-rules" in sf.info()


def test_start_fen_of_both_variants_is_the_capablanca_array():
    assert sf.start_fen("capablanca") == sf.start_fen("caparandom") == CAPABLANCA
    assert sf.get_fen("capablanca", "startpos", []) == CAPABLANCA


def test_castling_outside_960_mode_is_the_kings_destination():
    king_moves = [m for m in sf.legal_moves("capablanca", CASTLES, []) if m.startswith("f1")]
    assert sorted(king_moves) == sorted(["f1e1", "f1g1", "f1e2", "f1f2", "f1g2", "f1i1", "f1c1"])
    assert sf.get_fen("capablanca", CASTLES, []) == CASTLES
    assert sf.get_san("capablanca", CASTLES, "f1i1") == "O-O"
    assert sf.get_fen("capablanca", CASTLES, ["f1i1"]) == "2k7/10/10/10/10/10/10/R6RK1 b - - 1 1"
    with pytest.raises(ValueError):
        sf.get_fen("capablanca", CASTLES, ["f1j1"])


@pytest.mark.parametrize(
    "fen, castlings",
    [
        ("2k7/10/10/10/10/10/10/R7KR w K - 0 1", ["i1i1"]),
        ("2k7/10/10/10/10/10/10/RK7R w Q - 0 1", ["b1a1"]),
        ("2k7/10/10/10/10/10/10/R2K5R w KQ - 0 1", ["d1i1", "d1a1"]),
        ("2k7/10/10/10/10/10/10/1RK6R w Q - 0 1", ["c1c1"]),
        ("2k7/10/10/10/10/10/10/R6K1R w K - 0 1", ["h1j1"]),
    ],
)
def test_castling_outside_960_mode_next_to_the_destination(fen, castlings):
    """The king already on its destination writes it twice; where an ordinary king move goes
    to the destination too, castling is written king takes rook (as pyffish writes them)."""
    legal = sf.legal_moves("capablanca", fen, [])
    castling = [m for m in legal if sf.get_san("capablanca", fen, m).startswith("O-O")]
    assert sorted(castling) == sorted(castlings)
    assert len(legal) == len(set(legal))


@pytest.mark.parametrize("variant, chess960", [("caparandom", False), ("caparandom", True), ("capablanca", True)])
def test_castling_in_960_mode_is_king_takes_rook(variant, chess960):
    king_moves = [m for m in sf.legal_moves(variant, CASTLES, [], chess960) if m.startswith("f1")]
    assert sorted(king_moves) == sorted(["f1e1", "f1g1", "f1e2", "f1f2", "f1g2", "f1j1", "f1a1"])
    assert sf.get_fen(variant, CASTLES, [], chess960) == "2k7/10/10/10/10/10/10/R4K3R w JA - 0 1"
    assert sf.get_san(variant, CASTLES, "f1j1", chess960) == "O-O"
    assert sf.get_fen(variant, CASTLES, ["f1j1"], chess960) == "2k7/10/10/10/10/10/10/R6RK1 b - - 1 1"
    assert not sf.is_capture(variant, CASTLES, [], "f1j1", chess960)
    with pytest.raises(ValueError, match="king takes rook"):
        sf.get_fen(variant, CASTLES, ["f1i1"], chess960)


def test_en_passant_square_after_every_double_step_an_enemy_pawn_attacks():
    after = sf.get_fen("caparandom", "4k5/10/10/10/3p6/10/4P5/4K5 w - - 0 1", ["e2e4"], True)
    assert after == "4k5/10/10/10/3pP5/10/10/4K5 b - e3 0 1"
    unattacked = sf.get_fen("caparandom", "4k5/10/10/10/10/10/4P5/4K5 w - - 0 1", ["e2e4"], True)
    assert unattacked == "4k5/10/10/10/4P5/10/10/4K5 b - - 0 1"
    # Written even when the capture is illegal (d4xe3 would expose the a4 king).
    pinned = "10/10/10/10/k2p5R/10/4P5/4K5 w - - 0 1"
    assert sf.get_fen("caparandom", pinned, ["e2e4"], True) == "10/10/10/10/k2pP4R/10/10/4K5 b - e3 0 1"
    assert "d4e3" not in sf.legal_moves("caparandom", pinned, ["e2e4"], True)
    # Read from a FEN: kept when attacked, dropped when no double step can have made it.
    kept = "4k5/10/10/10/3pP5/10/10/4K5 b - e3 7 9"
    assert sf.get_fen("caparandom", kept, [], True) == kept
    assert sf.get_fen("caparandom", "4k5/10/10/10/3pP5/10/4K5/10 b - e3 0 1", [], True).split()[3] == "-"
    assert sf.get_fen("caparandom", "4k5/10/10/10/3pP5/10/10/4K5 b - e3", [], True).endswith(" e3 0 1")


def test_sfen():
    assert sf.get_fen("capablanca", CAPABLANCA, [], False, True) == (
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR b - 1"
    )
    assert sf.get_fen("capablanca", "4k5/10/10/10/10/10/10/4K5 b - - 5 9", [], False, True).endswith(" w - 18")
    moves = ["e2e4", "d7d5"]
    assert sf.get_fen("capablanca", CAPABLANCA, moves, True, True, True, 5).endswith(" b - 3")
    assert sf.get_fen("capablanca", CAPABLANCA, moves, True, False, True, 5).endswith(" w JAja - 0 2")


def test_san_and_lan():
    promotion = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1"
    assert sf.get_san("capablanca", promotion, "b7b8c") == "b8=C+"
    assert sf.get_san("capablanca", promotion, "b7b8c", False, sf.NOTATION_LAN) == "b7-b8=C+"
    assert sf.get_san("capablanca", "r3k5/1P8/10/10/10/10/10/4K5 w - - 0 1", "b7a8a", False, 2) == "b7xa8=A"
    assert sf.get_san("capablanca", CAPABLANCA, "b1c3", False, 2) == "Nb1-c3"
    assert sf.get_san_moves("capablanca", CAPABLANCA, ["e2e4", "d7d5", "e4d5"], False, 2) == [
        "e2-e4", "d7-d5", "e4xd5",
    ]
    assert sf.get_san("capablanca", CASTLES, "f1c1", False, 2) == "O-O-O"
    assert sf.get_san("capablanca", CAPABLANCA, "b1c3", False, 10) == "Nc3"
    assert sf.get_san_moves("caparandom", CAPABLANCA, ("e2e4", "e7e5"), True) == ["e4", "e5"]


def test_a_number_that_names_no_notation_writes_the_pawn_letter_as_pyffish():
    # pyffish 0.0.90: SAN with a pawn's letter, its pawns told apart only when two can go.
    assert sf.get_san("capablanca", CAPABLANCA, "g2g4", False, 10) == "Pg4"
    assert sf.get_san("capablanca", CAPABLANCA, "g2g4", False, -1) == "Pg4"
    assert sf.get_san("capablanca", CAPABLANCA, "g2g4", False, sf.NOTATION_DEFAULT) == "g4"
    two = "4k5/10/10/3p6/2P1P5/10/10/4K5 w - - 0 1"
    assert sf.get_san("capablanca", two, "c4d5", False, 99) == "Pcxd5"
    assert sf.get_san("capablanca", "4k5/10/10/3pP5/10/10/10/4K5 w - d6 0 1", "e5d6", False, 99) == "Pxd6"
    assert sf.get_san("capablanca", "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1", "b7b8q", False, 99) == "Pb8=Q+"


def test_promoted_pieces_are_read_and_written_with_their_mark_as_pyffish():
    marked = "4k5/10/10/10/10/10/10/4K4Q~ w - - 0 1"
    assert "j1j2" in sf.legal_moves("capablanca", marked, [])
    assert sf.get_fen("caparandom", marked, [], False, False, True) == marked
    assert sf.get_fen("caparandom", marked, [], False, False, False) == marked.replace("~", "")
    assert sf.get_fen("capablanca", marked, ["e1d1"], False, False, True).startswith("4k5/10/10/10/10/10/10/3K5Q~ ")
    # The mark follows a promotion and goes with a capture; a `~` after no piece is passed over.
    pawn = "4k5/1P8/10/10/10/10/10/4K5 w - - 0 1"
    assert sf.get_fen("capablanca", pawn, ["b7b8q"], False, False, True) == "1Q~2k5/10/10/10/10/10/10/4K5 b - - 0 1"
    assert sf.get_fen("capablanca", pawn, ["b7b8q"], False, False, False) == "1Q2k5/10/10/10/10/10/10/4K5 b - - 0 1"
    assert sf.get_fen("capablanca", pawn, ["b7b8q"], False, True, True) == "1Q~2k5/10/10/10/10/10/10/4K5 w - 2"
    assert sf.get_fen("capablanca", "4k4q~/10/10/10/10/10/10/4K4Q~ w - - 0 1", ["j1j8"], False, False, True) == (
        "4k4Q~/10/10/10/10/10/10/4K5 b - - 0 1"
    )
    assert sf.get_fen("capablanca", "4k5/10/10/10/10/10/10/~4K4~Q w - - 0 1", [], False, False, True) == (
        "4k5/10/10/10/10/10/10/4K4Q w - - 0 1"
    )
    assert sf.validate_fen(marked, "capablanca") == sf.FEN_OK


@pytest.mark.parametrize(
    "number, written",
    [("0", "1"), ("1", "1"), ("7", "7"), ("-", "1"), ("-3", "1"), ("1073741824", "1073741824"),
     ("1073741825", "1"), ("2147483647", "1"), ("4294967296", "1")],
)
def test_the_full_move_number_is_read_as_pyffish_reads_its_game_ply(number, written):
    fen = f"4k5/10/10/10/10/10/10/4K4Q w - - 0 {number}"
    assert sf.get_fen("capablanca", fen, []).endswith(f" w - - 0 {written}")


def test_the_game_ply_wraps_as_pyffish_s_int():
    fen = "4k5/10/10/10/10/10/10/4K4Q b - - 0 1073741824"
    assert sf.get_fen("capablanca", fen, ["e8d8"]).endswith(" w - - 1 -1073741823")
    assert sf.get_fen("capablanca", fen, [], False, True).endswith(" w - -2147483648")


@pytest.mark.parametrize("notation", range(3, 10))
def test_notations_of_other_games_are_refused(notation):
    with pytest.raises(ValueError, match="NOTATION_SAN or NOTATION_LAN"):
        sf.get_san("capablanca", CAPABLANCA, "b1c3", False, notation)


def test_game_ends_and_results():
    assert sf.game_result("capablanca", MATE, ["j1j8"]) == -sf.VALUE_MATE
    assert sf.legal_moves("capablanca", MATE, ["j1j8"]) == []
    assert sf.is_immediate_game_end("capablanca", MATE, ["j1j8"]) == (False, 0)
    assert sf.is_optional_game_end("capablanca", MATE, ["j1j8"]) == (False, 0)
    assert sf.game_result("capablanca", "k9/2Q7/1K8/10/10/10/10/10 b - - 0 1", []) == sf.VALUE_DRAW
    # As pyffish: the checkmate value whenever the side to move is in check.
    assert sf.game_result("capablanca", MATE, ["j1a1"]) == -sf.VALUE_MATE
    assert sf.game_result("capablanca", MATE, ["j1j7"]) == sf.VALUE_DRAW
    assert sf.gives_check("capablanca", MATE, ["j1j8"])
    assert not sf.gives_check("capablanca", MATE, ["j1j7"])


def test_optional_game_ends_and_material():
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT.replace(" 0 1", " 100 80"), []) == (True, 0)
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT.replace(" 0 1", " 99 80"), [])[0] is False
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT.replace(" 0 1", " 99 80"), ["j1h2"]) == (True, 0)
    assert sf.is_optional_game_end("capablanca", "k9/2Q7/1K8/10/10/10/10/10 b - - 100 80", []) == (True, 0)
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT, SHUFFLE * 2) == (True, 0)
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT, (SHUFFLE * 2)[:7])[0] is False
    # Fivefold repetition is still only an optional end, as in pyffish.
    assert sf.is_immediate_game_end("capablanca", LONE_KNIGHT, SHUFFLE * 4) == (False, 0)
    assert sf.is_optional_game_end("capablanca", LONE_KNIGHT, SHUFFLE * 4, False, 3) == (True, 0)
    assert sf.has_insufficient_material("capablanca", "4k5/10/10/10/10/10/10/4K5 w - - 0 1", []) == (True, True)
    assert sf.has_insufficient_material("capablanca", LONE_KNIGHT, []) == (True, True)
    assert sf.has_insufficient_material("caparandom", CAPABLANCA, [], True) == (False, False)


def test_flags_are_read_by_truth_value_as_pyffish_reads_them():
    assert sf.legal_moves("capablanca", CASTLES, [], 1) == sf.legal_moves("capablanca", CASTLES, [], True)
    assert sf.legal_moves("capablanca", CASTLES, [], 0) == sf.legal_moves("capablanca", CASTLES, [])


# validate_fen's code for each FEN given with capablanca and chess960 off.
VALIDATE_FEN_CAPABLANCA = {
    "": 0,
    "abc": -8,
    "4k5/10/10/10/10/10/10/4K5": 1,
    "4x5/10/10/10/10/10/10/4K5 w - - 0 1": -10,
    "4k6/10/10/10/10/10/10/4K5 w - - 0 1": -8,
    "4k5/10/10/10/10/10/4K5 w - - 0 1": -8,
    "4k5/10/10/10/10/10/10/4R5 w - - 0 1": -3,
    "4kK4/10/10/10/10/10/10/10 w - - 0 1": -9,
    "4k5/10/10/10/10/10/10/4K5 x - - 0 1": -6,
    "4k5/10/10/10/10/10/10/R4K3R w KQ - 0 1": 1,
    "4k5/10/10/10/10/10/10/R4K3R w 1 - 0 1": -5,
    "4k5/10/10/10/10/10/10/4K5 w - e33 0 1": -4,
    "4k5/10/10/10/10/10/10/4K5 w - - x 1": -2,
    "4k5/10/10/10/10/10/10/4K5 w - - 0 x": -1,
    "4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1": -5,
}
# ... and the FENs whose code the variant or the chess960 flag decides.
VALIDATE_FEN_OTHERS = [
    ("4k5/10/10/10/10/10/10/4K5 w - - 0 1 x", "caparandom", True, -11),
    ("4k5/10/10/10/10/10/10/4K5 w KQ - 0 1", "caparandom", True, -5),
    ("4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1", "capablanca", True, 1),
    ("4k5/10/10/10/10/10/10/R3K4R w KQ - 0 1", "caparandom", False, 1),
    (CAPABLANCA, "caparandom", True, 1),
]


@pytest.mark.parametrize(
    "fen, variant, chess960, code",
    [(fen, "capablanca", False, code) for fen, code in VALIDATE_FEN_CAPABLANCA.items()] + VALIDATE_FEN_OTHERS,
)
def test_validate_fen_codes_as_pyffish_gives_them(fen, variant, chess960, code):
    assert sf.validate_fen(fen, variant, chess960) == code


@pytest.mark.parametrize(
    "fen",
    [
        # Positions no game reaches: a pawn on rank 1, the side not to move in check.
        "4k5/10/10/10/10/10/10/P3K5 w - - 0 1",
        "4k5/4Q5/10/10/10/10/10/4K5 w - - 0 1",
        # Fields Fairy-Stockfish reads loosely.
        "4k5/10/10/10/10/10/10/4K5 w - e9 0 1",
        "4k5/10/10/10/10/10/10/4K5 w - - - 1",
        "4k5/10/10/10/10/10/10/4K5 white - - 0 1",
    ],
)
def test_validate_fen_passes_what_the_questions_about_moves_refuse(fen):
    """pyffish 0.0.90 gives FEN_OK to these: its check reads the text, not the rules."""
    for chess960 in (False, True):
        assert sf.validate_fen(fen, "capablanca", chess960) == sf.FEN_OK
    with pytest.raises(crc_rules.InvalidFenError):
        sf.get_fen("capablanca", fen, [])


@pytest.mark.parametrize("chess960", [False, True])
def test_validate_fen_refuses_castling_rights_whose_rook_is_gone(chess960):
    """A castling right whose rook is gone: pyffish gives -5 in both modes (recorded from
    0.0.90), where this module once accepted it."""
    fen = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCN1 w KQkq - 0 1"
    assert sf.validate_fen(fen, "capablanca", chess960) == -5
    assert sf.validate_fen(fen.replace(" KQkq ", " Qkq "), "capablanca", chess960) == 1
    # A file letter needs some piece on that file of the back rank (j1 is empty).
    assert sf.validate_fen(fen.replace(" KQkq ", " AJaj "), "capablanca", chess960) == -5
    assert sf.validate_fen(fen.replace(" KQkq ", " AIai "), "capablanca", chess960) == 1


def test_gives_check_where_the_side_not_to_move_is_in_check():
    """pychess-variants' server swaps the side to move of a custom start and asks
    gives_check; pyffish answers (recorded from 0.0.90), and so must this module."""
    in_check = "k9/10/10/10/10/10/10/K8r w - - 0 1"
    swapped = in_check.replace(" w ", " b ")
    assert sf.gives_check("capablanca", in_check, [], True)
    assert not sf.gives_check("capablanca", swapped, [], True)
    assert sf.has_insufficient_material("capablanca", swapped, [], True) == (True, False)
    assert sf.game_result("capablanca", swapped, []) == sf.VALUE_DRAW
    assert sf.is_immediate_game_end("capablanca", swapped, [])[0] is False
    both = "k8R/10/10/10/10/10/10/K8r b - - 0 1"
    assert sf.gives_check("capablanca", both, [])
    assert sf.game_result("capablanca", both, []) == -sf.VALUE_MATE
    # The questions about moves refuse them: no rule says what the moves are.
    for fen in (swapped, both):
        with pytest.raises(crc_rules.InvalidFenError, match="can capture"):
            sf.legal_moves("capablanca", fen, [], True)
    with pytest.raises(crc_rules.InvalidFenError, match="both kings are in check"):
        sf.has_insufficient_material("capablanca", both, [])
    with pytest.raises(crc_rules.InvalidFenError):
        sf.gives_check("capablanca", swapped, ["a8b8"])


@pytest.mark.parametrize("move", ["e2e5", "a1a5", "f1i1", "e7e5", "b1b1", "k1k2", "e2e4q", "hello", ""])
def test_an_illegal_move_is_answered_by_get_san_and_is_capture(move):
    """An illegal move given to get_san or is_capture: pyffish answers (its SAN is that of a
    null move, "Ra1" here; is_capture False); the next call with the move in the list
    raises."""
    assert sf.get_san("capablanca", CAPABLANCA, move, True) == move
    assert sf.is_capture("capablanca", CAPABLANCA, [], move, True) is False
    with pytest.raises(ValueError):
        sf.get_fen("capablanca", CAPABLANCA, [move], True)


@pytest.mark.parametrize(
    "call",
    [
        lambda v: sf.legal_moves(v, CAPABLANCA, []),
        lambda v: sf.get_fen(v, CAPABLANCA, []),
        lambda v: sf.get_san(v, CAPABLANCA, "e2e4"),
        lambda v: sf.get_san_moves(v, CAPABLANCA, []),
        lambda v: sf.gives_check(v, CAPABLANCA, []),
        lambda v: sf.is_capture(v, CAPABLANCA, [], "e2e4"),
        lambda v: sf.game_result(v, CAPABLANCA, []),
        lambda v: sf.is_immediate_game_end(v, CAPABLANCA, []),
        lambda v: sf.is_optional_game_end(v, CAPABLANCA, []),
        lambda v: sf.has_insufficient_material(v, CAPABLANCA, []),
        lambda v: sf.start_fen(v),
        lambda v: sf.validate_fen(CAPABLANCA, v),
        lambda v: sf.two_boards(v),
    ],
)
def test_unknown_variants_raise_value_error(call):
    """Variants that neither this module nor pyffish knows (with pyffish installed or not)."""
    for variant in ("Capablanca", "", "no such variant"):
        with pytest.raises(ValueError, match="capablanca and caparandom"):
            call(variant)


def test_bad_moves_and_fens_raise_value_errors_with_the_reason():
    with pytest.raises(ValueError, match="move 2 of the list"):
        sf.get_fen("capablanca", CAPABLANCA, ["e2e4", "e7e4"])
    with pytest.raises(ValueError, match="move 1 of the list"):
        sf.get_san_moves("capablanca", CAPABLANCA, ["e2e5"])
    with pytest.raises(ValueError, match="not a move in coordinate notation"):
        sf.legal_moves("capablanca", CAPABLANCA, ["hello"])
    with pytest.raises(crc_rules.InvalidFenError, match="rank 5 describes 11 squares"):
        sf.legal_moves("capablanca", CAPABLANCA.replace("/10/10/10/10/", "/10/11/10/10/"), [])
    with pytest.raises(TypeError):
        sf.legal_moves("capablanca", CAPABLANCA, "e2e4")
    with pytest.raises(ValueError, match="No such option"):
        sf.set_option("NoSuchOption", 1)
    assert sf.set_option("VariantPath", "variants.ini") is None


def accepted_exactly_when_legal(fen):
    """Every from-to text (and promotion to a chancellor) from the pieces of the side to
    move: accepted exactly when it is a legal move, in both castling conventions."""
    position = crc_rules.Position(fen)
    names = crc_rules.SQUARE_NAMES
    origins = [names[s] for s, p in position.piece_map().items() if p.color == position.turn]
    for chess960 in (True, False):
        legal = set(sf.legal_moves("capablanca", fen, [], chess960))
        accepted = set()
        for a in origins:
            for b in names:
                for suffix in ("", "c"):
                    try:
                        sf.get_fen("capablanca", fen, [a + b + suffix], chess960)
                    except ValueError:
                        continue
                    accepted.add(a + b + suffix)
        promotions = {m for m in legal if len(m) == 5 and not m.endswith("c")}
        assert accepted == legal - promotions, (fen, chess960)


@pytest.mark.parametrize(
    "fen",
    [
        CASTLES,
        "r3k4r/1P8/10/10/3pP5/10/10/R3K4R b KQkq e3 0 1",
        "10/10/10/10/k2pP4R/10/10/4K5 b - e3 0 1",
        "r3k4r/10/10/10/10/10/10/R3K3qR w KQkq - 0 1",
        "2k7/10/10/10/10/10/10/R6K1R w K - 0 1",
    ],
)
def test_coordinates_are_accepted_exactly_for_legal_moves(fen):
    accepted_exactly_when_legal(fen)


def test_coordinates_are_accepted_exactly_for_legal_moves_in_a_game():
    game = crc_rules.Game.from_seed(11)
    for ply in range(20):
        accepted_exactly_when_legal(game.fen())
        moves = list(game.legal_moves)
        game.push(moves[(ply * 7) % len(moves)])
