#!/usr/bin/env bash
# Checks the npm package crc-rules as a user gets it: `npm pack` of the built package folder
# (scripts/build-wasm.sh builds it), the tarball's file list (the readme, both licences, the
# type declarations, no tests or Rust sources), then `npm install` of the tarball into an
# empty project and a game, a diagram and the ffish drop-in used from Node.
#
#   bash scripts/check-npm-package.sh [PACKAGE_DIR]    (default crc-wasm)
#
# Without the package folder it says SKIPPED, and fails under CI.
set -euo pipefail
cd "$(dirname "$0")/.."

package=${1:-crc-wasm}
if [ ! -f "$package/package.json" ]; then
    echo "SKIPPED npm package check: no $package/package.json (the crc-rules package is not in this tree yet)"
    [ -z "${CI:-}" ] || exit 1
    exit 0
fi
package=$(realpath "$package")
name=$(cd "$package" && node -p "require('./package.json').name")

work=$PWD/target/npm-package-check
rm -rf "$work"
mkdir -p "$work/project"
tarball=$(cd "$package" && npm pack --silent --pack-destination "$work")
echo "npm pack: $tarball"

listing=$(tar -tzf "$work/$tarball" | sed 's|^package/||' | sort)
for required in package.json README.md LICENSE-MIT LICENSE-APACHE; do
    grep -qx "$required" <<<"$listing" || { echo "$tarball has no $required" >&2; exit 1; }
done
types=$(cd "$package" && node -p "require('./package.json').types")
grep -qx "${types#./}" <<<"$listing" || { echo "$tarball has no $types" >&2; exit 1; }
if grep -E '(^|/)(tests?|bench|node_modules)/|^src/|\.rs$' <<<"$listing"; then
    echo "$tarball carries the files above, which are not for users" >&2
    exit 1
fi

# No top-level await in any published script: a bundle for es2020 or in iife format cannot
# hold one (esbuild refuses it), and ffish-es6, which the package replaces, has none. Code at
# the top level of a module is the code that starts in column 0.
mkdir -p "$work/unpacked"
tar -xzf "$work/$tarball" -C "$work/unpacked"
if grep -rnE '^(await\b|[^ /*].*\bawait\b)' --include='*.js' "$work/unpacked/package"; then
    echo "$tarball has the top-level await above" >&2
    exit 1
fi
echo "no top-level await in the published scripts: $(grep -c '\.js$' <<<"$listing") files"

cd "$work/project"
npm init --yes >/dev/null
npm install --silent --no-audit --no-fund "../$tarball"
# The Gothic array (Scharnagl number 25933) after 1. e4, as X-FEN writes it (no en-passant
# square: no capture is possible).
cat >use.mjs <<EOF
import { Game } from '$name';
import { boardSvg } from '$name/svg';
import Module from '$name/ffish';

const game = Game.fromNumber(25933);
game.move('e4');
const expected = 'rnbqckabnr/pppppppppp/10/10/4P5/10/PPPP1PPPPP/RNBQCKABNR b KQkq - 0 1';
if (game.fen() !== expected) throw new Error('fen after e4: ' + game.fen());
if (!boardSvg(game).startsWith('<svg')) throw new Error('boardSvg gives no SVG');
const ffish = await Module();
const board = new ffish.Board('capablanca', expected, true);
if (board.legalMoves().split(' ').length < 20) throw new Error('ffish Board: ' + board.legalMoves());
board.delete();
console.log('npm install of', '$tarball', 'works from Node:', game.fen());
EOF
node use.mjs
