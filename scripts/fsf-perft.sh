#!/usr/bin/env bash
# Measure Fairy-Stockfish perft speed (single thread, variant caparandom).
# Usage: scripts/fsf-perft.sh DEPTH FEN [FEN...]
# Output, one line per FEN: <nodes> <seconds> <nps> <fen>
# Timing covers only `go perft` (engine startup, setoption and position
# setup are excluded: we wait for `readyok` before starting the clock).
# Env: FSF=/path/to/fairy-stockfish (default: /usr/games/fairy-stockfish or PATH)
set -euo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 DEPTH FEN [FEN...]" >&2
    exit 2
fi
case "$1" in
    ''|*[!0-9]*) echo "error: DEPTH must be a positive integer, got '$1'" >&2; exit 2 ;;
esac

FSF="${FSF:-}"
if [ -z "$FSF" ]; then
    if [ -x /usr/games/fairy-stockfish ]; then
        FSF=/usr/games/fairy-stockfish
    else
        FSF="$(command -v fairy-stockfish || true)"
    fi
fi
if [ -z "$FSF" ] || [ ! -x "$FSF" ]; then
    echo "error: fairy-stockfish not found (install Debian package 'fairy-stockfish' or set FSF=/path/to/binary)" >&2
    exit 1
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "error: python3 not found" >&2
    exit 1
fi

exec python3 - "$FSF" "$@" <<'PY'
import subprocess, sys, time

fsf, depth, fens = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

p = subprocess.Popen([fsf], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=subprocess.DEVNULL, text=True, bufsize=1)

def send(cmd):
    p.stdin.write(cmd + "\n")
    p.stdin.flush()

def read_until(pred):
    lines = []
    while True:
        line = p.stdout.readline()
        if not line:
            sys.exit("error: fairy-stockfish exited unexpectedly")
        line = line.rstrip("\n")
        lines.append(line)
        if pred(line):
            return lines

send("uci")
read_until(lambda l: l == "uciok")
send("setoption name UCI_Variant value caparandom")
send("setoption name Threads value 1")
send("isready")
read_until(lambda l: l == "readyok")

rc = 0
for fen in fens:
    send("position fen " + fen)
    send("isready")
    read_until(lambda l: l == "readyok")
    t0 = time.perf_counter()
    send(f"go perft {depth}")
    lines = read_until(lambda l: l.startswith("Nodes searched"))
    t1 = time.perf_counter()
    nodes = int(lines[-1].split(":")[1])
    secs = t1 - t0
    nps = int(nodes / secs) if secs > 0 else 0
    print(f"{nodes} {secs:.3f} {nps} {fen}", flush=True)

send("quit")
p.wait()
sys.exit(rc)
PY
