"""Games: moves in any notation, undo, outcomes, claims, and bad input changing nothing."""

import copy

import pytest

import crc_rules
from crc_rules import Game, Move, Termination


def snapshot(game):
    return (game.fen(), game.history(), game.move_stack, game.outcome(), list(game.headers.items()))


def test_play_in_any_notation(gothic):
    assert gothic.start_number == 25933
    assert gothic.play("e2e4") == "e4"
    assert gothic.play("e5") == "e5"
    assert gothic.push_san("Nh3") == Move.from_uci("i1h3")
    assert gothic.push_uci("i8h6") == Move.from_uci("i8h6")
    gothic.push(Move.from_uci("d2d4"))
    gothic.push("exd4")
    assert gothic.history() == ["e4", "e5", "Nh3", "Nh6", "d4", "exd4"]
    assert [m.uci() for m in gothic.move_stack] == ["e2e4", "e7e5", "i1h3", "i8h6", "d2d4", "e5d4"]
    assert gothic.ply() == 6 and gothic.peek() == Move.from_uci("e5d4")
    assert gothic.turn is crc_rules.WHITE
    assert gothic.start().fen() == crc_rules.start_fen(25933)
    assert gothic.position().fen() == gothic.fen()
    assert gothic.san(Move.from_uci("d1d4")) == "Qxd4"
    assert gothic.parse_san("Qxd4") == gothic.parse_uci("d1d4") == gothic.parse_move("Qd1xd4")
    assert len(gothic.legal_moves) == gothic.position().perft(1)


def test_pop_and_undo(gothic):
    gothic.play("e4")
    gothic.play("e5")
    assert gothic.pop() == Move.from_uci("e7e5")
    assert gothic.undo() == Move.from_uci("e2e4")
    assert gothic.undo() is None
    with pytest.raises(IndexError):
        gothic.pop()
    with pytest.raises(IndexError):
        gothic.peek()
    assert gothic.fen() == crc_rules.start_fen(25933)


def test_constructors():
    fen = "k9/10/1K8/10/10/10/10/9C w - - 0 1"
    assert Game(25933).start_number == 25933
    assert Game(fen).fen() == fen
    assert Game(crc_rules.Position(fen)).fen() == fen
    assert Game.from_position(crc_rules.Position(fen)).start_number is None
    with pytest.raises(TypeError):
        Game(2.5)  # type: ignore[arg-type]


def test_checkmate():
    game = Game("k9/10/1K8/10/10/10/10/9C w - - 0 1")
    assert game.play("j1j8") == "Cj8#"
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.termination == Termination.CHECKMATE
    assert outcome.winner is crc_rules.WHITE
    assert outcome.result() == "1-0" and game.result() == "1-0"
    assert str(outcome) == "checkmate 1-0" and outcome.reason == "checkmate"
    assert game.is_checkmate() and game.is_check() and game.is_game_over()
    assert list(game.legal_moves) == [] and not game.legal_moves
    for call in (lambda: game.play("a8b8"), lambda: game.push_san("Kb8"),
                 lambda: game.push_uci("a8b8"), lambda: game.push(Move.from_uci("a8b8"))):
        with pytest.raises(crc_rules.GameOverError, match="checkmate 1-0"):
            call()
    assert game.history() == ["Cj8#"]


def test_stalemate_and_insufficient_material():
    game = Game("k9/2Q7/1K8/10/10/10/10/10 b - - 0 1")
    assert game.is_stalemate() and game.outcome().termination == Termination.STALEMATE
    assert game.outcome().winner is None and game.result() == "1/2-1/2"
    game = Game("4k5/10/10/10/10/10/10/4K4N w - - 0 1")
    assert game.is_insufficient_material()
    assert game.outcome().termination == Termination.INSUFFICIENT_MATERIAL


def test_threefold_is_claimable_and_fivefold_ends_the_game():
    game = Game("4k5/10/10/10/10/10/10/4KR3N w - - 0 1")
    moves = ["j1h2", "e8d8", "h2j1", "d8e8"]
    for move in moves * 2:
        game.play(move)
    assert game.repetition_count() == 3 and game.is_repetition()
    assert game.can_claim_draw() and game.can_claim_threefold_repetition()
    assert not game.can_claim_fifty_moves()
    assert game.outcome() is None
    assert game.outcome(claim_draw=True).termination == Termination.THREEFOLD_REPETITION
    assert game.result(claim_draw=True) == "1/2-1/2" and game.result() == "*"
    for move in moves * 2:
        game.play(move)
    assert game.is_fivefold_repetition()
    assert game.outcome().termination == Termination.FIVEFOLD_REPETITION
    with pytest.raises(crc_rules.GameOverError, match="fivefold repetition"):
        game.play("j1h2")


def test_fifty_and_seventyfive_move_rules():
    game = Game("4k5/10/10/10/10/10/10/4KR3N w - - 99 80")
    assert not game.can_claim_draw()
    game.play("j1h2")
    assert game.can_claim_fifty_moves() and game.can_claim_draw()
    outcome = game.claim_draw()
    assert outcome.termination == Termination.FIFTY_MOVES
    assert game.is_game_over() and game.result() == "1/2-1/2"
    assert game.reopen() and not game.is_game_over()
    game = Game("4k5/10/10/10/10/10/10/4KR3N w - - 149 80")
    game.play("j1h2")
    assert game.is_seventyfive_moves()
    assert game.outcome().termination == Termination.SEVENTYFIVE_MOVES


def test_resignation_and_agreement():
    game = Game(25933)
    assert game.resign(crc_rules.BLACK).termination == Termination.RESIGNATION
    assert game.result() == "1-0" and game.outcome().winner is crc_rules.WHITE
    with pytest.raises(crc_rules.GameOverError):
        game.agree_draw()
    assert game.reopen() and not game.reopen()
    assert game.agree_draw().termination == Termination.AGREEMENT
    game.reopen()
    game.play("e4")
    game.resign(crc_rules.WHITE)
    game.pop()
    assert game.outcome() is None


# Every door undoes through one Rust Game::undo: these are the rules of crc-game's
# tests/game.rs, at the Python door.
@pytest.mark.parametrize(
    "end",
    [
        lambda game: game.resign(crc_rules.WHITE),
        lambda game: game.agree_draw(),
        lambda game: game.claim_draw(),
    ],
    ids=["resignation", "agreement", "claimed draw"],
)
def test_pop_takes_back_the_move_and_the_end_declared_after_it(end):
    game = Game(25933)
    shuffle = ["Nh3", "Nh6", "Ni1", "Ni8"] * 2  # the start a third time: a draw to claim
    for text in shuffle[:-1]:
        game.play(text)
    before = game.fen()
    game.play(shuffle[-1])
    end(game)
    assert game.is_game_over()
    assert game.pop() == Move.from_uci("h6i8")
    assert not game.is_game_over() and game.fen() == before and game.ply() == 7


def test_pop_without_a_move_changes_nothing_not_even_a_declared_end():
    game = Game(25933)
    game.resign(crc_rules.BLACK)
    with pytest.raises(IndexError):
        game.pop()
    assert game.undo() is None
    assert game.outcome().termination == Termination.RESIGNATION


def test_reopen_takes_back_a_declared_end_and_keeps_the_moves():
    game = Game(25933)
    assert game.reopen() is False
    game.play("e4")
    game.agree_draw()
    assert game.reopen() is True
    assert game.history() == ["e4"] and game.outcome() is None
    assert game.reopen() is False
    mate = Game("k9/10/1K8/10/10/10/10/9C w - - 0 1")
    mate.play("Cj8")
    assert mate.reopen() is False and mate.is_checkmate()


def test_legal_moves_is_a_property_that_holds_the_position(gothic):
    legal = gothic.legal_moves
    assert isinstance(legal, crc_rules.LegalMoveGenerator)
    assert Move.from_uci("e2e4") in legal and "e2e4" not in legal
    assert len(legal) == legal.count() == 28 and legal
    assert repr(legal).endswith(", j4)>")
    gothic.push_san("e4")
    # The generator read before the move still lists the start's moves; read it again.
    assert Move.from_uci("e2e4") in legal
    assert Move.from_uci("e7e5") in gothic.legal_moves
    assert Move.from_uci("e2e4") not in gothic.legal_moves


def test_push_uci_and_parse_uci_read_coordinates_only():
    game = Game("2k7/10/10/10/10/10/10/R3K4R w KQ - 0 1")
    for san in ("O-O", "0-0", "O-O-O"):
        with pytest.raises(crc_rules.InvalidMoveError):
            game.parse_uci(san)
        with pytest.raises(crc_rules.InvalidMoveError):
            game.push_uci(san)
    assert game.ply() == 0
    assert game.parse_uci("e1i1") == game.parse_move("O-O") == Move.from_uci("e1j1")
    assert game.push_uci("e1j1") == Move.from_uci("e1j1") and game.history() == ["O-O"]


def test_a_finished_game_lists_the_legal_moves_of_its_position():
    game = Game(25933)
    game.play("e4")
    legal = list(game.legal_moves)
    assert legal
    game.resign(crc_rules.WHITE)
    assert game.is_game_over() and list(game.legal_moves) == legal
    with pytest.raises(crc_rules.GameOverError):
        game.push(legal[0])


def test_bad_input_changes_nothing(gothic):
    gothic.play("e4")
    gothic.headers["White"] = "A. Player"
    before = snapshot(gothic)
    cases = [
        (crc_rules.IllegalMoveError, lambda: gothic.play("e4e6")),
        (crc_rules.IllegalMoveError, lambda: gothic.push(Move.from_uci("a1a5"))),
        (crc_rules.IllegalMoveError, lambda: gothic.push_san("Qh5")),
        (crc_rules.InvalidMoveError, lambda: gothic.push_san("hello")),
        (crc_rules.InvalidMoveError, lambda: gothic.push_uci("e7")),
        (crc_rules.IllegalMoveError, lambda: gothic.push_uci("e7e4")),
        (crc_rules.InvalidMoveError, lambda: gothic.play("")),
        (crc_rules.ClaimError, gothic.claim_draw),
        (crc_rules.CrcError, lambda: gothic.headers.__setitem__("Result", "1-0")),
        (crc_rules.CrcError, lambda: gothic.headers.__setitem__("Bad name", "x")),
        (crc_rules.CrcError, lambda: gothic.headers.__setitem__("White", "two\nlines")),
        (crc_rules.CrcError, lambda: gothic.set_tag("Variant", "chess960")),
        (KeyError, lambda: gothic.headers.__delitem__("Annotator")),
        (TypeError, lambda: gothic.push(42)),  # type: ignore[arg-type]
    ]
    for error, call in cases:
        with pytest.raises(error):
            call()
        assert snapshot(gothic) == before, error


def test_errors_are_value_errors_with_the_whole_reason():
    game = Game("4k5/10/10/10/10/10/2N3N3/4K5 w - - 0 1")
    with pytest.raises(ValueError) as info:
        game.play("Ne3")
    assert isinstance(info.value, crc_rules.AmbiguousMoveError)
    assert "ambiguous move" in str(info.value) and "Nce3" in str(info.value)
    with pytest.raises(crc_rules.IllegalMoveError, match="no castling right"):
        game.play("O-O")
    for error in (crc_rules.InvalidFenError, crc_rules.InvalidMoveError,
                  crc_rules.IllegalMoveError, crc_rules.AmbiguousMoveError,
                  crc_rules.GameOverError, crc_rules.ClaimError,
                  crc_rules.InvalidPgnError, crc_rules.InvalidStartError):
        assert issubclass(error, crc_rules.CrcError) and issubclass(error, ValueError)


def test_copies_are_independent(gothic):
    gothic.play("e4")
    twin = gothic.copy()
    twin.play("e5")
    assert gothic.ply() == 1 and twin.ply() == 2
    assert copy.deepcopy(gothic).history() == ["e4"]
    assert copy.copy(twin).history() == ["e4", "e5"]
