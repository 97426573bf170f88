#!/usr/bin/env bash
# The round-start benchmark (issue 31, docs/load.md "Bursts"): one server, two load generators.
# The measured one plays --games games at --rate actions/s and never bursts; the other holds
# --burst-games games that all resign at once every --every seconds and are replaced (a Swiss
# round's end and the next round's start: games created and joined, three sockets each moved to
# the new game). The measured generator's latency is then the server's answer to the burst alone,
# not the bursting generator's own busy moments. The server on core 0 and both generators on core 1
# (SERVER_CPUS and LOAD_CPUS override), the bursting one at nice 10 so that it never delays the
# measured one. Loopback only, bounded by --duration, stops by itself. Not part of CI.
#   scripts/burst-load.sh [--games 500] [--rate 2000] [--burst-games 500] [--burst-rate 100]
#                         [--every 5] [--duration 30]
# Results stay in var/load/burst-<date>/ (steady.json, burst.json and their logs, server.log).
# Environment as scripts/load.sh (RENJU, RENJU_SERVE, SERVE_ARGS).
set -euo pipefail
cd "$(dirname "$0")/.."

games=500 rate=2000 burst_games=500 burst_rate=100 every=5 duration=30
source scripts/lib/options.sh
parse_options burst-load "games rate burst_games burst_rate every duration" "" "$@"

source scripts/lib/load_server.sh
renju_binary
out="var/load/burst-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
server_pid="" steady_pid="" burst_pid=""
cleanup() {
  local pid
  for pid in "$steady_pid" "$burst_pid" "$server_pid"; do
    [[ -n "$pid" ]] && kill "$pid" 2>/dev/null || true
  done
}
trap cleanup EXIT
ulimit -n "$(ulimit -Hn)"
SERVER_CPUS="${SERVER_CPUS:-0}"
start_server burst "$out" 0
load_cpus="${LOAD_CPUS:-1}"
common=(--url "http://127.0.0.1:$port" --spectators 1 --duration "$duration" --json)
taskset -c "$load_cpus" "$bin" load "${common[@]}" --games "$games" --rate "$rate" \
  >"$out/steady.json" 2>"$out/steady.log" &
steady_pid=$!
taskset -c "$load_cpus" nice -n 10 "$bin" load "${common[@]}" --games "$burst_games" \
  --rate "$burst_rate" --burst-every "$every" --seed 2 >"$out/burst.json" 2>"$out/burst.log" &
burst_pid=$!
status=0
wait "$steady_pid" || status=$?
steady_pid=""
wait "$burst_pid" || status=$?
burst_pid=""
python3 - "$out" <<'EOF'
import json, sys
out = sys.argv[1]
s = json.load(open(f"{out}/steady.json"))
b = json.load(open(f"{out}/burst.json"))
print(f"steady games: {s['actions_per_s']} actions/s, p50 {s['p50_ms']} ms, p99 {s['p99_ms']} ms, "
      f"max {s['max_ms']} ms, errors {s['errors']}; its own loop late by p99 {s['lag_p99_ms']} ms")
print(f"bursting games: {b['bursts']} bursts of {b['burst_games'] // max(1, b['bursts'])}, "
      f"all back in play within {b['burst_back_ms']} ms, errors {b['errors']}")
print(f"  their moves in the bursts' windows p99 {b['burst_p99_ms']} ms (the generator's loop late "
      f"by p99 {b['burst_lag_p99_ms']} ms there); the resignations ending them p50 "
      f"{b['burst_end_p50_ms']} ms, p99 {b['burst_end_p99_ms']} ms")
EOF
echo "results in $out"
exit "$status"
