#!/usr/bin/env bash
# The lobby benchmark (issue 10, docs/performance.md): starts `renju serve` on a fresh SQLite file
# and runs `renju load-lobby` against it (open challenges, lobby sockets, the delay of each change
# to every socket). Loopback only, bounded by --duration, stops by itself. Not part of CI.
#   scripts/lobby-load.sh [load-lobby options: --challenges 2000 --sockets 5000 --rate 10 ...]
# Results stay in var/load/lobby-<date>/. Environment as scripts/load.sh (RENJU, RENJU_SERVE: the
# server alone from another build, for A/B runs; SERVE_ARGS; BOOST=1 raises the priority of the
# session's autogroup, which holds both the server and the load generator).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/load_server.sh
renju_binary
out="var/load/lobby-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
server_pid=""
watcher=""
trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true; [[ -n "$watcher" ]] && kill "$watcher" 2>/dev/null || true' EXIT
ulimit -n "$(ulimit -Hn)"
start_server lobby "$out" 0
[[ "${BOOST:-0}" == 1 ]] && echo -15 >"/proc/$server_pid/autogroup"
cpu() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }
before=$(cpu)
# The server's CPU from the start of the measured phase (the generator's line about the snapshot).
(
  until grep -q "snapshot in" "$out/load.log" 2>/dev/null; do sleep 0.2; done
  cpu >"$out/cpu-measured-from"
) &
watcher=$!
"$bin" load-lobby --url "http://127.0.0.1:$port" "$@" 2>&1 | tee "$out/load.log"
after=$(cpu)
tick=$(getconf CLK_TCK)
measured=""
if [[ -s "$out/cpu-measured-from" ]]; then
  measured="; $(awk -v a="$after" -v t="$tick" '{printf "%.1f", (a - $1) / t}' "$out/cpu-measured-from") s while measuring"
fi
echo "server CPU: $(((after - before) / tick)) s$measured; peak RSS $(awk '/VmHWM/ {print $2, $3}' "/proc/$server_pid/status")" |
  tee -a "$out/load.log"
