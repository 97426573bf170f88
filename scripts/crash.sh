#!/usr/bin/env bash
# Crash test: `kill -9` the server while `renju load` plays, restart it on the same database and
# port, let the clients reconnect, and check through the API that no acknowledged action was lost,
# that every game's state is the replay of its log, and that no clock ever grew by more than its
# increment (renju load's own checks). Loopback only, bounded, stops by itself.
#   scripts/crash.sh [--games N] [--spectators N] [--rate R] [--duration S] [--kills K]
#                    [--down S] [--keep]
# Environment: RENJU = the binary (default build/release/cli/renju, built when missing);
# SERVE_ARGS = more options for renju serve (e.g. "--threads 1 --sync normal").
set -euo pipefail
cd "$(dirname "$0")/.."

games=200 spectators=1 rate=400 duration=40 kills=2 down=1 keep=0
source scripts/lib/options.sh
parse_options crash "games spectators rate duration kills down" "keep" "$@"

source scripts/lib/load_server.sh
renju_binary
work="$(mktemp -d /tmp/renju-crash.XXXXXX)"
server_pid=""
load_pid=""
cleanup() {
  if [[ -n "$server_pid" ]]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  [[ -n "$load_pid" ]] && kill "$load_pid" 2>/dev/null || true
  if ((keep)); then echo "crash: files kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT


start_server crash "$work" 0
echo "crash: server pid $server_pid on port $port; $games games x (2 + $spectators) sockets, $rate actions/s, $duration s, $kills kills"
"$bin" load --url "http://127.0.0.1:$port" --games "$games" --spectators "$spectators" \
  --rate "$rate" --duration "$duration" --reconnect-window 60 --json \
  >"$work/load.json" 2>"$work/load.log" &
load_pid=$!

# The kills are spread over the paced phase, which starts once every socket is ready.
for _ in $(seq 600); do
  grep -q "sockets ready" "$work/load.log" && break
  kill -0 "$load_pid" 2>/dev/null || break
  sleep 0.1
done
interval="$(python3 -c "print($duration / ($kills + 1))")"
for k in $(seq "$kills"); do
  sleep "$interval"
  kill -0 "$load_pid" 2>/dev/null || break
  kill -9 "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  echo "crash: kill -9 number $k at $(date +%T); down for $down s"
  sleep "$down"
  start_server crash "$work" "$port"
  echo "crash: restarted, pid $server_pid"
done

status=0
wait "$load_pid" || status=$?
load_pid=""
grep -v "^load: .*actions/s" "$work/load.log" | tail -15 || true
result="$(tail -1 "$work/load.json")"
echo "crash: $result"
python3 - "$result" "$kills" <<'PY'
import json, sys
r = json.loads(sys.argv[1])
kills = int(sys.argv[2])
problems = []
for key in ("lost", "mismatched", "clock_errors", "stuck"):
    if r[key] != 0:
        problems.append(f"{key} = {r[key]}")
if r["verified"] == 0:
    problems.append("no game verified")
if r["actions"] == 0:
    problems.append("no action acknowledged")
if kills > 0 and r["reconnects"] == 0:
    problems.append("no socket reconnected: the kills did not happen")
if problems:
    print("crash: FAILED: " + ", ".join(problems))
    sys.exit(1)
print(f"crash: passed: {r['actions']} actions acknowledged, {r['reconnects']} reconnects, "
      f"{r['resends']} actions sent again after reconnecting, "
      f"{r['verified']} games verified, nothing lost, clocks consistent "
      f"({r['errors']} errors while the server was down)")
PY
if ((status != 0)); then
  echo "crash: renju load exited with $status"
  exit 1
fi
