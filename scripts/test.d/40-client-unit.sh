#!/usr/bin/env bash
# Client unit tests (no browser, no server): i18n completeness, the board renderer, the pages'
# pure helpers. vitest under node; bounded in time.
set -euo pipefail
cd "$(dirname "$0")/../../client"
timeout --kill-after=10s 5m npx vitest run --config vitest.config.ts
