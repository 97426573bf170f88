#!/usr/bin/env bash
# Builds bbpPairings (github BieremaBoyzProgramming/bbpPairings, Apache-2.0), the reference for the
# FIDE Dutch pairing (`scripts/pairing-check.sh`), from a source tree you fetched yourself OUTSIDE
# this repository. Nothing of bbpPairings is ever committed here.
#   scripts/build_bbp.sh SOURCE_DIR [BUILD_DIR]
# SOURCE_DIR holds its Makefile and src/. The tree is copied into BUILD_DIR and built there with
# `make COMP=gcc` (its Makefile writes its objects next to the sources), so SOURCE_DIR stays clean.
# Needs only make and g++. Prints the path of the binary.
set -euo pipefail
src="${1:?usage: scripts/build_bbp.sh SOURCE_DIR [BUILD_DIR]}"
build="${2:-$src/../bbp-build}"
if [[ ! -f "$src/Makefile" || ! -d "$src/src/swisssystems" ]]; then
  echo "build_bbp.sh: $src does not look like a bbpPairings tree (Makefile, src/swisssystems)" >&2
  exit 2
fi
case "$(realpath -m "$build")/" in
  "$(realpath "$(dirname "$0")/..")"/*)
    echo "build_bbp.sh: build outside this repository" >&2
    exit 2
    ;;
esac
mkdir -p "$build"
cp -a "$src/Makefile" "$src/src" "$build/"
make -C "$build" COMP=gcc -j "${BBP_JOBS:-2}" >/dev/null
echo "$(realpath "$build")/bbpPairings.exe"
