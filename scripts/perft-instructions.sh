#!/usr/bin/env bash
# Instructions per perft leaf node, counted by callgrind (exact and repeatable, whatever else the
# machine does, unlike wall-clock time). Runs perft 3 and perft 4 of the Capablanca array under
# callgrind and divides the difference in instructions by the difference in leaf nodes, so that
# start-up (argument parsing, table set-up, printing) cancels out.
# Usage: scripts/perft-instructions.sh          crc bulk (`crc perft`): the last ply counted
#                                               without listing it
#        scripts/perft-instructions.sh --list   crc as an engine walks (`crc perft --list`):
#                                               every node's moves listed, the last ply as
#                                               the list's length, make/unmake above it
#        scripts/perft-instructions.sh --c-list the same walk in C on the library's calls
#                                               (crc_position_legal_moves and the handle's
#                                               make/unmake: `perft_bench --once --list`)
#        scripts/perft-instructions.sh --c-bulk the C walk with its last ply counted in bulk
#                                               (crc_position_legal_move_count), as the
#                                               library's perft counts it
#        scripts/perft-instructions.sh --fsf    Fairy-Stockfish (`go perft`, variant caparandom;
#                                               FSF=/path/to/binary, default /usr/games/...)
set -euo pipefail
cd "$(dirname "$0")/.."

fen="rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
if ! command -v valgrind >/dev/null 2>&1; then
    echo "error: valgrind not found (apt-get install valgrind)" >&2
    exit 1
fi
case "${1:-}" in
"") shape=crc ;;
--list) shape=crc-list ;;
--c-list) shape=c-list ;;
--c-bulk) shape=c-bulk ;;
--fsf) shape=fairy-stockfish ;;
*)
    echo "usage: $0 [--list | --c-list | --c-bulk | --fsf]" >&2
    exit 2
    ;;
esac
case $shape in
fairy-stockfish)
    fsf="${FSF:-/usr/games/fairy-stockfish}"
    [[ -x "$fsf" ]] || { echo "error: $fsf not found (apt-get install fairy-stockfish)" >&2; exit 1; }
    ;;
c-list | c-bulk) make --quiet examples >/dev/null ;;
*) cargo build --release --quiet --bin crc ;;
esac
out=target/perft-instructions
mkdir -p "$out"

declare -A instructions nodes
for depth in 3 4; do
    log="$out/$shape-perft$depth.txt"
    grind=(valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$shape.$depth")
    case $shape in
    crc) "${grind[@]}" target/release/crc perft "$depth" --fen "$fen" >"$log" 2>"$log.valgrind" ;;
    crc-list)
        "${grind[@]}" target/release/crc perft "$depth" --list --fen "$fen" >"$log" 2>"$log.valgrind"
        ;;
    c-list)
        "${grind[@]}" target/examples/perft_bench --once --list "$depth" "$fen" >"$log" 2>"$log.valgrind"
        ;;
    c-bulk) "${grind[@]}" target/examples/perft_bench --once "$depth" "$fen" >"$log" 2>"$log.valgrind" ;;
    fairy-stockfish)
        # The engine answers `go perft` on its own thread; `isready` waits for it to finish.
        printf 'uci\nsetoption name UCI_Variant value caparandom\nposition fen %s\ngo perft %s\nisready\nquit\n' \
            "$fen" "$depth" | "${grind[@]}" "$fsf" >"$log" 2>"$log.valgrind"
        ;;
    esac
    if [[ $shape == fairy-stockfish ]]; then
        nodes[$depth]=$(sed -n 's/^Nodes searched: //p' "$log")
    else
        nodes[$depth]=$(sed -n 's/^nodes: //p' "$log")
    fi
    instructions[$depth]=$(sed -n 's/.*Collected : //p' "$log.valgrind")
done
leaves=$((nodes[4] - nodes[3]))
spent=$((instructions[4] - instructions[3]))
echo "$shape perft 3: ${nodes[3]} nodes, ${instructions[3]} instructions"
echo "$shape perft 4: ${nodes[4]} nodes, ${instructions[4]} instructions"
python3 -c "print(f'instructions per leaf node: {$spent / $leaves:.1f}')"
echo "(callgrind_annotate $out/callgrind.$shape.4 | head -40 shows where they go)"
