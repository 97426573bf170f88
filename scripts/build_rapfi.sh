#!/usr/bin/env bash
# Builds Rapfi (github dhbloo/rapfi, GPL-3), the reference engine for `renju match`, from a source
# tree you fetched yourself OUTSIDE this repository. Nothing of Rapfi is ever committed here.
#   scripts/build_rapfi.sh SOURCE_DIR [BUILD_DIR]
# SOURCE_DIR is the repository root (holding Rapfi/CMakeLists.txt). Needs only cmake and g++ from
# Debian. Classical mode: no network file is loaded (Rapfi then evaluates with the classical
# pattern tables of its built-in configuration), one search thread by default.
# Prints the path of the binary; run it as a Gomocup brain: `renju match --engine2 "<binary>"`.
set -euo pipefail
src="${1:?usage: scripts/build_rapfi.sh SOURCE_DIR [BUILD_DIR]}"
build="${2:-$src/build-classical}"
if [[ ! -f "$src/Rapfi/CMakeLists.txt" ]]; then
  echo "build_rapfi.sh: $src/Rapfi/CMakeLists.txt not found (give the repository root)" >&2
  exit 2
fi
case "$(realpath -m "$build")/" in
  "$(realpath "$(dirname "$0")/..")"/*)
    echo "build_rapfi.sh: build outside this repository" >&2
    exit 2
    ;;
esac
cmake -S "$src/Rapfi" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "${RAPFI_JOBS:-2}" >/dev/null
echo "$build/pbrain-rapfi"
