#!/usr/bin/env bash
# CI: compiles the libFuzzer targets (the `fuzz` preset, clang) without running them; 30-fuzz.sh
# runs them. It runs in the lane beside the sanitizer build (scripts/test.sh) under SCHED_IDLE,
# which yields only to the processes of its own session: the kernel still shares the cores between
# this step's session and the sanitizer build's (docs/contributing.md, "What was tried").
set -euo pipefail
cd "$(dirname "$0")/../.."
build="${FUZZ_BUILD_DIR:-build/fuzz}"
cmake --preset fuzz -B "$build" >/dev/null
targets=()
for src in fuzz/fuzz_*.cpp; do targets+=("$(basename "$src" .cpp)"); done
exec chrt --idle 0 cmake --build "$build" -j "${FUZZ_JOBS:-2}" --target "${targets[@]}"
