#!/usr/bin/env bash
# How perft's cost grows with depth: `crc perft D` for D = 4..MAX, on one thread, without and
# with a transposition table, as a Markdown table (time and nodes per second per depth).
# Usage: scripts/perft-depths.sh [MAX_DEPTH [HASH_MB [crc perft position args...]]]
#        (defaults: 7, 1024, the Capablanca array)
set -euo pipefail
cd "$(dirname "$0")/.."
max="${1:-7}"
hash="${2:-1024}"
shift $(($# < 2 ? $# : 2))

cargo build --release --quiet --bin crc
crc=target/release/crc

field() { sed -n "s/^$1: //p" <<<"$2"; }

echo "| depth | nodes | time, no hash (s) | nps, no hash | time, --hash $hash (s) | nps, --hash $hash |"
echo "|---:|---:|---:|---:|---:|---:|"
for ((depth = 4; depth <= max; depth++)); do
    plain=$("$crc" perft "$depth" "$@")
    hashed=$("$crc" perft "$depth" --hash "$hash" "$@")
    if [[ "$(field nodes "$plain")" != "$(field nodes "$hashed")" ]]; then
        echo "perft $depth: $(field nodes "$plain") without the table, $(field nodes "$hashed") with it" >&2
        exit 1
    fi
    echo "| $depth | $(field nodes "$plain") | $(field time "$plain") | $(field nps "$plain") | $(field time "$hashed") | $(field nps "$hashed") |"
done
