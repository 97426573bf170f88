#!/usr/bin/env bash
# Installs what is missing, builds what the site needs (the `renju` binary and the browser
# client, not the tests), and starts the server on an embedded SQLite database.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install.sh serve
# Unity batches make a first build about twice as fast (docs/contributing.md, "What was tried").
RENJU_SERVE_ONLY=1 RENJU_UNITY_LIBS="${RENJU_UNITY_LIBS:-ON}" scripts/build.sh release:renju
mkdir -p var
exec build/release/cli/renju serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8080}" \
  --db var/renju.sqlite3 --assets client/dist "$@"
