#pragma once
// The store `serve` and `import` open: PostgreSQL when a URL is given, else the SQLite file.
#include <memory>
#include <string>

#include "store/sqlite/sqlite_store.h"
#include "store/store.h"

namespace renju::server {

/// Opens PostgreSQL at `postgresUrl` when it is not empty, else SQLite with `sqlite`.
Result<std::unique_ptr<Store>> openStore(const std::string& postgresUrl,
                                         const SqliteOptions& sqlite);

}  // namespace renju::server
