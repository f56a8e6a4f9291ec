#!/usr/bin/env bash
# Runs every cargo-fuzz target for SECONDS each (default 5) from the committed seed corpus
# in fuzz/corpus/<target>, without AddressSanitizer (the stable compiler refuses it; use
# RUSTC_BOOTSTRAP=1 and drop --sanitizer none to keep it). New inputs go to
# target/fuzz-corpus/<target>, so the committed corpus only changes by hand. A crash stops
# the run with its input in fuzz/artifacts/<target>/.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(fen moves san pgn pgn_stream numbering ffi invariants)

command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
cd fuzz
for target in "${targets[@]}"; do
    work="../target/fuzz-corpus/$target"
    mkdir -p "$work"
    echo "== fuzz $target for ${seconds}s =="
    log="../target/fuzz-$target.log"
    rc=0
    cargo fuzz run --sanitizer none "$target" "$work" "corpus/$target" -- \
        -max_total_time="$seconds" -print_final_stats=1 > "$log" 2>&1 || rc=$?
    grep -E '^(stat::number_of_executed_units|stat::new_units_added|Done [0-9]+ runs)' "$log" || true
    if ((rc != 0)); then
        tail -n 40 "$log"
        echo "fuzz target $target failed (exit $rc); a crashing input is in fuzz/artifacts/$target/"
        exit 1
    fi
done
