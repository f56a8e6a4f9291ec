"""Differential test of crc_rules against Fairy-Stockfish (pyffish), both in one process.

Plays random games (captures and promotions chosen half the time) and asks both
``crc_rules.pyffish`` and ``pyffish`` what pychess-variants asks at every ply, in its
shapes: its board passes the FEN of the previous ply and no moves (``legal_moves``,
``gives_check``, ``has_insufficient_material``, ``is_optional_game_end``, ``get_san`` of a
move, ``get_fen`` of the FEN and the one move played, with all seven
arguments), and the start and the move list growing with the game where it needs the
history (``legal_moves``, ``is_optional_game_end`` for repetitions, ``get_fen`` on a
takeback every tenth ply, ``get_san_moves`` for the PGN). At the end ``game_result`` and
``is_immediate_game_end``; every eighth ply an illegal move to ``get_san`` and
``is_capture``, which must be answered, not raised. ``crc_rules.Game`` must agree with them
too (legal moves, X-FEN, check, outcome, claims). ``get_san`` and ``get_san_moves`` ask in a
notation drawn from ``NOTATIONS`` (DEFAULT, SAN, LAN, and numbers that name none); at the end
of each game the final FEN with ``showPromoted`` (``~`` after each promoted piece), as FEN and
SFEN, read back with its marks, and with a full-move field from ``FULLMOVE_FIELDS`` (the edges
of pyffish's int game ply).

Games come in five kinds, by index: ``caparandom`` from random CRC starts (chess960 true, and
false, which the variant overrides), ``capablanca`` with chess960 true from random CRC
starts (how pychess-variants plays CRC), and ``capablanca`` without chess960 from the
Capablanca array (castling written as the king's destination). Every twentieth game starts
instead from a random ending (the kings and up to four pieces, the half-move clock at 0, 90
or 140), so that insufficient material, stalemate and the move rules come up too; every
twentieth other game is an ``embassy`` game (the server's name for a Capablanca start with
the king on the e-file), which ``crc_rules.pyffish`` forwards to pyffish and which must come
back exactly as pyffish answers it, as ``start_fen("chess")`` must for the server's PGN.

Custom starts, as the server checks them before it creates a game: per game a few FENs
made from its start (castling rights whose rook or king is gone, edits of the text) and the
positions of the game where the side to move is in check, with the sides swapped (no game
reaches those). ``validate_fen`` must give pyffish's code; where that is ``FEN_OK`` and the
server's own checks pass, ``gives_check`` of the FEN with the sides swapped and the other
questions the board alone answers must agree, and ``legal_moves`` of the start. Answers that
must differ (see crc-py/README.md, "Differences from pyffish") are left out by the names in
``EXCLUDED`` and counted.

Each pyffish call costs 2-3 ms whatever it asks, so the calls are budgeted (about nine a
ply) and games run in worker processes side by side. ``--full`` asks the SAN of every legal
move instead, for longer local runs.

    python crc-py/tests/differential.py --games 1000 --workers 2

Without pyffish the script prints ``SKIPPED`` and exits 0, except under ``CI``, where it
fails. pyffish's own messages on standard error (validate_fen's reasons) are silenced.
"""

import argparse
import multiprocessing
import os
import random
import re
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Optional

import crc_rules
import crc_rules.pyffish as ours

CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
EMBASSY = "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1"
NOTATION_SAN = 1
# The notation numbers that describe these variants: DEFAULT, SAN, LAN, and numbers that name
# no notation (pyffish writes SAN with the pawn's letter for those).
NOTATIONS = [0, 1, 2, -1, 10]
# Full-move fields at the edges of Fairy-Stockfish's game ply, a C++ int (crc-fairy/src/ply.rs).
FULLMOVE_FIELDS = ["0", "1", "2", "-", "-3", "1073741824", "1073741825", "2147483647", "2147483648",
                   "4294967296"]

# (variant, chess960, from the Capablanca array) by game index modulo 5.
KINDS = [
    ("capablanca", False, True),
    ("caparandom", True, False),
    ("capablanca", True, False),
    ("caparandom", True, False),
    ("caparandom", False, False),
]

# The answers that must differ from pyffish's, by name (crc-py/README.md says why), and the
# text of our error that marks each. Questions about moves refuse every one; the questions
# the board alone answers refuse all but the side not to move in check.
EXCLUDED = {
    "a pawn on rank 1 or 8": "a pawn stands on",
    "more than 20 pieces or 10 pawns a side": "at most 20 pieces and 10 pawns",
    "a FEN field pyffish reads loosely": "invalid FEN",
    "the side not to move in check, asked about moves": "can capture the",
    "both kings in check, asked about material": "both kings are in check",
}
# validate_fen: Fairy-Stockfish reads past its board for the first, writes past it for the
# second (which corrupts its memory: pyffish is not asked those).
BLACK_LETTER_PAST_J = "a black castling letter after j (pyffish reads past its board)"
RANK_PAST_J = "a run of empty squares past the last square (pyffish writes past its board)"

theirs: Any = None  # pyffish, imported in each worker


class Disagreement(AssertionError):
    pass


class Oracle:
    """Both implementations side by side; counts the calls made to pyffish and the answers
    left out by name."""

    def __init__(self, variant: str, chess960: bool, start: str) -> None:
        self.variant = variant
        self.chess960 = chess960
        self.start = start
        self.calls = 0
        self.excluded: Counter[str] = Counter()

    def both(self, name: str, *args: Any) -> tuple[Any, Any]:
        self.calls += 1
        return getattr(ours, name)(*args), getattr(theirs, name)(*args)

    def same(self, name: str, *args: Any) -> Any:
        """Asks ``name(*args)``; the answers must be equal."""
        mine, fsf = self.both(name, *args)
        if mine != fsf:
            raise Disagreement(f"{name}{args}: crc_rules {mine!r}, pyffish {fsf!r}")
        return fsf

    def at(self, name: str, fen: str, moves: list[str], *extra: Any) -> Any:
        """Asks ``name`` about ``fen`` and ``moves`` in this game's variant and mode."""
        return self.same(name, self.variant, fen, moves, self.chess960, *extra)

    def ended(self, name: str, fen: str, moves: list[str], *extra: Any) -> tuple[bool, int]:
        """``is_optional_game_end``/``is_immediate_game_end``: pyffish leaves the value
        undefined when there is no end."""
        mine, fsf = self.both(name, self.variant, fen, moves, self.chess960, *extra)
        if mine[0] != fsf[0] or (fsf[0] and mine != fsf):
            raise Disagreement(f"{name}({fen!r}, {moves}): crc_rules {mine}, pyffish {fsf}")
        return bool(fsf[0]), int(fsf[1])

    def unless_excluded(self, call: Callable[[], Any], *names: str) -> bool:
        """Runs ``call``; False when our answer is a refusal named in ``names``."""
        try:
            call()
        except crc_rules.InvalidFenError as error:
            for name in names:
                if EXCLUDED[name] in str(error):
                    self.excluded[name] += 1
                    return False
            raise Disagreement(f"crc_rules refused where pyffish answers: {error}") from None
        return True


def illegal_move(rng: random.Random, fen: str, legal: list[str]) -> str:
    """A text the server may be sent that is not a legal move: a piece's step to a square it
    cannot reach, or no move at all."""
    position = crc_rules.Position(fen)
    names = crc_rules.SQUARE_NAMES
    origins = [names[s] for s, p in position.piece_map().items() if p.color == position.turn]
    while True:
        text = rng.choice(origins) + rng.choice(names) + rng.choice(["", "", "q", "c"])
        if rng.random() < 0.1:
            text = rng.choice(["", "0000", "e2", "k1k2", "e2e4e5", "hello"])
        if text not in legal:
            return text


def check_ply(oracle: Oracle, game: crc_rules.Game, fen: str, moves: list[str], rng: random.Random,
              full: bool, checks: list[str]) -> list[str]:
    """Compares everything about the position ``fen``, reached by ``moves``, asked as the
    server asks; returns the legal moves. Positions in check go to ``checks``."""
    variant, chess960, start = oracle.variant, oracle.chess960, oracle.start
    mine, legal = oracle.both("legal_moves", variant, fen, [], chess960)
    history = oracle.both("legal_moves", variant, start, moves, chess960)
    for answer in (mine, *history):
        if sorted(answer) != sorted(legal) or len(set(answer)) != len(answer):
            raise Disagreement(f"legal moves: crc_rules {sorted(mine)}, pyffish {sorted(legal)}")
    check = oracle.at("gives_check", fen, [])
    material = oracle.at("has_insufficient_material", fen, [])
    oracle.ended("is_optional_game_end", fen, [], 0)
    claimable_fsf = oracle.ended("is_optional_game_end", start, moves, 0)[0]
    if check:
        checks.append(fen)
    if len(moves) % 10 == 9:  # a takeback: the start and the moves but the last
        oracle.at("get_fen", start, moves[:-1], False, False, 0)

    # The SAN of one more legal move (every one with --full), captures and promotions first;
    # our is_capture must agree with the x Fairy-Stockfish writes.
    if full:
        asked = legal
    else:
        forcing = [m for m in legal if len(m) == 5 or ours.is_capture(variant, fen, [], m, chess960)]
        asked = [rng.choice(forcing or legal)] if legal else []
    for move in asked:
        san = oracle.same("get_san", variant, fen, move, chess960, rng.choice(NOTATIONS))
        if ours.is_capture(variant, fen, [], move, chess960) != ("x" in san):
            raise Disagreement(f"is_capture({move}) against pyffish's SAN {san!r}")
    if len(moves) % 8 == 3:  # the server records the SAN of any move it is sent
        move = illegal_move(rng, fen, legal)
        san = oracle.both("get_san", variant, fen, move, chess960, NOTATION_SAN)
        if not all(isinstance(text, str) for text in san):
            raise Disagreement(f"get_san of the illegal {move!r}: {san}")
        oracle.same("is_capture", variant, fen, [], move, chess960)

    # The Pythonic API on the same position.
    position = crc_rules.Position(fen)
    if game.fen() != position.fen():
        raise Disagreement(f"Game.fen() {game.fen()}, pyffish {fen} (as X-FEN {position.fen()})")
    if game.is_check() != check:
        raise Disagreement(f"Game.is_check() {game.is_check()}, pyffish {check}")
    if len(game.legal_moves) != len(legal):
        raise Disagreement(f"Game.legal_moves: {len(game.legal_moves)}, pyffish {len(legal)}")
    if chess960 and sorted(m.uci() for m in game.legal_moves) != sorted(legal):
        raise Disagreement("Game.legal_moves and pyffish's differ")
    outcome = game.outcome()
    termination = outcome.termination if outcome else None
    T = crc_rules.Termination
    if not legal:
        result = oracle.at("game_result", fen, [])
        oracle.ended("is_immediate_game_end", fen, [])
        expected = T.CHECKMATE if result == -theirs.VALUE_MATE else T.STALEMATE
        if termination != expected:
            raise Disagreement(f"Game.outcome() {outcome}, pyffish game_result {result}")
    elif material == (True, True):
        if termination != T.INSUFFICIENT_MATERIAL:
            raise Disagreement(f"Game.outcome() {outcome}, pyffish: insufficient material")
    elif termination in (T.CHECKMATE, T.STALEMATE, T.INSUFFICIENT_MATERIAL):
        raise Disagreement(f"Game.outcome() {outcome}, pyffish: the game goes on")
    automatic = termination in (T.FIVEFOLD_REPETITION, T.SEVENTYFIVE_MOVES)
    if outcome is None or automatic:
        claimable = game.can_claim_draw() or automatic
        if claimable != claimable_fsf:
            raise Disagreement(f"Game claims {claimable}, pyffish optional end {claimable_fsf}")
    return list(legal)


def check_marks_and_numbers(oracle: Oracle, moves: list[str], rng: random.Random) -> None:
    """The ``~`` of promoted pieces and the full-move number, as pyffish reads and writes
    them: the game's last FEN with ``showPromoted`` (also as SFEN), read back with its marks
    with and without it, and with a full-move field at the edges of pyffish's int."""
    variant, chess960 = oracle.variant, oracle.chess960
    marked = oracle.at("get_fen", oracle.start, moves, False, True, 0)
    oracle.at("get_fen", oracle.start, moves, True, True, 0)
    mine, legal = oracle.both("legal_moves", variant, marked, [], chess960)
    if sorted(mine) != sorted(legal):
        raise Disagreement(f"legal moves of {marked}: crc_rules {sorted(mine)}, pyffish {sorted(legal)}")
    after = [rng.choice(sorted(legal))] if legal else []
    for show in (False, True):
        oracle.at("get_fen", marked, after, False, show, 0)
    fields = marked.split(" ")
    fields[5] = rng.choice(FULLMOVE_FIELDS)
    numbered = " ".join(fields)
    oracle.at("get_fen", numbered, after, rng.random() < 0.5, True, 0)


def placement(board: dict[int, str]) -> str:
    """The FEN placement of ``board`` (square index to letter)."""
    ranks = []
    for rank in range(7, -1, -1):
        text, empty = "", 0
        for file in range(10):
            piece = board.get(rank * 10 + file)
            if piece is None:
                empty += 1
                continue
            text += (str(empty) if empty else "") + piece
            empty = 0
        ranks.append(text + (str(empty) if empty else ""))
    return "/".join(ranks)


def squares(fen: str) -> dict[int, str]:
    """The board of a FEN's placement field, square index to letter."""
    board: dict[int, str] = {}
    for row, text in enumerate(fen.split()[0].split("/")):
        file = 0
        digits = ""
        for c in text + "/":
            if c.isdigit():
                digits += c
                continue
            file += int(digits or 0)
            digits = ""
            if c != "/":
                board[(7 - row) * 10 + file] = c
                file += 1
    return board


def random_ending(rng: random.Random) -> str:
    """A legal position with the two kings and up to four other pieces, no castling."""
    while True:
        picked = rng.sample(range(80), 6)
        board = {picked[0]: "K", picked[1]: "k"}
        for square in picked[2 : 2 + rng.randint(0, 4)]:
            letter = rng.choice("PNBRACQ")
            board[square] = letter if rng.random() < 0.5 else letter.lower()
        clock = rng.choice([0, 0, 90, 140])
        fen = f"{placement(board)} {rng.choice('wb')} - - {clock} 70"
        try:
            crc_rules.Position(fen)
        except crc_rules.InvalidFenError:
            continue  # kings side by side, a pawn on rank 1 or 8, the side not to move in check
        return fen


def custom_starts(rng: random.Random, start: str, chess960: bool) -> list[str]:
    """FENs a player may send as a custom start, made from ``start``: a rook or the king
    gone (or moved) with the castling rights kept, the rights written the other way, and
    edits of the text."""
    fields = start.split()
    board = squares(start)
    back = [s for s in range(10)] + [s for s in range(70, 80)]
    made = []
    for victim in ("R", "r", "K", "k"):
        gone = dict(board)
        where = [s for s in back if gone.get(s) == victim]
        if not where:
            continue
        square = rng.choice(where)
        letter = gone.pop(square)
        if victim in "Kk" or rng.random() < 0.5:  # moved to the third (sixth) rank
            gone[square + (20 if square < 10 else -20)] = letter
        made.append(" ".join([placement(gone), *fields[1:]]))
    rooks = [s for s in back if board.get(s, " ") in "Rr"]
    letters = "".join(
        ("abcdefghij"[s % 10].upper() if board[s] == "R" else "abcdefghij"[s % 10]) for s in rooks
    )
    rights = letters if rng.random() < 0.5 or not chess960 else "KQkq"
    made.append(" ".join([fields[0], fields[1], rights or "-", *fields[3:]]))
    alphabet = "rnbqkacpRNBQKACP0123456789/ -wbKQkqABCDEFGHIJabcdefghij~"
    for _ in range(2):
        text = list(start)
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(text) + 1)
            edit = rng.random()
            if edit < 0.4 and i < len(text):
                text[i] = rng.choice(alphabet)
            elif edit < 0.7:
                text.insert(i, rng.choice(alphabet))
            elif i < len(text):
                del text[i]
        made.append("".join(text))
    return made


def server_would_ask(fen: str) -> bool:
    """Whether the server goes on to ask about a custom start that ``validate_fen``
    accepted: a side ``w`` or ``b``, eight ranks of ten squares (pyffish may crash on
    others) of the start's letters, castling letters its mode knows, one king a side."""
    fields = fen.split()
    if len(fields) < 2 or fields[1] not in ("w", "b"):
        return False
    ranks = fields[0].split("/")
    if len(ranks) != 8 or any(c not in "rnabqkcpRNABQKCP0123456789/" for c in fields[0]):
        return False
    widths = [sum(int(t) if t.isdigit() else 1 for t in re.findall(r"\d+|.", rank)) for rank in ranks]
    if widths != [10] * 8:
        return False
    if len(fields) > 2 and any(c not in "KQkqABCDEFGHIJabcdefghij-" for c in fields[2]):
        return False
    return fields[0].count("K") == 1 and fields[0].count("k") == 1


def runs_past_the_board(fen: str) -> bool:
    """Whether pyffish's validate_fen would write a piece past its board: after a run of
    digits that carries it far past the tenth file (``95k``), beyond the last square. Only a
    field of valid letters gets that far, and it stops at the first rank that is not ten
    files wide."""
    field = fen.split(" ")[0]
    if any(c not in "0123456789PNBRQACKpnbrqack/*~" for c in field):
        return False
    rank, file, previous = 0, 0, "?"
    for c in field:
        if c.isdigit():
            file += int(c) + (9 * int(previous) if previous.isdigit() else 0)
        elif c == "/":
            rank += 1
            if file != 10 or rank == 8:
                return False
            file = 0
        elif c != "~":
            if file == 10:
                return False
            if (7 - rank) * 10 + file >= 80:
                return True
            file += 1
        previous = c
    return False


def swapped(fen: str) -> str:
    """The FEN with the other side to move, as the server makes it to find starts whose side
    not to move is in check."""
    fields = fen.split()
    fields[1] = "b" if fields[1] == "w" else "w"
    return " ".join(fields)


def check_custom_start(oracle: Oracle, fen: str) -> None:
    """A custom start through the server's checks: ``validate_fen``; then, where the server
    goes on, the questions the board alone answers on it and on it with the sides swapped,
    and ``legal_moves`` (the game's creation)."""
    variant, chess960 = oracle.variant, oracle.chess960
    if runs_past_the_board(fen):
        oracle.excluded[RANK_PAST_J] += 1
        ours.validate_fen(fen, variant, chess960)  # answers (a code), whatever the text
        return
    code = oracle.both("validate_fen", fen, variant, chess960)
    castling = fen.split()[2] if len(fen.split()) > 2 else ""
    if code[0] != code[1]:
        if any(c in "klmnopqrstuvwxyz" for c in castling.replace("k", "").replace("q", "")):
            oracle.excluded[BLACK_LETTER_PAST_J] += 1
            return
        raise Disagreement(f"validate_fen({fen!r}, {variant}, {chess960}): crc_rules {code[0]}, pyffish {code[1]}")
    if code[1] != theirs.FEN_OK or not server_would_ask(fen):
        return
    on_board = ("a pawn on rank 1 or 8", "more than 20 pieces or 10 pawns a side", "a FEN field pyffish reads loosely")
    for asked in (swapped(fen), fen):
        oracle.unless_excluded(lambda: oracle.at("gives_check", asked, []), *on_board)
        oracle.unless_excluded(lambda: oracle.at("game_result", asked, []), *on_board)
        oracle.unless_excluded(lambda: oracle.ended("is_immediate_game_end", asked, []), *on_board)
        oracle.unless_excluded(
            lambda: oracle.at("has_insufficient_material", asked, []),
            *on_board, "both kings in check, asked about material",
        )
    about_moves = (*on_board, "the side not to move in check, asked about moves")

    def same_moves() -> None:
        mine, fsf = oracle.both("legal_moves", variant, fen, [], chess960)
        if sorted(mine) != sorted(fsf):
            raise Disagreement(f"legal_moves of the custom start {fen!r}: crc_rules {sorted(mine)}, pyffish {sorted(fsf)}")

    oracle.unless_excluded(same_moves, *about_moves)


def play_embassy(index: int, rng: random.Random, max_plies: int) -> tuple[int, int, str, Counter[str]]:
    """An embassy game: crc_rules.pyffish forwards every call; the answers must be
    pyffish's."""
    oracle = Oracle("embassy", False, EMBASSY)
    fen = EMBASSY
    moves: list[str] = []
    oracle.same("start_fen", "chess")
    oracle.same("validate_fen", EMBASSY, "embassy", False)
    while len(moves) < max_plies:
        legal = oracle.at("legal_moves", fen, [])
        oracle.at("gives_check", fen, [])
        oracle.at("has_insufficient_material", fen, [])
        oracle.ended("is_optional_game_end", fen, [], 0)
        if not legal:
            oracle.at("game_result", fen, [])
            break
        move = rng.choice(sorted(legal))
        oracle.same("get_san", "embassy", fen, move, False, NOTATION_SAN)
        fen = oracle.at("get_fen", fen, [move], False, False, 0)
        moves.append(move)
    oracle.same("get_san_moves", "embassy", EMBASSY, moves, False, NOTATION_SAN)
    return len(moves), 2 * oracle.calls, "embassy (forwarded)", oracle.excluded


def play_game(index: int, seed: int, max_plies: int, full: bool) -> tuple[int, int, str, Counter[str]]:
    """Plays game ``index``; returns its plies, the pyffish calls made, how it ended and the
    answers left out by name."""
    variant, chess960, capablanca = KINDS[index % len(KINDS)]
    rng = random.Random(seed * 1_000_003 + index)
    if index % 20 == 9:
        return play_embassy(index, rng, max_plies)
    if index % 20 == 19:
        game = crc_rules.Game(random_ending(rng))
    elif capablanca:
        game = crc_rules.Game(CAPABLANCA)
    else:
        game = crc_rules.Game.from_seed(seed + index)
    oracle = Oracle(variant, chess960, game.fen())
    moves: list[str] = []
    checks: list[str] = []
    try:
        validated = oracle.both("validate_fen", oracle.start, variant, chess960)
        if validated != (theirs.FEN_OK, theirs.FEN_OK):
            raise Disagreement(f"validate_fen of the start: {validated}")
        oracle.same("start_fen", "chess")  # the server's PGN asks it of every game
        oracle.at("get_fen", oracle.start, [], False, False, 0)
        fen = oracle.start
        while True:
            legal = check_ply(oracle, game, fen, moves, rng, full, checks)
            if game.outcome() is not None or len(moves) >= max_plies:
                break
            forcing = [m for m in legal if len(m) == 5 or ours.is_capture(variant, fen, [], m, chess960)]
            pool = forcing if forcing and rng.random() < 0.5 else legal
            move = rng.choice(sorted(pool))
            game.push(move)
            fen = oracle.at("get_fen", fen, [move], False, False, 0)
            moves.append(move)
        sans = oracle.both("get_san_moves", variant, oracle.start, moves, chess960, NOTATION_SAN)
        if sans[0] != sans[1] or sans[1] != game.history():
            raise Disagreement(f"get_san_moves: crc_rules {sans[0]}, pyffish {sans[1]}, Game {game.history()}")
        oracle.same("get_san_moves", variant, oracle.start, moves[:12], chess960, rng.choice(NOTATIONS))
        check_marks_and_numbers(oracle, moves, rng)
        for custom in custom_starts(rng, oracle.start, chess960) + [swapped(f) for f in checks[:3]]:
            try:
                check_custom_start(oracle, custom)
            except Disagreement as error:
                raise Disagreement(f"custom start {custom!r}: {error}") from None
    except Disagreement as error:
        raise Disagreement(
            f"game {index} ({variant}, chess960={chess960}) from {oracle.start} after "
            f"{len(moves)} plies {moves}: {error}"
        ) from None
    outcome = game.outcome()
    ending = outcome.reason if outcome else "ply limit"
    return len(moves), oracle.calls, ending, oracle.excluded


def init_worker() -> None:
    """Imports pyffish, and silences the worker's standard error: pyffish's validate_fen
    writes its reasons there. A disagreement reaches the parent as the task's exception."""
    global theirs
    import pyffish

    os.dup2(os.open(os.devnull, os.O_WRONLY), 2)

    theirs = pyffish


def run(args: tuple[int, int, int, bool]) -> tuple[int, int, str, Counter[str]]:
    return play_game(*args)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--plies", type=int, default=50, help="longest game (default 50)")
    parser.add_argument("--workers", type=int, default=2, help="processes side by side (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="first start seed (default 0)")
    parser.add_argument("--full", action="store_true", help="ask the SAN of every legal move")
    options = parser.parse_args(argv)
    try:
        import pyffish
    except ImportError as error:
        if os.environ.get("CI"):
            print(f"the differential test must run in CI: {error}", file=sys.stderr)
            return 1
        print(f"SKIPPED differential test against pyffish: {error} (pip install pyffish==0.0.90)")
        return 0
    if pyffish.version() != (0, 0, 90):
        print(f"note: pyffish {pyffish.version()}; the conventions were checked with 0.0.90")
    began = time.monotonic()
    jobs = [(i, options.seed, options.plies, options.full) for i in range(options.games)]
    # An executor, not a Pool: a worker that pyffish crashes breaks it instead of hanging it.
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(options.workers, mp_context=context, initializer=init_worker) as pool:
        try:
            results = list(pool.map(run, jobs, chunksize=4))
        except (Disagreement, BrokenProcessPool) as error:
            print(f"FAILED: {type(error).__name__}: {error}", file=sys.stderr)
            return 1
    plies = sum(r[0] for r in results)
    calls = sum(r[1] for r in results)
    endings = Counter(r[2] for r in results)
    excluded: Counter[str] = Counter()
    for result in results:
        excluded.update(result[3])
    cpu = os.times()
    print(
        f"differential: {len(results)} games, {plies} plies, {calls} pyffish calls agreed with "
        f"pyffish {'.'.join(map(str, pyffish.version()))} in {time.monotonic() - began:.0f} s "
        f"({options.workers} workers, {cpu.children_user + cpu.children_system:.0f} CPU s); "
        f"endings {dict(endings.most_common())}; left out by name {dict(excluded.most_common())}"
    )
    return 0 if len(results) == options.games else 1


if __name__ == "__main__":
    sys.exit(main())
