#!/usr/bin/env bash
# Compares tirada's exact distributions and speed with icepool 2.1.3 on the foundation issue's
# cases. Makes (once) a venv beside this script, builds and runs tirada's bench_cases example in
# release mode, times the same cases in icepool and prints the table. Exits non-zero if any
# distribution differs. Extra arguments go to compare.py (--budget, --json, --tirada-json).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c 'import icepool, sys; sys.exit(icepool.__version__ != "2.1.3")' 2>/dev/null; then
    "$venv/bin/pip" install --quiet icepool==2.1.3
fi
cd "$here/../.."
cargo build --quiet --release -p tirada-dice --example bench_cases
exec "$venv/bin/python" "$here/compare.py" "$@"
