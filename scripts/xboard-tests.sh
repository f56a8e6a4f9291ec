#!/usr/bin/env bash
# The tests of XBoard on libcrc (docs/xboard.md), on what scripts/xboard.sh built:
#   1. the patched tree without --with-libcrc compiles to XBoard 4.9.1's own objects;
#   2. the shuffle of -variant caparandom draws CRC starts (examples/xboard/shuffle.c), and the
#      real program's -defaultFrcPosition 25933 is the Gothic array;
#   3. the differential of XBoard's move generator, SAN, parser, mate test and ApplyMove
#      against libcrc (examples/xboard/differential.c): no difference with libcrc, and only
#      castlings onto attacked squares without it;
#   4. the real program, under Xvfb, refuses a castling onto an attacked square and a FEN
#      libcrc refuses, with libcrc's reason; unpatched XBoard accepts both.
#
# Usage: scripts/xboard-tests.sh [--games N] [--seed S] [--full] [--screenshot PNG]
#   --games N         random games of the differential (default 200), besides every root of
#                     testdata/perft.txt with two plies below it (XBoard 4.9.1's: one)
#   --seed S          their seed (default 20261203)
#   --full            XBoard 4.9.1's differential with two plies below each root too (its own
#                     move generator takes six times as long as libcrc's: about 4 more
#                     minutes on two cores)
#   --screenshot PNG  also draw the patched XBoard in the middle of a CRC game into PNG
# Everything it writes stays in target/xboard/tests/.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
games=200
seed=20261203
plain_plies=1
screenshot=
while (($#)); do
    case "$1" in
    --games) games=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --full) plain_plies=2; shift ;;
    --screenshot) screenshot=$(realpath -m "$2"); shift 2 ;;
    *) echo "usage: scripts/xboard-tests.sh [--games N] [--seed S] [--full] [--screenshot PNG]" >&2; exit 2 ;;
    esac
done

build=$root/target/xboard
out=$build/tests
rm -rf "$out" && mkdir -p "$out/home"
[[ -x $build/xboard && -x $build/tests-crc/differential ]] ||
    { echo "xboard-tests.sh: run scripts/xboard.sh first" >&2; exit 1; }
missing=()
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
[[ -z $screenshot ]] || command -v import >/dev/null 2>&1 || missing+=(imagemagick)
[[ -z $screenshot || -x /usr/games/fairy-stockfish ]] || missing+=(fairy-stockfish)
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
cargo build --release --quiet -p crc-rules-cli -p crc-rules-ffi
crc=$root/target/release/crc
failures=()

# ---- 1. Off by default: the objects of the patched tree without --with-libcrc ----
objects=0
while read -r object; do
    if ! cmp -s <(objdump -d "$build/plain/$object" | tail -n +3) \
        <(objdump -d "$build/off/$object" | tail -n +3); then
        failures+=("$object of the patched tree without --with-libcrc differs from XBoard's")
    fi
    objects=$((objects + 1))
done < <(cd "$build/plain" && find . -name '*.o' | sort)
[[ $(cd "$build/off" && find . -name '*.o' | wc -l) == "$objects" ]] ||
    failures+=("the patched tree without --with-libcrc builds other object files")
same=differ
cmp -s "$build/plain/xboard" "$build/off/xboard" && same="are byte for byte the same"
echo "objects: $objects object files of the patched tree without --with-libcrc disassemble as" \
    "XBoard 4.9.1's; the two programs $same"
((objects > 20)) || failures+=("only $objects object files compared")

# ---- 2. The shuffle ----
"$build/tests-crc/shuffle" || failures+=("the shuffle with libcrc")
"$build/tests-plain/shuffle" || failures+=("the census of XBoard's own shuffle")

# ---- The real program's runs of part 4, under Xvfb while the differential runs ----
# Runs an XBoard ($2) under Xvfb on the arguments that follow, for at most 20 s, in a
# settings-free home; writes what it wrote on standard error, then its debug log, into
# $out/$1.txt. Loading a game, XBoard stays open: the timeout ends it.
run_xboard() {
    local name=$1 program=$2
    shift 2
    {
        HOME=$out/home PATH="/usr/games:$PATH" timeout 20 xvfb-run -a "$program" \
            -variant caparandom -saveSettingsOnExit false -popupExitMessage false \
            -debugMode true -nameOfDebugFile "$out/$name.debug" "$@" 2>&1 || true
        cat "$out/$name.debug" 2>/dev/null || true
    } >"$out/$name.txt"
}
pgn() { # FEN MOVES
    printf '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "?"]\n[Black "?"]\n'
    printf '[Result "*"]\n[Variant "caparandom"]\n[SetUp "1"]\n[FEN "%s"]\n\n%s *\n' "$1" "$2"
}
pgn "4k3r1/pppp6/10/10/10/10/PPPP6/5K3R w J - 0 1" "1. O-O Rxi1" >"$out/castle.pgn"
# A right to castle with a rook that is not there.
pgn "4k3r1/pppp6/10/10/10/10/PPPP6/5K4 w J - 0 1" "1. Kg1" >"$out/bad-fen.pgn"
gui=()
for game in castle bad-fen; do
    run_xboard "$game-crc" "$build/xboard" -ncp -lgf "$out/$game.pgn" -lgi 1 &
    gui+=("$!")
    run_xboard "$game-plain" "$build/xboard-plain" -ncp -lgf "$out/$game.pgn" -lgi 1 &
    gui+=("$!")
done

# ---- 3. The differential: with libcrc, and XBoard 4.9.1 as it is in two halves, side by
# side on the machine's cores ----
"$build/tests-crc/differential" testdata/perft.txt "$games" "$seed" >"$out/differential-crc.log" &
jobs=("$!:with libcrc")
for part in 0 1; do
    "$build/tests-plain/differential" testdata/perft.txt "$games" "$seed" --plies "$plain_plies" \
        --part "$part/2" --unpatched >"$out/differential-plain-$part.log" &
    jobs+=("$!:XBoard 4.9.1, part $((part + 1)) of 2")
done
for job in "${jobs[@]}"; do
    wait "${job%%:*}" || failures+=("the differential on ${job#*:} (see $out/differential-*.log)")
done
echo "with libcrc:"
sed 's/^/  /' "$out/differential-crc.log"
echo "XBoard 4.9.1 as it is:"
grep -hv '^difference' "$out"/differential-plain-*.log | sed 's/^/  /'
grep -h '^difference' "$out"/differential-plain-*.log | head -n 4 | sed 's/^/  /'
castlings=$(awk '/^differential: differences:/ { n += $3 } END { print n + 0 }' \
    "$out"/differential-plain-*.log)
((castlings > 0)) || failures+=("XBoard 4.9.1 shows no castling onto an attacked square: the test proves nothing")

# ---- 4. The real program (its runs started before the differential) ----
wait "${gui[@]}"
patched=$(cat "$out/castle-crc.txt")
unpatched=$(cat "$out/castle-plain.txt")
if grep -qx 'xboard: Illegal move: 1. O-O' <<<"$patched"; then
    echo "castling onto an attacked square: with libcrc, 'xboard: Illegal move: 1. O-O'"
else
    failures+=("XBoard with libcrc did not refuse 1. O-O onto an attacked square")
fi
if grep -q 'Parsed Rxi1 into i8i1' <<<"$unpatched" && ! grep -q 'Illegal move' <<<"$unpatched"; then
    echo "castling onto an attacked square: XBoard 4.9.1 plays 1. O-O, then accepts 1... Rxi1"
else
    failures+=("XBoard 4.9.1 no longer accepts the illegal castling: the test proves nothing")
fi
patched=$(cat "$out/bad-fen-crc.txt")
unpatched=$(cat "$out/bad-fen-plain.txt")
reason=$("$crc" fen "4k3r1/pppp6/10/10/10/10/PPPP6/5K4 w J - 0 1" 2>&1 | sed 's/^error: //') || true
if grep -qxF "xboard: Bad FEN position in file: $reason" <<<"$patched"; then
    echo "a FEN libcrc refuses: with libcrc, 'xboard: Bad FEN position in file: $reason'"
else
    failures+=("XBoard with libcrc did not refuse the FEN with libcrc's reason ($reason)")
fi
grep -q 'Parsed Kg1 into f1g1' <<<"$unpatched" ||
    failures+=("XBoard 4.9.1 no longer accepts the FEN: the test proves nothing")

# -defaultFrcPosition 25933 in a match of three plies (-adjudicateDrawMoves 1). XBoard writes
# -savePositionFile as a game ends, a ply or so behind its last move: the start is the saved
# game's FEN tag, and the saved position must be one that libcrc reaches from it with a first
# part of the game's moves.
read -ra libs <"$root/crc-ffi/native-static-libs"
cc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Iinclude examples/engine/*.c \
    target/release/libcrc.a "${libs[@]}" -o "$out/cecp_engine"
run_xboard gothic "$build/xboard" -defaultFrcPosition 25933 -matchGames 1 -adjudicateDrawMoves 1 \
    -fcp "$out/cecp_engine" -fd "$out" -scp "$out/cecp_engine" -sd "$out" -tc 0:30 -inc 0 \
    -saveGameFile "$out/gothic.pgn" -savePositionFile "$out/gothic.fen"
start=$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$out/gothic.pgn" 2>/dev/null || true)
gothic=$("$crc" setup 25933 | sed -n 's/^fen: //p')
if [[ -n $start && $("$crc" fen "$start" 2>&1) == "$gothic" ]]; then
    echo "-defaultFrcPosition 25933: the game starts from $start"
    # The movetext on one line first: a comment (XBoard's board diagram) spans lines.
    read -ra moves < <("$crc" pgn --write - <"$out/gothic.pgn" 2>/dev/null | sed -e '/^\[/d' |
        tr '\n' ' ' | sed -e 's/{[^}]*}//g' -e 's/[0-9]*\.//g' -e 's/1\/2-1\/2\|1-0\|0-1\|\*//g' |
        tr -s ' ' ' ') || true
    saved=$("$crc" fen "$(head -n 1 "$out/gothic.fen" 2>/dev/null)" 2>&1 || true)
    found=
    for ((n = 0; n <= ${#moves[@]}; n++)); do
        if [[ $("$crc" play --fen "$start" "${moves[@]:0:n}" | sed -n 's/^fen: //p') == "$saved" ]]; then
            found=$n
        fi
    done
    if [[ -n $found ]]; then
        echo "-defaultFrcPosition 25933: the saved position $saved is libcrc's after ${found} of" \
            "the game's plies (${moves[*]})"
    else
        failures+=("the saved position $saved is none of the game's (${moves[*]})")
    fi
else
    failures+=("-defaultFrcPosition 25933 started from '$start', not the Gothic array $gothic")
fi

# ---- the screenshot, on request: a game between crc-cecp and Fairy-Stockfish, 25 s in ----
if [[ -n $screenshot ]]; then
    display=:$((90 + RANDOM % 9))
    Xvfb "$display" -screen 0 1200x1000x24 >/dev/null 2>&1 &
    xvfb=$!
    sleep 1
    DISPLAY=$display HOME=$out/home PATH="/usr/games:$PATH" timeout 60 "$build/xboard" \
        -variant caparandom -fcp "$out/cecp_engine" -fd "$out" -fn crc-cecp \
        -scp fairy-stockfish -secondFeatures "oocastle=0" -sn Fairy-Stockfish -mm \
        -matchGames 1 -tc 0:30 -inc 0 -size medium -messageSuppress \
        "Right-clicking menu item or dialog text pops up help on it" -saveSettingsOnExit false \
        -popupExitMessage false >/dev/null 2>&1 &
    viewer=$!
    sleep 25
    DISPLAY=$display import -window root "$out/screen.png"
    kill "$viewer" "$xvfb" 2>/dev/null || true
    # The window alone: the screen's black margin trimmed.
    convert "$out/screen.png" -trim +repage "$screenshot"
    echo "screenshot: $screenshot"
fi

if ((${#failures[@]})); then
    printf 'XBoard tests FAILED: %s\n' "${failures[@]}"
    exit 1
fi
echo "XBoard tests: all passed"
