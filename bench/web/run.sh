#!/usr/bin/env bash
# Load benchmark of the web table (not a test): N clients posting PORTAL rolls on loopback and M
# listeners on the event stream. Prints rolls/s, p50/p99 latency, whether every listener got every
# event once, in order, and the CPU time per roll of the server and of the load generator. The
# server runs in its own process on a temporary SQLite file (--same-process: on the generator's
# runtime; --url: a running `tirada serve`). Bounded: clients × rolls requests.
#   bench/web/run.sh [--clients 32] [--listeners 200] [--rolls 300] [--same-process | --url http://127.0.0.1:8080]
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo run --release -q -p tirada-web --example load -- "$@"
