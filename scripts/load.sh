#!/usr/bin/env bash
# One load measurement: starts `renju serve` on a fresh SQLite file, runs `renju load` against it,
# samples the server's resident memory every second and prints one line with the load
# generator's JSON plus the server's peak RSS and CPU time. Loopback only, bounded by --duration,
# stops by itself. Not part of CI (docs/performance.md has the figures and how they were taken).
#   scripts/load.sh [--games N] [--spectators N] [--rate R] [--duration S] [-- more load args]
# Results stay in var/load/<date>/ (load.json, load.log, server.log, rss.tsv).
# Environment: RENJU = the binary (default build/release/cli/renju, built when missing);
# SERVE_ARGS = more options for renju serve (e.g. "--sync normal"); SERVER_CPUS and LOAD_CPUS
# (taskset lists) pin the server and the load generator, e.g. SERVER_CPUS=0 LOAD_CPUS=1;
# BOOST=1 raises the pair's scheduling group (echo -15 > /proc/<pid>/autogroup) on a machine
# shared with other sessions, as the measurements in docs/performance.md say.
set -euo pipefail
cd "$(dirname "$0")/.."

games=5000 spectators=1 rate=5000 duration=60
source scripts/lib/options.sh
parse_options load "games spectators rate duration --" "" "$@"

source scripts/lib/load_server.sh
renju_binary
out="var/load/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
server_pid=""
load_pid=""
cleanup() {
  [[ -n "$load_pid" ]] && kill "$load_pid" 2>/dev/null || true
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true
}
trap cleanup EXIT

# Each socket is one descriptor on both sides of loopback; the hard limit caps the run.
ulimit -n "$(ulimit -Hn)"
start_server load "$out" 0
[[ "${BOOST:-0}" == 1 ]] && echo -15 >"/proc/$server_pid/autogroup"

load_pin=()
[[ -n "${LOAD_CPUS:-}" ]] && load_pin=(taskset -c "$LOAD_CPUS")
"${load_pin[@]}" "$bin" load --url "http://127.0.0.1:$port" --games "$games" \
  --spectators "$spectators" --rate "$rate" --duration "$duration" --json "${extra[@]}" \
  >"$out/load.json" 2>"$out/load.log" &
load_pid=$!

peak=0
load_ticks=0
# The server's CPU over the paced phase alone (from "ready" to "paced phase over" in the load
# generator's log): setting up the games and the final check are not actions, so the cost per action
# is taken from this part only.
paced_from="" paced_to="" paced_load_from="" paced_load_to=""
server_ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
printf "seconds\trss_kb\n" >"$out/rss.tsv"
start=$SECONDS
last_rss=-1
while kill -0 "$load_pid" 2>/dev/null; do
  if ((SECONDS != last_rss)); then
    last_rss=$SECONDS
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$server_pid/status" 2>/dev/null || echo 0)
    printf "%d\t%d\n" $((SECONDS - start)) "$rss" >>"$out/rss.tsv"
    ((rss > peak)) && peak=$rss
  fi
  t=$(server_ticks "$load_pid")
  ((t > 0)) && load_ticks=$t
  if [[ -z "$paced_from" ]] && grep -q "ready in" "$out/load.log" 2>/dev/null; then
    paced_from=$(server_ticks "$server_pid") paced_load_from=$load_ticks
  elif [[ -n "$paced_from" && -z "$paced_to" ]] && grep -q "paced phase over" "$out/load.log"; then
    paced_to=$(server_ticks "$server_pid") paced_load_to=$load_ticks
  fi
  sleep 0.1
done
load_status=0
wait "$load_pid" || load_status=$?
load_pid=""
ticks=$(awk '{print $14 + $15}' "/proc/$server_pid/stat")
seconds() { awk -v t="$1" -v hz="$(getconf CLK_TCK)" 'BEGIN {printf "%.1f", t / hz}'; }
cpu=$(seconds "$ticks")
kill "$server_pid"
wait "$server_pid" || true
server_pid=""

summary=$(tail -1 "$out/load.json")
echo "load: $summary"
actions=$(grep -o '"actions":[0-9]*' "$out/load.json" | tail -1 | cut -d: -f2)
if [[ -n "$paced_to" && "${actions:-0}" -gt 0 ]]; then
  per_action() { awk -v t="$1" -v hz="$(getconf CLK_TCK)" -v n="$actions" 'BEGIN {printf "%.0f", t / hz / n * 1e6}'; }
  echo "load: paced phase: server CPU $(seconds $((paced_to - paced_from))) s = $(per_action $((paced_to - paced_from))) us per action, load generator $(per_action $((paced_load_to - paced_load_from))) us per action"
fi
echo "load: server peak RSS $((peak / 1024)) MB, server CPU ${cpu} s, load generator CPU at least $(seconds "$load_ticks") s, in $((SECONDS - start)) s; results in $out"
exit "$load_status"
