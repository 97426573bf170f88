#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests, made with Debian's binaries in a temporary folder and
# run as the `postgres` user on a free loopback port (trust authentication: it listens on
# 127.0.0.1 only and lives for one test run).
#
#   scripts/lib/pg_cluster.sh start DIR   # prints the server URL (postgresql://postgres@127.0.0.1:PORT)
#   scripts/lib/pg_cluster.sh stop DIR    # stops it and removes DIR
#
# The URL has no database name: the tests create one database per test on it (RENJU_TEST_PG).
# fsync is off: the cluster is thrown away, and a loaded CI machine runs the suite faster.
set -euo pipefail

PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
as_postgres() { runuser -u postgres -- "$@"; }

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  local dir="$1"
  [[ -x "$PG_BIN/initdb" ]] || { echo "pg_cluster: no initdb under /usr/lib/postgresql (scripts/install.sh)" >&2; exit 1; }
  mkdir -p "$dir"
  chown postgres: "$dir"
  chmod 700 "$dir"
  as_postgres "$PG_BIN/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 \
    --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  local port
  for _ in 1 2 3; do
    port="$(free_port)"
    if as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c fsync=off -c max_connections=200" \
      start >/dev/null; then
      echo "postgresql://postgres@127.0.0.1:$port" | tee "$dir/url"
      return 0
    fi
  done
  echo "pg_cluster: the server did not start:" >&2
  tail -20 "$dir/server.log" >&2
  exit 1
}

stop() {
  local dir="$1"
  [[ -d "$dir/data" ]] && as_postgres "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start "${2:?start DIR}" ;;
  stop) stop "${2:?stop DIR}" ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
