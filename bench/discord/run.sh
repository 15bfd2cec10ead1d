#!/usr/bin/env bash
# Load benchmark of the Discord bridge (not a test): signed interactions posted at a fixed rate to
# one table (PORTAL rolls and /r rolls of many linked players) against a loopback Discord. Prints
# the rate reached, due → answer p50/p99/max (Discord waits 3 s), answers at once or deferred, and
# whether every interaction is a roll of the table's log. The server runs in its own process on a
# temporary SQLite file. Bounded: rate × seconds interactions.
#   bench/discord/run.sh [--rate 200] [--seconds 30] [--players 16] [--connections 64]
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
cargo run --release -q -p tirada-web --example discord_load -- "$@"
