#!/usr/bin/env bash
# Writes the Owlbear Rodeo extension as a static site — manifest.json, the panel bundled with
# Owlbear's SDK (esbuild, from integrations/node_modules), the engine built from this
# repository — to serve from any HTTPS host and add to Owlbear by its manifest's address:
# integrations/owlbear/pack.sh [OUT_DIR] (default target/owlbear).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/../.."
target="${CARGO_TARGET_DIR:-$root/target}"
out="${1:-$target/owlbear}/tirada"
wasm="$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm"
[ -f "$wasm" ] || "$root/.ci/wasm.sh" build
[ -d "$here/../node_modules/@owlbear-rodeo/sdk" ] || (cd "$here/.." && npm ci --no-audit --no-fund --loglevel=error)
rm -rf "$out" && mkdir -p "$out" && out="$(cd "$out" && pwd)"
(cd "$here/.." && npx --no-install esbuild owlbear/panel.mjs --bundle --format=esm --target=es2022 \
  --minify --log-level=warning --outfile="$out/panel.js")
cp "$here/manifest.json" "$here/index.html" "$here/panel.css" "$here/icon.svg" "$out/"
cp -rL "$here/../common/lang" "$out/lang"
cp "$wasm" "$out/tirada.wasm"
echo "$out"
