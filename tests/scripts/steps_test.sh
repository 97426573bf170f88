#!/usr/bin/env bash
# scripts/lib/steps.sh ends everything a step started: when the suite is stopped by a signal in
# the middle of a step, and when a step ends with something still running. The step's processes
# include one in a process group of its own (as `timeout` makes), which a kill of the step's group
# alone would miss.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

# Gone, or a zombie waiting for its reaper: either way it runs no more.
running() {
  local state
  state="$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null)" || return 1
  [[ -n "$state" && "$state" != Z ]]
}

wait_for_file() {
  for _ in $(seq 100); do
    [[ -s "$1" ]] && return 0
    sleep 0.1
  done
  fail "$1 never appeared"
}

expect_ended() {
  local pid
  for pid in "$@"; do
    for _ in $(seq 50); do
      running "$pid" || continue 2
      sleep 0.1
    done
    fail "process $pid outlived the suite"
  done
}

# A step that leaves two sleepers: a plain child and one under `timeout`, in its own group.
cat >"$work/leaves-sleepers.sh" <<'STEP'
#!/usr/bin/env bash
sleep 1000 &
echo $! >"$1/child"
timeout 1000 sleep 1000 &
echo $! >"$1/grouped"
[[ "${2:-}" == wait ]] && wait
exit 0
STEP
chmod +x "$work/leaves-sleepers.sh"

cat >"$work/suite.sh" <<SUITE
#!/usr/bin/env bash
set -euo pipefail
source "$root/scripts/lib/steps.sh"
step "sleepers" "$work/leaves-sleepers.sh" "$work/\$1" "\${2:-}"
SUITE
chmod +x "$work/suite.sh"

# 1. Stopped by TERM in the middle of a step.
mkdir "$work/stopped"
"$work/suite.sh" stopped wait >"$work/stopped.log" 2>&1 &
suite=$!
wait_for_file "$work/stopped/grouped"
kill -TERM "$suite"
status=0
wait "$suite" || status=$?
[[ "$status" == 143 ]] || fail "the stopped suite exited with $status, not 143"
grep -q "stopped by a signal" "$work/stopped.log" || fail "the stopped suite did not say why"
expect_ended "$(cat "$work/stopped/child")" "$(cat "$work/stopped/grouped")"

# 2. A step that returns while its background processes still run.
mkdir "$work/returned"
"$work/suite.sh" returned >"$work/returned.log" 2>&1 || fail "the step's status was lost"
grep -q "== done in" "$work/returned.log" || fail "the step's time was not printed"
expect_ended "$(cat "$work/returned/child")" "$(cat "$work/returned/grouped")"

# 3. A lane beside the main line: stopped by TERM while both run a step, both steps' processes
# end; its output is printed.
cat >"$work/lanes.sh" <<SUITE
#!/usr/bin/env bash
set -euo pipefail
source "$root/scripts/lib/steps.sh"
lane "$work/lane.log" "$work/lane-step.sh"
step "main" "$work/leaves-sleepers.sh" "$work/\$1" wait
lane_wait
SUITE
chmod +x "$work/lanes.sh"
cat >"$work/lane-step.sh" <<STEP
#!/usr/bin/env bash
exec "$work/leaves-sleepers.sh" "$work/lane" wait
STEP
chmod +x "$work/lane-step.sh"
mkdir "$work/main" "$work/lane"
"$work/lanes.sh" main >"$work/lanes.log" 2>&1 &
suite=$!
wait_for_file "$work/main/grouped"
wait_for_file "$work/lane/grouped"
kill -TERM "$suite"
status=0
wait "$suite" || status=$?
[[ "$status" == 143 ]] || fail "the suite with a lane exited with $status, not 143"
grep -q "the lane beside was stopped" "$work/lanes.log" || fail "the lane's stop was not said"
expect_ended "$(cat "$work/main/child")" "$(cat "$work/main/grouped")"
expect_ended "$(cat "$work/lane/child")" "$(cat "$work/lane/grouped")"

# 4. A lane whose step fails: the main line goes on, and lane_wait gives the failure.
cat >"$work/lane-fails.sh" <<SUITE
#!/usr/bin/env bash
set -euo pipefail
source "$root/scripts/lib/steps.sh"
lane "$work/lane2.log" false
step "main" true
lane_wait || { echo "lane status \$?"; exit 0; }
echo "the lane passed"
SUITE
chmod +x "$work/lane-fails.sh"
"$work/lane-fails.sh" >"$work/lane-fails.log" 2>&1 || fail "the suite with a failing lane broke"
grep -q "== the lane: FAILED" "$work/lane-fails.log" || fail "the lane's failure was not printed"
grep -q "lane status 1" "$work/lane-fails.log" || fail "lane_wait did not return the failure"

echo "steps_test: every process a step started ended with it"
