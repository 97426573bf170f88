#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset, clang) and runs each for a bounded time.
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]      default: 60 s, every fuzz/fuzz_*.cpp
# Inputs found on the way go to var/fuzz/corpus/<target>/ (the seeds in fuzz/corpus/ stay as they
# are); a crash leaves its input in var/fuzz/artifacts/<target>/ and the script fails.
# Environment: FUZZ_BUILD_DIR (default build/fuzz), FUZZ_JOBS (build parallelism, default 2),
# FUZZ_PARALLEL (targets run at once, default: the number of cores).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
build="${FUZZ_BUILD_DIR:-build/fuzz}"

targets=("$@")
if ((${#targets[@]} == 0)); then
  for src in fuzz/fuzz_*.cpp; do
    name="$(basename "$src" .cpp)"
    targets+=("$name")
  done
fi

cmake --preset fuzz -B "$build" >/dev/null
cmake --build "$build" -j "${FUZZ_JOBS:-2}" --target "${targets[@]}"

# One target's run; its summary lines are printed when it ends, so parallel runs do not interleave.
fuzz_one() {
  local t="$1" corpus="var/fuzz/corpus/$1" artifacts="var/fuzz/artifacts/$1"
  mkdir -p "$corpus" "$artifacts" "fuzz/corpus/$t"
  # -timeout: one input taking over 10 s is a finding (a hang); -rss_limit_mb: so is 2 GB.
  if ! "$build/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" "fuzz/corpus/$t" \
      >"var/fuzz/$t.log" 2>&1; then
    echo "!! $t failed; input in $artifacts/, log in var/fuzz/$t.log:"
    grep -E "ERROR|SUMMARY|==[0-9]+==|Test unit written" "var/fuzz/$t.log" | head -20 || true
    return 1
  fi
  echo "== $t: ${seconds} s $(grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" \
    "var/fuzz/$t.log" | tr '\n' ' ')corpus: $(find "$corpus" "fuzz/corpus/$t" -type f | wc -l) inputs"
}

# FUZZ_PARALLEL targets at a time (default: one per core); each is one single-threaded process.
parallel="${FUZZ_PARALLEL:-$(nproc)}"
failed=()
declare -A running=()
wait_one() {
  local pid
  wait -n -p pid "${!running[@]}" || failed+=("${running[$pid]}")
  unset "running[$pid]"
}
for t in "${targets[@]}"; do
  while ((${#running[@]} >= parallel)); do wait_one; done
  fuzz_one "$t" &
  running[$!]="$t"
done
while ((${#running[@]})); do wait_one; done

if ((${#failed[@]})); then
  echo "fuzz: findings in ${failed[*]}"
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, no finding"
