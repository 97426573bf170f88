#!/usr/bin/env bash
# CI (about 2 minutes: 113 s on a busy 2-core machine): failover in a cluster on loopback (scripts/cluster.sh: PostgreSQL,
# 3 nodes, nginx). `renju load` plays through nginx; in mid-game the node holding the most games
# is killed with -9. Checks: every socket is back through nginx (on another node) within 5 s;
# no acknowledged action is lost and no clock misbehaves (renju load's own checks against the
# server); what the nodes serve is what PostgreSQL holds; the restarted node rejoins and serves
# games again. Bounded; stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/load_server.sh
source scripts/lib/cluster_run.sh
renju_binary

fail() {
  echo "failover: FAILED: $*"
  for f in "$CLUSTER_DIR"/node*.log "$CLUSTER_DIR"/nginx/logs/error.log; do
    [[ -f "$f" ]] && { echo "== $f"; tail -5 "$f" | cut -c1-400; }
  done
  exit 1
}

cluster_run renju-failover 3
work="$(dirname "$CLUSTER_DIR")"

metric() {  # metric PORT NAME: the value of an unlabelled sample on one node
  curl -sf "http://127.0.0.1:$1/metrics" | awk -v n="$2" '$1 == n {print $2}'
}

duration=30
"$bin" load --url "http://127.0.0.1:$FRONT_PORT" --games 60 --spectators 1 --rate 120 \
  --duration "$duration" --reconnect-window 30 --json >"$work/load.json" 2>"$work/load.log" &
load_pid=$!
for _ in $(seq 600); do
  grep -q "sockets ready" "$work/load.log" && break
  kill -0 "$load_pid" 2>/dev/null || break
  sleep 0.1
done
sleep 6

# The node holding the most games goes down hard, in the middle of their play.
victim=0 most=-1
for i in "${!ports[@]}"; do
  n="$(metric "${ports[$i]}" renju_games_in_memory)"
  echo "failover: node $((i + 1)) holds ${n:-?} games"
  if ((${n:-0} > most)); then most="${n:-0}"; victim=$((i + 1)); fi
done
((most > 0)) || fail "no node holds a game"
scripts/cluster.sh kill-node "$victim"
echo "failover: kill -9 node $victim ($most games) at $(date +%T)"
sleep 6
scripts/cluster.sh start-node "$victim"
echo "failover: node $victim restarted at $(date +%T)"
victim_port="${ports[$((victim - 1))]}"

load_status=0
wait "$load_pid" || load_status=$?
load_pid=""
grep -v "^load: .*actions/s" "$work/load.log" | tail -8 || true
result="$(tail -1 "$work/load.json")"
echo "failover: $result"
python3 - "$result" <<'PY' || fail "renju load's checks"
import json, sys
r = json.loads(sys.argv[1])
problems = [f"{k} = {r[k]}" for k in ("lost", "mismatched", "clock_errors", "stuck") if r[k]]
if r["verified"] < 60:
    problems.append(f"only {r['verified']} games verified")
if r["reconnects"] == 0:
    problems.append("no socket reconnected: the kill did not reach any game")
if r["max_reconnect_ms"] > 5000:
    problems.append(f"a socket took {r['max_reconnect_ms']} ms to come back (limit 5000)")
if problems:
    print("failover: " + ", ".join(problems))
    sys.exit(1)
print(f"failover: {r['actions']} actions acknowledged, {r['reconnects']} sockets reconnected "
      f"(longest {r['max_reconnect_ms']:.0f} ms), {r['resends']} actions sent again, "
      f"{r['verified']} games verified, nothing lost, clocks consistent")
PY
((load_status == 0)) || fail "renju load exited with $load_status"

# What the nodes serve is what the store holds: every game's log through nginx has exactly the
# actions PostgreSQL has for it.
psql -qAt "$PG_URL" -c "SELECT g.id, count(a.version) FROM games g LEFT JOIN actions a ON a.game_id = g.id GROUP BY g.id" \
  >"$work/store.tsv" || fail "reading the store"
python3 - "$FRONT_PORT" "$work/store.tsv" <<'PY' || fail "nodes and store disagree"
import json, sys, urllib.request
port, path = sys.argv[1], sys.argv[2]
games = 0
for line in open(path):
    gid, count = line.strip().split("|")
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/games/{gid}/record?format=json") as r:
        log = json.load(r)["log"]
    if len(log) != int(count):
        print(f"failover: game {gid}: the store has {count} actions, the node serves {len(log)}")
        sys.exit(1)
    games += 1
print(f"failover: {games} games: the logs served through nginx are those in PostgreSQL")
PY

# The restarted node rejoins: new games routed to it are played on it. nginx hashes a game's id
# to its node, so each new game lands on the restarted node with a chance of about one in three:
# games are created until one's first move is made there (12 at least; at most 60, which all miss
# it by chance once in 10^10 runs). One Python process for the requests: a shell loop of curl and
# python calls takes seconds per game on a busy machine.
python3 - "$FRONT_PORT" "$victim_port" "$victim" <<'PY' || fail "node $victim took no action after its restart"
import json, sys, time, urllib.request
front, victim_port, victim = f"http://127.0.0.1:{sys.argv[1]}", sys.argv[2], sys.argv[3]
def call(path, body=None, secret=None):
    req = urllib.request.Request(front + path, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    if secret:
        req.add_header("Authorization", "Bearer " + secret)
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.load(r)
def victim_actions():
    with urllib.request.urlopen(f"http://127.0.0.1:{victim_port}/metrics", timeout=10) as r:
        for line in r.read().decode().splitlines():
            name, _, value = line.partition(" ")
            if name == "renju_actions_total":
                return int(float(value))
    raise SystemExit("failover: node " + victim + " reports no renju_actions_total")
before = victim_actions()
games = 0
while games < 60 and (games < 12 or victim_actions() == before):
    g = call("/api/games", {"rule": "standard"})
    j = call(f"/api/games/{g['id']}/join", {"invite": g["invite"]})
    seats = {g["you"]: g["seat"], j["you"]: j["seat"]}
    to_move = call(f"/api/games/{g['id']}")["game"]["toMove"]
    call(f"/api/games/{g['id']}/actions", {"type": "place", "point": "h8"}, seats[to_move])
    games += 1
    if games >= 12:
        time.sleep(0.2)  # past nginx's 5 s fail_timeout should it have taken the node out
made = victim_actions() - before
if made == 0:
    print(f"failover: none of {games} new games was played on node {victim}")
    sys.exit(1)
print(f"failover: node {victim} rejoined: {made} of {games} new games' first moves made on it")
PY
echo "failover: passed"
