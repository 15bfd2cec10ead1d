#!/usr/bin/env bash
# The VTT integrations (issue 28): the Foundry VTT module type-checked against Foundry's
# published types (npm, into integrations/node_modules) and its `/tirada` command tested with
# node's test runner on the built engine, against the CLI. Run after `.ci/wasm.sh build` and
# `.ci/wasm.sh test` (which brings node and target/debug/tirada).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
wasm="$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm"
[ -x "$target/debug/tirada" ] || cargo build -p tirada
echo "== npm ci in integrations/ (typescript, foundry-vtt-types)"
for attempt in 1 2 3; do
  if (cd integrations && npm ci --no-audit --no-fund --loglevel=error); then break; fi
  [ "$attempt" = 3 ] && exit 1
  echo "npm ci failed (attempt $attempt of 3)"; sleep 10
done
echo "== tsc -p integrations/foundry (checkJs against @league-of-foundry-developers/foundry-vtt-types)"
(cd integrations && npx --no-install tsc -p foundry)
echo "== node --test integrations/common/test/"
TIRADA_WASM="$wasm" TIRADA_BIN="$target/debug/tirada" node --test integrations/common/test/
