#!/usr/bin/env bash
# A headless XBoard match in variant caparandom between the crc CECP engine
# (examples/engine/, all rules from libcrc) and another engine, with XBoard's own
# checks on (-testLegality -testClaims -checkMates -materialDraws). Each start is played
# twice, colours reversed.
#
# Usage: scripts/xboard-match.sh [--xboard PROGRAM] [--opponent NAME] [POSITIONS]
#                                (default 10 positions, so 20 games)
#   --xboard PROGRAM  the referee: XBoard built with libcrc (scripts/xboard.sh makes
#                     target/xboard/xboard), whose own shuffle draws the starts
#                     (-loadGameIndex -2: games 2 and 3, 4 and 5, ... from one seed each).
#                     Without it, Debian's XBoard referees, from CRC start numbers drawn by
#                     libcrc.
#   fairy-stockfish  the default and the CI match: Fairy-Stockfish, 5 s + 0.1 s a game.
#   sjaakii          Sjaak II, 40 moves in 20 s (scripts/sjaak-match.sh). Sjaak II can keep
#                    castling rights after setboard that the FEN does not give (a known bug);
#                    its own forfeits are counted apart, not as failures.
# Fails on: fewer games in the PGN than started, a forfeit, false claim or loss on time by
# crc-cecp, an illegal-move or error reply from crc-cecp, a start outside the CRC rule set, a
# game libcrc's PGN reader refuses (crc pgn), and against Fairy-Stockfish on any forfeit, false
# claim or illegal-move or error reply from either engine. Prints crc-cecp's score and every
# game end. The PGN, the final position of each game as XBoard saw it (final-positions.fen)
# and XBoard's debug log stay in target/xboard-match[-NAME]/.
set -euo pipefail
cd "$(dirname "$0")/.."
opponent=fairy-stockfish
referee=
while [[ "${1:-}" == --* ]]; do
    case "$1" in
    --opponent) opponent="$2"; shift 2 ;;
    --xboard) referee=$(realpath "$2"); shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
positions="${1:-10}"
games=$((positions * 2))
case "$opponent" in
fairy-stockfish)
    out="$PWD/target/xboard-match"
    package=fairy-stockfish name=Fairy-Stockfish strict=1 limit=900
    second=(-scp fairy-stockfish -secondFeatures "oocastle=0")
    clock=(-tc 0:05 -inc 0.1)
    ;;
sjaakii)
    out="$PWD/target/xboard-match-sjaakii"
    package=sjaakii name="Sjaak II" strict=0 limit=3600
    second=(-scp sjaakii)
    clock=(-tc 0:20 -mps 40)
    ;;
*)
    echo "unknown opponent $opponent: fairy-stockfish or sjaakii" >&2
    exit 2
    ;;
esac

missing=()
[[ -n $referee ]] || command -v xboard >/dev/null 2>&1 || [[ -x /usr/games/xboard ]] ||
    missing+=(xboard)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
[[ -x "/usr/games/$package" ]] || missing+=("$package")
if ((${#missing[@]})); then
    apt-get update -qq
    apt-get install -y --no-install-recommends "${missing[@]}"
fi

cargo build --release --quiet -p crc-rules-ffi -p crc-rules-cli
crc=$PWD/target/release/crc
rm -rf "$out" && mkdir -p "$out/home"
read -ra libs < crc-ffi/native-static-libs
cc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Iinclude examples/engine/*.c \
    target/release/libcrc.a "${libs[@]}" -o "$out/cecp_engine"
cc -std=c99 -O2 -Wall -Wextra -Werror -pedantic -Iinclude examples/c/random_game.c \
    target/release/libcrc.a "${libs[@]}" -o "$out/random_game"

if [[ -n $referee ]]; then
    # XBoard draws game n's start after srandom(seedBase + 68163 * (n & ~1)).
    starts=(-loadGameIndex -2 -seedBase 20261203)
    echo "starts: drawn by $referee"
else
    # Start positions: CRC numbers drawn by libcrc (crc_rule_set_random) from seeds 1..N.
    for seed in $(seq 1 "$positions"); do
        "$out/random_game" "$seed" 0 | sed -n 's/^start: //p'
    done > "$out/positions.fen"
    echo "positions:"; cat "$out/positions.fen"
    starts=(-loadPositionFile "$out/positions.fen" -loadPositionIndex -2)
fi

cd "$out"
status=0
HOME="$out/home" PATH="/usr/games:$PATH" timeout "$limit" xvfb-run -a "${referee:-xboard}" -noGUI \
    -variant caparandom \
    -fcp "$out/cecp_engine" -fd "$out" -fn crc-cecp \
    "${second[@]}" -sd "$out" -sn "$name" \
    -matchGames "$games" "${starts[@]}" \
    "${clock[@]}" -matchPause 300 -autoCallFlag true \
    -testLegality true -testClaims true -checkMates true -materialDraws true \
    -saveGameFile "$out/games.pgn" -savePositionFile "$out/final-positions.fen" \
    -debugMode true -nameOfDebugFile "$out/debug.log" \
    -saveSettingsOnExit false -popupExitMessage false > "$out/xboard.out" 2>&1 || status=$?
cat "$out/xboard.out" | grep -v 'aplay' || true

# One line per game: White, Black, result, loser, and the comment that ends the game.
awk -v OFS='\t' '
    function flush() {
        if (white == "") return
        end = ""
        if (match(text, /\{[^}]*\} *(1-0|0-1|1\/2-1\/2|\*) *$/)) end = substr(text, RSTART, RLENGTH)
        loser = result == "1-0" ? black : result == "0-1" ? white : "-"
        print white, black, result, loser, end
    }
    /^\[Event / { flush(); white = black = text = "" }
    /^\[White "/ { white = substr($0, 9, length($0) - 10) }
    /^\[Black "/ { black = substr($0, 9, length($0) - 10) }
    /^\[Result "/ { result = substr($0, 10, length($0) - 11) }
    !/^\[/ { text = text " " $0 }
    END { flush() }' "$out/games.pgn" 2>/dev/null > "$out/games.tsv" || true

# Game ends against a player: forfeits (invalid or illegal move, false illegal-move claim),
# false win or draw claims, losses on time.
count() { # LOSER PATTERN
    awk -F'\t' -v who="$1" -v pattern="$2" '$4 == who && $5 ~ pattern' "$out/games.tsv" | wc -l
}
ours_forfeits=$(count crc-cecp 'Forfeit|[Ii]llegal')
ours_false=$(count crc-cecp 'False (win|draw) claim')
ours_time=$(count crc-cecp 'on time')
theirs_forfeits=$(count "$name" 'Forfeit|[Ii]llegal')
theirs_false=$(count "$name" 'False (win|draw) claim')
theirs_time=$(count "$name" 'on time')

failures=()
((status == 0)) || failures+=("xboard exited with status $status")
played=$(grep -c '^\[Result ' "$out/games.pgn" 2>/dev/null || true)
((played == games)) || failures+=("$played games in the PGN, $games started")
((ours_forfeits == 0)) || failures+=("$ours_forfeits forfeits by crc-cecp")
((ours_false == 0)) || failures+=("$ours_false false claims by crc-cecp")
((ours_time == 0)) || failures+=("$ours_time losses on time by crc-cecp")
if ((strict)) && grep -nE 'Forfeit|False|[Ii]llegal' "$out/games.pgn"; then
    failures+=("a forfeit, false claim or illegal move in the PGN")
fi
# Engine replies in the debug log: "<first :" is crc-cecp, "<second:" the opponent.
# Fairy-Stockfish answers the GUI commands random, post and computer with a harmless error.
replies='^[0-9]+ <first ?: *(Illegal move|Error)'
((strict)) && replies='^[0-9]+ <(first|second) ?: *(Illegal move|Error)'
if grep -nE "$replies" "$out/debug.log" \
    | grep -vE 'unkn?own command\): (random|post|computer)$'; then
    failures+=("an illegal-move or error reply from an engine")
fi

# Every start in today's CRC rule set, as libcrc numbers them, each pair from one start; and
# every game read back by libcrc's PGN reader.
sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$out/games.pgn" >"$out/starts.fen"
"$crc" setups --rules crc >"$out/crc-rule-set.txt"
outside=0 pair=0 previous=
while read -r fen; do
    normal=$("$crc" fen "$fen" 2>&1) || { outside=$((outside + 1)); continue; }
    arrangement=${normal##*/}
    arrangement=${arrangement%% *}
    number=$(awk -v a="$arrangement" '$2 == a { print $1 }' "$out/crc-rule-set.txt")
    if [[ -z $number || $("$crc" setup "$number" | sed -n 's/^fen: //p') != "$normal" ]]; then
        outside=$((outside + 1))
        echo "a start outside the CRC rule set: $fen"
    fi
    # XBoard seeds game n (from 1) with seedBase + 68163 * (n & ~1): game 1 stands alone, then
    # games 2 and 3, 4 and 5, ... share their start, colours reversed.
    pair=$((pair + 1))
    if ((pair % 2 == 1 && pair > 1)) && [[ -n $referee && $normal != "$previous" ]]; then
        failures+=("games $((pair - 1)) and $pair start from different positions")
    fi
    previous=$normal
done <"$out/starts.fen"
(($(wc -l <"$out/starts.fen") == played)) || failures+=("a game without its start (FEN tag)")
((outside == 0)) || failures+=("$outside starts outside the CRC rule set")
if ! "$crc" pgn "$out/games.pgn" >"$out/crc-pgn.txt" 2>&1; then
    cat "$out/crc-pgn.txt"
    failures+=("libcrc's PGN reader refuses a game")
fi
echo "starts: $(wc -l <"$out/starts.fen") games from $(sort -u "$out/starts.fen" | wc -l) starts, $outside outside the CRC rule set"
echo "libcrc's PGN reader: $(tail -n 1 "$out/crc-pgn.txt")"

echo "game ends:"
cut -f5 "$out/games.tsv" | sed 's/^ *//' | sort | uniq -c || true
awk -F'\t' '
    $1 == "crc-cecp" { points += $3 == "1-0" ? 1 : $3 == "1/2-1/2" ? 0.5 : 0 }
    $2 == "crc-cecp" { points += $3 == "0-1" ? 1 : $3 == "1/2-1/2" ? 0.5 : 0 }
    $4 == "crc-cecp" { lost++ }
    $4 != "crc-cecp" && $4 != "-" { won++ }
    $3 == "1/2-1/2" { drawn++ }
    END { printf "score: crc-cecp %g of %d against '"$name"' (+%d =%d -%d)\n",
          points, NR, won, drawn, lost }' "$out/games.tsv"
echo "crc-cecp: $ours_forfeits forfeits, $ours_false false claims, $ours_time losses on time"
echo "$name: $theirs_forfeits forfeits, $theirs_false false claims, $theirs_time losses on time"
if ((${#failures[@]})); then
    printf 'XBoard match FAILED: %s\n' "${failures[@]}"
    exit 1
fi
echo "XBoard match: $played games, no forfeit, false claim, loss on time or illegal move" \
    "by crc-cecp"
