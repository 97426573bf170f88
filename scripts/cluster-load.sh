#!/usr/bin/env bash
# One load measurement of a cluster (docs/performance.md, "Current figures", the cluster rows): scripts/cluster.sh
# with N nodes, `renju load` through nginx, then one line per run with the load generator's
# figures, each node's peak resident memory, and the CPU seconds of the nodes, nginx and
# PostgreSQL over the run (from /proc, the processes the cluster started and their children).
# Loopback only, bounded by --duration; stops the cluster at the end.
#   scripts/cluster-load.sh [--nodes N] [--games G] [--spectators S] [--rate R] [--duration D]
# Results stay in var/cluster-load/<date>-<N>/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/load_server.sh
source scripts/lib/cluster_run.sh

nodes=3 games=1000 spectators=1 rate=1000 duration=30
source scripts/lib/options.sh
parse_options cluster-load "nodes games spectators rate duration" "" "$@"
renju_binary
out="var/cluster-load/$(date -u +%Y%m%dT%H%M%SZ)-$nodes"
mkdir -p "$out"
ulimit -n "$(ulimit -Hn)"
cluster_run renju-cluster-load "$nodes" -- --threads 2

# CPU ticks of a process and all its descendants (nginx's workers, PostgreSQL's backends).
tree_ticks() {
  local pid="$1" total=0 child
  total=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null || echo 0)
  for child in $(cat /proc/"$pid"/task/*/children 2>/dev/null); do
    total=$((total + $(tree_ticks "$child")))
  done
  echo "$total"
}
pid_of() { cut -d' ' -f1 "$CLUSTER_DIR/$1.pid"; }
snapshot() {
  local line=""
  for name in $(for i in $(seq "$nodes"); do echo "node$i"; done) nginx postgres; do
    line+="$name=$(tree_ticks "$(pid_of "$name")") "
  done
  echo "$line"
}

"$bin" load --url "http://127.0.0.1:$FRONT_PORT" --games "$games" --spectators "$spectators" \
  --rate "$rate" --duration "$duration" --json >"$out/load.json" 2>"$out/load.log" &
load_pid=$!
for _ in $(seq 1200); do
  grep -q "sockets ready" "$out/load.log" && break
  kill -0 "$load_pid" 2>/dev/null || break
  sleep 0.1
done
before="$(snapshot)"
ready_at=$SECONDS
after=""
declare -A peak
while kill -0 "$load_pid" 2>/dev/null; do
  for i in $(seq "$nodes"); do
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$(pid_of "node$i")/status" 2>/dev/null || echo 0)
    ((rss > ${peak[$i]:-0})) && peak[$i]=$rss
  done
  # The paced phase ends `duration` seconds after the sockets are ready: take CPU then.
  if [[ -z "$after" ]] && ((SECONDS - ready_at >= ${duration%.*})); then after="$(snapshot)"; fi
  sleep 1
done
[[ -n "$after" ]] || after="$(snapshot)"
status=0
wait "$load_pid" || status=$?
load_pid=""
hz="$(getconf CLK_TCK)"
python3 - "$(tail -1 "$out/load.json")" "$before" "$after" "$hz" "$nodes" "${peak[@]}" <<'PY' | tee "$out/summary.txt"
import json, sys
r = json.loads(sys.argv[1])
before = dict(kv.split("=") for kv in sys.argv[2].split())
after = dict(kv.split("=") for kv in sys.argv[3].split())
hz, nodes = int(sys.argv[4]), int(sys.argv[5])
peaks = [int(p) // 1024 for p in sys.argv[6:]]
cpu = {k: (int(after[k]) - int(before[k])) / hz for k in after}
print(json.dumps({"nodes": nodes, "actions_per_s": r["actions_per_s"], "p50_ms": r["p50_ms"],
                  "p99_ms": r["p99_ms"], "max_ms": r["max_ms"], "errors": r["errors"],
                  "lost": r["lost"], "verified": r["verified"], "node_peak_rss_mb": peaks,
                  "cpu_s": cpu, "paced_s": r["seconds"]}))
PY
exit "$status"
