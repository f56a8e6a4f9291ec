#!/usr/bin/env bash
# Draws Cute Chess's GUI (scripts/cutechess.sh --gui) in the middle of a CRC game into PNG:
# a new game of caparandom, libcrc's board in that build, crc-cecp (make examples) against
# Fairy-Stockfish (Debian), set up through the New Game dialog as a user does, under Xvfb.
# docs/images/cutechess.png is its output.
#
# Usage: scripts/cutechess-screenshot.sh PNG [SECONDS]   (default 95: about move 9)
set -euo pipefail
cd "$(dirname "$0")/.."
png=$(realpath -m "${1:?usage: scripts/cutechess-screenshot.sh PNG [SECONDS]}")
seconds="${2:-95}"
gui=$PWD/target/cutechess/cutechess
[[ -x "$gui" ]] || { echo "cutechess-screenshot.sh: run scripts/cutechess.sh --gui first" >&2; exit 2; }
missing=()
for tool in Xvfb:xvfb xdotool:xdotool import:imagemagick /usr/games/fairy-stockfish:fairy-stockfish; do
    command -v "${tool%%:*}" >/dev/null 2>&1 || missing+=("${tool##*:}")
done
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
make --no-print-directory examples >/dev/null

# A HOME of its own: the engines, and the New Game dialog's variant and time controls.
out=$PWD/target/cutechess-screenshot
rm -rf "$out" && mkdir -p "$out/home/.config/cutechess"
cat >"$out/home/.config/cutechess/engines.json" <<JSON
[
 {"name": "crc-cecp", "command": "$PWD/target/examples/cecp_engine", "workingDirectory": "$out",
  "protocol": "xboard", "variants": ["standard", "caparandom"]},
 {"name": "Fairy-Stockfish", "command": "/usr/games/fairy-stockfish", "workingDirectory": "$out",
  "protocol": "uci", "variants": ["standard", "caparandom"]}
]
JSON
cat >"$out/home/.config/cutechess/cutechess.ini" <<'INI'
[games]
variant=caparandom
time_control\moves_per_tc=0
time_control\time_per_tc=120000
time_control\increment=1000
second_time_control\moves_per_tc=0
second_time_control\time_per_tc=120000
second_time_control\increment=1000
INI

export HOME=$out/home DISPLAY=:77
Xvfb "$DISPLAY" -screen 0 1280x900x24 >"$out/xvfb.log" 2>&1 &
xvfb=$!
for _ in $(seq 100); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
"$gui" >"$out/gui.log" 2>&1 &
app=$!
trap 'kill $app $xvfb 2>/dev/null || true' EXIT
main=$(xdotool search --sync --name "^Human vs Human$" | head -1)
xdotool windowsize "$main" 1260 860 windowmove "$main" 0 0 windowfocus "$main"
sleep 1
xdotool key --window "$main" ctrl+n
xdotool search --sync --name "^New Game$" >/dev/null
sleep 1
# Where the dialog lays out at this size: White's CPU, Black's CPU, Black's engine (the next
# one, Fairy-Stockfish), OK.
xdotool mousemove 442 90 click 1 sleep 0.3 mousemove 642 90 click 1 sleep 0.3 \
    mousemove 710 118 click 1 sleep 0.5 key Down sleep 0.5 mousemove 690 742 click 1
xdotool search --sync --name "^crc-cecp vs Fairy-Stockfish$" >/dev/null
sleep "$seconds"
import -window root -crop 1260x860+0+0 "$png"
echo "cutechess-screenshot.sh: $png"
