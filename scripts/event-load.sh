#!/usr/bin/env bash
# The tournaments' benchmark (issue 31, docs/performance.md): starts a release `renju serve` on a
# fresh SQLite file on loopback, without the per-address limits, and runs `renju load-event`
# against it (an arena or a Swiss played to its end, lobby sockets following it, its page read).
# Prints the generator's figures and the server's CPU. Loopback only, bounded by --duration,
# stops by itself; ends only the server it started, by its pid. Not part of CI.
#   scripts/event-load.sh --format arena --players 2000 --duration 120 --rate 1000 ...
#   scripts/event-load.sh --format swiss --players 1000 --rounds 3 --duration 300 ...
# Results stay in var/load/event-<date>/. Environment as scripts/load.sh (RENJU, RENJU_SERVE,
# SERVE_ARGS, BOOST=1); ASSETS = a client build (client/dist) so that /t/<id> answers its page
# (without one the server answers it 503 "Pages not built", which the generator accepts).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/load_server.sh
renju_binary
out="var/load/event-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
server_pid=""
trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true' EXIT
ulimit -n "$(ulimit -Hn)"
assets="${ASSETS:-client/dist}"
[[ -d "$assets/pages" ]] || assets="$out/no-assets"
ASSETS="$assets" start_server event "$out" 0
[[ "${BOOST:-0}" == 1 ]] && echo -15 >"/proc/$server_pid/autogroup"
cpu() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }
tick=$(getconf CLK_TCK)
echo "load: $(uptime)" | tee "$out/load.log"
before=$(cpu)
status=0
"$bin" load-event --url "http://127.0.0.1:$port" --json "$@" 2>&1 | tee -a "$out/load.log" || status=$?
after=$(cpu)
echo "server CPU: $(awk -v a="$after" -v b="$before" -v t="$tick" 'BEGIN {printf "%.1f", (a - b) / t}') s; peak RSS $(awk '/VmHWM/ {print $2, $3}' "/proc/$server_pid/status"); $(uptime)" |
  tee -a "$out/load.log"
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=""
exit "$status"
