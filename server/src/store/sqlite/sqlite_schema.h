#pragma once
// The SQLite store's schema as numbered migrations (PRAGMA user_version holds the number of the
// last one applied). Opening a database applies the missing steps in order, each in its own
// transaction, so a database of any earlier version is brought up to date with its data.
#include "store/status.h"

struct sqlite3;

namespace renju::server {

/// The schema version this program writes.
constexpr int SQLITE_SCHEMA_VERSION = 16;

/// The database's schema version (0 for one made before versions were kept).
Result<int> sqliteSchemaVersion(sqlite3* db);
/// Applies every missing step; an error (that step rolled back) on failure, and when the
/// database is newer than this program.
StoreStatus migrateSqlite(sqlite3* db);

}  // namespace renju::server
