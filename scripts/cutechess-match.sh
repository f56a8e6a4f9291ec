#!/usr/bin/env bash
# A cutechess-cli match on caparandom, libcrc's board in scripts/cutechess.sh's build:
# crc-cecp (examples/engine/, CECP, on libcrc) against Fairy-Stockfish (Debian, UCI), from
# CRC starts that the board draws with -srand fixed, each start played twice with colours
# reversed.
#
# Usage: scripts/cutechess-match.sh [GAMES]   (default 10; an even number)
#
# Fails unless every one of the GAMES games ends by a rule (a mate or a draw by rule) or a
# resignation: a forfeit (an illegal move, a loss on time, a disconnection, a stalled engine, a
# false claim), "No result" or "Result error" fails it; so do fewer games in the PGN than GAMES,
# an engine or protocol error in the log, a game that libcrc's PGN reader
# (examples/c/pgn_check.c, crc_pgn_reader_open) refuses, and a game that does not replay whole on
# Cute Chess's own caparandom board (test_crcdifferential's replayMatchPgn). The PGN and
# cutechess-cli's log stay in target/cutechess-match/.
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-10}"
out=$PWD/target/cutechess-match
cli=target/cutechess/cutechess-cli
[[ -x "$cli" ]] || { echo "cutechess-match.sh: run scripts/cutechess.sh first" >&2; exit 2; }

if [[ ! -x /usr/games/fairy-stockfish ]]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fairy-stockfish
fi

make --no-print-directory examples >/dev/null
rm -rf "$out" && mkdir -p "$out"

# HOME apart: Cute Chess keeps no settings of a user's here.
HOME=$out "$cli" -variant caparandom -srand 20261201 \
    -engine name=crc-cecp cmd="$PWD/target/examples/cecp_engine" proto=xboard \
    -engine name=Fairy-Stockfish cmd=/usr/games/fairy-stockfish proto=uci \
    -each tc=0/5+0.05 -games 2 -rounds $((games / 2)) -repeat -concurrency 2 \
    -pgnout "$out/match.pgn" >"$out/cutechess-cli.log" 2>&1 || {
    tail -n 40 "$out/cutechess-cli.log" >&2
    exit 1
}

grep "^Finished game" "$out/cutechess-cli.log" || true
grep "^Score of" "$out/cutechess-cli.log" | tail -n 1 || true
status=0
finished=$(grep -c "^Finished game" "$out/cutechess-cli.log" || true)
in_pgn=$(grep -c '^\[Result "' "$out/match.pgn" || true)
if ((finished != games || in_pgn != games)); then
    echo "cutechess-match.sh: $finished games finished and $in_pgn in the PGN, $games expected" >&2
    status=1
fi
# The endings a game may have: Cute Chess's words for a mate, a draw by rule and a
# resignation. Anything else (a forfeit, "No result", "Result error") fails.
if grep "^Finished game" "$out/cutechess-cli.log" |
    grep -Ev '\{(White|Black) mates\}$|\{Draw by [^}]*\}$|\{(White|Black) resigns\}$'; then
    echo "cutechess-match.sh: a game did not end by a rule or a resignation" >&2
    status=1
fi
if grep -Ei "illegal move|protocol|unknown command|error" "$out/cutechess-cli.log" |
    grep -v "^Finished game"; then
    echo "cutechess-match.sh: an engine or protocol error in the log" >&2
    status=1
fi
target/examples/pgn_check "$out/match.pgn" >"$out/pgn_check.txt" || {
    cat "$out/pgn_check.txt" >&2
    echo "cutechess-match.sh: libcrc's PGN reader refuses a game" >&2
    status=1
}
tail -n 1 "$out/pgn_check.txt"
CRC_MATCH_PGN="$out/match.pgn" CRC_MATCH_GAMES="$games" \
    target/cutechess/test_crcdifferential replayMatchPgn ||
    status=1
exit $status
