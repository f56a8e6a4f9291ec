#!/usr/bin/env bash
# The README's measurement match: crc-cecp (examples/engine/) against Sjaak II
# (Debian sjaakii) in variant caparandom, 40 moves in 20 s, from CRC start numbers drawn by
# libcrc, each played with both colours: 10 positions, 20 games, 20 to 40 minutes. Not run
# by CI. The checks are those of scripts/xboard-match.sh: it fails on any forfeit, false
# claim, loss on time, or illegal-move or error reply by crc-cecp; Sjaak II's own forfeits
# (it can keep castling rights after setboard that the FEN does not give) are counted apart.
#
# Usage: scripts/sjaak-match.sh [POSITIONS]   (default 10)
exec "$(dirname "$0")/xboard-match.sh" --opponent sjaakii "$@"
