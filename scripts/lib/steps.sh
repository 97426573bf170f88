# shellcheck shell=bash
# `step NAME COMMAND...`: runs one step of the suite, prints its wall time, and returns its status.
#
# Each step runs in a session of its own (setsid). When the suite stops early (a time limit's
# TERM, ^C, a hang-up) or a step ends, every process left in that session is ended: browser-test
# runners, servers and the `timeout` wrappers that put their commands in process groups of their
# own all stay in the step's session, so nothing the suite started outlives it. A program that
# makes a session of its own (pg_ctl's postmaster) is its step's to stop, as the steps do.

steps_session=""

steps_end_session() {
  [[ -n "$steps_session" ]] || return 0
  pkill -KILL -s "$steps_session" 2>/dev/null || true
  steps_session=""
}

steps_stop() {
  local code=$1
  echo "== stopped by a signal: ending the running step's processes" >&2
  steps_end_session
  trap - EXIT
  exit "$code"
}

trap steps_end_session EXIT
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
