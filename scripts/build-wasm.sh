#!/usr/bin/env bash
# Builds the npm package crc-rules in crc-wasm/ (scripts/wasm-toolchain.sh installs what it
# needs), its two WebAssembly modules: the rules (crc-wasm) and the diagrams of crc-rules/svg
# (crc-wasm/svg, apart so that a client of the rules does not download them):
#   1. both for wasm32-unknown-unknown with Debian's rustc-web: its std built from
#      rust-web-src (-Z build-std, hence RUSTC_BOOTSTRAP), linked by wasm-ld-22, into
#      target/wasm/ (apart from the host's target/release/); at opt-level s, and a panic
#      (there should be none) a trap without its message, which keeps the module within
#      100 KB gzipped (opt-level 3: 107 KB, z: 2x slower calls);
#   2. wasm-bindgen --target web --weak-refs into crc-wasm/pkg/ and pkg/svg/ (one module
#      for browsers, bundlers and Node; objects free themselves when collected);
#   3. wasm-opt -Oz --converge (the size passes until nothing changes, 0.7 KB gzipped less
#      than one -Oz) from npm binaryen (Debian's binaryen 108 breaks the module);
#   4. the licences into the package.
# Prints each module's size, raw and gzipped, and fails above 300 KB or 100 KB gzipped.
# Usage: scripts/build-wasm.sh
set -euo pipefail
cd "$(dirname "$0")/.."

tools=target/wasm-tools/bin
for tool in /usr/bin/cargo /usr/bin/rustc "$tools/wasm-bindgen" crc-wasm/node_modules/.bin/wasm-opt; do
    [[ -x "$tool" ]] || {
        echo "build-wasm: $tool is missing: run scripts/wasm-toolchain.sh first" >&2
        exit 1
    }
done

# RUSTC: otherwise Debian's cargo finds rustup's rustc first, which has no wasm32 std.
# --locked: the workspace's Cargo.lock is shared with the host build and stays as it is.
CARGO_TARGET_DIR=target/wasm RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld-22 \
    CARGO_PROFILE_RELEASE_PANIC=abort CARGO_PROFILE_RELEASE_OPT_LEVEL=s \
    RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
    /usr/bin/cargo build --locked --quiet -Z build-std=std,panic_abort \
    --target wasm32-unknown-unknown --release -p crc-wasm -p crc-wasm-svg

rm -rf crc-wasm/pkg
# The rules in crc-wasm/pkg/, the diagrams (crc-rules/svg) in crc-wasm/pkg/svg/.
for module in crc_wasm:crc-wasm/pkg crc_wasm_svg:crc-wasm/pkg/svg; do
    name=${module%%:*} out=${module#*:}
    "$tools/wasm-bindgen" --target web --weak-refs --out-dir "$out" --out-name "$name" \
        "target/wasm/wasm32-unknown-unknown/release/$name.wasm"
    wasm="$out/${name}_bg.wasm"
    crc-wasm/node_modules/.bin/wasm-opt -Oz --converge --enable-bulk-memory --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-reference-types --enable-multivalue --enable-mutable-globals \
        "$wasm" -o "$wasm"
    raw=$(stat -c %s "$wasm")
    gzipped=$(gzip -9 -c "$wasm" | wc -c)
    echo "build-wasm: $wasm: $raw bytes, $gzipped gzipped (gzip -9)"
    if ((raw > 300000 || gzipped > 100000)); then
        echo "build-wasm: a module must stay within 300 KB, 100 KB gzipped" >&2
        exit 1
    fi
done
cp LICENSE-MIT LICENSE-APACHE crc-wasm/
