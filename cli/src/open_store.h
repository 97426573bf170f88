#pragma once
// The store `serve`, `import` and `ratings` open: PostgreSQL when a URL is given, else the SQLite
// file; and the two options that choose it.
#include <memory>
#include <string>

#include "store/sqlite/sqlite_store.h"
#include "store/store.h"

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace renju::server {

/// Opens PostgreSQL at `postgresUrl` when it is not empty, else SQLite with `sqlite`.
Result<std::unique_ptr<Store>> openStore(const std::string& postgresUrl,
                                         const SqliteOptions& sqlite);

/// Adds `--db FILE` (the SQLite file, its default shown) and `--store URL` (PostgreSQL instead;
/// anything but a postgresql:// URL is refused) to `cmd`. Returns the `--store` option.
CLI::Option* addStoreOptions(CLI::App* cmd, std::string& db, std::string& store);

}  // namespace renju::server
