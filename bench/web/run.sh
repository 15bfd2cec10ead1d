#!/usr/bin/env bash
# Load benchmark of the web table (not a test): N clients posting PORTAL rolls on loopback and M
# listeners on the event stream, after a baseline of the same rolls with no listener. Prints for
# each run rolls/s, p50/p99 latency from a roll's POST to its answer and to every listener,
# whether every listener got every event once, in order, and the CPU time per roll of the server
# and of the load generator; then the server's CPU per listener and event. The server runs in its
# own process on a temporary SQLite file with its limits per address lifted (--same-process: on
# the generator's runtime; --url: a running `tirada serve --sin-limites`). A refused request stops
# the run with its reason. Bounded: clients × rolls requests per run.
#   bench/web/run.sh [--clients 48] [--listeners 200] [--rolls 300] [--wire full|compact] [--no-baseline]
#                    [--same-process | --url http://127.0.0.1:8080]
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo run --release -q -p tirada-web --example load -- "$@"
