#!/usr/bin/env bash
# Builds the given CMake presets (default: release) and the browser client. A preset may name one
# target after a colon (`release:ci_release`): only that target and what it needs are built.
# RENJU_SERVE_ONLY=1 (scripts/run.sh) configures without the tests and benchmarks, whose libraries
# `scripts/install.sh serve` does not install; otherwise they are configured on, whatever an
# earlier serve-only run left in the cache. RENJU_NO_CLIENT=1 leaves the client as it is (CI's
# debug build, while the browser tests use client/dist).
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
((${#presets[@]})) || presets=(release)
for spec in "${presets[@]}"; do
  preset="${spec%%:*}"
  target=()
  [[ "$spec" == *:* ]] && target=(--target "${spec#*:}")
  # RENJU_UNITY_LIBS=ON|OFF (environment): the libraries as unity builds (CMakeLists.txt; CI).
  flags=(-DRENJU_TESTS=ON)
  [[ "$preset" == release ]] && flags+=(-DRENJU_BENCH=ON)
  [[ "${RENJU_SERVE_ONLY:-}" == 1 ]] && flags=(-DRENJU_TESTS=OFF -DRENJU_BENCH=OFF)
  # RENJU_DEBUG_INFO=-g1 (CI): line tables only in the debug build, enough for the sanitizers'
  # stack traces with file and line; compiling takes about a fifth less than with full -g.
  [[ -n "${RENJU_DEBUG_INFO:-}" && "$preset" == debug ]] &&
    flags+=(-DCMAKE_CXX_FLAGS_DEBUG="$RENJU_DEBUG_INFO" -DCMAKE_C_FLAGS_DEBUG="$RENJU_DEBUG_INFO")
  # RENJU_LOADGEN=OFF (CI's debug build): `renju` without the load generator; set each time, so
  # that a build directory CI configured is whole again for a developer.
  flags+=(-DRENJU_LOADGEN="${RENJU_LOADGEN:-ON}")
  cmake --preset "$preset" "${flags[@]}" ${RENJU_UNITY_LIBS:+-DRENJU_UNITY_LIBS="$RENJU_UNITY_LIBS"} >/dev/null
  cmake --build --preset "$preset" -j "$(nproc)" "${target[@]}"
done
if [[ -f client/package.json && "${RENJU_NO_CLIENT:-}" != 1 ]]; then
  (cd client && RENJU_BIN="$PWD/../build/release/cli/renju" npm run --silent build)
fi
