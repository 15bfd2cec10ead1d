#!/usr/bin/env bash
# The VTT integrations (issue 28): the Foundry VTT module and the Owlbear Rodeo extension
# type-checked against the vendors' published types (npm, into integrations/node_modules), their
# `/tirada` command and the panel's room tested with node's test runner on the built engine
# (the command against the CLI), and the extension bundled as it ships. Run after `.ci/wasm.sh build` and
# `.ci/wasm.sh test` (which brings node and target/debug/tirada).
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
wasm="$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm"
[ -x "$target/debug/tirada" ] || cargo build -p tirada
# Debian's nodejs (what .ci/wasm.sh installs on a machine without node) comes without npm.
if ! command -v npm >/dev/null; then
  .ci/apt.sh "the integrations (Debian's nodejs comes without it)" npm
fi
echo "== npm ci in integrations/ (typescript, foundry-vtt-types, @owlbear-rodeo/sdk, esbuild)"
for attempt in 1 2 3; do
  if (cd integrations && npm ci --no-audit --no-fund --loglevel=error); then break; fi
  [ "$attempt" = 3 ] && exit 1
  echo "npm ci failed (attempt $attempt of 3)"; sleep 10
done
echo "== tsc -p integrations/foundry (checkJs against @league-of-foundry-developers/foundry-vtt-types)"
(cd integrations && npx --no-install tsc -p foundry)
echo "== tsc -p integrations/owlbear (checkJs against @owlbear-rodeo/sdk)"
(cd integrations && npx --no-install tsc -p owlbear)
echo "== node --test integrations/common/test/ integrations/owlbear/test/"
TIRADA_WASM="$wasm" TIRADA_BIN="$target/debug/tirada" node --test integrations/common/test/ integrations/owlbear/test/
echo "== the extension and the module as they ship"
integrations/owlbear/pack.sh "$target/integrations/owlbear" >/dev/null
integrations/foundry/pack.sh "$target/integrations/foundry" >/dev/null
