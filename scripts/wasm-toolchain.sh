#!/usr/bin/env bash
# Installs what scripts/build-wasm.sh needs, and only what is missing, so that a warm machine
# stays fast. With --browser also what the board page's browser tests need.
#
#   Debian rustc-web, cargo-web, rust-web-src 1.96 and lld-22: a second Rust compiler beside
#       rustup's, which builds for wasm32-unknown-unknown (the rustup toolchain here has only
#       the host target). They install to /usr/bin; `cargo` on PATH stays rustup's.
#   wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in Cargo.lock, built
#       with rustup's cargo into target/wasm-tools (about 5 minutes, once; reused after).
#   crc-wasm's npm dev dependencies (package-lock.json): binaryen's wasm-opt (Debian's
#       binaryen 108 breaks the module) and ffish 0.7.10 for the differential test.
#   --browser: Debian chromium and examples/web's npm dev dependencies (playwright-core).
#
# Node.js 20 or later with npm must be installed already. Usage:
#   scripts/wasm-toolchain.sh [--browser]
set -euo pipefail
cd "$(dirname "$0")/.."

rust_version=1.96
# The packages with the version each must have (a glob; lld-22 may be any version of 22).
debian_packages=("rustc-web=$rust_version.*" "cargo-web=$rust_version.*" "rust-web-src=$rust_version.*" "lld-22=*")
browser=0
[[ "${1:-}" == "--browser" ]] && browser=1
((browser)) && debian_packages+=("chromium=*")

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if ((node_major < 20)) || ! command -v npm >/dev/null; then
    echo "wasm-toolchain: Node.js 20 or later with npm is needed (found: ${node_major/#0/none})" >&2
    exit 1
fi

# Whether package=version-glob is installed at a version the glob matches.
installed() {
    local status
    status=$(dpkg-query -W -f='${Status} ${Version}' "${1%%=*}" 2>/dev/null) || return 1
    # shellcheck disable=SC2053 # the right side is a glob on purpose
    [[ "$status" == "install ok installed "* && "${status##* }" == ${1#*=} ]]
}
wanted=()
for package in "${debian_packages[@]}"; do
    installed "$package" || wanted+=("${package%=\*}")
done
if ((${#wanted[@]})); then
    echo "wasm-toolchain: apt-get install ${wanted[*]}"
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${wanted[@]}" >/dev/null
fi
/usr/bin/rustc --version | grep -q "^rustc $rust_version\." || {
    echo "wasm-toolchain: /usr/bin/rustc is not $rust_version: $(/usr/bin/rustc --version)" >&2
    exit 1
}

bindgen_version=$(sed -n '/^name = "wasm-bindgen"$/{n;s/^version = "\(.*\)"$/\1/p;}' Cargo.lock)
[[ -n "$bindgen_version" ]] || {
    echo "wasm-toolchain: no wasm-bindgen in Cargo.lock" >&2
    exit 1
}
tools=target/wasm-tools
if [[ "$("$tools/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
    echo "wasm-toolchain: cargo install wasm-bindgen-cli $bindgen_version into $tools"
    # Not --locked: its lock file names a yanked crate, which the index refuses. Only the
    # wasm-bindgen program, without the TLS its test runner downloads with, and built
    # without LTO at opt-level 1: a quarter less CPU time (4 minutes) than a plain cargo
    # install, for a program that runs once a build, on a small module.
    CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false \
        CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false \
        cargo install --quiet --root "$tools" --version "=$bindgen_version" \
        --no-default-features --bin wasm-bindgen wasm-bindgen-cli
fi

# npm ci replaces node_modules whole; it is needed when node_modules is older than the lock.
npm_ci() {
    if [[ ! "$1/node_modules/.package-lock.json" -nt "$1/package-lock.json" ]]; then
        echo "wasm-toolchain: npm ci in $1"
        (cd "$1" && npm ci --no-audit --no-fund --loglevel=error)
    fi
}
npm_ci crc-wasm
if ((browser)); then
    npm_ci examples/web
fi
echo "wasm-toolchain: ready ($(/usr/bin/rustc --version | cut -d' ' -f1-2), wasm-bindgen $bindgen_version)"
