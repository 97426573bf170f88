#pragma once
// The PostgreSQL store's writes: one function per store operation (postgres_writes.cpp), in the
// order of StoreOp, as sqlite_writes.cpp has them. Each runs a statement prepared once on the
// writer connection, inside its open transaction.
#include "store/group_commit.h"
#include "store/status.h"
#include "store/store.h"

struct pg_conn;

namespace renju::server {

/// What the writes run on: the writer connection and the queue that counts the games purged.
struct PostgresWriter {
  pg_conn* conn;
  GroupCommitQueue& queue;
};

/// Prepares the writer's statements (the heartbeat's among them) on `conn`.
StoreStatus preparePostgresWrites(pg_conn* conn);
/// Applies one operation; a fenced write that found its key taken is a conflictError.
StoreStatus applyPostgresOp(PostgresWriter& w, const StoreOp& op);
/// Stores the time the server was last known alive.
StoreStatus writePostgresHeartbeat(pg_conn* conn, int64_t now);

}  // namespace renju::server
