#!/usr/bin/env bash
# Hosting benchmark (issue #19; not a test): starts the servers, runs bench/web/hosting.rs
# against them, stops them.
#   bench/web/hosting.sh sqlite   [--tables 1000] [--listeners 5] [--writers 2] [--rate 500] [--seconds 60]
#   bench/web/hosting.sh postgres [same options]
# sqlite: one `tirada serve` (release) on a temporary SQLite file. postgres: a throwaway
# PostgreSQL cluster in a temporary directory (Debian's binaries in /usr/lib/postgresql/*/bin,
# run by the unprivileged `postgres` user when this runs as root; fsync on, as in production)
# and two `tirada serve` on it. PG_OPTS adds server settings (`-c synchronous_commit=off`).
set -euo pipefail
cd "$(dirname "$0")/../.."
store="${1:?sqlite or postgres}"
shift

# Thousands of sockets on each side: the generator's streams and writers, the servers' too.
ulimit -n "$(ulimit -Hn)"
cargo build --release -q -p tirada
cargo build --release -q -p tirada-web --example hosting
tirada="$PWD/target/release/tirada"
work="$(mktemp -d "${TMPDIR:-/tmp}/tirada-hosting.XXXXXX")"
pids=()
pgdata=""
as_owner=()
# A PostgreSQL program, run by the cluster's owner from a directory it may enter.
pg() { (cd "$work" && "${as_owner[@]}" "$pgbin/$1" "${@:2}"); }

cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
    if [ -n "$pgdata" ]; then pg pg_ctl -D "$pgdata" -m immediate -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# Starts `tirada serve --db $1` on a free port; sets $url and appends its pid to $pids.
serve() {
    local log="$work/serve-${#pids[@]}.log"
    "$tirada" serve --db "$1" --addr 127.0.0.1:0 --detras-de-proxy >"$log" 2>&1 &
    pids+=("$!")
    for _ in $(seq 100); do
        url="$(grep -o 'http://[0-9.:]*' "$log" | head -1 || true)"
        [ -n "$url" ] && return
        sleep 0.1
    done
    echo "tirada serve did not start:" >&2
    cat "$log" >&2
    exit 1
}

gen_args=()
case "$store" in
sqlite)
    serve "sqlite://$work/hosting.db"
    gen_args+=(--url "$url" --pid "${pids[0]}")
    ;;
postgres)
    pgbin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
    if [ "$(id -u)" = 0 ]; then
        chown postgres "$work"
        as_owner=(runuser -u postgres --)
    fi
    pgdata="$work/data"
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    pg initdb -D "$pgdata" -U tirada -A trust -E UTF8 --no-sync >/dev/null
    pg pg_ctl -D "$pgdata" -l "$work/pg.log" -w start \
        -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c max_connections=100 -c shared_buffers=128MB ${PG_OPTS:-}" >/dev/null
    pg createdb -h 127.0.0.1 -p "$port" -U tirada hosting
    db="postgres://tirada@127.0.0.1:$port/hosting"
    serve "$db"
    gen_args+=(--url "$url" --pid "${pids[0]}")
    serve "$db"
    gen_args+=(--url "$url" --pid "${pids[1]}")
    gen_args+=(--pg-pid "$(head -1 "$pgdata/postmaster.pid")")
    ;;
*)
    echo "usage: $0 sqlite|postgres [options]" >&2
    exit 2
    ;;
esac

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg), $store"
target/release/examples/hosting "${gen_args[@]}" "$@"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
