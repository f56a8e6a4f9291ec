#!/usr/bin/env bash
# Perft speed of crc against Fairy-Stockfish, side by side in one run, one thread each, on the
# Capablanca array and three positions of testdata/perft.txt (by their notes).
# Usage: scripts/compare-fsf.sh [DEPTH]   (default 5; prints a Markdown table whose last row
# puts the four positions together: total nodes over total time)
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-5}"
notes=("# Capablanca array" "# en passant white" "# capablanca-like king f castles" "# both castlings open")

cargo build --release --quiet --bin crc
crc=target/release/crc

echo "| position | nodes | Fairy-Stockfish s | crc s | Fairy-Stockfish nps | crc nps | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
total_nodes=0 total_fsf=0 total_crc=0
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
    total_nodes=$((total_nodes + crc_nodes))
    total_fsf=$(python3 -c "print($total_fsf + $fsf_secs)")
    total_crc=$(python3 -c "print($total_crc + $crc_secs)")
done
# All four together: total nodes over total time, so that the long positions weigh most.
python3 -c "
n, f, c = $total_nodes, $total_fsf, $total_crc
print(f'| all four together | {n} | {f:.3f} | {c:.3f} | {n / f:.0f} | {n / c:.0f} | {f / c:.1f}x |')"
