"""``crc_rules.pgn``: games read whole, as python-chess's ``chess.pgn`` reads them. The
expected values of the hand-written game and of one XBoard game are written by hand; for
the rest of XBoard's games, counts come from a small tokenizer here, never from our own
output."""

import io
import re
from pathlib import Path
from typing import Any, Dict, Iterator, List

import pytest

import crc_rules
import crc_rules.pgn
from crc_rules.pgn import ChildNode, Game, GameNode, Score

TESTDATA = Path(__file__).resolve().parents[2] / "testdata"
HAND_WRITTEN = (TESTDATA / "pgn" / "annotated.pgn").read_text()
XBOARD = (TESTDATA / "xboard" / "caparandom.pgn").read_text()
CUTECHESS = (TESTDATA / "cutechess" / "caparandom.pgn").read_text()


def games(text: str) -> List[Game]:
    handle = io.StringIO(text)
    found = []
    while (game := crc_rules.pgn.read_game(handle)) is not None:
        found.append(game)
    return found


def nodes(node: GameNode) -> Iterator[GameNode]:
    """Every node from ``node`` on, depth first."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.variations))


def by_san(node: GameNode, san: str) -> ChildNode:
    (found,) = [child for child in node.variations if child.san() == san]
    return found


def test_the_hand_written_game_has_each_annotation_where_the_text_puts_it() -> None:
    (game,) = games(HAND_WRITTEN)
    assert game.headers["Termination"] == "time forfeit"
    assert game.comment == "The Capablanca array."
    e4 = by_san(game, "e4")
    assert (e4.comment, e4.clock(), e4.eval()) == (
        "[%clk 0:05:00] [%eval 0.31]",
        300.0,
        Score(31, None),
    )
    e5 = by_san(e4, "e5")
    score = e5.eval()
    assert e5.clock() == 298.5 and score is not None and score.white().score() == -25
    assert [v.san() for v in e5.variations] == ["Nh3", "d4", "f4"]
    nh3, d4, f4 = e5.variations
    assert nh3.nags == {1} and d4.comment == "the gambit"
    assert [v.san() for v in d4.variations] == ["exd4", "d5"]
    assert d4.variations[1].nags == {2} and d4.variations[1].parent is d4
    assert f4.starting_comment == "a second try" and f4.nags == {6}
    assert f4.board().history() == ["e4", "e5", "f4"]
    nh6 = by_san(nh3, "Nh6")
    assert nh6.comments == ["[%eval #3]", "a second comment"]
    assert nh6.eval() == Score(None, 3) and nh6.eval().mate() == 3  # type: ignore[union-attr]
    ci3 = by_san(nh6, "Ci3")
    assert (ci3.nags, ci3.clock(), ci3.eval(), ci3.ply()) == ({14}, 241.0, None, 5)
    assert [n.san() for n in game.mainline()] == ["e4", "e5", "Nh3", "Nh6", "Ci3"]
    assert [m.uci() for m in game.mainline_moves()][:2] == ["e2e4", "e7e5"]
    outcome = game.end().board().outcome()
    assert outcome is not None and outcome.termination == crc_rules.Termination.TIME_FORFEIT
    assert sum(1 for _ in nodes(game)) == 13


def tokens(movetext_and_tags: str) -> Dict[str, int]:
    """A small tokenizer's counts: comments (by their braces), variations (by their
    opening parentheses, outside comments) and games (by their Event tags)."""
    outside = re.sub(r"\{[^}]*\}", "", movetext_and_tags)
    return {
        "comments": movetext_and_tags.count("{"),
        "variations": outside.count("("),
        "games": len(re.findall(r"^\[Event ", movetext_and_tags, re.M)),
    }


def test_xboard_games_keep_every_comment() -> None:
    read = games(XBOARD)
    counted = tokens(XBOARD)
    assert len(read) == counted["games"]
    comments = sum(
        len(node.comments) + len(node.starting_comments if isinstance(node, ChildNode) else [])
        for game in read
        for node in nodes(game)
    )
    assert not any(node.variations[1:] for game in read for node in nodes(game))
    assert counted["variations"] == 0
    assert comments == counted["comments"]
    first = read[0]
    assert first.comment.startswith("--------------\nr q b n k b n c a r\n")
    assert first.next().next().comment == "+0.74/13 0.2"  # type: ignore[union-attr]
    assert first.end().comments == ["+1000.01/245", "Xboard adjudication: Checkmate"]


def shape(node: GameNode) -> List[Any]:
    """A node and everything after it, as plain values."""
    return [
        (
            n.san() if isinstance(n, ChildNode) else "",
            n.comments,
            n.starting_comment if isinstance(n, ChildNode) else "",
            sorted(n.nags),
            len(n.variations),
        )
        for n in nodes(node)
    ]


def test_cutechess_games_keep_a_comment_after_every_move() -> None:
    read = games(CUTECHESS)
    assert len(read) == tokens(CUTECHESS)["games"] == 10
    first = list(read[0].mainline())
    assert len(first) == 66 and all(len(node.comments) == 1 for node in first)
    assert (first[0].comment, first[-1].comment) == ("+0.18/8 0.14s", "+M1/245 0.010s, Black mates")
    kept = sum(len(node.comments) for game in read for node in nodes(game))
    assert kept == tokens(CUTECHESS)["comments"]


@pytest.mark.parametrize("text", [HAND_WRITTEN, XBOARD, CUTECHESS])
def test_str_is_pgn_that_reads_back_as_the_same_tree(text: str) -> None:
    first = games(text)
    written = "\n".join(str(game) for game in first)
    again = games(written)
    assert [shape(g) for g in again] == [shape(g) for g in first]
    assert "\n".join(str(game) for game in again) == written


def test_a_comment_over_one_mebibyte_is_cut_and_truncated() -> None:
    long = "x" * ((1 << 20) + 1)
    text = f'[Variant "Capablanca"]\n\n1. e4 {{{long}}} *\n'
    game = crc_rules.pgn.read_game(io.StringIO(text))
    assert game is not None
    e4 = game.next()
    assert e4 is not None and e4.truncated and len(e4.comment) == 1 << 20
    assert not game.truncated


def test_bad_games_raise_and_the_next_one_reads() -> None:
    handle = io.StringIO(
        '[Variant "Capablanca"]\n\n1. e4 (1. Nf3) *\n\n[Variant "Capablanca"]\n\n1. d4 *\n'
    )
    with pytest.raises(crc_rules.InvalidPgnError) as error:
        crc_rules.pgn.read_game(handle)
    assert error.value.game == 1 and error.value.line == 3
    game = crc_rules.pgn.read_game(handle)
    assert game is not None and [n.san() for n in game.mainline()] == ["d4"]
    assert crc_rules.pgn.read_game(handle) is None
    with pytest.raises(TypeError):
        crc_rules.pgn.read_game("1. e4 *")  # type: ignore[arg-type]


def test_both_read_games_take_turns_on_one_handle() -> None:
    handle = io.StringIO(
        "".join(
            f'[Variant "Capablanca"]\n\n1. {move} {{game {move}}} *\n\n'
            for move in ["a4", "b4", "c4"]
        )
    )
    first = crc_rules.pgn.read_game(handle)
    second = crc_rules.read_game(handle)
    third = crc_rules.pgn.read_game(handle)
    assert first is not None and [n.san() for n in first.mainline()] == ["a4"]
    assert second is not None and second.history() == ["b4"]
    assert third is not None and [n.comment for n in third.mainline()] == ["game c4"]
    assert crc_rules.pgn.read_game(handle) is None
