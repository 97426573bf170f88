# nginx in front of `renju serve` nodes for scripts and tests (sourced, not run): deploy/nginx.conf
# rendered by deploy/render-nginx.sh into a folder of its own, nginx run in the foreground (not
# as a daemon) with its prefix, pid, logs and temporary files there, listening on loopback only.

# free_port: prints a TCP port free on 127.0.0.1 right now.
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# start_nginx DIR LISTEN_PORT NODE_PORT... [-- render options]: renders the configuration into
# DIR/conf, starts nginx and waits until it answers. Sets nginx_pid. Exits the script when nginx
# does not start within 10 s.
start_nginx() {
  local dir="$1" listen="$2"
  shift 2
  local args=()
  while (($#)) && [[ "$1" != "--" ]]; do
    args+=(--node "127.0.0.1:$1")
    shift
  done
  [[ "${1:-}" == "--" ]] && shift
  mkdir -p "$dir/run" "$dir/logs"
  # nginx started as root runs its workers as `nobody`: they must reach the temporary folders.
  chmod 755 "$dir" "$dir/run"
  deploy/render-nginx.sh "$dir/conf" --listen "127.0.0.1:$listen" "${args[@]}" \
    --run-dir "$dir/run" --log-dir "$dir/logs" --foreground "$@"
  nginx -p "$dir" -e "$dir/logs/error.log" -c "$dir/conf/nginx.conf" >>"$dir/logs/stderr.log" 2>&1 &
  nginx_pid=$!
  for _ in $(seq 100); do
    kill -0 "$nginx_pid" 2>/dev/null || { echo "nginx: did not start:"; tail -5 "$dir/logs/error.log" "$dir/logs/stderr.log"; exit 1; }
    (exec 3<>"/dev/tcp/127.0.0.1/$listen") 2>/dev/null && return 0
    sleep 0.1
  done
  echo "nginx: not listening on $listen within 10 s"
  exit 1
}

# stop_nginx: stops the nginx started by start_nginx (its master and, with it, its workers).
stop_nginx() {
  [[ -n "${nginx_pid:-}" ]] || return 0
  kill -TERM "$nginx_pid" 2>/dev/null || true
  wait "$nginx_pid" 2>/dev/null || true
  nginx_pid=""
}
