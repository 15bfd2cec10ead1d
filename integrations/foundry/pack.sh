#!/usr/bin/env bash
# Writes the Foundry VTT module as Foundry installs it — a folder `tirada` to put in Foundry's
# Data/modules/ (or to zip for a manifest's `download`) — with the engine built from this
# repository: integrations/foundry/pack.sh [OUT_DIR] (default target/foundry).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
target="${CARGO_TARGET_DIR:-$root/target}"
out="${1:-$target/foundry}/tirada"
wasm="$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm"
[ -f "$wasm" ] || "$root/.ci/wasm.sh" build
rm -rf "$out" && mkdir -p "$out/engine"
cp -rL "$here/module.json" "$here/scripts" "$here/lang" "$here/styles" "$out/"
cp -L "$here/engine/tirada.js" "$out/engine/tirada.js"
cp "$wasm" "$out/engine/tirada.wasm"
echo "$out"
