"""Answers questions about CRC positions with Fairy-Stockfish (pyffish, variant caparandom).

Protocol, one request and one reply per line:
  request:  <start X-FEN> TAB <moves in coordinates, space-separated (may be empty)>
  reply:    <legal moves> TAB <their SAN, same order> TAB <FEN> TAB <in check 0/1>
            TAB <insufficient material white 0/1> <black 0/1> TAB <claimable draw 0/1>
            TAB <game result when no legal move, else '-'>
A line 'ready' is printed first, once pyffish has loaded.
"""
import sys

import pyffish as sf

VARIANT = "caparandom"


def answer(start, moves):
    legal = sf.legal_moves(VARIANT, start, moves, True)
    fen = sf.get_fen(VARIANT, start, moves, True)
    # SAN in the current position (same answer as start + moves, one replay fewer).
    sans = [sf.get_san(VARIANT, fen, m, True) for m in legal]
    check = sf.gives_check(VARIANT, start, moves, True)
    white, black = sf.has_insufficient_material(VARIANT, start, moves, True)
    optional, _ = sf.is_optional_game_end(VARIANT, start, moves, True)
    result = "-" if legal else str(sf.game_result(VARIANT, start, moves, True))
    flag = lambda b: "1" if b else "0"
    return "\t".join([
        " ".join(legal), " ".join(sans), fen, flag(check),
        flag(white) + " " + flag(black), flag(optional), result,
    ])


def main():
    print("ready", flush=True)
    for line in sys.stdin:
        start, _, moves = line.rstrip("\n").partition("\t")
        print(answer(start, moves.split()), flush=True)


if __name__ == "__main__":
    main()
