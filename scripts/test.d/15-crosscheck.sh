#!/usr/bin/env bash
# Cross-checks `renju forbidden --batch` against an independent Python reading of the rules.
set -euo pipefail
cd "$(dirname "$0")/../.."
renju=build/release/cli/renju
python3 tests/crosscheck/forbidden_reference.py --renju "$renju" --positions 800 --seed "${CROSSCHECK_SEED:-11}" --style scatter
python3 tests/crosscheck/forbidden_reference.py --renju "$renju" --positions 800 --seed "${CROSSCHECK_SEED:-12}" --style playout
