#!/usr/bin/env bash
# Perft speed of crc against Fairy-Stockfish, side by side in one run, one thread each, on the
# Capablanca array and three positions of testdata/perft.txt (by their notes).
# Usage: scripts/compare-fsf.sh [DEPTH]   (default 5; prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-5}"
notes=("# Capablanca array" "# en passant white" "# capablanca-like king f castles" "# both castlings open")

cargo build --release --quiet --bin crc
crc=target/release/crc

echo "| position | nodes | Fairy-Stockfish s | crc s | Fairy-Stockfish nps | crc nps | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for note in "${notes[@]}"; do
    fen=$(grep -F -- "$note" testdata/perft.txt | head -n 1 | cut -d';' -f1 | sed 's/ *$//')
    read -r fsf_nodes fsf_secs fsf_nps _ < <(scripts/fsf-perft.sh "$depth" "$fen")
    out=$("$crc" perft "$depth" --fen "$fen")
    crc_nodes=$(sed -n 's/^nodes: //p' <<<"$out")
    crc_secs=$(sed -n 's/^time: //p' <<<"$out")
    crc_nps=$(sed -n 's/^nps: //p' <<<"$out")
    if [[ "$crc_nodes" != "$fsf_nodes" ]]; then
        echo "node counts differ on $fen: crc $crc_nodes, Fairy-Stockfish $fsf_nodes" >&2
        exit 1
    fi
    ratio=$(python3 -c "print(f'{$crc_nps / $fsf_nps:.1f}x')")
    echo "| ${note#\# } | $crc_nodes | $fsf_secs | $crc_secs | $fsf_nps | $crc_nps | $ratio |"
done
