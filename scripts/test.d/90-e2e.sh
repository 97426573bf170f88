#!/usr/bin/env bash
# Browser tests against the real `renju serve` (build/release/cli/renju) and the built client
# (client/dist), in Debian's Chromium through playwright-core:
#   client/e2e/*.test.mjs  under node's test runner (node:test),
#   client/e2e/*.test.ts   under vitest (client/vitest.e2e.config.ts).
# Screenshots go to artifacts/ (git-ignored). Bounded in time; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

# RENJU_BIN may name another build of the binary (e.g. a developer's own build directory).
export RENJU_BIN="${RENJU_BIN:-$PWD/build/release/cli/renju}"
if [[ ! -x "$RENJU_BIN" ]]; then
  echo "90-e2e: $RENJU_BIN is missing (run scripts/build.sh release)" >&2
  exit 1
fi
if [[ ! -d client/dist/pages ]]; then
  (cd client && npm run --silent build)
fi

shopt -s nullglob
cd client
node_tests=(e2e/*.test.mjs)
vitest_tests=(e2e/*.test.ts)
if ((${#node_tests[@]} + ${#vitest_tests[@]} == 0)); then
  echo "90-e2e: no browser tests found under client/e2e/" >&2
  exit 1
fi
mkdir -p ../artifacts

status=0
if ((${#vitest_tests[@]})); then
  timeout --kill-after=15s 15m npx vitest run --config vitest.e2e.config.ts || status=1
fi
if ((${#node_tests[@]})); then
  # One file at a time (2 cores); each file at most 10 minutes (a busy shared machine runs a game
  # file in 2-6 minutes), the whole run at most 25.
  timeout --kill-after=15s 25m node --test --test-concurrency=1 --test-reporter=spec \
    --test-timeout=600000 "${node_tests[@]}" || status=1
fi
exit "$status"
