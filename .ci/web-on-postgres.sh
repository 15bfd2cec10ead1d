#!/usr/bin/env bash
# The web crate's tests again, on PostgreSQL instead of SQLite (TIRADA_TEST_DB=postgres), run
# from the binaries `cargo test --workspace` built. `cargo test -p tirada-web` would build them
# all a second time: alone, the web crate unifies fewer features (tirada-dice without
# `entropy`, …), so every crate under it and each of its ~60 test binaries comes out with
# another hash — minutes of linking and gigabytes of a shared disk.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t tests < <(cargo test --workspace --no-run --message-format=json 2>/dev/null | python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"] \
            and "/crates/web/" in m["target"]["src_path"]:
        print(m["executable"])
')
[ "${#tests[@]}" -gt 0 ] || { echo "no test binaries of tirada-web found"; exit 1; }

failed=()
for test in "${tests[@]}"; do
  echo "== $(basename "$test") on PostgreSQL"
  # As `cargo test` does: from the crate's folder.
  (cd crates/web && TIRADA_TEST_DB=postgres "$test") || failed+=("$(basename "$test")")
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "failed on PostgreSQL: ${failed[*]}"; exit 1
fi
echo "== all ${#tests[@]} test binaries of tirada-web passed on PostgreSQL"
