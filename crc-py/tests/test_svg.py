"""Diagrams: crc_rules.svg.board with python-chess's options, Arrow, and _repr_svg_."""

import xml.etree.ElementTree as ET

import pytest

import crc_rules
import crc_rules.svg
from crc_rules import BLACK, WHITE, CrcError, Game, Move, Position
from crc_rules.svg import Arrow
from conftest import perft_cases

SVG = "{http://www.w3.org/2000/svg}"
CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
IN_CHECK = "4k5/10/10/10/10/10/10/4K4r w - - 0 1"
ROLES = {"pawn": 1, "knight": 2, "bishop": 3, "rook": 4, "queen": 5, "king": 6, "archbishop": 7, "chancellor": 8}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    return root


def with_class(root: ET.Element, word: str) -> list[ET.Element]:
    return [e for e in root.iter() if word in e.get("class", "").split()]


def pieces(root: ET.Element) -> dict[int, crc_rules.Piece]:
    found = {}
    for element in with_class(root, "piece"):
        _, color, role = element.get("class", "").split()
        square = crc_rules.parse_square(element.get("data-square", ""))
        assert square not in found, "one element per piece"
        found[square] = crc_rules.Piece(ROLES[role], color == "white")
    return found


def square_at(root: ET.Element, x: str, y: str) -> list[str]:
    """The classes of the squares whose top-left corner is (x, y)."""
    return [e.get("class", "") for e in with_class(root, "square") if (e.get("x"), e.get("y")) == (x, y)]


def square_names(root: ET.Element, word: str) -> list[str]:
    return sorted(e.get("class", "").split()[2] for e in with_class(root, word) if e.tag == SVG + "rect")


def playable(fen: str) -> bool:
    try:
        Position(fen)
    except crc_rules.InvalidFenError:
        return False  # perft.txt keeps one unplayable position on purpose
    return True


@pytest.mark.parametrize("fen", [case[0] for case in perft_cases() if playable(case[0])][:40])
def test_every_piece_is_one_element_and_empty_squares_have_none(fen):
    position = Position(fen)
    for orientation in (WHITE, BLACK):
        root = parse(crc_rules.svg.board(position, orientation=orientation))
        assert pieces(root) == position.piece_map()


def test_options_show_in_the_diagram():
    position = Position(CAPABLANCA)
    root = parse(crc_rules.svg.board(position))
    assert root.get("width") is None and root.get("viewBox") == "0 0 1080 880"
    # White at the bottom: a1 is the bottom-left square, dark.
    assert square_at(root, "40", "740") == ["square dark a1"]
    for orientation, flipped in [(BLACK, False), (WHITE, True)]:
        root = parse(crc_rules.svg.board(position, orientation=orientation, flipped=flipped))
        assert square_at(root, "40", "40") == ["square light j1"]
    root = parse(crc_rules.svg.board(position, orientation=BLACK, flipped=True))
    assert square_at(root, "40", "40") == ["square light a8"]

    root = parse(
        crc_rules.svg.board(
            position,
            lastmove=Move.from_uci("e2e4"),
            check=crc_rules.parse_square("f1"),
            arrows=[Arrow.from_pgn("Rd1h5"), (14, 34), Arrow(5, 5, color="#123456")],
            fill={crc_rules.parse_square("h5"): "#00ff00"},
            size=540,
            coordinates=False,
            colors={"square dark": "#102030", "arrow red": "#abcdef"},
        )
    )
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("540", "432", "0 0 1000 800")
    assert square_names(root, "lastmove") == ["e2", "e4"]
    assert square_names(root, "fill") == ["h5"]
    assert [e.get("fill") for e in with_class(root, "fill")] == ["#00ff00"]
    assert with_class(root, "check")[0].get("x") == "500"
    arrows = [(e.get("data-tail"), e.get("data-head"), e.get("fill"), e.get("stroke")) for e in with_class(root, "arrow")]
    assert arrows == [("d1", "h5", "#abcdef", None), ("e2", "e4", "#1b7f3b", None), ("f1", "f1", "none", "#123456")]
    assert {e.get("fill") for e in with_class(root, "dark")} == {"#102030"}
    assert not with_class(root, "coordinates")


def test_a_game_is_drawn_at_its_current_position():
    game = Game(CAPABLANCA)
    game.push_san("e4")
    root = parse(crc_rules.svg.board(game))
    assert pieces(root) == game.position().piece_map()


def test_jupyter_shows_positions_games_and_diagrams():
    position = Position(IN_CHECK)
    root = parse(position._repr_svg_())
    assert root.get("width") == "400"
    assert [e.get("x") for e in with_class(root, "check")] == ["440"]
    assert not with_class(root, "lastmove")
    assert not with_class(parse(Position(CAPABLANCA)._repr_svg_()), "check")

    game = Game(CAPABLANCA)
    for san in ["Ab3", "Na6", "Ae6+"]:
        game.push_san(san)
    root = parse(game._repr_svg_())
    assert square_names(root, "lastmove") == ["b3", "e6"]
    assert [e.get("class") for e in with_class(root, "check")] == ["check"]
    assert pieces(root) == game.position().piece_map()

    diagram = crc_rules.svg.board(game)
    assert isinstance(diagram, str) and diagram._repr_svg_() == diagram


def test_arrows_are_python_chess_arrows():
    arrow = Arrow.from_pgn("Ye2e4")
    assert (arrow.tail, arrow.head, arrow.color, arrow.pgn()) == (14, 34, "yellow", "Ye2e4")
    assert Arrow(14, 34, color="yellow") == arrow
    assert Arrow(14, 34).color == "green" and Arrow.from_pgn("e2e4") == Arrow(14, 34)
    assert repr(arrow) == "Arrow(14, 34, color='yellow')"
    assert Arrow(0, 79, color="#abc").pgn() == "a1j8"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda p: Arrow(80, 0), "square 80 is out of range"),
        (lambda p: Arrow(0, 1, color="purple"), "invalid colour \"purple\""),
        (lambda p: Arrow.from_pgn("Xe2e4"), "invalid arrow \"Xe2e4\""),
        (lambda p: Arrow.from_pgn("e2k4"), "invalid arrow"),
        (lambda p: crc_rules.svg.board(p, arrows=[(0, 80)]), "square 80 is out of range"),
        (lambda p: crc_rules.svg.board(p, arrows=[(-1, 3)]), "square -1 is out of range"),
        (lambda p: crc_rules.svg.board(p, check=80), "square 80 is out of range"),
        (lambda p: crc_rules.svg.board(p, fill={99: "#fff"}), "square 99 is out of range"),
        (lambda p: crc_rules.svg.board(p, fill={3: "red"}), "invalid colour \"red\""),
        (lambda p: crc_rules.svg.board(p, size=0), "size 0 px is out of range"),
        (lambda p: crc_rules.svg.board(p, size=-400), "size -400 px is out of range"),
        (lambda p: crc_rules.svg.board(p, size=10**6), "size 1000000 px is out of range"),
        (lambda p: crc_rules.svg.board(p, colors={"inner border": "#000"}), "unknown colour name \"inner border\""),
        (lambda p: crc_rules.svg.board(p, colors={"square light": "#12345"}), "invalid colour \"#12345\""),
    ],
)
def test_bad_values_raise_crc_errors(call, message):
    with pytest.raises(CrcError, match=message):
        call(Position(CAPABLANCA))


def test_what_is_no_board_is_refused():
    with pytest.raises(TypeError):
        crc_rules.svg.board(CAPABLANCA)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        crc_rules.svg.board(Position(CAPABLANCA), arrows=[(1, 2, 3)])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        crc_rules.svg.board(Position(CAPABLANCA), lastmove="e2e4")  # type: ignore[arg-type]
