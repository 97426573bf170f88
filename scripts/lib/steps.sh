# shellcheck shell=bash
# `step NAME COMMAND...`: runs one step of the suite, prints its wall time, and returns its status.
#
# Each step runs in a session of its own (setsid). When the suite stops early (a time limit's
# TERM, ^C, a hang-up) or a step ends, every process left in that session is ended: browser-test
# runners, servers and the `timeout` wrappers that put their commands in process groups of their
# own all stay in the step's session, so nothing the suite started outlives it. A program that
# makes a session of its own (pg_ctl's postmaster) is its step's to stop, as the steps do.
#
# `lane LOG SCRIPT...` runs step scripts one after another in the background (a lane beside the
# steps that follow it), their output into LOG; `lane_wait` prints the log and returns the lane's
# status. Stopping the suite, or a step of the main line failing, ends the lane and its steps.

steps_session=""
lane_pid=""

steps_end_session() {
  [[ -n "$steps_session" ]] || return 0
  pkill -KILL -s "$steps_session" 2>/dev/null || true
  steps_session=""
}

# The lane first (its own EXIT trap ends its step), then the main line's step.
steps_end_all() {
  if [[ -n "$lane_pid" ]]; then
    kill -TERM "$lane_pid" 2>/dev/null || true
    wait "$lane_pid" 2>/dev/null || true
    lane_pid=""
    echo "== the lane beside was stopped; the end of its output ($lane_log):"
    tail -n 20 "$lane_log"
  fi
  steps_end_session
}

steps_stop() {
  local code=$1
  echo "== stopped by a signal: ending the running step's processes" >&2
  steps_end_all
  trap - EXIT
  exit "$code"
}

trap steps_end_all EXIT
trap 'steps_stop 129' HUP
trap 'steps_stop 130' INT
trap 'steps_stop 143' TERM

step() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "== $name"
  # A background job of a script is not a group leader, so setsid(1) makes the session in place
  # and the job's pid is the session's id.
  setsid "$@" &
  steps_session=$!
  wait "$steps_session" || status=$?
  steps_end_session
  echo "== done in $((SECONDS - start)) s (total $SECONDS s)"
  return "$status"
}

lane() {
  local log=$1
  shift
  (
    lane_pid=""
    steps_session=""
    trap steps_end_session EXIT
    trap 'exit 129' HUP
    trap 'exit 130' INT
    trap 'exit 143' TERM
    for script in "$@"; do
      step "$script" "$script" || exit 1
    done
  ) >"$log" 2>&1 &
  lane_pid=$!
  lane_log=$log
}

lane_wait() {
  local status=0 pid=$lane_pid
  lane_pid=""
  wait "$pid" || status=$?
  echo "== the lane that ran beside (its output, $lane_log):"
  cat "$lane_log"
  echo "== the lane: $([[ $status == 0 ]] && echo passed || echo "FAILED ($status)") (total $SECONDS s)"
  return "$status"
}

