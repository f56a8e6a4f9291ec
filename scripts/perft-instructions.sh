#!/usr/bin/env bash
# Instructions per perft leaf node, counted by callgrind (exact and repeatable, whatever else the
# machine does, unlike wall-clock time). Runs `crc perft 3` and `crc perft 4` under callgrind
# and divides the difference in instructions by the difference in leaf nodes, so that start-up
# (argument parsing, table set-up, printing) cancels out.
# Usage: scripts/perft-instructions.sh [EXTRA crc perft ARGS]   (default: the Capablanca array)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v valgrind >/dev/null 2>&1; then
    echo "error: valgrind not found (apt-get install valgrind)" >&2
    exit 1
fi
cargo build --release --quiet --bin crc
crc=target/release/crc
out=target/perft-instructions
mkdir -p "$out"

declare -A instructions nodes
for depth in 3 4; do
    log="$out/perft$depth.txt"
    valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$depth" \
        "$crc" perft "$depth" "$@" >"$log" 2>"$out/valgrind$depth.txt"
    nodes[$depth]=$(sed -n 's/^nodes: //p' "$log")
    instructions[$depth]=$(sed -n 's/.*Collected : //p' "$out/valgrind$depth.txt")
done
leaves=$((nodes[4] - nodes[3]))
spent=$((instructions[4] - instructions[3]))
echo "perft 3: ${nodes[3]} nodes, ${instructions[3]} instructions"
echo "perft 4: ${nodes[4]} nodes, ${instructions[4]} instructions"
python3 -c "print(f'instructions per leaf node: {$spent / $leaves:.1f}')"
echo "(callgrind_annotate $out/callgrind.4 | head -40 shows where they go)"
