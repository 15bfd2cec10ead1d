#!/usr/bin/env bash
# The bounded-work benchmark (issue 30 point 1, issue 31 points 5 and 6): the worst odds request
# each system accepts, and the notation's worst accepted forms, through the CLI and through the
# HTTP API, with the time each takes and the peak memory of the process that computed it; then
# the requests beyond the bounds, which must be refused at once. Every accepted request should
# answer in under 5 s and 256 MiB.
#
#   bench/bounded/run.sh            # builds the release binary, prints a Markdown table
#
# CLI: `/usr/bin/time` around `tirada odds …` (output to /dev/null). API: one `tirada serve` on a
# temporary SQLite file, started afresh for each request; `curl` times each POST
# /api/tables/{id}/odds, and the server's peak resident memory (VmHWM: the whole server, its
# start included) is read from /proc after the request.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
cargo build --quiet --release -p tirada
tirada="$PWD/target/release/tirada"
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

# `label|system|expression (one argument)|further CLI arguments|API request (JSON)`
accepted=(
  "notation: sum of big weights|portal|134d1000||{\"notacion\":\"134d1000\"}"
  "notation: 100 sorted sets|portal|100x 1d100||{\"notacion\":\"100x 1d100\"}"
  "notation: keep 6 of 12d1000|portal|12d1000kh6||{\"notacion\":\"12d1000kh6\"}"
  "notation: drop 1 of 3d10000|portal|3d10000dl1||{\"notacion\":\"3d10000dl1\"}"
  "notation: keep half of 300d6|portal|300d6kh150||{\"notacion\":\"300d6kh150\"}"
  "notation: seven d100 members|portal|{1d100,1d100,1d100,1d100,1d100,1d100,1d100}kh3||{\"notacion\":\"{1d100,1d100,1d100,1d100,1d100,1d100,1d100}kh3\"}"
  "notation: twenty 4d6kh3 members|portal|{4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3}kh10||{\"notacion\":\"{4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3,4d6kh3}kh10\"}"
  "notation: four different members walked|portal|{1d100,1d99,1d98,1d97}kh2||{\"notacion\":\"{1d100,1d99,1d98,1d97}kh2\"}"
  "notation: exploded dice kept|portal|20d6!kh3||{\"notacion\":\"20d6!kh3\"}"
  "notation: product|portal|1d1000*1d1000||{\"notacion\":\"1d1000*1d1000\"}"
  "notation: product of big weights|portal|20d50*20d50||{\"notacion\":\"20d50*20d50\"}"
  "notation: difference of big pools|portal|9d905-9d921||{\"notacion\":\"9d905-9d921\"}"
  "CHASIS: 1000dF modifier|chasis||chasis --mod 1000dF|{\"mod\":\"1000dF\"}"
  "CHASIS: product modifier|chasis||chasis --mod 100d6kh50*100d6kl50|{\"mod\":\"100d6kh50*100d6kl50\"}"
  "PORTAL: four colours (3,3,3,2), 5 aces|portal||portal --suerte 2 --heridas 3 --malestar 3 --ases 5 --dif 12|{\"suerte\":2,\"heridas\":3,\"malestar\":3,\"ases\":5,\"dif\":12}"
  "PORTAL: four colours of 3, no rerolls|portal||portal --suerte 3 --heridas 3 --malestar 3 --dif 12|{\"suerte\":3,\"heridas\":3,\"malestar\":3,\"dif\":12}"
  "Hitos: both activations|hitos||hitos --car 8 --hab 5 --dif 16 --aspecto --aspecto-contra|{\"car\":8,\"hab\":5,\"dif\":16,\"aspecto\":true,\"aspecto_contra\":true}"
  "Fate: skill, PP and modifier|fate||fate --hab 4 --pp 3 --mod 2 --dif 5|{\"hab\":4,\"pp\":3,\"mod\":2,\"dif\":5}"
  "MIRILLA: 20 in a row|mirilla||mirilla --seguidos 20 --minimo 6|{\"seguidos\":20,\"minimo\":6}"
)
refused=(
  "notation: every row of 134d1000 printed|portal|134d1000|--todo|"
  "notation: 80 exploding dice kept|portal|80d6!kh3||{\"notacion\":\"80d6!kh3\"}"
  "notation: 55d10000|portal|55d10000||{\"notacion\":\"55d10000\"}"
  "notation: twenty 329d100 on one line|portal|$(printf '329d100; %.0s' {1..19})329d100||"
  "notation: 1000d1000kh999|portal|1000d1000kh999||{\"notacion\":\"1000d1000kh999\"}"
  "notation: every row of 134d1000 as JSON|portal|134d1000|--json|"
  "CHASIS: product modifier times 2d6|chasis||chasis --mod 100d6kh50*100d6kl50*2d6|{\"mod\":\"100d6kh50*100d6kl50*2d6\"}"
  "PORTAL: four colours of 3, 5 aces|portal||portal --suerte 3 --heridas 3 --malestar 3 --ases 5 --dif 12|{\"suerte\":3,\"heridas\":3,\"malestar\":3,\"ases\":5,\"dif\":12}"
)

# The API: a server and a table of each system.
port=$((20000 + RANDOM % 20000))
# A fresh server on the same file: each request's peak is its own, not the memory an earlier
# request left with the allocator.
start() {
  "$tirada" serve --db "sqlite://$work/mesa.db" --addr "127.0.0.1:$port" >/dev/null 2>&1 &
  server=$!
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
}
restart() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  start
}
start
declare -A table token
for system in portal chasis hitos fate mirilla; do
  made="$(curl -sf -X POST -H 'Content-Type: application/json' \
    -d "{\"name\":\"Banco\",\"system\":\"$system\"}" "http://127.0.0.1:$port/api/tables")"
  table[$system]="$(echo "$made" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')"
  token[$system]="$(echo "$made" | python3 -c 'import json,sys; print(json.load(sys.stdin)["gm_token"])')"
done

# `cli EXPRESSION FLAGS`: "seconds MiB exit"
cli() {
  local args=()
  [ -n "$1" ] && args+=("$1")
  set -f
  # shellcheck disable=SC2206
  args+=($2)
  set +f
  /usr/bin/time -f "%e %M" -o "$work/time" "$tirada" odds "${args[@]}" >/dev/null 2>"$work/err" && code=0 || code=$?
  # With a non-zero exit, time(1) writes "Command exited with non-zero status N" first.
  read -r secs kib < <(tail -n 1 "$work/time")
  echo "$secs $((kib / 1024)) $code"
}

# `api SYSTEM JSON`: "seconds MiB status"
api() {
  echo 5 >"/proc/$server/clear_refs"
  local out
  out="$(curl -s -o "$work/body" -w '%{time_total} %{http_code}' -X POST \
    -H "Authorization: Bearer ${token[$1]}" -H 'Content-Type: application/json' \
    -d "{\"request\":$2}" "http://127.0.0.1:$port/api/tables/${table[$1]}/odds")"
  local kib
  kib="$(awk '/VmHWM/ {print $2}' "/proc/$server/status")"
  echo "${out% *} $((kib / 1024)) ${out#* }"
}

row() {
  IFS='|' read -r label system expr flags request <<<"$1"
  read -r c_secs c_mib c_code <<<"$(cli "$expr" "$flags")"
  local shown="$expr${flags:+ $flags}"
  [ ${#shown} -gt 60 ] && shown="${shown:0:57}…"
  if [ -n "$request" ]; then
    restart # here, not in the command substitution's subshell: the next server is this shell's child
    read -r a_secs a_mib a_code <<<"$(api "$system" "$request")"
  else
    a_secs="—"; a_mib="—"; a_code="—"
  fi
  echo "| $label | \`$shown\` | $c_secs s | $c_mib MiB | $c_code | $a_secs s | $a_mib MiB | $a_code |"
}

echo "Machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%Y-%m-%d)."
echo
echo "| request | CLI: \`tirada odds …\` | CLI time | CLI peak | exit | API time | server peak | status |"
echo "|---|---|---|---|---|---|---|---|"
for case in "${accepted[@]}"; do row "$case"; done
echo
echo "(A 422 from the API beside an accepted CLI line: the API answers every row as JSON, which the"
echo "shared budget prices with the work; the CLI prints a long table's landmarks.)"
echo
echo "Refused (exit 2 / 422, one sentence):"
echo
echo "| request | CLI: \`tirada odds …\` | CLI time | CLI peak | exit | API time | server peak | status |"
echo "|---|---|---|---|---|---|---|---|"
for case in "${refused[@]}"; do row "$case"; done
