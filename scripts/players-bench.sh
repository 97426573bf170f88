#!/usr/bin/env bash
# The player pages' and leaderboards' benchmark (issue 30, docs/performance.md): stores KEYS
# player keys and GAMES rated games between them through the store's write path (`renju
# players-gen`, ratings included), then starts `renju serve` on that file and measures a key's
# profile, games, rating history and the leaderboards over HTTP (`renju load-players`).
# Loopback only, stops by itself. Not part of CI.
#   scripts/players-bench.sh [KEYS (default 100000)] [GAMES (default 1000000)] [load-players options...]
# The store stays in var/load/players-<keys>-<games>/ (a second run skips the generation; delete
# the folder to start again). Environment as scripts/load.sh (RENJU, RENJU_SERVE).
set -euo pipefail
cd "$(dirname "$0")/.."
keys="${1:-100000}"
games="${2:-1000000}"
shift 2 || shift $# || true
source scripts/lib/load_server.sh
renju_binary
out="var/load/players-$keys-$games"
mkdir -p "$out"
server_pid=""
trap '[[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null || true' EXIT
if [[ ! -s "$out/players.ids" ]]; then
  rm -f "$out"/players.sqlite3*
  "$bin" players-gen --keys "$keys" --games "$games" --seed 1 --db "$out/players.sqlite3" \
    --ids "$out/players.ids" | tee "$out/gen.log"
fi
echo "on disk: $(du -ch "$out"/players.sqlite3* | tail -1 | cut -f1)"
start_server players "$out" 0
"$bin" load-players --url "http://127.0.0.1:$port" --ids "$out/players.ids" "$@" |
  tee "$out/players.log"
