#!/usr/bin/env bash
# One round of a big Swiss paired by the reference (bbpPairings, Dutch) and by `renju pair
# --dutch`, side by side on the same TRF, with both times and whether the rounds are identical:
#   scripts/pairing-bench.sh BBP_BINARY RENJU_BINARY [PLAYERS] [ROUND] [SEED]
# The tournament (PLAYERS, default 1000; 9 rounds) is played out by the reference's generator
# and cut before ROUND (default 5), as scripts/pairing-check.sh cuts it.
set -euo pipefail
bbp="${1:?usage: scripts/pairing-bench.sh BBP_BINARY RENJU_BINARY [PLAYERS] [ROUND] [SEED]}"
renju="${2:?usage: scripts/pairing-bench.sh BBP_BINARY RENJU_BINARY [PLAYERS] [ROUND] [SEED]}"
players="${3:-1000}"
round="${4:-5}"
seed="${5:-1}"
work="$(mktemp -d "${TMPDIR:-/tmp}/pairing-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
printf 'PlayersNumber=%s\nRoundsNumber=9\nDrawPercentage=30\nForfeitRate=40\nRetiredRate=200\nHalfPointByeRate=50\n' \
  "$players" > "$work/t.cfg"
"$bbp" --dutch -g "$work/t.cfg" -o "$work/t.trf" -s "$seed" >/dev/null
python3 - "$work" "$round" "$(dirname "$0")" <<'PY'
import sys
work, r, scripts = sys.argv[1], int(sys.argv[2]), sys.argv[3]
sys.path.insert(0, scripts)
import pairing_check as pc
text = open(f"{work}/t.trf", newline="").read().replace("\r\n", "\n").replace("\r", "\n")
lines = [line for line in text.split("\n") if line.startswith("001")]
open(f"{work}/cut.trf", "w").write(pc.cut(lines, 9, r))
PY
seconds() { local start end; start=$(date +%s.%N); "$@"; end=$(date +%s.%N); echo "$end - $start" | bc; }
ref_s=$(seconds "$bbp" --dutch "$work/cut.trf" -p "$work/ref.out")
ours_s=$(seconds sh -c "'$renju' pair --dutch '$work/cut.trf' > '$work/ours.out'")
if diff -q <(tr -d '\r' < "$work/ref.out" | sed '/^$/d') "$work/ours.out" >/dev/null; then
  same=identical
else
  same=DIFFERENT
fi
echo "players $players, round $round: bbpPairings ${ref_s} s, renju ${ours_s} s," \
  "ratio $(echo "scale=2; $ours_s / $ref_s" | bc), rounds $same"
