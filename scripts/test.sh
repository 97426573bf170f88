#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: unit and integration (under ASan+UBSan),
# a short bounded fuzz run, the crash test, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's wall time is printed so that the suite's budget (30 minutes on 2 cores) is watched;
# each runs in a session of its own that ends with it (scripts/lib/steps.sh).
source scripts/lib/steps.sh

step "install" scripts/install.sh
# The server, CLI and load-generator libraries as unity builds (session 13: their debug objects
# took 463 s of CPU instead of 903 s). Release: only what the later steps use (the `ci_release`
# target). The client is built by the browser tests' step (90-e2e.sh builds it when client/dist is
# missing) in the lane below: here its mostly single-threaded build (about 50 s) left a core idle
# before the sanitizer build could start.
export RENJU_UNITY_LIBS=ON
step "build (release)" env RENJU_NO_CLIENT=1 scripts/build.sh release:ci_release

# From here two lanes. The release binary's end-to-end steps (the browser tests above all) spend
# most of their time waiting on sockets, commits and Chromium's frames: the game page's browser
# tests used 55 s of CPU in 128 s. They run beside the sanitizer build and its tests, which are
# bound by the CPU and run at nice 10, so that the waiting lane has a core whenever it asks. After
# them in that lane: format and lint and the client's unit tests (mostly one core each: on the main
# line they left the other idle), then the fuzz targets' compile, which takes idle CPU only.
beside=(15-crosscheck 20-crash 50-bench-signature 50-deploy 60-failover 90-e2e 45-loadgen-unit
  35-lint 40-client-unit 25-fuzz-build)
# The fuzz runs, bounded in time and at nice 19, run beside the PostgreSQL pass, which waits more
# than it computes.
beside_pg=(30-fuzz)
lane_scripts() {
  local name
  for name in "$@"; do echo "scripts/test.d/$name.sh"; done
}
mapfile -t lane_a < <(lane_scripts "${beside[@]}")
mapfile -t lane_b < <(lane_scripts "${beside_pg[@]}")
mkdir -p var
lane var/ci-lane.log "${lane_a[@]}"

# The debug build with line tables only (-g1): a fifth less compile time, and the sanitizers'
# reports still name file and line. Without the load generator (297 s of its CPU): the load tests
# run the release binary's generator against the sanitized server, and its unit tests run in the
# other lane (45-loadgen-unit).
export RENJU_LOAD_BIN="$PWD/build/release/cli/renju"
step "build (debug)" nice -n 10 env RENJU_DEBUG_INFO=-g1 RENJU_NO_CLIENT=1 RENJU_LOADGEN=OFF \
  scripts/build.sh debug
# One test more than there are cores: the tests wait on their servers' sockets and timers (two at
# a time kept the cores 80 % busy: 209 s; three 180 s; four 164 s).
step "unit and integration tests (debug, ASan+UBSan)" nice -n 10 ctest --preset debug -j "$(($(nproc) + 1))"
lane_wait
lane var/ci-lane-fuzz.log "${lane_b[@]}"
for t in scripts/test.d/*.sh; do
  [[ " ${lane_a[*]} ${lane_b[*]} " == *" $t "* ]] && continue
  step "$t" nice -n 10 "$t"
done
lane_wait
