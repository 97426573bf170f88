#!/usr/bin/env bash
# CI (about 30 s): the shipped deploy/ files work. One `renju serve` on SQLite behind nginx run
# from deploy/nginx.conf: `renju load` plays through it (HTTP API and WebSockets, upgraded by
# nginx) and checks every acknowledged action; /metrics answers on the node and not through
# nginx. The TLS variant serves the API over https and redirects http. The systemd unit passes
# systemd-analyze. Loopback only; stops what it started.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/load_server.sh
source scripts/lib/nginx_front.sh
renju_binary

work="$(mktemp -d /tmp/renju-deploy.XXXXXX)"
server_pid=""
nginx_pid=""
cleanup() {
  stop_nginx
  if [[ -n "$server_pid" ]]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [[ "${KEEP:-0}" == 1 ]]; then echo "deploy: files kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
fail() {
  echo "deploy: FAILED: $*"
  exit 1
}

start_server deploy "$work" 0
front="$(free_port)"
start_nginx "$work/nginx" "$front" "$port"
echo "deploy: node on $port, nginx on $front"

"$bin" load --url "http://127.0.0.1:$front" --games 20 --spectators 1 --rate 60 --duration 6 \
  --json --quiet >"$work/load.json" 2>"$work/load.log" || { cat "$work/load.log"; fail "renju load through nginx"; }
python3 - "$(tail -1 "$work/load.json")" <<'PY' || fail "renju load through nginx"
import json, sys
r = json.loads(sys.argv[1])
bad = [k for k in ("lost", "mismatched", "clock_errors", "stuck", "errors", "unexpected_closes") if r[k]]
if bad or r["actions"] < 100 or r["verified"] < 20:
    print("deploy: load through nginx:", r)
    sys.exit(1)
print(f"deploy: {r['actions']} actions through nginx, {r['verified']} games verified, nothing lost")
PY

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[[ "$(status "http://127.0.0.1:$front/api/health")" == 200 ]] || fail "health through nginx"
[[ "$(status "http://127.0.0.1:$front/metrics")" == 404 ]] || fail "/metrics must not pass nginx"
curl -sf "http://127.0.0.1:$port/metrics" | grep -q '^renju_actions_total [1-9]' ||
  fail "/metrics on the node shows no action"
# A game page reaches the node (no client build here: the node answers 503 for pages).
[[ "$(status "http://127.0.0.1:$front/g/AAAAAAAAAA")" =~ ^(404|503)$ ]] || fail "/g/<id> through nginx"

# TLS: a self-signed certificate given as settings.
openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1 \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
stop_nginx
tls="$(free_port)"
plain="$(free_port)"
start_nginx "$work/nginx-tls" "$tls" "$port" -- --tls-cert "$work/cert.pem" \
  --tls-key "$work/key.pem" --http-listen "127.0.0.1:$plain"
created="$(curl -sf --cacert "$work/cert.pem" --resolve "localhost:$tls:127.0.0.1" \
  -H 'Content-Type: application/json' -d '{"rule":"standard"}' "https://localhost:$tls/api/games")" ||
  fail "creating a game over https"
id="$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["id"])' "$created")"
[[ "$(status --cacert "$work/cert.pem" --resolve "localhost:$tls:127.0.0.1" \
  "https://localhost:$tls/api/games/$id")" == 200 ]] || fail "reading the game over https"
location="$(curl -s -o /dev/null -w '%{redirect_url}' "http://127.0.0.1:$plain/g/$id")"
[[ "$location" == "https://127.0.0.1/g/$id" ]] || fail "http is not redirected to https: $location"
echo "deploy: TLS variant serves https and redirects http"

# The systemd unit, with the binary it names replaced by the one built here.
if command -v systemd-analyze >/dev/null; then
  sed "s|/opt/renju/bin/renju|$(realpath "$bin")|" deploy/renju.service >"$work/renju.service"
  systemd-analyze verify "$work/renju.service" || fail "systemd-analyze verify deploy/renju.service"
  echo "deploy: deploy/renju.service verified"
fi
echo "deploy: passed"
