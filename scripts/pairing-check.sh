#!/usr/bin/env bash
# Checks `renju pair --dutch` against the reference, bbpPairings (scripts/build_bbp.sh), on
# tournaments that the reference's own random generator plays out:
#   scripts/pairing-check.sh BBP_BINARY RENJU_BINARY COUNT [SEED]
# Tournament i has 5 to 300 players and 5 to 11 rounds, with draws, forfeits, half-point byes and
# withdrawals at rates drawn from SEED + i. For each round r the TRF is cut to the rounds before
# r (the requested byes of round r kept, as the generator wrote them; points recomputed; XXR and
# XXC added) and our pairing must equal the reference's round r pair for pair, colours included.
# The first difference is printed with its file kept; the last line is the count:
#   "N tournaments, M rounds, K identical".
# PAIRING_CHECK_MAX_PLAYERS lowers the 300 (e.g. for a quick run); PAIRING_CHECK_ONLY=3,17 runs
# only those tournaments of the same COUNT and SEED (to look at a difference again).
set -euo pipefail
bbp="${1:?usage: scripts/pairing-check.sh BBP_BINARY RENJU_BINARY COUNT [SEED]}"
renju="${2:?usage: scripts/pairing-check.sh BBP_BINARY RENJU_BINARY COUNT [SEED]}"
count="${3:?usage: scripts/pairing-check.sh BBP_BINARY RENJU_BINARY COUNT [SEED]}"
seed="${4:-1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/pairing-check.XXXXXX")"
exec python3 "$(dirname "$0")/pairing_check.py" "$bbp" "$renju" "$count" "$seed" "$work"
