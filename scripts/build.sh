#!/usr/bin/env bash
# Builds the given CMake presets (default: release) and the browser client.
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
((${#presets[@]})) || presets=(release)
for preset in "${presets[@]}"; do
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j "$(nproc)"
done
if [[ -f client/package.json ]]; then
  (cd client && RENJU_BIN="$PWD/../build/release/cli/renju" npm run --silent build)
fi
