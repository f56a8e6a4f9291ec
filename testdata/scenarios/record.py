#!/usr/bin/env python3
"""Records and checks the board answers of the scenario table with Fairy-Stockfish.

The answers of `fen`, `moves`, `moves_from`, `count`, `check` and `san`, and the SAN a
successful `play` answers, are Fairy-Stockfish's (pyffish 0.0.90, variant `caparandom`,
Chess960 mode), turned into this library's X-FEN by the writing rules of docs/rules.md:
`KQkq` for the outermost rook and the file letter otherwise, and an en-passant square only
when the capture is legal. Everything else (outcomes, claims, errors, tags) is written by
hand from docs/rules.md.

    python3 record.py          # checks every such answer, fills each `?`, rewrites the files
    python3 record.py --check  # checks only; exits 1 on a difference

It never runs one of this project's own doors.
"""
import pathlib
import re
import sys

import pyffish as sf

V = "caparandom"
HERE = pathlib.Path(__file__).resolve().parent
SETUPS = HERE.parent / "setups.txt"
FILES = "abcdefghij"


def arrangements():
    table = {}
    for line in SETUPS.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        cells = [c.strip() for c in line.split("|")]
        table[int(cells[0])] = cells[1]
    return table


def start_fen(arrangement):
    return f"{arrangement.lower()}/{'p' * 10}/10/10/10/10/{'P' * 10}/{arrangement} w KQkq - 0 1"


def ranks(fen):
    rows = []
    for row in fen.split()[0].split("/"):
        cells = []
        for token in re.findall(r"\d+|[a-zA-Z]~?|\*", row):
            if token.isdigit():
                cells += [None] * int(token)
            else:
                cells.append(token[0])
        rows.append(cells)
    return rows  # rows[0] is rank 8


def xfen(fen, legal):
    """Fairy-Stockfish's FEN in this library's X-FEN: castling and en passant as docs/rules.md writes them."""
    parts = fen.split()
    board = ranks(fen)
    castling = parts[2]
    out = {"w": [], "b": []}
    if castling != "-":
        for letter in castling:
            white = letter.isupper()
            row = board[7] if white else board[0]
            kf = row.index("K" if white else "k")
            rook = "R" if white else "r"
            if letter.upper() in "KQ":
                side, text = ("K", "K") if letter.upper() == "K" else ("Q", "Q")
            else:
                f = FILES.index(letter.lower())
                side = "K" if f > kf else "Q"
                rooks = [i for i, p in enumerate(row) if p == rook and ((i > kf) if side == "K" else (i < kf))]
                outer = max(rooks) if side == "K" else min(rooks)
                text = side if f == outer else FILES[f].upper()
            out["w" if white else "b"].append((side != "K", text if white else text.lower()))
        castling = "".join(t for color in "wb" for _, t in sorted(out[color])) or "-"
    parts[2] = castling
    ep = parts[3]
    if ep != "-":
        pawn = "P" if parts[1] == "w" else "p"
        takers = [m for m in legal if m[2:4] == ep and len(m) == 4 and abs(FILES.index(m[0]) - FILES.index(ep[0])) == 1
                  and board[8 - int(m[1])][FILES.index(m[0])] == pawn]
        if not takers:
            parts[3] = "-"
    return " ".join(parts[:6])


class Scenario:
    def __init__(self, start):
        self.start = start
        self.moves = []

    def fen(self):
        return sf.get_fen(V, self.start, self.moves, True)

    def legal(self):
        return sorted(sf.legal_moves(V, self.start, self.moves, True))

    def current(self):
        return xfen(self.fen(), self.legal())


def answer(state, call, args):
    if call == "fen":
        return state.current()
    if call == "moves":
        return " ".join(state.legal()) or "none"
    if call == "moves_from":
        return " ".join(m for m in state.legal() if m[:2] == args) or "none"
    if call == "count":
        return str(len(state.legal()))
    if call == "check":
        return "true" if sf.gives_check(V, state.start, state.moves, True) else "false"
    if call == "san":
        return sf.get_san(V, state.fen(), args, True)
    return None


def main():
    check_only = "--check" in sys.argv
    table = arrangements()
    bad = 0
    for path in sorted(HERE.glob("*.txt")):
        lines = path.read_text().splitlines()
        state = None
        for n, line in enumerate(lines):
            body = line.strip()
            if not body or body.startswith("#") or body.startswith("skip "):
                continue
            if body.startswith("== "):
                state = None
                continue
            left, _, expected = body.partition(" -> ")
            if expected.startswith("!") and not left.startswith("start"):
                continue
            call, _, args = left.partition(" ")
            if call == "start":
                kind, _, text = args.partition(" ")
                if expected.startswith("!"):
                    state = None
                elif kind == "number":
                    state = Scenario(start_fen(table[int(text)]))
                elif kind == "fen":
                    state = Scenario(text)
                else:
                    state = None  # PGN and arrangement starts: answers by hand
                continue
            if state is None:
                continue
            if call == "play":
                if expected.startswith("!"):
                    continue
                fen = state.fen()
                match = [m for m in state.legal() if sf.get_san(V, fen, m, True) == expected]
                if len(match) != 1:
                    print(f"{path.name}:{n + 1}: Fairy-Stockfish has no move with SAN {expected}")
                    bad += 1
                    state = None
                    continue
                state.moves.append(match[0])
                continue
            if call == "undo" and expected == "ok":
                state.moves.pop()
                continue
            got = answer(state, call, args)
            if got is None:
                continue
            if expected == "?":
                if check_only:
                    print(f"{path.name}:{n + 1}: unrecorded answer")
                    bad += 1
                else:
                    lines[n] = line.replace(" -> ?", " -> " + got)
            elif expected != got:
                print(f"{path.name}:{n + 1}: table {expected!r}, Fairy-Stockfish {got!r}")
                bad += 1
        if not check_only:
            path.write_text("\n".join(lines) + "\n")
    print("differences:", bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
