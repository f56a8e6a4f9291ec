#!/usr/bin/env bash
# Thread scaling of perft: `crc perft DEPTH` of the Capablanca array on one thread and on
# THREADS, and the speed-up. Wall-clock figures: the machine must be otherwise idle, so the
# load average is printed before and after (run it when `uptime` shows a load well below 1).
# Usage: scripts/thread-scaling.sh [DEPTH [THREADS]]   (defaults: 6, 2)
set -euo pipefail
cd "$(dirname "$0")/.."
depth="${1:-6}"
threads="${2:-2}"

cargo build --release --quiet --bin crc
crc=target/release/crc

field() { sed -n "s/^$1: //p" <<<"$2"; }

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
one=$("$crc" perft "$depth" --threads 1)
many=$("$crc" perft "$depth" --threads "$threads")
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ "$(field nodes "$one")" != "$(field nodes "$many")" ]]; then
    echo "node counts differ: $(field nodes "$one") and $(field nodes "$many")" >&2
    exit 1
fi
echo "perft $depth, 1 thread: $(field time "$one") s, $(field nps "$one") nps"
echo "perft $depth, $threads threads: $(field time "$many") s, $(field nps "$many") nps"
python3 -c "print(f'speed-up: {$(field time "$one") / $(field time "$many"):.2f}x')"
