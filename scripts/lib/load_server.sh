# Shared by scripts/load.sh, soak.sh and crash.sh (sourced, not run): the binary, and a server on
# loopback for `renju load` to play against.

# Sets `bin` to $RENJU (default build/release/cli/renju), building it when missing. The server
# alone can be another build ($RENJU_SERVE), to compare two servers under the same load generator.
renju_binary() {
  bin="${RENJU:-build/release/cli/renju}"
  if [[ ! -x "$bin" ]]; then
    cmake --preset release >/dev/null
    cmake --build --preset release --target renju
  fi
}

# start_server NAME DIR PORT [serve options...]: starts `renju serve` on 127.0.0.1:PORT (0 = any)
# with its database DIR/NAME.sqlite3 and its log appended to DIR/server.log, without the per-address
# limits (every load client shares one address), plus $SERVE_ARGS (and $ASSETS, a client build, as
# its assets); waits until it listens. Sets
# server_pid and port; exits the script when the server does not start within 10 s.
# SERVER_CPUS (a taskset list, e.g. 0) keeps the server on those cores, as "the server on one
# core" figures in docs/performance.md are taken.
start_server() {
  local name="$1" dir="$2" listen="$3"
  shift 3
  rm -f "$dir/port"
  local pin=()
  [[ -n "${SERVER_CPUS:-}" ]] && pin=(taskset -c "$SERVER_CPUS")
  "${pin[@]}" "${RENJU_SERVE:-$bin}" serve --host 127.0.0.1 --port "$listen" --port-file "$dir/port" \
    --db "$dir/$name.sqlite3" --assets "${ASSETS:-$dir/no-assets}" --rate-ip 0 \
    --rate-accept 0 --max-conn-ip 0 --max-unjoined-ip 0 --max-unjoined 0 --max-computer-ip 0 --log-level warn "$@" \
    ${SERVE_ARGS:-} >>"$dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 100); do
    [[ -s "$dir/port" ]] && break
    kill -0 "$server_pid" 2>/dev/null || { echo "$name: the server did not start:"; tail -5 "$dir/server.log"; exit 1; }
    sleep 0.1
  done
  [[ -s "$dir/port" ]] || { echo "$name: the server did not listen within 10 s"; exit 1; }
  port="$(cat "$dir/port")"
}
