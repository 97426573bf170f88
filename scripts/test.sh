#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: unit and integration (under ASan+UBSan),
# a short bounded fuzz run, the crash test, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's wall time is printed so that the suite's budget (30 minutes on 2 cores) is watched;
# each runs in a session of its own that ends with it (scripts/lib/steps.sh).
source scripts/lib/steps.sh

step "install" scripts/install.sh
# Release: only what the later steps use (the `ci_release` target); debug (sanitizers): everything.
# The server, CLI and load-generator libraries as unity builds (session 13: their debug objects
# took 463 s of CPU instead of 903 s). The debug build with line tables only (-g1): a fifth less
# compile time, and the sanitizers' reports still name file and line.
step "build (release, debug)" env RENJU_UNITY_LIBS=ON RENJU_DEBUG_INFO=-g1 \
  scripts/build.sh release:ci_release debug
step "unit and integration tests (debug, ASan+UBSan)" ctest --preset debug -j "$(nproc)"

for t in scripts/test.d/*.sh; do
  [[ -e "$t" ]] || continue
  step "$t" "$t"
done
