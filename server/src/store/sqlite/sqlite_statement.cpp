#include "store/sqlite/sqlite_statement.h"

#include <sqlite3.h>

namespace renju::server {

Error sqliteError(sqlite3* db, std::string_view what) {
  return storeError(std::string(what) + ": " + sqlite3_errmsg(db));
}

StoreStatus sqliteExec(sqlite3* db, const std::string& sql) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) == SQLITE_OK) return okStatus();
  std::string message = err ? err : "unknown error";
  sqlite3_free(err);
  return storeError(sql.substr(0, 40) + ": " + message);
}

Result<SqliteStatement> SqliteStatement::prepare(sqlite3* db, const std::string& sql) {
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
    sqlite3_finalize(stmt);
    return sqliteError(db, sql.substr(0, 40));
  }
  return SqliteStatement(db, stmt, true);
}

SqliteStatement::SqliteStatement(SqliteStatement&& o) noexcept
    : db_(o.db_), stmt_(o.stmt_), owned_(o.owned_) {
  o.stmt_ = nullptr;
}

SqliteStatement::~SqliteStatement() {
  if (!stmt_) return;
  if (owned_) {
    sqlite3_finalize(stmt_);
  } else {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
  }
}

SqliteStatement& SqliteStatement::bind(int i, const std::string& s) {
  sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
  return *this;
}

SqliteStatement& SqliteStatement::bind(int i, int64_t v) {
  sqlite3_bind_int64(stmt_, i, v);
  return *this;
}

Result<bool> SqliteStatement::step() {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  return sqliteError(db_, "step");
}

StoreStatus SqliteStatement::run() {
  Result<bool> r = step();
  if (!r) return r.error();
  return okStatus();
}

StoreStatus SqliteStatement::runFenced(std::string_view what) {
  int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW || rc == SQLITE_DONE) return okStatus();
  if (rc == SQLITE_CONSTRAINT && sqlite3_extended_errcode(db_) == SQLITE_CONSTRAINT_PRIMARYKEY)
    return conflictError(std::string(what));
  return sqliteError(db_, "step");
}

void SqliteStatement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

SqliteStatement& SqliteStatement::bindReal(int i, double v) {
  sqlite3_bind_double(stmt_, i, v);
  return *this;
}

double SqliteStatement::real(int col) const {
  return sqlite3_column_double(stmt_, col);
}

std::string SqliteStatement::text(int col) const {
  auto* p = sqlite3_column_text(stmt_, col);
  return p ? std::string(reinterpret_cast<const char*>(p),
                         static_cast<size_t>(sqlite3_column_bytes(stmt_, col)))
           : std::string();
}

int64_t SqliteStatement::integer(int col) const {
  return sqlite3_column_int64(stmt_, col);
}

StatementCache::~StatementCache() {
  for (auto& [sql, stmt] : kept_) sqlite3_finalize(stmt);
}

Result<SqliteStatement> StatementCache::get(const char* sql) {
  auto it = kept_.find(sql);
  if (it == kept_.end()) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v3(db_, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr) != SQLITE_OK) {
      sqlite3_finalize(stmt);
      return sqliteError(db_, sql);
    }
    it = kept_.emplace(sql, stmt).first;
  }
  return SqliteStatement(db_, it->second, false);
}

}  // namespace renju::server
