#!/usr/bin/env bash
# Builds Cute Chess v1.5.1 with the caparandom-libcrc board (examples/cutechess/, all rules
# from libcrc) into target/cutechess/: cutechess-cli, test_chessboard (Cute Chess's own
# board tests, with our rows), test_crcdifferential (both CRC boards side by side), and with
# --gui the GUI, cutechess. docs/cutechess.md says how to use them.
#
# Usage: scripts/cutechess.sh [--gui]
#
# The source comes from CUTECHESS_SRC, a directory or a .tar.gz. By default that is
# ../shared/vendor/cutechess-1.5.1.tar.gz beside the repository when it exists (builds that
# reach no network), else a clone of tag v1.5.1 of the public repository. A tarball must have
# the sha256 below. The script installs libcrc into target/cutechess/libcrc with
# `make install`, installs the Debian packages it needs only where they are missing, and
# builds only what is out of date: the patched tree is rewritten file by file, only where a
# file changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

gui=0
for arg in "$@"; do
    case "$arg" in
    --gui) gui=1 ;;
    *)
        echo "usage: scripts/cutechess.sh [--gui]" >&2
        exit 2
        ;;
    esac
done

version=1.5.1
tarball_sha256=97fc9ee107382c0497cae6dfbfd9376b4f4b1040fa56c617658a3c2dd048c552
tag_commit=45e923949e43  # the commit of tag v1.5.1, which the tarball was made from
out=$root/target/cutechess
prefix=$out/libcrc
board=$root/examples/cutechess

# ---- Debian packages, only those missing ----
packages=(qt6-base-dev qt6-svg-dev qt6-5compat-dev cmake g++ make)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
        missing+=("$package")
done
if ((${#missing[@]})); then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi

# ---- libcrc, installed where Cute Chess's CMake finds it ----
make --no-print-directory build >/dev/null
if ! cmp -s target/release/libcrc.a "$prefix/lib/libcrc.a" ||
    ! cmp -s include/crc.h "$prefix/include/crc.h"; then
    make --no-print-directory install-only PREFIX="$prefix" >/dev/null
fi

# ---- the source, patched ----
mkdir -p "$out"
source=${CUTECHESS_SRC:-}
# The vendored tarball beside this repository, or beside the local repository it was cloned
# from (a clone in a temporary folder has nothing beside it).
origin=$(git -C "$root" config --get remote.origin.url 2>/dev/null || true)
for vendor in "$root/../shared/vendor" "${origin:+$origin/../shared/vendor}"; do
    if [[ -z "$source" && -n "$vendor" && -f "$vendor/cutechess-$version.tar.gz" ]]; then
        source=$vendor/cutechess-$version.tar.gz
    fi
done
fresh=$out/fresh
rm -rf "$fresh" && mkdir -p "$fresh"
if [[ -z "$source" ]]; then
    git clone --quiet --depth 1 --branch "v$version" \
        https://github.com/cutechess/cutechess.git "$fresh/tree"
    commit=$(git -C "$fresh/tree" rev-parse HEAD)
    [[ "$commit" == "$tag_commit"* ]] ||
        { echo "cutechess.sh: tag v$version is commit $commit, not $tag_commit" >&2; exit 1; }
    rm -rf "$fresh/tree/.git"
elif [[ -d "$source" ]]; then
    cp -a "$source/." "$fresh/tree"
    rm -rf "$fresh/tree/.git"
elif [[ -f "$source" ]]; then
    echo "$tarball_sha256  $source" | sha256sum -c --quiet - ||
        { echo "cutechess.sh: $source is not the Cute Chess $version tarball" >&2; exit 1; }
    tar -xzf "$source" -C "$fresh"
    mv "$fresh/cutechess-$version" "$fresh/tree"
else
    echo "cutechess.sh: CUTECHESS_SRC=$source is neither a directory nor a file" >&2
    exit 1
fi
tree=$fresh/tree
cp "$board/crcboard.h" "$board/crcboard.cpp" "$tree/projects/lib/src/board/"
mkdir -p "$tree/projects/lib/tests/crcdifferential"
cp "$board/tst_crcdifferential.cpp" "$tree/projects/lib/tests/crcdifferential/"
patch --quiet --directory="$tree" --strip=1 --forward < "$board/cutechess.patch"

# Only files that differ reach the build's tree, so that make rebuilds only what changed;
# files the new tree no longer has are removed.
src=$out/src
mkdir -p "$src"
(cd "$tree" && find . -type f) | sort >"$fresh/new-files"
(cd "$src" && find . -type f) | sort >"$fresh/old-files"
while read -r file; do
    if ! cmp -s "$tree/$file" "$src/$file"; then
        mkdir -p "$(dirname "$src/$file")"
        cp "$tree/$file" "$src/$file"
    fi
done <"$fresh/new-files"
comm -13 "$fresh/new-files" "$fresh/old-files" | while read -r file; do
    rm -f "$src/$file"
done
rm -rf "$fresh"

# ---- the build ----
# Configured every time (it takes seconds), so that a failed configure does not stick.
build=$out/build
if ! cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWITH_LIBCRC=ON \
    -DCMAKE_PREFIX_PATH="$prefix" >"$out/configure.log" 2>&1; then
    cat "$out/configure.log" >&2
    exit 1
fi
targets=(cli test_chessboard test_crcdifferential)
((gui)) && targets+=(gui)
if ! cmake --build "$build" --target "${targets[@]}" -j"$(nproc)" >"$out/build.log" 2>&1; then
    tail -n 60 "$out/build.log" >&2
    echo "cutechess.sh: the build failed; the whole log is $out/build.log" >&2
    exit 1
fi
for program in cutechess-cli test_chessboard test_crcdifferential; do
    ln -sf "build/$program" "$out/$program"
done
((gui)) && ln -sf build/cutechess "$out/cutechess"
echo "cutechess.sh: built into $out"
