#!/usr/bin/env bash
# Perft through Cute Chess's own Board API (test_crcboard's smpPerft, on the machine's
# cores) on Cute Chess's caparandom board and on libcrc's: the three 10x8 positions
# of its perft test at depth 4, each pair run RUNS times, alternately, in one sitting. Prints
# each row's median milliseconds (QtTest's Totals line) and the ratio of the sums.
#
# Usage: scripts/cutechess-perft-speed.sh [RUNS]   (default 5; scripts/cutechess.sh first)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
test=target/cutechess/test_crcboard
[[ -x "$test" ]] || { echo "cutechess-perft-speed.sh: run scripts/cutechess.sh first" >&2; exit 2; }

# The milliseconds of one row of tst_CrcBoard::perft.
row_ms() {
    "$test" "perft:$1" | sed -n 's/^Totals: 3 passed, 0 failed.*, \([0-9]*\)ms$/\1/p' |
        grep . || { echo "cutechess-perft-speed.sh: the row '$1' failed" >&2; exit 1; }
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

declare -A total=([built-in]=0 [libcrc]=0)
printf '%-18s %12s %12s %7s\n' position built-in libcrc ratio
for row in "gothic startpos" goth2 goth3; do
    declare -A times=([built-in]="" [libcrc]="")
    for ((i = 0; i < runs; i++)); do
        for board in built-in libcrc; do
            times[$board]+="$(row_ms "$board $row") "
        done
    done
    declare -A med=()
    for board in built-in libcrc; do
        med[$board]=$(tr ' ' '\n' <<<"${times[$board]}" | grep . | median)
        total[$board]=$((total[$board] + med[$board]))
    done
    printf '%-18s %10s ms %10s ms %6.2fx\n' "$row" "${med[built-in]}" "${med[libcrc]}" \
        "$(awk "BEGIN { print ${med[built-in]} / ${med[libcrc]} }")"
done
printf '%-18s %10s ms %10s ms %6.2fx\n' "all three" "${total[built-in]}" "${total[libcrc]}" \
    "$(awk "BEGIN { print ${total[built-in]} / ${total[libcrc]} }")"
