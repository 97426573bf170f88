#pragma once
// The PostgreSQL store's schema as numbered migrations, the same steps as the SQLite store's
// (sqlite_schema.h). Table schema_migrations lists the versions applied; each step runs in its
// own transaction under an advisory lock, so nodes starting at once apply it once.
#include <libpq-fe.h>

#include "store/status.h"

namespace renju::server {

constexpr int POSTGRES_SCHEMA_VERSION = 16;

/// The database's schema version (0 when it has none yet).
Result<int> postgresSchemaVersion(PGconn* conn);
/// Applies every missing step; an error (that step rolled back) on failure or a newer database.
StoreStatus migratePostgres(PGconn* conn);

}  // namespace renju::server
