#!/usr/bin/env bash
# A whole cluster on loopback (docs/deploy.md): a throwaway PostgreSQL, N `renju serve --cluster`
# nodes on it, and nginx in front from deploy/nginx.conf. Every process it starts has a PID file
# in the cluster's folder, and `stop` ends exactly those.
#   scripts/cluster.sh start [--nodes N] [-- more renju serve options]
#   scripts/cluster.sh status
#   scripts/cluster.sh kill-node I     # kill -9 node I (1-based): a crash, for failover tests
#   scripts/cluster.sh start-node I    # start node I again on its port
#   scripts/cluster.sh stop            # stop nginx, the nodes and PostgreSQL; remove the folder
# Folder: $CLUSTER_DIR (default var/cluster). After start, $CLUSTER_DIR/env holds FRONT_PORT,
# NODE_PORTS, PG_URL for scripts. Environment: RENJU = the binary (default
# build/release/cli/renju, built when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/load_server.sh
source scripts/lib/nginx_front.sh

dir="${CLUSTER_DIR:-var/cluster}"
mkdir -p "$(dirname "$dir")"
dir="$(realpath -m "$dir")"

usage() { sed -n '5,13p' "$0" >&2; exit 2; }

# alive NAME: whether the process of NAME.pid still runs and is the one we started (the PID file
# also records its start time, so a reused PID is not mistaken for it).
alive() {
  local f="$dir/$1.pid" pid start
  [[ -f "$f" ]] || return 1
  read -r pid start <"$f"
  [[ -n "$pid" ]] && [[ "$(proc_start "$pid")" == "$start" ]]
}

# The start time (clock ticks since boot) of a live process; nothing for a zombie or no process.
# The command name in field 2 may hold spaces: count the fields from the last ')'.
proc_start() {
  local stat
  stat="$(cat "/proc/$1/stat" 2>/dev/null)" || return 0
  stat="${stat##*) }"
  read -r -a f <<<"$stat"
  [[ "${f[0]}" == Z ]] || echo "${f[19]}"
}

# record NAME PID: writes NAME.pid with the PID and the process's start time.
record() { echo "$2 $(proc_start "$2")" >"$dir/$1.pid"; }

# end NAME SIGNAL: signals the recorded process (if it is still ours) and waits up to 15 s.
end() {
  local name="$1" sig="$2" pid
  alive "$name" || { rm -f "$dir/$name.pid"; return 0; }
  read -r pid _ <"$dir/$name.pid"
  kill "-$sig" "$pid" 2>/dev/null || true
  for _ in $(seq 150); do
    alive "$name" || break
    sleep 0.1
  done
  if alive "$name"; then
    echo "cluster: $name (pid $pid) did not stop; kill -9"
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$dir/$name.pid"
}

start_node() {
  local i="$1" port
  port="$(cat "$dir/node$i.port")"
  alive "node$i" && { echo "cluster: node $i already runs"; return 0; }
  # shellcheck disable=SC2046
  # nginx is the only peer: its X-Forwarded-For names the client. Every client of a test or a
  # load run comes from 127.0.0.1, so the per-address limits are off.
  nohup "$bin" serve --cluster --host 127.0.0.1 --port "$port" --store "$(cat "$dir/pg.url")" \
    --assets "${ASSETS:-client/dist}" --trusted-proxy 127.0.0.1 --rate-ip 0 --rate-accept 0 \
    --max-conn-ip 0 --max-unjoined-ip 0 --max-unjoined 0 --log-format json --log-level warn \
    $(cat "$dir/serve.args") >>"$dir/node$i.log" 2>&1 </dev/null &
  local pid=$!
  record "node$i" "$pid"
  for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { echo "cluster: node $i did not start:"; tail -5 "$dir/node$i.log"; exit 1; }
    sleep 0.1
  done
  echo "cluster: node $i did not answer within 10 s"
  exit 1
}

cmd_start() {
  local nodes=3
  while (($#)); do
    case "$1" in
      --nodes) nodes="$2"; shift 2 ;;
      --) shift; break ;;
      *) echo "cluster: unknown argument $1" >&2; usage ;;
    esac
  done
  if alive nginx || alive node1; then
    echo "cluster: already running in $dir (scripts/cluster.sh stop first)"
    exit 1
  fi
  renju_binary
  rm -rf "$dir"
  mkdir -p "$dir"
  # PostgreSQL runs as `postgres` and nginx's workers as `nobody`: both must reach their folders.
  chmod 755 "$dir"
  echo "$*" >"$dir/serve.args"
  trap 'echo "cluster: start failed; stopping what started"; cmd_stop' ERR

  # The store's throwaway PostgreSQL (scripts/lib/pg_cluster.sh), one database for the cluster.
  scripts/lib/pg_cluster.sh start "$dir/pg" >/dev/null
  local pg_url
  pg_url="$(cat "$dir/pg/url")/renju"
  psql -q "$(cat "$dir/pg/url")/postgres" -c "CREATE DATABASE renju"
  echo "$pg_url" >"$dir/pg.url"
  record postgres "$(head -1 "$dir/pg/data/postmaster.pid")"

  local ports=()
  for i in $(seq "$nodes"); do
    free_port >"$dir/node$i.port"
    ports+=("$(cat "$dir/node$i.port")")
    start_node "$i"
  done

  local front
  front="$(free_port)"
  start_nginx "$dir/nginx" "$front" "${ports[@]}"
  record nginx "$nginx_pid"
  trap - ERR
  {
    echo "FRONT_PORT=$front"
    echo "NODE_PORTS=\"${ports[*]}\""
    echo "PG_URL=$pg_url"
  } >"$dir/env"
  echo "cluster: http://127.0.0.1:$front (nodes on ${ports[*]}, PostgreSQL $pg_url; folder $dir)"
}

cmd_stop() {
  end nginx TERM
  for f in "$dir"/node*.pid; do
    [[ -e "$f" ]] || continue
    end "$(basename "$f" .pid)" TERM
  done
  [[ -d "$dir/pg" ]] && scripts/lib/pg_cluster.sh stop "$dir/pg"
  end postgres TERM
  rm -rf "$dir"
  echo "cluster: stopped"
}

cmd_status() {
  for f in "$dir"/*.pid; do
    [[ -e "$f" ]] || { echo "cluster: nothing runs in $dir"; return 0; }
    local name
    name="$(basename "$f" .pid)"
    if alive "$name"; then echo "$name: running (pid $(cut -d' ' -f1 "$f"))"; else echo "$name: not running"; fi
  done
  [[ -f "$dir/env" ]] && cat "$dir/env"
}

(($#)) || usage
command="$1"
shift
case "$command" in
  start) cmd_start "$@" ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  kill-node) end "node$1" KILL ;;
  start-node) renju_binary; start_node "$1" ;;
  *) usage ;;
esac
