#!/usr/bin/env bash
# Instructions a ply of reading PGN, counted by callgrind (exact and repeatable, unlike
# wall-clock time): random games from random CRC starts (20 to 160 plies, written by our own
# writer, crc-benches' random-pgn), a file of 4,000 games less one of 2,000, divided by the
# difference in plies, so that start-up and the first game's set-up cancel out. Two readers:
#   crc pgn        every move checked (no variation in these games), the repetition count
#                  and the automatic end kept, no Game built: the visitor path
#   Game iterator  PgnReader's iterator of Games (crc-benches' read-pgn), which every door
#                  reads by
#   Game trees     GameTrees, every comment, NAG and variation kept (read-pgn-trees)
# Then the same games annotated (a NAG and a comment every fourth ply, a variation of two
# plies every eighth: random-pgn --annotated) against the same movetext without the comments
# and variations (--plain): the iterator, which skips them, and crc pgn, which enters the
# variations.
# Usage: scripts/pgn-instructions.sh
# The callgrind files stay in target/pgn-instructions/ for callgrind_annotate.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null 2>&1 || { echo "error: valgrind not found (apt-get install valgrind)" >&2; exit 1; }

cargo build --release -q -p crc-rules-cli -p crc-benches --bin crc --bin random-pgn --bin read-pgn --bin read-pgn-trees
dir=target/pgn-instructions
mkdir -p "$dir"
declare -A plies
for games in 2000 4000; do
    summary=$(target/release/random-pgn "$games" 1 2>&1 >"$dir/$games.pgn")
    plies[$games]=$(sed -n 's/.*moves: \([0-9]*\).*/\1/p' <<<"$summary")
    for kind in annotated plain; do
        target/release/random-pgn "$games" 1 "--$kind" 2>/dev/null >"$dir/$games.$kind.pgn"
    done
done

# count NAME FILE COMMAND...: the instructions of COMMAND on $dir/FILE.pgn.
count() {
    local name=$1 file=$2
    shift 2
    valgrind --tool=callgrind --callgrind-out-file="$dir/callgrind.$name.$file" "$@" "$dir/$file.pgn" \
        2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# per_ply LABEL NAME KIND COMMAND...: the instructions a ply of COMMAND on the files of KIND
# (empty: random-pgn's own).
per_ply() {
    local label=$1 name=$2 kind=$3
    shift 3
    local small large
    small=$(count "$name" "2000$kind" "$@")
    large=$(count "$name" "4000$kind" "$@")
    echo "$label: $(((large - small) / (plies[4000] - plies[2000]))) instructions a ply" \
        "($large - $small instructions, ${plies[4000]} - ${plies[2000]} plies)"
}
per_ply "crc pgn" crc-pgn "" target/release/crc pgn
per_ply "Game iterator" iterator "" target/release/read-pgn
per_ply "Game iterator, comments and variations skipped" iterator .annotated target/release/read-pgn
per_ply "Game iterator, the same movetext without them" iterator .plain target/release/read-pgn
per_ply "crc pgn, variations entered" crc-pgn .annotated target/release/crc pgn
per_ply "Game trees, the annotated games" tree .annotated target/release/read-pgn-trees
