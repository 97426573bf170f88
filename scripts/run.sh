#!/usr/bin/env bash
# Installs what is missing, builds, and starts the server on an embedded SQLite database.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install.sh
scripts/build.sh release
mkdir -p var
exec build/release/cli/renju serve --host "${HOST:-127.0.0.1}" --port "${PORT:-8080}" \
  --db var/renju.sqlite3 --assets client/dist "$@"
