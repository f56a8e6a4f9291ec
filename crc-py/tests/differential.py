"""Differential test of crc_rules against Fairy-Stockfish (pyffish), both in one process.

Plays random games (captures and promotions chosen half the time) and asks both
``crc_rules.pyffish`` and ``pyffish`` the same questions at every ply: the legal moves, the
FEN, check, insufficient material per side, claimable draws, and the SAN of one more legal
move (captures and promotions first); per game the SAN of every move played, the start FEN's
validation and, at the end, the game result. ``crc_rules.Game`` must agree with them too
(legal moves, X-FEN, check, outcome, claims).

Games come in five kinds, by index: ``caparandom`` from random CRC starts (chess960 true, and
false, which the variant overrides), ``capablanca`` with chess960 true from random CRC
starts (how pychess-variants plays caparandom), and ``capablanca`` without chess960 from the
Capablanca array (castling written as the king's destination). Every twentieth game starts
instead from a random ending (the kings and up to four pieces, the half-move clock at 0, 90
or 140), so that insufficient material, stalemate and the move rules come up too.

Each pyffish call costs 2-3 ms whatever it asks, so the calls are budgeted (about six a
ply) and games run in worker processes side by side. ``--full`` asks the SAN of every legal
move instead, for longer local runs.

    python crc-py/tests/differential.py --games 1000 --workers 2

Without pyffish the script prints ``SKIPPED`` and exits 0, except under ``CI``, where it
fails.
"""

import argparse
import multiprocessing
import os
import random
import sys
import time
from collections import Counter
from typing import Any, Optional

import crc_rules
import crc_rules.pyffish as ours

CAPABLANCA = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"

# (variant, chess960, from the Capablanca array) by game index modulo 5.
KINDS = [
    ("capablanca", False, True),
    ("caparandom", True, False),
    ("capablanca", True, False),
    ("caparandom", True, False),
    ("caparandom", False, False),
]

theirs: Any = None  # pyffish, imported in each worker


class Disagreement(AssertionError):
    pass


class Oracle:
    """Both implementations side by side; counts the calls made to pyffish."""

    def __init__(self, variant: str, chess960: bool, start: str) -> None:
        self.variant = variant
        self.chess960 = chess960
        self.start = start
        self.calls = 0

    def both(self, name: str, *args: Any) -> tuple[Any, Any]:
        self.calls += 1
        return getattr(ours, name)(*args), getattr(theirs, name)(*args)

    def same(self, name: str, moves: list[str], *extra: Any) -> Any:
        """Asks ``name`` about the position after ``moves``; the answers must be equal."""
        mine, fsf = self.both(name, self.variant, self.start, moves, *extra, self.chess960)
        if mine != fsf:
            raise Disagreement(f"{name}: crc_rules {mine!r}, pyffish {fsf!r}")
        return fsf


def check_ply(oracle: Oracle, game: crc_rules.Game, moves: list[str], rng: random.Random,
              full: bool) -> list[str]:
    """Compares everything about the current position; returns the legal moves."""
    variant, chess960, start = oracle.variant, oracle.chess960, oracle.start
    mine, legal = oracle.both("legal_moves", variant, start, moves, chess960)
    if sorted(mine) != sorted(legal) or len(set(mine)) != len(mine):
        raise Disagreement(f"legal moves: crc_rules {sorted(mine)}, pyffish {sorted(legal)}")
    fen = oracle.same("get_fen", moves)
    check = oracle.same("gives_check", moves)
    material = oracle.same("has_insufficient_material", moves)
    optional = oracle.both("is_optional_game_end", variant, start, moves, chess960)
    # pyffish leaves the value undefined when there is no end.
    if optional[0][0] != optional[1][0] or (optional[1][0] and optional[0] != optional[1]):
        raise Disagreement(f"is_optional_game_end: crc_rules {optional[0]}, pyffish {optional[1]}")
    claimable_fsf = optional[1][0]

    # The SAN of one more legal move (every one with --full), captures and promotions first;
    # our is_capture must agree with the x Fairy-Stockfish writes.
    if full:
        asked = legal
    else:
        forcing = [m for m in legal if len(m) == 5 or ours.is_capture(variant, fen, [], m, chess960)]
        asked = [rng.choice(forcing or legal)] if legal else []
    for move in asked:
        san = oracle.both("get_san", variant, fen, move, chess960)
        if san[0] != san[1]:
            raise Disagreement(f"SAN of {move}: crc_rules {san[0]!r}, pyffish {san[1]!r}")
        if ours.is_capture(variant, fen, [], move, chess960) != ("x" in san[1]):
            raise Disagreement(f"is_capture({move}) against pyffish's SAN {san[1]!r}")

    # The Pythonic API on the same position.
    position = crc_rules.Position(fen)
    if game.fen() != position.fen():
        raise Disagreement(f"Game.fen() {game.fen()}, pyffish {fen} (as X-FEN {position.fen()})")
    if game.is_check() != check:
        raise Disagreement(f"Game.is_check() {game.is_check()}, pyffish {check}")
    if len(game.legal_moves()) != len(legal):
        raise Disagreement(f"Game.legal_moves(): {len(game.legal_moves())}, pyffish {len(legal)}")
    if chess960 and sorted(m.uci() for m in game.legal_moves()) != sorted(legal):
        raise Disagreement("Game.legal_moves() and pyffish's differ")
    outcome = game.outcome()
    termination = outcome.termination if outcome else None
    T = crc_rules.Termination
    if not legal:
        result = oracle.same("game_result", moves)
        immediate = oracle.both("is_immediate_game_end", variant, start, moves, chess960)
        if immediate[0][0] != immediate[1][0]:
            raise Disagreement(f"is_immediate_game_end: crc_rules {immediate[0]}, pyffish {immediate[1]}")
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
            raise Disagreement(f"Game claims {claimable}, pyffish optional end {optional[1]}")
    return list(legal)


def random_ending(rng: random.Random) -> str:
    """A legal position with the two kings and up to four other pieces, no castling."""
    while True:
        squares = rng.sample(range(80), 6)
        board = {squares[0]: "K", squares[1]: "k"}
        for square in squares[2 : 2 + rng.randint(0, 4)]:
            letter = rng.choice("PNBRACQ")
            board[square] = letter if rng.random() < 0.5 else letter.lower()
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
        clock = rng.choice([0, 0, 90, 140])
        fen = f"{'/'.join(ranks)} {rng.choice('wb')} - - {clock} 70"
        try:
            crc_rules.Position(fen)
        except crc_rules.InvalidFenError:
            continue  # kings side by side, a pawn on rank 1 or 8, the side not to move in check
        return fen


def play_game(index: int, seed: int, max_plies: int, full: bool) -> tuple[int, int, str]:
    """Plays game ``index``; returns its plies, the pyffish calls made and how it ended."""
    variant, chess960, capablanca = KINDS[index % len(KINDS)]
    rng = random.Random(seed * 1_000_003 + index)
    if index % 20 == 19:
        game = crc_rules.Game(random_ending(rng))
    elif capablanca:
        game = crc_rules.Game(CAPABLANCA)
    else:
        game = crc_rules.Game.from_seed(seed + index)
    oracle = Oracle(variant, chess960, game.fen())
    moves: list[str] = []
    try:
        validated = oracle.both("validate_fen", oracle.start, variant, chess960)
        if validated != (theirs.FEN_OK, theirs.FEN_OK):
            raise Disagreement(f"validate_fen of the start: {validated}")
        while True:
            legal = check_ply(oracle, game, moves, rng, full)
            if game.outcome() is not None or len(moves) >= max_plies:
                break
            forcing = [m for m in legal if len(m) == 5 or ours.is_capture(variant, oracle.start, moves, m, chess960)]
            pool = forcing if forcing and rng.random() < 0.5 else legal
            move = rng.choice(sorted(pool))
            game.push(move)
            moves.append(move)
        sans = oracle.both("get_san_moves", variant, oracle.start, moves, chess960)
        if sans[0] != sans[1] or sans[1] != game.history():
            raise Disagreement(f"get_san_moves: crc_rules {sans[0]}, pyffish {sans[1]}, Game {game.history()}")
    except Disagreement as error:
        raise Disagreement(
            f"game {index} ({variant}, chess960={chess960}) from {oracle.start} after "
            f"{len(moves)} plies {moves}: {error}"
        ) from None
    outcome = game.outcome()
    ending = outcome.reason if outcome else "ply limit"
    return len(moves), oracle.calls, ending


def init_worker() -> None:
    global theirs
    import pyffish

    theirs = pyffish


def run(args: tuple[int, int, int, bool]) -> tuple[int, int, str]:
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
    with multiprocessing.get_context("fork").Pool(options.workers, initializer=init_worker) as pool:
        try:
            results = list(pool.imap_unordered(run, jobs, chunksize=4))
        except Disagreement as error:
            print(f"FAILED: {error}", file=sys.stderr)
            return 1
    plies = sum(r[0] for r in results)
    calls = sum(r[1] for r in results)
    endings = Counter(r[2] for r in results)
    print(
        f"differential: {len(results)} games, {plies} plies, {calls} pyffish calls agreed with "
        f"pyffish {'.'.join(map(str, pyffish.version()))} in {time.monotonic() - began:.0f} s "
        f"({options.workers} workers); endings {dict(endings.most_common())}"
    )
    return 0 if len(results) == options.games else 1


if __name__ == "__main__":
    sys.exit(main())
