#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: unit and integration (under ASan+UBSan),
# a short bounded fuzz run, the crash test, and the browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install.sh
scripts/build.sh release debug

echo "== unit and integration tests (debug, ASan+UBSan)"
ctest --preset debug -j "$(nproc)"

for t in scripts/test.d/*.sh; do
  [[ -e "$t" ]] || continue
  echo "== $t"
  "$t"
done
