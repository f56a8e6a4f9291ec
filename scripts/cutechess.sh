#!/usr/bin/env bash
# Builds Cute Chess v1.5.1 with libcrc (-DWITH_LIBCRC=ON: its caparandom is examples/cutechess/'s
# board, all rules from libcrc) into target/cutechess/: cutechess-cli, test_chessboard (Cute
# Chess's own board tests, unchanged), test_crcboard (our rows, on both CRC boards),
# test_crcdifferential (both CRC boards side by side), and with --gui the GUI, cutechess.
# docs/cutechess.md says how to use them.
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

source scripts/third-party.sh
out=$root/target/cutechess
prefix=$out/libcrc
board=$root/examples/cutechess

install_missing_packages qt6-base-dev qt6-svg-dev qt6-5compat-dev cmake g++ make
# libcrc, installed where Cute Chess's CMake finds it.
install_libcrc "$prefix"

# ---- the source, patched ----
fresh=$out/fresh
unpack_source "${CUTECHESS_SRC:-}" "$fresh/tree" tarball=cutechess-1.5.1.tar.gz \
    sha256=97fc9ee107382c0497cae6dfbfd9376b4f4b1040fa56c617658a3c2dd048c552 \
    git=https://github.com/cutechess/cutechess.git tag=v1.5.1 commit=45e923949e43
tree=$fresh/tree
cp "$board/crcboard.h" "$board/crcboard.cpp" "$tree/projects/lib/src/board/"
for test in crcboard crcdifferential; do
    mkdir -p "$tree/projects/lib/tests/$test"
    cp "$board/tst_$test.cpp" "$tree/projects/lib/tests/$test/"
done
patch --quiet --directory="$tree" --strip=1 --forward < "$board/cutechess.patch"

# Only files that differ reach the build's tree, so that make rebuilds only what changed;
# files the new tree no longer has are removed.
src=$out/src
mkdir -p "$src"
sync_tree "$tree" "$src" --delete
rm -rf "$fresh"

# ---- the build ----
# Configured every time (it takes seconds), so that a failed configure does not stick.
build=$out/build
if ! cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DWITH_LIBCRC=ON \
    -DCMAKE_PREFIX_PATH="$prefix" >"$out/configure.log" 2>&1; then
    cat "$out/configure.log" >&2
    exit 1
fi
targets=(cli test_chessboard test_crcboard test_crcdifferential)
((gui)) && targets+=(gui)
if ! cmake --build "$build" --target "${targets[@]}" -j"$(nproc)" >"$out/build.log" 2>&1; then
    tail -n 60 "$out/build.log" >&2
    echo "cutechess.sh: the build failed; the whole log is $out/build.log" >&2
    exit 1
fi
for program in cutechess-cli test_chessboard test_crcboard test_crcdifferential; do
    ln -sf "build/$program" "$out/$program"
done
((gui)) && ln -sf build/cutechess "$out/cutechess"
echo "cutechess.sh: built into $out"
