#!/usr/bin/env bash
# Browser tests: every client/e2e/*.test.{mjs,ts} under node's test runner (node:test; .ts through tsx), against the real
# `renju serve` (build/release/cli/renju) and the built client (client/dist), in Debian's Chromium.
# Screenshots go to artifacts/ (git-ignored). Bounded in time; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ ! -x build/release/cli/renju ]]; then
  echo "90-e2e: build/release/cli/renju is missing (run scripts/build.sh release)" >&2
  exit 1
fi
if [[ ! -d client/dist/pages ]]; then
  (cd client && RENJU_BIN="$PWD/../build/release/cli/renju" npm run --silent build)
fi

shopt -s nullglob
tests=(client/e2e/*.test.mjs client/e2e/*.test.ts)
if ((${#tests[@]} == 0)); then
  echo "90-e2e: no browser tests found under client/e2e/" >&2
  exit 1
fi
mkdir -p artifacts

# Each file gets at most 5 minutes; the whole run at most 20.
cd client
timeout --kill-after=15s 20m node --import tsx --test --test-reporter=spec --test-timeout=300000 \
  "${tests[@]/#client\//}"
