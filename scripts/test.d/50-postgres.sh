#!/usr/bin/env bash
# CI: the store suite and the server's integration tests again, on a real PostgreSQL server (a
# throwaway cluster, scripts/lib/pg_cluster.sh), including the pg_dump/pg_restore backup test.
# Release build (the sanitizer build already ran them on SQLite).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="$(mktemp -d /tmp/renju-pg.XXXXXX)"
trap 'scripts/lib/pg_cluster.sh stop "$dir"' EXIT
export RENJU_TEST_PG="$(scripts/lib/pg_cluster.sh start "$dir")"
echo "PostgreSQL at $RENJU_TEST_PG"
ctest --test-dir build/release -L 'integration|store' -j 2 --output-on-failure
