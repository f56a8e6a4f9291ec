#!/usr/bin/env bash
# A headless XBoard match in variant caparandom between the crc CECP engine
# (examples/c/cecp_engine.c, all rules from libcrc) and Fairy-Stockfish, with XBoard's own
# checks on (-testClaims -checkMates -materialDraws). Start positions are CRC start numbers
# drawn by libcrc; each is played twice, colours reversed.
#
# Usage: scripts/xboard-match.sh [POSITIONS]   (default 10, so 20 games)
# Fails on: fewer games in the PGN than started, a forfeit for an invalid move, a false
# claim, an illegal-move or error reply from either engine. The PGN, the final position of
# each game as XBoard saw it (final-positions.fen) and XBoard's debug log stay in
# target/xboard-match/.
set -euo pipefail
cd "$(dirname "$0")/.."
positions="${1:-10}"
games=$((positions * 2))
out="$PWD/target/xboard-match"

missing=()
command -v xboard >/dev/null 2>&1 || missing+=(xboard)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
[[ -x /usr/games/fairy-stockfish ]] || missing+=(fairy-stockfish)
if ((${#missing[@]})); then
    apt-get update -qq
    apt-get install -y --no-install-recommends "${missing[@]}"
fi

cargo build --release --quiet -p crc-ffi
rm -rf "$out" && mkdir -p "$out/home"
read -ra libs < crc-ffi/native-static-libs
cc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Iinclude examples/c/cecp_engine.c \
    target/release/libcrc.a "${libs[@]}" -o "$out/cecp_engine"
cc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Iinclude examples/c/random_game.c \
    target/release/libcrc.a "${libs[@]}" -o "$out/random_game"

# Start positions: CRC numbers drawn by libcrc (crc_rule_set_random) from seeds 1..N.
for seed in $(seq 1 "$positions"); do
    "$out/random_game" "$seed" 0 | sed -n 's/^start: //p'
done > "$out/positions.fen"
echo "positions:"; cat "$out/positions.fen"

cd "$out"
status=0
HOME="$out/home" PATH="/usr/games:$PATH" timeout 900 xvfb-run -a xboard -noGUI \
    -variant caparandom \
    -fcp "$out/cecp_engine 2" -fd "$out" -fn crc-cecp \
    -scp fairy-stockfish -sd "$out" -sn Fairy-Stockfish -secondFeatures "oocastle=0" \
    -matchGames "$games" -loadPositionFile "$out/positions.fen" -loadPositionIndex -2 \
    -tc 0:05 -inc 0.1 -matchPause 300 -autoCallFlag true \
    -testClaims true -checkMates true -materialDraws true \
    -saveGameFile "$out/games.pgn" -savePositionFile "$out/final-positions.fen" \
    -debugMode true -nameOfDebugFile "$out/debug.log" \
    -saveSettingsOnExit false -popupExitMessage false > "$out/xboard.out" 2>&1 || status=$?
cat "$out/xboard.out" | grep -v 'aplay' || true

failures=()
((status == 0)) || failures+=("xboard exited with status $status")
played=$(grep -c '^\[Result ' "$out/games.pgn" 2>/dev/null || true)
((played == games)) || failures+=("$played games in the PGN, $games started")
if grep -nE 'Forfeit|False|[Ii]llegal' "$out/games.pgn"; then
    failures+=("a forfeit, false claim or illegal move in the PGN")
fi
# Engine replies in the debug log: "<first :" is crc-cecp, "<second:" Fairy-Stockfish.
# Fairy-Stockfish answers the GUI commands random, post and computer with a harmless error.
if grep -nE '^[0-9]+ <(first|second) ?: *(Illegal move|Error)' "$out/debug.log" \
    | grep -vE 'unkn?own command\): (random|post|computer)$'; then
    failures+=("an illegal-move or error reply from an engine")
fi
echo "game ends:"
grep -oE '\{[^}]*\} (1-0|0-1|1/2-1/2|\*)$' "$out/games.pgn" | sort | uniq -c || true
if ((${#failures[@]})); then
    printf 'XBoard match FAILED: %s\n' "${failures[@]}"
    exit 1
fi
echo "XBoard match: $played games, no forfeit, no false claim, no illegal move or error reply"
