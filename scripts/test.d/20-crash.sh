#!/usr/bin/env bash
# CI: a short crash test (under a minute): kill -9 the server twice under load, restart it on the
# same database, and check that nothing acknowledged was lost and the clocks stayed consistent.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/crash.sh --games 60 --spectators 1 --rate 150 --duration 24 --kills 2 --down 1
