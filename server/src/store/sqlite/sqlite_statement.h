#pragma once
// The one wrapper of SQLite statements every SQLite file uses (the store, its schema and archive,
// `renju backup`): a statement freed (or, when kept by a StatementCache, reset) on scope exit,
// whose failures are results with SQLite's message, never exceptions.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "store/status.h"

struct sqlite3;
struct sqlite3_stmt;

namespace renju::server {

/// The error of a failed call on `db`: "what: SQLite's message".
Error sqliteError(sqlite3* db, std::string_view what);
/// Runs SQL text without parameters (any number of statements).
StoreStatus sqliteExec(sqlite3* db, const std::string& sql);

class SqliteStatement {
 public:
  /// Prepares `sql` for one use; finalized on destruction.
  static Result<SqliteStatement> prepare(sqlite3* db, const std::string& sql);
  SqliteStatement(SqliteStatement&& o) noexcept;
  SqliteStatement& operator=(SqliteStatement&&) = delete;
  SqliteStatement(const SqliteStatement&) = delete;
  SqliteStatement& operator=(const SqliteStatement&) = delete;
  ~SqliteStatement();

  SqliteStatement& bind(int i, const std::string& s);
  SqliteStatement& bind(int i, int64_t v);
  /// A REAL column (ratings): a name apart from bind, so an int never picks it by accident.
  SqliteStatement& bindReal(int i, double v);
  /// Steps once: true while rows come.
  Result<bool> step();
  /// Steps a write once, rows ignored.
  StoreStatus run();
  /// Steps a write whose primary key fences it: a duplicate key is a conflictError(what).
  StoreStatus runFenced(std::string_view what);
  /// Ready to run again with new bindings.
  void reset();
  std::string text(int col) const;
  int64_t integer(int col) const;
  double real(int col) const;

 private:
  friend class StatementCache;
  SqliteStatement(sqlite3* db, sqlite3_stmt* stmt, bool owned)
      : db_(db), stmt_(stmt), owned_(owned) {}
  sqlite3* db_;
  sqlite3_stmt* stmt_;
  bool owned_;  ///< finalized on destruction; else reset for the next use
};

/// Statements prepared once on a connection and kept: the writer's statements run for every unit
/// and every batch (sqlite3_exec would parse them again each time, twice per action).
class StatementCache {
 public:
  explicit StatementCache(sqlite3* db) : db_(db) {}
  StatementCache(const StatementCache&) = delete;
  StatementCache& operator=(const StatementCache&) = delete;
  ~StatementCache();

  /// The statement of `sql` (a string literal: kept by its address), prepared on first use; reset
  /// when the returned statement goes out of scope.
  Result<SqliteStatement> get(const char* sql);

 private:
  sqlite3* db_;
  std::unordered_map<const char*, sqlite3_stmt*> kept_;
};

/// Every row of a statement, each read by `read` (returning Result<T>).
template <class T, class Read>
Result<std::vector<T>> sqliteRows(SqliteStatement& s, Read read) {
  std::vector<T> rows;
  for (;;) {
    Result<bool> more = s.step();
    if (!more) return more.error();
    if (!*more) return rows;
    Result<T> row = read(s);
    if (!row) return row.error();
    rows.push_back(std::move(row).value());
  }
}

}  // namespace renju::server
