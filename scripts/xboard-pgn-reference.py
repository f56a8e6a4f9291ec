#!/usr/bin/env python3
"""Final positions of the games of an XBoard PGN, computed by Fairy-Stockfish (pyffish).

Usage: target/py-venv-3.13/bin/python3 scripts/xboard-pgn-reference.py GAMES.PGN > FINAL.FEN
(.ci/run installs pyffish 0.0.90 into target/py-venv-3.9 and target/py-venv-3.13.)

Each SAN move of XBoard's movetext is matched with the one legal move (from pyffish's
move generator) whose pyffish SAN is the same, and the final position is pyffish's FEN of
the start plus those moves: one line per game, in order. crc-rules-game's PGN reader is tested
against this file, so that reading XBoard's games is checked by an independent
implementation of the rules, not by our own output.
"""
import re
import sys

import pyffish as sf


def games(text):
    """(tags, movetext) of each game."""
    chunks = re.split(r"\n(?=\[Event )", text.strip())
    for chunk in chunks:
        tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', chunk, re.M))
        body = "\n".join(l for l in chunk.splitlines() if not l.startswith("["))
        body = re.sub(r"\{[^}]*\}", " ", body)
        body = re.sub(r";[^\n]*", " ", body)
        while re.search(r"\([^()]*\)", body):
            body = re.sub(r"\([^()]*\)", " ", body)
        yield tags, body.split()


def plain(san):
    return san.rstrip("+#!?")


def resolve(variant, fen, moves, chess960, token):
    """The legal move whose pyffish SAN is `token`."""
    want = plain(token).replace("0-0", "O-O")
    legal = sf.legal_moves(variant, fen, moves, chess960)
    square = re.search(r"[a-j](10|[1-8])(?=(=?[A-Z])?$)", want)
    if square and not want.startswith("O-O"):
        legal = [m for m in legal if square.group(0) in m[2:]]
    found = [m for m in legal if plain(sf.get_san(variant, fen, m, chess960, 0)) == want
             or plain(sf.get_san(variant, fen, m, chess960, 0)) == want.replace("=", "")]
    if len(found) != 1:
        raise SystemExit(f"{token!r} after {moves}: {found}")
    return found[0]


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    for tags, words in games(text):
        variant = tags.get("Variant", "caparandom").lower()
        chess960 = variant == "caparandom"
        start = tags["FEN"]
        moves = []
        for word in words:
            if word in ("1-0", "0-1", "1/2-1/2", "*") or re.fullmatch(r"\d+\.+", word):
                continue
            word = re.sub(r"^\d+\.+", "", word)
            # pyffish's SAN of a move needs the position before it as a FEN.
            fen = sf.get_fen(variant, start, moves, chess960)
            moves.append(resolve(variant, fen, [], chess960, word))
        print(sf.get_fen(variant, start, moves, chess960))


if __name__ == "__main__":
    main()
