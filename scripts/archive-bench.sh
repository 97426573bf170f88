#!/usr/bin/env bash
# The archive benchmark (issue 11, docs/performance.md): generates GAMES legal games
# (`renju archive-gen`), imports them into a fresh SQLite file (`renju import`: games/s, size on
# disk), then starts `renju serve` on that file and measures the opening explorer's latency over
# HTTP (`renju load-explorer`). Loopback only, stops by itself. Not part of CI.
#   scripts/archive-bench.sh [GAMES (default 1000000)] [load-explorer options...]
# Results stay in var/load/archive-<games>/ (the database is kept: a second run skips the
# generation and the import when it is there; delete the folder to start again).
# Environment as scripts/load.sh (RENJU, RENJU_SERVE, BOOST).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-1000000}"
shift || true
source scripts/lib/load_server.sh
renju_binary
out="var/load/archive-$games"
mkdir -p "$out"
server_pid=""
trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true' EXIT
if [[ ! -s "$out/archive.sqlite3" ]]; then
  start=$SECONDS
  "$bin" archive-gen --games "$games" --seed 1 -o "$out/games.sgf"
  echo "generated $games games in $((SECONDS - start)) s: $(du -h "$out/games.sgf" | cut -f1) of SGF"
  "$bin" import --quiet --db "$out/archive.sqlite3" "$out/games.sgf" 2>&1 | tee "$out/import.log"
  rm -f "$out/games.sgf"
fi
echo "on disk: $(du -ch "$out"/archive.sqlite3* | tail -1 | cut -f1)"
start_server archive "$out" 0
[[ "${BOOST:-0}" == 1 ]] && echo -15 >"/proc/$server_pid/autogroup"
"$bin" load-explorer --url "http://127.0.0.1:$port" --games "$games" --seed 1 "$@" |
  tee "$out/explorer.log"
