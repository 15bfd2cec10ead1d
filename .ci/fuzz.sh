#!/usr/bin/env bash
# The cargo-fuzz targets (fuzz/, issue #13), each for a short time, on stable Rust.
#
# cargo-fuzz needs a nightly compiler only for its sanitizers and its `-Z` flags; with `-s none`
# (no sanitizer: a panic is still a crash) and RUSTC_BOOTSTRAP=1 (the stable compiler accepts
# those flags) it builds and runs with the toolchain CI has. The corpus is copied to a
# temporary directory, so a run never changes the checkout; a crash leaves its input in
# fuzz/artifacts/TARGET/ and fails CI — make it a regression (fuzz/regressions/TARGET/).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "== installing cargo-fuzz from crates.io"
  cargo install cargo-fuzz --locked
fi
export RUSTC_BOOTSTRAP=1
seconds="${FUZZ_SECONDS:-45}"
# The optimised build (cargo fuzz's default): without optimisation the exact odds of an input as
# plain as 422d40 take over 10 s, far from what the table runs. FUZZ_BUILD=--dev builds faster.
build="${FUZZ_BUILD-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== cargo fuzz build (no sanitizer)"
cargo fuzz build --fuzz-dir fuzz -s none $build
for target in $(cargo fuzz list --fuzz-dir fuzz); do
  echo "== fuzzing $target for $seconds s"
  cp -r "fuzz/corpus/$target" "$work/$target"
  cargo fuzz run --fuzz-dir fuzz -s none $build "$target" "$work/$target" -- \
    -seed="${FUZZ_SEED:-13}" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 2>&1 |
    grep -E "^(#[0-9]+ +DONE|Done|stat::number_of_executed_units|stat::new_units_added|==|SUMMARY|ERROR|thread '|panicked)" || true
  # A slow input (over 10 s, libFuzzer's "slow-unit") is reported, not failed: the timeout
  # (20 s) is what fails. grep swallowed the status: a crash leaves an artifact behind.
  for slow in fuzz/artifacts/"$target"/slow-unit-*; do
    [ -e "$slow" ] || continue
    echo "$target: a slow input (over 10 s): $(head -c 120 "$slow" | tr -c '[:print:]' '?')"
    rm -f "$slow"
  done
  if compgen -G "fuzz/artifacts/$target/*" >/dev/null; then
    echo "$target found a crash: fuzz/artifacts/$target/"; exit 1
  fi
done
