"""pychess-variants' client and server playing CRC (variant `capablanca`, Chess960 on) in
headless Chromium, by clicks, as scripts/pychess-e2e.sh runs them.

Two games: two anonymous players (one creates a seek in the lobby, the other accepts it),
and one player against the Random-Mover bot, from a start FEN given in the game dialog
that White mates from. At every ply, for every piece of the side to move, the destinations
the client marks (chessground's `move-dest` squares) must equal the server's legal moves
from that square (`crc_rules.pyffish.legal_moves`, the call the server makes, on the moves
the server announced), and those must equal the real pyffish's (the independent check).
Castling is played as the king onto its own rook (the seek game goes on past its plies
until a side has castled). The client's move list must equal the server's; a round page is
reloaded mid-game. The ended game's result, as the page shows it
and as the client's rules answer (`isGameOver`, `result`), must equal the server's. No page
error and no console error; every CRC board must be made by crc-rules, not by the fallback
(ffish-es6): the counts come from the client's `window.crcE2E` (scripts/pychess/ffish-probe.js).
Last, a lobby page times ffish-es6 and crc-rules/ffish side by side (`window.crcE2EMeasure`).

Usage: python e2e.py --url http://127.0.0.1:8765 [--plies 24] [--seed 1] [--screenshot PNG]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sys
import time
from collections import Counter
from typing import Any

import pyffish as reference  # the real pyffish: this process has no drop-in installed
from crc_rules import pyffish as drop_in
from playwright.async_api import Page, async_playwright, expect

VARIANT = "capablanca"
FILES = "abcdefghij"
# A start White mates from whenever it likes: Black's king can only go between a8 and b8
# (White's king covers the seventh rank's a7 to c7, the knight c8), and the chancellor mates
# from the first rank along the eighth. Until then it waits on the first rank, d1 to j1.
NEAR_MATE = "k9/4N5/1K8/10/10/10/10/9C w - - 0 1"
WAITING_MOVES = 3

DESTS = """async () => {
    await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
    return [...document.querySelectorAll('cg-board square.move-dest')].map(s => s.cgKey);
}"""
MOVE_LIST = "[...document.querySelectorAll('#movelist move san')].map(e => e.textContent.trim())"
CLIENT_END = """({start, moves}) => {
    const board = new window.crcE2E.module.Board('capablanca', start, true);
    for (const move of moves) board.push(move);
    const answer = [board.isGameOver(), board.result()];
    board.delete();
    return answer;
}"""


class Tally:
    """What the run counted, and every mismatch with where it was."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.mismatches: list[str] = []
        self.page_errors: list[str] = []
        self.console_errors: list[str] = []

    def check(self, what: str, ok: bool, detail: str) -> None:
        self.counts[what] += 1
        if not ok:
            self.mismatches.append(f"{what}: {detail}")


class Player:
    """One browser page of one player: its clicks, and the server's board messages it got."""

    def __init__(self, page: Page, name: str, tally: Tally) -> None:
        self.page, self.name, self.tally = page, name, tally
        self.messages: list[dict[str, Any]] = []
        self.boards_seen: Counter[str] = Counter()
        page.on("pageerror", lambda error: tally.page_errors.append(f"{name}: {error}"))
        page.on(
            "console",
            lambda m: m.type == "error" and tally.console_errors.append(f"{name}: {m.text}"),
        )
        page.on("websocket", self._socket)

    def _socket(self, socket: Any) -> None:
        if "/wsr/" not in socket.url:
            return

        def received(payload: str | bytes) -> None:
            try:
                message = json.loads(payload)
            except ValueError:
                return
            if isinstance(message, dict) and message.get("type") == "board":
                self.messages.append(message)

        socket.on("framereceived", received)

    async def square(self, key: str) -> tuple[float, float]:
        box = await self.page.locator("cg-board").bounding_box()
        assert box is not None
        white = await self.page.locator(".cg-wrap.orientation-white").count() > 0
        file, rank = FILES.index(key[0]), int(key[1:]) - 1
        column, row = (file, 7 - rank) if white else (9 - file, rank)
        return (
            box["x"] + (column + 0.5) * box["width"] / 10,
            box["y"] + (row + 0.5) * box["height"] / 8,
        )

    async def click(self, key: str) -> None:
        x, y = await self.square(key)
        await self.page.mouse.click(x, y)

    async def dests(self, key: str) -> set[str]:
        """The squares the client marks for the piece on `key`, then the piece let go."""
        await self.click(key)
        marked = set(await self.page.evaluate(DESTS))
        await self.click(key)
        return marked

    async def count_boards(self) -> None:
        """Adds the client's board counts (before a reload loses them)."""
        seen = await self.page.evaluate("window.crcE2E ? window.crcE2E.boards : null")
        assert seen is not None, "the client has no crcE2E: ffish-es6 was not swapped"
        for maker, variants in seen.items():
            for variant, n in variants.items():
                self.boards_seen[f"{maker}:{variant}"] += n


class Round:
    """A game as the server announced it: start, moves and SAN, status and result."""

    def __init__(self, start: str) -> None:
        self.start = start
        self.moves: list[str] = []
        self.sans: list[str] = []
        self.status = -1
        self.result = "*"

    def take(self, message: dict[str, Any]) -> None:
        steps = message.get("steps") or []
        if len(steps) > 1:  # the whole game, after a (re)load
            self.moves = [s["move"] for s in steps[1:]]
            self.sans = [s["san"] for s in steps[1:]]
        elif message.get("ply") == len(self.moves) + 1 and steps:
            self.moves.append(message["lastMove"])
            self.sans.append(steps[-1]["san"])
        self.status, self.result = message.get("status", -1), message.get("result", "*")


def placement(fen: str) -> dict[str, str]:
    squares = {}
    for row, text in enumerate(fen.split()[0].split("/")):
        file = 0
        for token in re.findall(r"\d+|[A-Za-z]", text):
            if token.isdigit():
                file += int(token)
            else:
                squares[f"{FILES[file]}{8 - row}"] = token
                file += 1
    return squares


def by_square(moves: list[str]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for move in moves:
        found.setdefault(move[:2], set()).add(move[2:4])
    return found


async def wait_for_ply(player: Player, game: Round, ply: int, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for message in player.messages:
            game.take(message)
        player.messages.clear()
        if len(game.moves) >= ply or game.status >= 0:
            return
        await asyncio.sleep(0.05)
    raise TimeoutError(f"{player.name}: the server announced no ply {ply}")


async def check_ply(player: Player, game: Round, tally: Tally) -> list[str]:
    """Every piece's destinations on `player`'s page against the server's and pyffish's legal
    moves; returns the server's legal moves."""
    legal = drop_in.legal_moves(VARIANT, game.start, game.moves, True)
    independent = reference.legal_moves(VARIANT, game.start, game.moves, True)
    ply = len(game.moves)
    tally.check(
        "server = pyffish",
        sorted(legal) == sorted(independent),
        f"ply {ply}: {sorted(set(legal) ^ set(independent))}",
    )
    fen = drop_in.get_fen(VARIANT, game.start, game.moves, True)
    white = fen.split()[1] == "w"
    expected = by_square(legal)
    # The client answers a moment after the server's message: wait until a movable piece
    # shows its destinations.
    if expected:
        first = sorted(expected)[0]
        deadline = time.monotonic() + 10
        while not await player.dests(first) and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
    shown = await player.page.evaluate(MOVE_LIST)
    tally.check("move lists", shown == game.sans, f"ply {ply}: {shown} against {game.sans}")
    for key, piece in sorted(placement(fen).items()):
        if piece.isupper() != white:
            continue
        marked = await player.dests(key)
        want = expected.get(key, set())
        tally.check(
            "client = server",
            marked == want,
            f"ply {ply}, {piece} on {key}: {sorted(marked)} against {sorted(want)}",
        )
    tally.counts["plies"] += 1
    return legal


def choose(legal: list[str], game: Round, rng: random.Random, castled: bool) -> str:
    """A move to play: castling (the king onto its own rook) as soon as it is legal, until it
    has been played; before that, pieces leave the back rank between king and rooks, and
    the king and rooks stay. A promotion only to a queen."""
    squares = placement(drop_in.get_fen(VARIANT, game.start, game.moves, True))

    def role(key: str) -> str:
        return squares.get(key, " ").lower()

    playable = [m for m in legal if len(m) == 4 or m.endswith("q")]
    if castled:
        return rng.choice(playable)
    castlings = [
        m
        for m in playable
        if role(m[:2]) == "k"
        and role(m[2:4]) == "r"
        and squares[m[:2]].isupper() == squares[m[2:4]].isupper()
    ]
    if castlings:
        return castlings[0]
    back_rank = {"1", "8"}
    keeping = [m for m in playable if role(m[:2]) not in ("k", "r")]
    developing = [m for m in keeping if m[1] in back_rank and m[3] not in back_rank]
    return rng.choice(developing or keeping or playable)


async def play(player: Player, move: str) -> None:
    await player.click(move[:2])
    await player.click(move[2:4])
    if len(move) == 5:  # the queen is the promotion dialog's first choice
        await player.page.locator("#extension_choice square").first.click()


async def open_lobby(page: Page, base: str) -> None:
    await page.goto(base + "/")
    await page.wait_for_selector("main.lobby", state="visible")


async def game_dialog(page: Page, button: str, fen: str = "") -> None:
    await page.locator(f".seekbuttons >> text={button}").click()
    await expect(page.locator("dialog.modal")).to_be_visible()
    await page.select_option("#variant", VARIANT)
    await page.locator("#chess960").check()
    if fen:
        await page.fill("#fen", fen)
        await page.locator("#fen").dispatch_event("input")


async def round_start(player: Player) -> Round:
    await player.page.wait_for_url(re.compile(r"/\w{8}$"), timeout=20000)
    await player.page.wait_for_selector("cg-board piece", timeout=20000)
    start = await player.page.evaluate("document.querySelector('[data-gameid]').dataset.initialfen")
    return Round(start)


async def seek_game(
    browser: Any, base: str, plies: int, rng: random.Random, tally: Tally, shot: str | None
) -> list[Player]:
    players = []
    for name in ("white", "black"):
        context = await browser.new_context(viewport={"width": 1400, "height": 1000})
        players.append(Player(await context.new_page(), name, tally))
    white, black = players
    await open_lobby(white.page, base)
    await open_lobby(black.page, base)
    await game_dialog(white.page, "Create a game")
    await white.page.locator("#color-button-group button[title='White']").click()
    row = black.page.locator("table.seeks tbody tr", has_text="Capablanca960").first
    await row.click()
    game = await round_start(white)
    await round_start(black)
    castled = False
    # `plies` plies, and on until a side has castled (three times as many at the most).
    for ply in range(3 * plies):
        if ply >= plies and castled:
            break
        mover = players[ply % 2]
        await wait_for_ply(mover, game, ply)
        await wait_for_ply(players[1 - ply % 2], game, ply)
        if ply == plies // 2:
            await mover.count_boards()
            await mover.page.reload()
            await mover.page.wait_for_selector("cg-board piece", timeout=20000)
            tally.counts["reloads"] += 1
        legal = await check_ply(mover, game, tally)
        if not legal or game.status >= 0:
            break
        if shot and ply == plies // 2 + 4:
            await mover.page.screenshot(path=shot)
        move = choose(legal, game, rng, castled)
        castled |= drop_in.get_san(
            VARIANT, drop_in.get_fen(VARIANT, game.start, game.moves, True), move, True
        ).startswith("O-O")
        await play(mover, move)
        await wait_for_ply(mover, game, ply + 1)
    tally.counts["castlings"] += castled
    return players


async def bot_game(browser: Any, base: str, tally: Tally) -> Player:
    context = await browser.new_context(viewport={"width": 1400, "height": 1000})
    player = Player(await context.new_page(), "against the Random-Mover", tally)
    await open_lobby(player.page, base)
    await game_dialog(player.page, "Play with AI", NEAR_MATE)
    await player.page.locator("#rmplay").check()
    await player.page.locator("#color-button-group button[title='White']").click()
    game = await round_start(player)
    for waiting in range(WAITING_MOVES + 1):
        await wait_for_ply(player, game, 2 * waiting)
        legal = await check_ply(player, game, tally)
        squares = placement(drop_in.get_fen(VARIANT, game.start, game.moves, True))
        if waiting < WAITING_MOVES:
            # The chancellor along the first rank, away from the a- to c-files, which would
            # take the king's squares (a stalemate); the bot answers with its king.
            moves = [
                m for m in legal if squares.get(m[:2]) == "C" and m[3] == "1" and m[2] in "defghij"
            ]
        else:
            moves = [
                m
                for m in legal
                if not drop_in.legal_moves(VARIANT, game.start, [*game.moves, m], True)
                and drop_in.gives_check(VARIANT, game.start, [*game.moves, m], True)
            ]
        tally.check(
            "the planned move is there", bool(moves), f"ply {len(game.moves)}: none in {legal}"
        )
        if not moves:
            break
        await play(player, moves[0])
        await wait_for_ply(player, game, len(game.moves) + 1)
    deadline = time.monotonic() + 10
    while game.status < 0 and time.monotonic() < deadline:
        for message in player.messages:
            game.take(message)
        player.messages.clear()
        await asyncio.sleep(0.1)
    await player.page.wait_for_selector("div.result", timeout=10000)
    shown = (await player.page.locator("div.result").first.text_content() or "").strip()
    over, result = await player.page.evaluate(
        CLIENT_END, {"start": game.start, "moves": game.moves}
    )
    tally.check("ended on the board", game.status >= 0, f"status {game.status}")
    tally.check(
        "shown result = server's", shown == game.result, f"{shown!r} against {game.result!r}"
    )
    tally.check(
        "client's result = server's",
        over and result == game.result,
        f"{over}, {result!r} against {game.result!r}",
    )
    tally.counts["games ended on the board"] += game.status >= 0
    tally.counts["bot moves"] += len(game.moves) // 2
    print(
        f"pychess-e2e: the game against the Random-Mover ended {game.result} (status {game.status}): {' '.join(game.sans)}"
    )
    return player


async def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--url", required=True)
    parser.add_argument("--plies", type=int, default=24)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally()
    started = time.monotonic()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path="/usr/bin/chromium", args=["--no-sandbox"]
        )
        players = await seek_game(browser, args.url, args.plies, rng, tally, args.screenshot)
        players.append(await bot_game(browser, args.url, tally))
        boards: Counter[str] = Counter()
        for player in players:
            await player.count_boards()
            boards += player.boards_seen
        measured = await (await browser.new_context()).new_page()
        await open_lobby(measured, args.url)
        times = await measured.evaluate("window.crcE2EMeasure()")
        await browser.close()
    crc = sum(n for k, n in boards.items() if k.startswith("crc:"))
    fallback_crc = sum(
        n for k, n in boards.items() if k in ("fallback:capablanca", "fallback:caparandom")
    )
    checks = tally.counts["client = server"]
    print(
        f"pychess-e2e: {tally.counts['plies']} plies, {checks} piece checks (client = server = pyffish), "
        f"{tally.counts['move lists']} move lists, {tally.counts['reloads']} reload, "
        f"{tally.counts['castlings']} castling, in {time.monotonic() - started:.0f} s"
    )
    print(f"pychess-e2e: boards: {dict(sorted(boards.items()))}")
    print(
        f"pychess-e2e: mismatches: {len(tally.mismatches)}, page errors: {len(tally.page_errors)}, "
        f"console errors: {len(tally.console_errors)}, CRC boards from the fallback: {fallback_crc} "
        f"(crc-rules made {crc}), games ended on the board: {tally.counts['games ended on the board']}"
    )
    print("pychess-e2e: in one page, ms: " + ", ".join(f"{k} {v:.4g}" for k, v in times.items()))
    for line in tally.mismatches[:20] + tally.page_errors[:20] + tally.console_errors[:20]:
        print(f"  {line}")
    failed = (
        tally.mismatches
        or tally.page_errors
        or tally.console_errors
        or fallback_crc
        or not crc
        or not checks
        or tally.counts["games ended on the board"] < 1
        or not tally.counts["castlings"]
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
