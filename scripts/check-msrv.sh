#!/usr/bin/env bash
# The declared rust-version must be true: builds every published package of the workspace
# with the compiler and cargo of that version, Debian bookworm's rustc-web, unpacked into
# target/msrv/ (apt-get download + dpkg -x; nothing is installed but the libraries its cargo
# links against). Runs on a fresh clone as root; a warm machine downloads nothing.
#
#   bash scripts/check-msrv.sh
set -euo pipefail
cd "$(dirname "$0")/.."

msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)
root=target/msrv/$msrv
toolchain=$root/toolchain
lib_path=$PWD/$toolchain/usr/lib:$PWD/$toolchain/usr/lib/x86_64-linux-gnu

if [ ! -x "$toolchain/usr/bin/cargo" ]; then
    # The Debian version of rustc-web $msrv (bookworm's main archive keeps it after the
    # security archive moved on).
    debian_version() { apt-cache madison rustc-web | awk -v v="$msrv." '$3 ~ "^" v { print $3; exit }'; }
    version=$(debian_version)
    if [ -z "$version" ]; then
        apt-get update -qq
        version=$(debian_version)
    fi
    [ -n "$version" ] || { echo "no rustc-web $msrv in the apt sources" >&2; exit 1; }
    debs=$root/debs
    rm -rf "$debs" "$toolchain"
    mkdir -p "$debs" "$toolchain"
    (cd "$debs" && apt-get download -qq "rustc-web=$version" "cargo-web=$version" \
        "libstd-rust-web-$msrv=$version" "libstd-rust-web-dev=$version" libllvm19)
    for deb in "$debs"/*.deb; do
        dpkg -x "$deb" "$toolchain"
    done
fi

# The shared libraries Debian's cargo links against (its package would pull them in).
missing=()
for package in libpcre3 libhttp-parser2.9 libssh2-1 libcurl4 libsqlite3-0; do
    dpkg -s "$package" 2>/dev/null | grep -q "^Status: install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

old() { LD_LIBRARY_PATH=$lib_path RUSTC=$PWD/$toolchain/usr/bin/rustc "$toolchain/usr/bin/cargo" "$@"; }
old --version
mapfile -t packages < <(python3 scripts/published_packages.py)
# Its own target folder: the old compiler's artefacts cannot be mixed with the new one's.
# --locked: the versions this repository tests, which are the ones a user of the MSRV
# gets only if they resolve to them too (a dependency's own rust-version is its promise).
old build --locked --target-dir "$root/target" "${packages[@]/#/--package=}"
echo "rust-version $msrv holds for ${packages[*]}"
