#include "open_store.h"

#include <CLI/CLI.hpp>

#include "store/postgres/postgres_store.h"

namespace renju::server {
namespace {

template <class S>
Result<std::unique_ptr<Store>> asStore(Result<std::unique_ptr<S>> opened) {
  if (!opened) return opened.error();
  return std::unique_ptr<Store>(std::move(opened).value());
}

}  // namespace

Result<std::unique_ptr<Store>> openStore(const std::string& postgresUrl,
                                         const SqliteOptions& sqlite) {
  if (!postgresUrl.empty()) return asStore(PostgresStore::open(postgresUrl));
  return asStore(SqliteStore::open(sqlite));
}

CLI::Option* addStoreOptions(CLI::App* cmd, std::string& db, std::string& store) {
  cmd->add_option("--db", db, "The server's SQLite database file")->capture_default_str();
  return cmd
      ->add_option("--store", store,
                   "PostgreSQL instead of SQLite: postgresql://user@host:port/database")
      ->check([](const std::string& s) {
        return isPostgresUrl(s) ? std::string() : "--store takes a postgresql:// URL";
      });
}

}  // namespace renju::server
