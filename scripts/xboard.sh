#!/usr/bin/env bash
# Builds GNU XBoard 4.9.1 with libcrc (examples/xboard/: every rule of variant caparandom from
# libcrc) into target/xboard/, and the unpatched XBoard beside it for the tests that compare
# the two. docs/xboard.md says how to use them.
#
# Usage: scripts/xboard.sh
#
# Into target/xboard/:
#   xboard          the patched program, configured --with-libcrc, installed with its pieces
#                   into target/xboard/install
#   xboard-plain    XBoard 4.9.1 as it is, installed into target/xboard/plain-install
#   crc/, plain/    the two source trees, built in place; off/ the patched tree configured
#                   without --with-libcrc, whose objects must equal plain/'s
#   tests-crc/, tests-plain/   differential and shuffle (examples/xboard/) on each tree
#
# The source comes from XBOARD_SRC, a directory or a .tar.gz. By default that is
# ../shared/vendor/xboard-4.9.1.tar.gz beside the repository when it exists (builds that
# reach no network), else a clone of tag v4.9.1 of XBoard's public git. A tarball must have
# the sha256 below. The script installs libcrc into target/xboard/libcrc with
# `make install`, installs the Debian packages it needs only where they are missing, and
# builds only what is out of date: each tree is rewritten file by file, only where a file
# changed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if (($#)); then
    echo "usage: scripts/xboard.sh" >&2
    exit 2
fi

source scripts/third-party.sh
out=$root/target/xboard
prefix=$out/libcrc
adapter=$root/examples/xboard
# GCC 12 refuses XBoard's duplicate global definitions (ics_type and others) at link.
export CFLAGS="-O2 -fcommon"

install_missing_packages autoconf automake autopoint libtool pkg-config texinfo make gcc \
    python3 libgtk2.0-dev librsvg2-dev libcairo2-dev
# libcrc, installed where XBoard's configure finds it with pkg-config.
install_libcrc "$prefix"

# ---- the source, as it is and patched ----
fresh=$out/fresh
unpack_source "${XBOARD_SRC:-}" "$fresh/tree" tarball=xboard-4.9.1.tar.gz \
    sha256=4e29067da9e8f773463948a954072a20d0fb60ff17054bb1340e8965b14f24ed \
    git=https://git.savannah.gnu.org/git/xboard.git tag=v4.9.1 commit=2baeb7af1e0b
cp -a "$fresh/tree" "$fresh/patched"
cp "$adapter/crcrules.c" "$adapter/crcrules.h" "$fresh/patched/"
patch --quiet --directory="$fresh/patched" --strip=1 --forward < "$adapter/xboard.patch"

# Builds tree $1 in place, configured with the options that follow; autogen.sh and configure
# run again only when what they read or the options changed.
build_tree() {
    local dir=$out/$1
    shift
    local stamp
    stamp=$(cat "$dir/configure.ac" "$dir/Makefile.am" | sha256sum | cut -c1-16)" $*"
    if [[ ! -f "$dir/config.status" || "$(cat "$dir/.configured" 2>/dev/null)" != "$stamp" ]]; then
        (cd "$dir" && ./autogen.sh >autogen.log 2>&1 && ./configure --with-gtk "$@" >configure.log 2>&1) ||
            { tail -n 40 "$dir/configure.log" "$dir/autogen.log" >&2 2>/dev/null; exit 1; }
        echo "$stamp" >"$dir/.configured"
    fi
    # GITVERSION would be this repository's commit, which XBoard would show as its own.
    if ! nice make -C "$dir" -j"$(nproc)" GITVERSION= >"$dir/build.log" 2>&1; then
        tail -n 40 "$dir/build.log" >&2
        echo "xboard.sh: the build of $dir failed; its whole log is $dir/build.log" >&2
        exit 1
    fi
}

mkdir -p "$out/plain" "$out/off" "$out/crc"
sync_tree "$fresh/tree" "$out/plain"
sync_tree "$fresh/patched" "$out/off"
sync_tree "$fresh/patched" "$out/crc"
rm -rf "$fresh"

# plain and off must compile to the same objects, so they are configured alike.
build_tree plain --prefix="$out/plain-install"
build_tree off --prefix="$out/plain-install"
PKG_CONFIG_PATH=$prefix/lib/pkgconfig build_tree crc --with-libcrc --prefix="$out/install"
make -C "$out/plain" install GITVERSION= >"$out/plain/install.log" 2>&1
make -C "$out/crc" install GITVERSION= >"$out/crc/install.log" 2>&1
ln -sf install/bin/xboard "$out/xboard"
ln -sf plain-install/bin/xboard "$out/xboard-plain"

# ---- the tests' programs: the same C on each tree, with that tree's backend.c ----
read -ra libs <<<"$(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --libs crc-static)"
cflags=(-std=gnu99 -O2 -fcommon -Wall -Wextra -Werror -Wno-parentheses "-I$prefix/include")
for tree in plain crc; do
    dir=$out/tests-$tree
    mkdir -p "$dir"
    python3 "$adapter/extract.py" "$out/$tree/backend.c" PosFlags ToUpper ToLower safeStrCpy \
        ptclen SetCharTableEsc SetCharTable ApplyMove GetPositionNumber put AddOnePiece \
        AddTwoPieces SetUpShuffle >"$dir/backend-extract.c.new"
    cmp -s "$dir/backend-extract.c.new" "$dir/backend-extract.c" ||
        mv "$dir/backend-extract.c.new" "$dir/backend-extract.c"
    rm -f "$dir/backend-extract.c.new"
    # XBoard's own text is compiled as XBoard compiles it; the tests' C with every warning.
    cc -O2 -fcommon -w "-I$dir" "-I$out/$tree" "-I$adapter" "-I$prefix/include" \
        -c "$adapter/backend-globals.c" -o "$dir/backend-globals.o"
    cc "${cflags[@]}" "-I$dir" "-I$out/$tree" "-I$adapter" -c "$adapter/caparandom.c" \
        -o "$dir/caparandom.o"
    objects=("$dir/backend-globals.o" "$dir/caparandom.o" "$out/$tree/moves.o" "$out/$tree/parser.o")
    if [[ $tree == plain ]]; then
        # The unpatched tree has no adapter; the tests read FENs with it all the same.
        cc -O2 -fcommon -w "-I$out/$tree" "-I$prefix/include" -c "$adapter/crcrules.c" \
            -o "$dir/crcrules.o"
        objects+=("$dir/crcrules.o")
    else
        objects+=("$out/$tree/crcrules.o")
    fi
    for program in differential shuffle; do
        cc "${cflags[@]}" "-I$out/$tree" "-I$adapter" "$adapter/$program.c" "${objects[@]}" \
            "${libs[@]}" -o "$dir/$program"
    done
done
echo "xboard.sh: built into $out"
