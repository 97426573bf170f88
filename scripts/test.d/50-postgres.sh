#!/usr/bin/env bash
# CI: the store suite and the server's integration tests again, on a real PostgreSQL server (a
# throwaway cluster, scripts/lib/pg_cluster.sh), including the pg_dump/pg_restore backup test.
# The sanitizer build's binaries (it already ran them on SQLite): the release build of CI then
# compiles only `renju` and the benchmarks, not the test binaries a second time (session 6: the
# server tests were about 300 s of compile time at -O3).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir="$(mktemp -d /tmp/renju-pg.XXXXXX)"
trap 'scripts/lib/pg_cluster.sh stop "$dir"' EXIT
export RENJU_TEST_PG="$(scripts/lib/pg_cluster.sh start "$dir")"
echo "PostgreSQL at $RENJU_TEST_PG"
ctest --test-dir build/debug -L 'integration|store' -j 2 --output-on-failure
