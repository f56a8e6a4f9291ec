#!/usr/bin/env bash
# Wall-clock time and memory of `crc pgn` (every move checked, variations entered) on random
# games from random CRC starts (crc-benches' random-pgn):
#   - linear time: the median of 5 runs on 32,000 games against that on 2,000 (16 times the
#     plies; fails above 20 times the time);
#   - flat memory: the peak resident memory on a file of about 25 MB, plain (32,000 games)
#     and with comments, NAGs and variations (16,000 games, random-pgn --annotated), and on
#     one game with a comment of 100 MB (fails at 64 MB or more).
# Usage: scripts/pgn-scaling.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p crc-rules-cli -p crc-benches --bin crc --bin random-pgn
dir=target/pgn-scaling
mkdir -p "$dir"
target/release/random-pgn 2000 1 >"$dir/2000.pgn" 2>/dev/null
target/release/random-pgn 32000 1 >"$dir/32000.pgn" 2>/dev/null
target/release/random-pgn 16000 1 --annotated >"$dir/16000.annotated.pgn" 2>/dev/null
{
    printf '[Variant "Capablanca"]\n\n1. e4 {'
    head -c 100000000 /dev/zero | tr '\0' 'x'
    printf '} e5 *\n'
} >"$dir/long-comment.pgn"

# median_seconds FILE: the median wall-clock seconds of 5 runs of crc pgn on FILE, to the
# millisecond.
median_seconds() {
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        target/release/crc pgn "$1" >/dev/null
        end=$(date +%s%N)
        echo $(((end - start) / 1000000))
    done | sort -n | sed -n 3p | awk '{ printf "%.3f", $1 / 1000 }'
}
small=$(median_seconds "$dir/2000.pgn")
large=$(median_seconds "$dir/32000.pgn")
ratio=$(awk -v s="$small" -v l="$large" 'BEGIN { printf "%.1f", l / s }')
echo "time: 2,000 games ${small} s, 32,000 games ${large} s (median of 5): ${ratio} times"
failed=0
awk -v r="$ratio" 'BEGIN { exit !(r <= 20) }' || { echo "pgn-scaling: over 20 times" >&2; failed=1; }

for file in 32000.pgn 16000.annotated.pgn long-comment.pgn; do
    size=$(stat -c %s "$dir/$file")
    kb=$(/usr/bin/time -f %M target/release/crc pgn "$dir/$file" 2>&1 >/dev/null | tail -n 1)
    echo "memory: $file ($((size / 1000000)) MB): $((kb / 1024)) MB resident at most"
    ((kb < 64 * 1024)) || { echo "pgn-scaling: 64 MB or more" >&2; failed=1; }
done
exit "$failed"
