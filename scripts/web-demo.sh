#!/usr/bin/env bash
# Builds the npm package crc-rules (scripts/build-wasm.sh) and serves the board page,
# examples/web/, on 127.0.0.1 with Python's http.server (which sends .wasm as
# application/wasm; a module page does not load from file://). The page is
#   http://127.0.0.1:PORT/examples/web/
# served from the repository's root, so that its import map finds the package in crc-wasm/.
# Usage: scripts/web-demo.sh [PORT]   (default 8000; Ctrl-C stops the server)
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8000}"
bash scripts/build-wasm.sh
echo "web-demo: the board page is at http://127.0.0.1:$port/examples/web/"
exec python3 -m http.server --bind 127.0.0.1 "$port"
