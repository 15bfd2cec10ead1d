#!/usr/bin/env bash
# The browser engine's size budget (issue 28; not a test): the module's size with and without
# the narration (the `narrate` feature), raw and gzipped; then, in Chromium on the browser tests'
# phone profile, the table page's first load on the wire and la bandeja's time to interactive
# (bench/wasm/budget.rs, against a server built in the release profile).
# Budgets: module without narration ≤ 300 KB gzipped; table page's first load ≤ 500 KB
# compressed with the module; la bandeja interactive < 1 s.
#   bench/wasm/run.sh            (builds into target/ and, without narration, target/wasm-lean/)
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${CARGO_TARGET_DIR:-target}"
lean="$target/wasm-lean"
.ci/wasm.sh build >/dev/null
CARGO_TARGET_DIR="$lean" cargo build -q -p tirada-wasm --profile wasm --target wasm32-unknown-unknown --no-default-features
for m in "$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm:with narration" \
         "$lean/wasm32-unknown-unknown/wasm/tirada_wasm.wasm:without narration"; do
  file="${m%%:*}"
  echo "module ${m#*:}: $(stat -c %s "$file") bytes, $(gzip -9c "$file" | wc -c) gzipped (gzip -9)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
cargo run -q --release -p tirada-web --example wasm_budget
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
