#!/usr/bin/env bash
# The games the evaluation's weights are fitted to (ai/src/eval_weights.h; docs/engine.md,
# "Evaluation weights"): Rapfi against itself, one side at a few more nodes a move than the other
# so that the two colours of an opening give two games, from the openings of
# bench/openings/fit-*.txt, each with both colours. Rapfi is built outside the repository
# (scripts/build_rapfi.sh). Writes OUT/a.tsv, b.tsv, c.tsv; then fit with
#   build/release/tools/eval_fit OUT/*.tsv
# About 20 minutes on one core.
# Usage: scripts/eval_fit_games.sh RAPFI_BINARY OUT_DIR
set -euo pipefail
if [[ $# -ne 2 ]]; then
  echo "usage: $0 RAPFI_BINARY OUT_DIR" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
rapfi=$(realpath "$1")
out=$2
renju=build/release/cli/renju
mkdir -p "$out"

play() {  # name openings nodes1 nodes2
  "$renju" match --engine1 "$rapfi" --engine2 "$rapfi" --nodes1 "$3" --nodes2 "$4" \
    --memory-mb 64 --openings "bench/openings/$2" --games-out "$out/$1.tsv" > "$out/$1.log"
  tail -n 1 "$out/$1.log"
}

play a fit-a.txt 10000 12000
play b fit-b.txt 10000 12000
play c fit-c.txt 20000 25000
