#pragma once
// The SQLite store's writes: one function per store operation (sqlite_writes.cpp), in the order
// of StoreOp, as postgres_writes.cpp has them. Each runs inside the writer's open transaction.
#include "store/group_commit.h"
#include "store/sqlite/sqlite_statement.h"
#include "store/store.h"

namespace renju::server {

/// What the writes run on: the writer connection, its kept statements, and the queue that counts
/// the games purged.
struct SqliteWriter {
  sqlite3* db;
  StatementCache& statements;
  GroupCommitQueue& queue;
};

/// Applies one operation; a fenced write that found its key taken is a conflictError.
StoreStatus applySqliteOp(SqliteWriter& w, const StoreOp& op);

}  // namespace renju::server
