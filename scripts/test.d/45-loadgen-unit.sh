#!/usr/bin/env bash
# The load generator's unit tests, built with the release build (`ci_release`): CI's sanitizer
# build leaves the load generator out (scripts/test.sh). Bounded in time.
set -euo pipefail
cd "$(dirname "$0")/../.."
timeout --kill-after=10s 2m build/release/tests/loadgen_tests --gtest_brief=1
