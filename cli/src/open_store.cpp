#include "open_store.h"

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

}  // namespace renju::server
