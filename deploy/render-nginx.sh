#!/usr/bin/env bash
# Fills deploy/nginx.conf (or nginx-tls.conf) for one site and writes it with the files it
# includes into OUT; then run `nginx -c OUT/nginx.conf` (or check it with `nginx -t -c ...`).
#   deploy/render-nginx.sh OUT --listen ADDR:PORT --node HOST:PORT [--node HOST:PORT ...]
#       [--tls-cert FILE --tls-key FILE [--http-listen ADDR:PORT]]
#       [--run-dir DIR] [--log-dir DIR] [--foreground]
# --run-dir holds the pid file and nginx's temporary files (default /run/renju-nginx), --log-dir
# its logs (default /var/log/nginx); --foreground adds `daemon off;` (systemd, tests).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

usage() { sed -n '2,8p' "$0" >&2; exit 2; }
(($# >= 1)) || usage
out="$1"
shift
listen="" http_listen="80" cert="" key="" run_dir="/run/renju-nginx" log_dir="/var/log/nginx"
daemon=""
nodes=()
while (($#)); do
  case "$1" in
    --listen) listen="$2"; shift 2 ;;
    --http-listen) http_listen="$2"; shift 2 ;;
    --node) nodes+=("$2"); shift 2 ;;
    --tls-cert) cert="$2"; shift 2 ;;
    --tls-key) key="$2"; shift 2 ;;
    --run-dir) run_dir="$2"; shift 2 ;;
    --log-dir) log_dir="$2"; shift 2 ;;
    --foreground) daemon="daemon off;"; shift ;;
    *) echo "render-nginx: unknown argument $1" >&2; usage ;;
  esac
done
[[ -n "$listen" ]] || { echo "render-nginx: --listen is required" >&2; exit 2; }
((${#nodes[@]})) || { echo "render-nginx: at least one --node is required" >&2; exit 2; }
if [[ -n "$cert$key" && (-z "$cert" || -z "$key") ]]; then
  echo "render-nginx: --tls-cert and --tls-key go together" >&2
  exit 2
fi
# Values land in nginx syntax: refuse anything that could end a directive or open a block.
for v in "$listen" "$http_listen" "$cert" "$key" "$run_dir" "$log_dir" "${nodes[@]}"; do
  if [[ "$v" =~ [[:space:]\;\{\}\$\'\"] ]]; then
    echo "render-nginx: unsafe value: $v" >&2
    exit 2
  fi
done

mkdir -p "$out"
template="$here/nginx.conf"
[[ -n "$cert" ]] && template="$here/nginx-tls.conf"
fill() {
  sed -e "s|{{LISTEN}}|$listen|g" -e "s|{{HTTP_LISTEN}}|$http_listen|g" \
    -e "s|{{TLS_CERT}}|$cert|g" -e "s|{{TLS_KEY}}|$key|g" -e "s|{{RUN_DIR}}|$run_dir|g" \
    -e "s|{{LOG_DIR}}|$log_dir|g" -e "s|{{DAEMON}}|$daemon|g" "$1"
}
fill "$template" >"$out/nginx.conf"
cp "$here/renju-routing.conf" "$here/renju-locations.conf" "$out/"
: >"$out/renju-nodes.conf"
for n in "${nodes[@]}"; do
  echo "server $n max_fails=1 fail_timeout=5s;" >>"$out/renju-nodes.conf"
done
