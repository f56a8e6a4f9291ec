"""PGN in and out, tags (python-chess's ``headers``) and ``read_game``/``read_games``."""

import io

import pytest

import crc_rules
import crc_rules.pyffish as sf
from crc_rules import Game
from conftest import TESTDATA

TWO_GAMES = """[Event "Rapid"]
[Variant "Capablanca"]
[TimeControl "600+5"]

1. e4 e5 2. Nc3 {a comment} Nc6 (2... Nf6) 3. d4 $1 *

[Variant "Gothic"]
[White "A. Player"]

1. Nh3 Nh6 2. Ni5 1-0
"""


def test_headers_are_a_live_mapping(gothic):
    headers = gothic.headers
    assert list(headers) == ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    assert headers["Date"] == "????.??.??" and headers["Result"] == "*"
    headers["White"] = "Capablanca"
    headers["Annotator"] = "Lasker"
    assert gothic.tag("White") == "Capablanca"
    assert gothic.tags() == [("White", "Capablanca"), ("Annotator", "Lasker")]
    assert list(headers)[-1] == "Annotator" and len(headers) == 8
    assert headers.get("Opening") is None and "Annotator" in headers
    del headers["Annotator"]
    assert "Annotator" not in headers
    headers.update({"Black": "Lasker", "Round": "1"})
    assert dict(headers)["Black"] == "Lasker"
    headers.clear()
    assert gothic.tags() == [] and headers["White"] == "?"
    assert repr(headers).startswith("Headers(Event='?', Site='?'")


def test_pgn_out_and_back_keeps_tags_moves_and_result(gothic):
    gothic.headers["White"] = "Capablanca"
    gothic.headers["TimeControl"] = "40/7200"
    for move in ["e4", "e5", "Nh3"]:
        gothic.play(move)
    gothic.resign(crc_rules.BLACK)
    pgn = gothic.to_pgn()
    assert pgn == str(gothic)
    assert '[White "Capablanca"]' in pgn and '[CRCStartNumber "25933"]' in pgn
    assert pgn.rstrip().endswith("1. e4 e5 2. Nh3 {Black resigns} 1-0")
    again = Game.from_pgn(pgn)
    assert again.history() == gothic.history()
    assert again.tags() == gothic.tags() == [("White", "Capablanca"), ("TimeControl", "40/7200")]
    assert dict(again.headers) == dict(gothic.headers)
    assert again.outcome() == gothic.outcome()
    assert again.to_pgn() == pgn


def test_read_games_of_a_text():
    games = list(crc_rules.read_games(io.StringIO(TWO_GAMES)))
    assert [g.history() for g in games] == [["e4", "e5", "Nc3", "Nc6", "d4"], ["Nh3", "Nh6", "Ni5"]]
    assert games[0].headers["TimeControl"] == "600+5"
    assert games[0].fen() == "r1abqkbcnr/pppp1ppppp/2n7/4p5/3PP5/2N7/PPP2PPPPP/R1ABQKBCNR b KQkq - 0 3"
    assert games[1].start_number == 25933 and games[1].result() == "1-0"


def test_read_game_from_a_handle_one_game_at_a_time():
    handle = io.StringIO(TWO_GAMES)
    first = crc_rules.read_game(handle)
    second = crc_rules.read_game(handle)
    assert first is not None and first.headers["Event"] == "Rapid"
    assert second is not None and second.headers["White"] == "A. Player"
    assert crc_rules.read_game(handle) is None
    assert crc_rules.read_game(io.BytesIO(TWO_GAMES.encode())).headers["Event"] == "Rapid"
    assert crc_rules.read_game(io.StringIO("")) is None
    with pytest.raises(TypeError, match=r"io\.StringIO\(text\)"):
        crc_rules.read_game(TWO_GAMES)
    with pytest.raises(TypeError, match="takes a file object"):
        crc_rules.read_game([TWO_GAMES])  # type: ignore[arg-type]


def test_a_bad_game_raises_and_the_reader_goes_on():
    text = TWO_GAMES.replace("1. Nh3 Nh6", "1. Nh3 Nh9") + "\n[Variant \"Capablanca\"]\n\n1. d4 *\n"
    games = crc_rules.read_games(io.StringIO(text))
    assert next(games).history()[0] == "e4"
    with pytest.raises(crc_rules.InvalidPgnError, match="PGN game 2, line 10: move 2"):
        next(games)
    assert next(games).history() == ["d4"]
    with pytest.raises(StopIteration):
        next(games)


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "holds no game"),
        ("1. e4 *", "start position is unknown"),
        ('[Variant "chess960"]\n\n1. e4 *', "not Capablanca Random Chess"),
        (TWO_GAMES, "more than one game"),
        ('[Variant "Capablanca"]\n\n1. e4 {unclosed', "unclosed comment"),
        ('[Variant "Capablanca"]\n\n1. e4 e5 0-1', "contradicts|0-1"),
    ],
)
def test_bad_pgn_says_why(text, reason):
    if reason == "contradicts|0-1":
        # A result the moves do not explain is a resignation, not an error.
        assert Game.from_pgn(text).outcome().termination == crc_rules.Termination.RESIGNATION
        return
    with pytest.raises(crc_rules.InvalidPgnError, match=reason):
        Game.from_pgn(text)


def test_xboard_games_end_where_fairy_stockfish_says():
    """20 games XBoard refereed; their final positions as Fairy-Stockfish computes them."""
    games = list(crc_rules.read_games(TESTDATA / "xboard" / "caparandom.pgn"))
    finals = [
        line
        for line in (TESTDATA / "xboard" / "caparandom-final.fen").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    assert len(games) == len(finals) == 20
    for game, final in zip(games, finals):
        moves = [m.uci() for m in game.move_stack]
        start = game.start().fen()
        assert sf.get_fen("caparandom", start, moves, True) == final
        assert game.headers["Variant" if "Variant" in game.headers else "Event"]


@pytest.mark.parametrize("junk", [object(), 3, None, b"1. e4 *"])
def test_a_pgn_that_is_no_handle_is_a_type_error(junk: object) -> None:
    with pytest.raises(TypeError):
        crc_rules.read_game(junk)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        crc_rules.read_games(junk)  # type: ignore[arg-type]


def test_headers_of_something_that_is_no_game_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        crc_rules.Headers("not a game")  # type: ignore[arg-type]
