# Sourced by the scripts that run a throwaway cluster on loopback (scripts/cluster-load.sh,
# scripts/test.d/60-failover.sh). `cluster_run PREFIX NODES [-- NODE_ARGS...]` starts
# scripts/cluster.sh in a fresh folder under /tmp, sources its env file (FRONT_PORT, NODE_PORTS,
# ...) and puts the nodes' ports in the array `ports`. On exit the load generator in `load_pid`
# (when set) is stopped, then the cluster, and the folder is removed.
load_pid=""

cluster_run_cleanup() {
  [[ -n "$load_pid" ]] && kill "$load_pid" 2>/dev/null || true
  scripts/cluster.sh stop >/dev/null || true
  rm -rf "$(dirname "$CLUSTER_DIR")"
}

cluster_run() {
  local prefix="$1" nodes="$2"
  shift 2
  export CLUSTER_DIR
  CLUSTER_DIR="$(mktemp -d "/tmp/$prefix.XXXXXX")/cluster"
  chmod 755 "$(dirname "$CLUSTER_DIR")"  # other users (postgres, nginx workers) pass through
  trap cluster_run_cleanup EXIT
  scripts/cluster.sh start --nodes "$nodes" "$@"
  source "$CLUSTER_DIR/env"
  read -r -a ports <<<"$NODE_PORTS"
}
