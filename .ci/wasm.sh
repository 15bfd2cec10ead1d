#!/usr/bin/env bash
# The browser engine (issue 28).
#   .ci/wasm.sh build   builds crates/wasm for wasm32-unknown-unknown (profile `wasm`), before
#                       `cargo test`, so the server under test embeds it (crates/web/build.rs);
#   .ci/wasm.sh test    runs the engine's node tests against the CLI built by `cargo test`
#                       (target/debug/tirada): the module answers every request of
#                       crates/wasm/tests/cases.json as the CLI does.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${CARGO_TARGET_DIR:-target}"
wasm="$target/wasm32-unknown-unknown/wasm/tirada_wasm.wasm"

case "${1:-}" in
build)
  rustup target add wasm32-unknown-unknown >/dev/null
  echo "== cargo build -p tirada-wasm --profile wasm --target wasm32-unknown-unknown"
  cargo build -p tirada-wasm --profile wasm --target wasm32-unknown-unknown
  echo "   $(stat -c %s "$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
  ;;
test)
  # Node's own test runner (Debian's nodejs when the machine has no node).
  if ! command -v node >/dev/null; then
    .ci/apt.sh "the engine's node tests" nodejs
  fi
  [ -x "$target/debug/tirada" ] || cargo build -p tirada
  echo "== node --test crates/wasm/tests/node/ ($(node --version))"
  TIRADA_WASM="$wasm" TIRADA_BIN="$target/debug/tirada" node --test crates/wasm/tests/node/
  ;;
*)
  echo "usage: .ci/wasm.sh build|test" >&2
  exit 2
  ;;
esac
