#!/usr/bin/env bash
# CI: runs each libFuzzer target for a short, bounded time (scripts/fuzz.sh; it builds them first,
# which after 25-fuzz-build.sh has nothing left to do). Any crash, sanitizer report, hang (> 10 s
# per input) or broken invariant fails the step. At nice 19: scripts/test.sh runs it beside the
# PostgreSQL pass, which mostly waits on commits and sockets, and the runs are bounded in time, so
# sharing the cores only lowers their count of inputs. Not SCHED_IDLE: libFuzzer's 10 s limit per
# input is wall time, and a starved process would report a hang that is not one.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec nice -n 19 scripts/fuzz.sh "${FUZZ_SECONDS:-15}"
