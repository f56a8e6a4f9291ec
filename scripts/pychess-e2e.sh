#!/usr/bin/env bash
# pychess-variants, the site where CRC is played online, on crc: its server unchanged on
# crc_rules.pyffish, its browser client built with its own esbuild settings and ffish-es6
# swapped for crc-rules/ffish (crc-wasm/README.md's three-line file), played by clicks in
# headless Chromium (scripts/pychess/e2e.py says what is checked). docs/pychess.md.
#
#   PYCHESS_SRC   the source: a directory or a .tar.gz; by default
#                 ../shared/vendor/pychess-variants-37b7a72.tar.gz (its sha256 checked),
#                 else a clone of commit 37b7a72 of the public repository.
#   PYCHESS_PORT  the server's port on 127.0.0.1 (8765).
#   PYCHESS_SCREENSHOT=1  writes docs/images/pychess.png, a round page mid-game.
#
# Needs scripts/build-wasm.sh's package (crc-wasm/pkg/), Python 3.13 (pyenv's, or
# python3.13), Node 20 and Debian's chromium (scripts/wasm-toolchain.sh --browser installs
# it). Everything else goes to target/pychess/, installed only when missing: a venv with the
# server's pinned requirements (from its pyproject.toml), mongomock-motor, playwright (no
# browser download) and crc_rules; the client's node_modules by yarn 1.22.22.
# Usage: scripts/pychess-e2e.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
work=$repo/target/pychess
tree=$work/pychess-variants
commit=37b7a72
vendored=../shared/vendor/pychess-variants-$commit.tar.gz
sha256=f0324447e43e8b93c6a83e269f2d23ab66005550af2c62be43d6c86f95b898cc
port=${PYCHESS_PORT:-8765}
say() { echo "pychess-e2e: $*"; }
started=$SECONDS

[[ -f crc-wasm/pkg/crc_wasm_bg.wasm ]] || { echo "pychess-e2e: run scripts/build-wasm.sh first" >&2; exit 1; }
command -v chromium >/dev/null || { echo "pychess-e2e: chromium is missing (scripts/wasm-toolchain.sh --browser)" >&2; exit 1; }

# ---- the source, fresh each run: the client's package.json is changed below ----
mkdir -p "$work"
rm -rf "$tree"
mkdir -p "$tree"
source=${PYCHESS_SRC:-}
if [[ -z $source && -f $vendored ]]; then
    echo "$sha256  $vendored" | sha256sum -c --quiet
    source=$vendored
fi
if [[ -z $source ]]; then
    git clone --quiet https://github.com/gbtami/pychess-variants "$tree"
    git -C "$tree" checkout --quiet "$commit"
elif [[ -d $source ]]; then
    cp -a "$source/." "$tree"
else
    tar -xzf "$source" -C "$tree" --strip-components=1
fi
say "source: ${source:-a clone of $commit} ($((SECONDS - started)) s)"

# ---- the server's Python: 3.13, its pins, mongomock-motor, playwright, crc_rules ----
python=""
for candidate in $(ls -d "$HOME"/.pyenv/versions/3.13.*/bin/python3.13 2>/dev/null | sort -V -r) python3.13; do
    if "$candidate" -c "import sys; sys.exit(sys.version_info[:2] != (3, 13))" 2>/dev/null; then
        python=$candidate
        break
    fi
done
[[ -n $python ]] || { echo "pychess-e2e: needs Python 3.13" >&2; exit 1; }
venv=$work/venv
[[ -x $venv/bin/python ]] || "$python" -m venv "$venv"
# The server's own pins (its pyproject.toml asks for Python 3.14, so they are installed by
# name), and what its tests add: the in-memory database. playwright drives the browser.
"$venv/bin/python" - "$tree/pyproject.toml" >"$work/requirements.txt" <<'EOF'
import sys, tomllib
with open(sys.argv[1], "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["dependencies"]))
print("mongomock-motor==0.0.36\nmotor==3.7.1\nplaywright==1.62.0\nmaturin>=1.5,<2")
EOF
if ! cmp -s "$work/requirements.txt" "$venv/installed.txt"; then
    "$venv/bin/pip" install --quiet -r "$work/requirements.txt"
    cp "$work/requirements.txt" "$venv/installed.txt"
fi
# crc_rules from this checkout, built as a wheel for the venv's Python.
rm -rf "$work/wheels"
"$venv/bin/maturin" build --quiet --release -m crc-py/Cargo.toml -o "$work/wheels" -i "$venv/bin/python" 2>&1 |
    grep -v "^📦\|^🔗\|^🐍\|^📡\|^⚠️" || true
"$venv/bin/pip" install --quiet --force-reinstall --no-deps "$work"/wheels/crc_rules-*.whl
say "server's Python ready ($((SECONDS - started)) s)"

# ---- the client: what the registry here lacks, then its own install and build ----
# No @pychess/betza at any version: a local stand-in (premoves of user-defined variants
# only); no chessgroundx 10.7.5: 10.7.4. Node 20 builds it, though package.json asks for 24.
node - "$tree/package.json" "$repo/scripts/pychess/betza" <<'EOF'
const fs = require('node:fs');
const [file, betza] = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
pkg.dependencies['@pychess/betza'] = `file:${betza}`;
pkg.dependencies.chessgroundx = '10.7.4';
fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
EOF
(cd "$tree" && npx --yes yarn@1.22.22 install --ignore-engines --non-interactive --silent --network-timeout 600000 >"$work/yarn.log" 2>&1) ||
    { cat "$work/yarn.log"; exit 1; }
# The swap: crc-wasm/README.md's file as the README gives it, and the probe that counts boards.
swap=$work/swap
rm -rf "$swap"
mkdir -p "$swap/node_modules"
awk '/save this file as/ { found = 1 } found && /^```js$/ { copy = 1; next } copy && /^```$/ { exit } copy' \
    crc-wasm/README.md >"$swap/ffish-swap.js"
[[ $(wc -l <"$swap/ffish-swap.js") -eq 3 ]] || { echo "pychess-e2e: no three-line file in crc-wasm/README.md" >&2; exit 1; }
cp scripts/pychess/ffish-probe.js "$swap/"
ln -s "$repo/crc-wasm" "$swap/node_modules/crc-rules"
node scripts/pychess/build_client.mjs "$tree" "$swap" "$swap/node_modules"
cp crc-wasm/pkg/crc_wasm_bg.wasm "$tree/static/"
say "client built ($((SECONDS - started)) s)"

# ---- the server, as its tests start it, on 127.0.0.1 ----
(cd "$tree" && PYCHESS_SRC="$tree" PYTHONPATH="$repo/scripts/pychess:server" \
    exec "$venv/bin/python" "$repo/scripts/pychess/launch_server.py" "$port") >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 120); do
    curl -sf -o /dev/null "http://127.0.0.1:$port/" && break
    kill -0 $server 2>/dev/null || { cat "$work/server.log"; exit 1; }
    sleep 0.5
done
grep -q "the server's pyffish is crc_rules.pyffish" "$work/server.log" ||
    { cat "$work/server.log"; echo "pychess-e2e: the server is not on crc_rules.pyffish" >&2; exit 1; }
say "server up on crc_rules.pyffish ($((SECONDS - started)) s)"

screenshot=()
[[ ${PYCHESS_SCREENSHOT:-0} = 1 ]] && screenshot=(--screenshot docs/images/pychess.png)
"$venv/bin/python" scripts/pychess/e2e.py --url "http://127.0.0.1:$port" "${screenshot[@]}"
if grep -E "Traceback|ERROR" "$work/server.log"; then
    echo "pychess-e2e: the server logged errors (target/pychess/server.log)" >&2
    exit 1
fi
say "passed in $((SECONDS - started)) s"
