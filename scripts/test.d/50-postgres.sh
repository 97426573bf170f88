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
# Left out: the suites that open no store (the pure pieces in the server's test binary) and those
# whose server never reads or writes its store (the analysis API, the metrics listener, the
# pages); the SQLite pass ran them, and PostgreSQL has nothing to add there.
pure='EnginePool|PagesRules|Glicko2|Speed|RatedGame|FischerClockTest|ClientAddress|OutcomeCache'
pure+='|ChatAdmit|ChatText|ChatLog|ChatMessages|ChatChannels|TokenBucketTest|SocketInbox|Protocol'
pure+='|HeaderList|HttpValues|VersionRing|BatchOf|Sha256|SqliteStatementTest|Presence|RoomViews'
pure+='|Secrets|GameStatus|ConnectionLimits|AnalysisTest|MetricsListen|Pages|FairQueueTest|FairShareTest'
pure+='|EventModel|EventJson|ArenaModel|EventViewRows|GroupCommitBatch'
# And the load generator's own tests (its runs against a server; the store paths they take are the
# games' and events' that the other suites cover).
pure+='|BurstLoad|EventLoadTest'
# Three at a time on 2 cores: a server test spends much of its time waiting on sockets and the
# database's commits.
ctest --test-dir build/debug -L 'integration|store' -E "^($pure)\\." -j 3 --output-on-failure
