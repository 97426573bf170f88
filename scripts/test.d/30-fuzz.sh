#!/usr/bin/env bash
# CI: builds the libFuzzer targets (fuzz preset) and runs each one for a short, bounded time.
# Any crash, sanitizer report, hang (> 10 s per input) or broken invariant fails the step.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec scripts/fuzz.sh "${FUZZ_SECONDS:-15}"
