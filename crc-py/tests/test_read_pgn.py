"""``read_pgn``: a PGN database as a stream, from a file object, lines or a path
(``os.PathLike``; a ``str`` is refused), with the bad inputs of a public server (truncated games, endless movetext, huge tags, junk)."""

import io
import pathlib
from typing import Any, Callable, Iterator, List

import pytest

import crc_rules

GOTHIC = '[Variant "Gothic"]\n\n'
THREE_GAMES = (
    GOTHIC + "1. e4 e5 2. Nh3 *\n\n"
    + GOTHIC + "1. e4 e5 2. Qd3 *\n\n"  # Qd3: the queen's way is blocked
    + '[Variant "Capablanca"]\n\n1. d4 {a comment} d5 1/2-1/2\n'
)


def histories(games: Iterator[crc_rules.Game]) -> List[List[str]]:
    return [game.history() for game in games]


@pytest.fixture
def database(tmp_path: pathlib.Path) -> pathlib.Path:
    path = tmp_path / "three.pgn"
    path.write_text(THREE_GAMES.replace("2. Qd3 ", "2. d3 "))
    return path


def test_a_pathlike_reads_every_game(database: pathlib.Path) -> None:
    expected = [["e4", "e5", "Nh3"], ["e4", "e5", "d3"], ["d4", "d5"]]
    assert histories(crc_rules.read_pgn(database)) == expected
    assert histories(crc_rules.read_games(database)) == expected


@pytest.mark.parametrize("read", [crc_rules.read_pgn, crc_rules.read_games, crc_rules.read_game])
def test_a_str_or_bytes_is_neither_a_path_nor_text(read: Callable[[Any], object],
                                                     database: pathlib.Path) -> None:
    # A str could be a path or PGN text: neither is guessed, as python-chess guesses neither.
    for source in (str(database), THREE_GAMES):
        with pytest.raises(TypeError, match=r"not a str .*io\.StringIO\(text\)"):
            read(source)
    with pytest.raises(TypeError, match=r"open\(path\)"):
        read(str(database))
    for data in (THREE_GAMES.encode(), bytearray(b"1. e4 *")):
        with pytest.raises(TypeError, match=r"io\.BytesIO\(data\)"):
            read(data)


def test_text_and_binary_files_and_lines_read_alike(database: pathlib.Path) -> None:
    expected = histories(crc_rules.read_pgn(database))
    with open(database, encoding="utf-8") as text:
        assert histories(crc_rules.read_pgn(text)) == expected
    with open(database, "rb") as binary:
        assert histories(crc_rules.read_pgn(binary)) == expected
    lines = database.read_text().splitlines(keepends=True)
    assert histories(crc_rules.read_pgn(lines)) == expected
    assert histories(crc_rules.read_pgn(line.encode() for line in lines)) == expected


def test_a_bad_game_raises_with_its_game_and_line_and_the_next_reads() -> None:
    games = crc_rules.read_pgn(io.StringIO(THREE_GAMES))
    assert next(games).history() == ["e4", "e5", "Nh3"]
    with pytest.raises(crc_rules.PgnError, match="PGN game 2, line 7: move 3") as raised:
        next(games)
    assert raised.value.game == 2 and raised.value.line == 7
    assert isinstance(raised.value, crc_rules.InvalidPgnError)
    assert raised.value.kind == "invalid_pgn"
    assert next(games).history() == ["d4", "d5"]
    with pytest.raises(StopIteration):
        next(games)


def test_errors_skip_counts_the_bad_games() -> None:
    games = crc_rules.read_pgn(io.StringIO(THREE_GAMES), errors="skip")
    assert histories(games) == [["e4", "e5", "Nh3"], ["d4", "d5"]]
    assert games.errors == 1
    with pytest.raises(ValueError, match="strict"):
        crc_rules.read_pgn(io.StringIO(THREE_GAMES), errors="ignore")


def test_a_file_that_cannot_be_opened_is_an_os_error(tmp_path: pathlib.Path) -> None:
    with pytest.raises(FileNotFoundError) as missing:
        crc_rules.read_pgn(tmp_path / "missing.pgn")
    assert missing.value.filename == tmp_path / "missing.pgn"  # as given, as open() says
    with pytest.raises(IsADirectoryError):
        crc_rules.read_pgn(tmp_path)


def test_an_error_of_the_source_is_raised_as_it_was() -> None:
    def failing() -> Iterator[str]:
        yield GOTHIC + "1. e4 *\n\n"
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "a test")

    games = crc_rules.read_pgn(failing())
    assert next(games).history() == ["e4"]
    with pytest.raises(UnicodeDecodeError):
        next(games)
    with pytest.raises(StopIteration):
        next(games)
    with pytest.raises(TypeError, match="str or bytes, not int"):
        next(crc_rules.read_pgn([1]))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a file object, lines or an os.PathLike, not int"):
        crc_rules.read_pgn(42)  # type: ignore[arg-type]


def test_a_truncated_game_is_an_error_and_an_empty_source_holds_none() -> None:
    text = GOTHIC + "1. e4 e5 2. Nh3 *\n\n" + GOTHIC + "1. e4 {cut off"
    games = crc_rules.read_pgn(io.StringIO(text))
    assert next(games).history() == ["e4", "e5", "Nh3"]
    with pytest.raises(crc_rules.PgnError, match="unclosed comment"):
        next(games)
    assert list(crc_rules.read_pgn(io.StringIO(""))) == []
    assert list(crc_rules.read_pgn([])) == []


def test_a_hundred_thousand_moves_stop_at_the_first_after_the_end() -> None:
    # Knights out and back: the fifth time the start comes again, the game is drawn.
    shuffle = "Nh3 Nh6 Ni1 Ni8 " * 25_000
    games = crc_rules.read_pgn([GOTHIC, shuffle, "*\n\n", GOTHIC, "1. e4 *\n"])
    with pytest.raises(crc_rules.PgnError, match=r"move 17 \(\"Nh3\"\).*fivefold"):
        next(games)
    assert next(games).history() == ["e4"]


def test_a_ten_megabyte_tag_line_and_binary_junk_are_errors_of_their_games() -> None:
    huge = '[Event "' + "x" * 10_000_000 + '"]\n'
    games = crc_rules.read_pgn(io.StringIO(huge + GOTHIC + "1. e4 *\n\n" + GOTHIC + "1. d4 *\n"))
    with pytest.raises(crc_rules.PgnError, match="tag pair of 10000008 bytes"):
        next(games)
    assert next(games).history() == ["d4"]
    junk = bytes(range(256)) * 64
    games = crc_rules.read_pgn(io.BytesIO(junk + b"\n\n" + GOTHIC.encode() + b"1. e4 *\n"))
    read = []
    errors = 0
    while True:
        try:
            read.append(next(games).history())
        except crc_rules.PgnError:
            errors += 1
        except StopIteration:
            break
    assert errors >= 1 and read[-1:] == [["e4"]]


def test_read_games_and_read_game_stream_a_handle() -> None:
    handle = io.StringIO(THREE_GAMES.replace("2. Qd3 ", ""))
    first = crc_rules.read_game(handle)
    assert first is not None and first.history() == ["e4", "e5", "Nh3"]
    second = crc_rules.read_game(handle)
    assert second is not None and second.history() == ["e4", "e5"]
    assert histories(crc_rules.read_games(io.StringIO(THREE_GAMES.replace("2. Qd3 ", "")))) == [
        ["e4", "e5", "Nh3"], ["e4", "e5"], ["d4", "d5"]]


def test_from_pgn_errors_carry_game_and_line_too() -> None:
    with pytest.raises(crc_rules.PgnError) as raised:
        crc_rules.Game.from_pgn(GOTHIC + "1. e4 e4 *\n")
    assert (raised.value.game, raised.value.line) == (1, 3)
