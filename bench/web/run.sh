#!/usr/bin/env bash
# Load benchmark of the web table (not a test): N clients posting PORTAL rolls on loopback and M
# listeners on the event stream. Prints rolls/s, p50/p99 latency and whether every listener got
# every event once, in order. Bounded: clients × rolls requests.
#   bench/web/run.sh [--clients 32] [--listeners 200] [--rolls 300] [--url http://127.0.0.1:8080]
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo run --release -q -p tirada-web --example load -- "$@"
