#!/usr/bin/env bash
# Every door reads the same PGN database alike (the PGN issue's "Done when" 2 and 3): random
# games written by our own writer (benches' random-pgn, which prints what it wrote as
# `games: N, moves: M, errors: 0`), checked by
#   - `crc pgn` on 2,000 and on 32,000 games (about 25 MB): the writer's counts exactly, and
#     under 64 MB resident on the 32,000;
#   - C `crc_pgn_reader_open` (examples/c/pgn_check.c) on the 32,000: every game, under 64 MB;
#   - Python `read_pgn` and JS `readPgn` on the 2,000: the CLI's counts.
# Needs the Python venv and the WebAssembly package that .ci/run builds before it.
# Usage: scripts/pgn-doors.sh PYTHON
set -euo pipefail
cd "$(dirname "$0")/.."
python=${1:?usage: scripts/pgn-doors.sh PYTHON}
out=target/pgn-doors
mkdir -p "$out"

# Two builds: `--bin random-pgn` would limit the second package to that binary.
cargo build --quiet --release -p crc-benches --bin random-pgn
cargo build --quiet --release -p crc-rules-cli -p crc-rules-ffi
make --no-print-directory examples >/dev/null

fail() { echo "pgn-doors: $*" >&2; exit 1; }
# The peak resident memory of a command, in KB (its output to $out/run.txt).
resident() { /usr/bin/time -f %M -o "$out/rss.txt" "$@" >"$out/run.txt"; cat "$out/rss.txt"; }

for games in 2000 32000; do
    target/release/random-pgn "$games" "$games" >"$out/$games.pgn" 2>"$out/$games.counts"
    expected=$(cat "$out/$games.counts")
    kb=$(resident target/release/crc pgn "$out/$games.pgn")
    got=$(tail -n 1 "$out/run.txt")
    [[ "$got" == "$expected" ]] || fail "crc pgn on $games games: $got, the writer: $expected"
    echo "crc pgn, $games games ($(stat -c %s "$out/$games.pgn") bytes): $got; $kb KB resident"
done
((kb < 65536)) || fail "crc pgn used $kb KB on the 32,000 games"

kb=$(resident target/examples/pgn_check "$out/32000.pgn")
got=$(tail -n 1 "$out/run.txt")
[[ "$got" == "games: 32000, errors: 0" ]] || fail "C pgn_check: $got"
((kb < 65536)) || fail "C crc_pgn_reader_open used $kb KB on the 32,000 games"
echo "C crc_pgn_reader_open, 32000 games: $got; $kb KB resident"

expected=$(cat "$out/2000.counts")
got=$("$python" -c '
import pathlib, sys, crc_rules
games = crc_rules.read_pgn(pathlib.Path(sys.argv[1]), errors="skip")
counts = [len(game.history()) for game in games]
print(f"games: {len(counts)}, moves: {sum(counts)}, errors: {games.errors}")' "$out/2000.pgn")
[[ "$got" == "$expected" ]] || fail "Python read_pgn: $got, the CLI: $expected"
echo "Python read_pgn, 2000 games: $got"

got=$(node --input-type=module -e '
import { readFileSync } from "node:fs";
import { readPgn } from "./crc-wasm/js/node.js";
let games = 0, moves = 0, errors = 0;
const reader = readPgn(readFileSync(process.argv[1], "utf8"));
for (;;) {
  let next;
  try { next = reader.next(); } catch (error) { errors++; continue; }
  if (next.done) break;
  games++; moves += next.value.history().length; next.value.free();
}
console.log(`games: ${games}, moves: ${moves}, errors: ${errors}`);' "$out/2000.pgn")
[[ "$got" == "$expected" ]] || fail "JS readPgn: $got, the CLI: $expected"
echo "JS readPgn, 2000 games: $got"
