#!/usr/bin/env bash
# Soak test: `renju load` at a moderate rate for a long time while clients drop and reconnect at
# random (--churn); the server's resident memory is sampled every 10 s. Passes when nothing was
# lost or mismatched, no game got stuck, the clocks stayed consistent, and memory is flat: the
# largest sample of the last quarter is at most 10 % (+16 MB) above the sample at the end of the
# first quarter (after the warm-up). The server keeps finished games in memory for
# --keep-finished seconds (300 by default): the soak sets 60 so that this cache is full well
# before the end of the first quarter. Loopback only, bounded, stops by itself. Not part of CI.
#   scripts/soak.sh [--minutes M] [--games N] [--spectators N] [--rate R] [--churn C]
# Results stay in var/soak/<date>/ (rss.tsv, load.json, load.log, server.log).
# Environment: RENJU = the binary (default build/release/cli/renju, built when missing);
# SERVE_ARGS = more options for renju serve (e.g. "--threads 1 --sync normal").
set -euo pipefail
cd "$(dirname "$0")/.."

minutes=10 games=500 spectators=1 rate=500 churn=0.01
source scripts/lib/options.sh
parse_options soak "minutes games spectators rate churn" "" "$@"

source scripts/lib/load_server.sh
renju_binary
out="var/soak/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
server_pid=""
load_pid=""
cleanup() {
  [[ -n "$load_pid" ]] && kill "$load_pid" 2>/dev/null || true
  [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true
}
trap cleanup EXIT

start_server soak "$out" 0 --keep-finished 60
seconds=$((minutes * 60))
echo "soak: server pid $server_pid on port $port; $games games x (2 + $spectators) sockets," \
  "$rate actions/s, churn $churn/s, $minutes min; results in $out"

"$bin" load --url "http://127.0.0.1:$port" --games "$games" --spectators "$spectators" \
  --rate "$rate" --duration "$seconds" --churn "$churn" --json \
  >"$out/load.json" 2>"$out/load.log" &
load_pid=$!

printf "seconds\trss_kb\n" >"$out/rss.tsv"
start=$SECONDS
while kill -0 "$load_pid" 2>/dev/null; do
  rss="$(awk '/^VmRSS:/ {print $2}' "/proc/$server_pid/status" 2>/dev/null || echo 0)"
  printf "%d\t%s\n" $((SECONDS - start)) "$rss" >>"$out/rss.tsv"
  sleep 10
done
status=0
wait "$load_pid" || status=$?
load_pid=""
kill "$server_pid" 2>/dev/null || true
wait "$server_pid" 2>/dev/null || true
server_pid=""

grep -v "^load: .*actions/s" "$out/load.log" | tail -12 || true
result="$(tail -1 "$out/load.json")"
echo "soak: $result"
python3 - "$result" "$out/rss.tsv" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
rows = [line.split("\t") for line in open(sys.argv[2]).read().split("\n")[1:] if line]
samples = [(int(s), int(k)) for s, k in rows if int(k) > 0]
problems = [f"{k} = {r[k]}" for k in ("lost", "mismatched", "clock_errors", "stuck") if r[k] != 0]
if r["verified"] == 0:
    problems.append("no game verified")
if len(samples) >= 8:
    quarter = len(samples) // 4
    warm = samples[quarter][1]
    late = max(k for _, k in samples[-quarter:])
    print(f"soak: server RSS {samples[0][1] // 1024} MB at start, {warm // 1024} MB after warm-up, "
          f"at most {late // 1024} MB in the last quarter, "
          f"peak {max(k for _, k in samples) // 1024} MB ({len(samples)} samples)")
    if late > warm * 1.10 + 16 * 1024:
        problems.append(f"memory grew from {warm} kB to {late} kB")
else:
    problems.append("too few memory samples")
if problems:
    print("soak: FAILED: " + ", ".join(problems))
    sys.exit(1)
print(f"soak: passed: {r['actions']} actions, {r['reconnects']} reconnects, "
      f"{r['verified']} games verified, nothing lost, memory flat")
PY
if ((status != 0)); then
  echo "soak: renju load exited with $status"
  exit 1
fi
