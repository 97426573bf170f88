#pragma once
// Small RAII helpers over libpq for the PostgreSQL store: query results freed on scope exit,
// failures returned as errors with the server's message, parameters passed as text.
#include <libpq-fe.h>

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "store/status.h"

namespace renju::server::pg {

/// The rows (or the count of rows changed) of one successful statement: a PGresult, freed on
/// scope exit.
class QueryResult {
 public:
  explicit QueryResult(PGresult* r) : r_(r) {}
  ~QueryResult() { PQclear(r_); }
  QueryResult(QueryResult&& o) noexcept : r_(o.r_) { o.r_ = nullptr; }
  QueryResult(const QueryResult&) = delete;
  QueryResult& operator=(const QueryResult&) = delete;
  QueryResult& operator=(QueryResult&&) = delete;

  int rows() const { return PQntuples(r_); }
  std::string text(int row, int col) const {
    return std::string(PQgetvalue(r_, row, col), static_cast<size_t>(PQgetlength(r_, row, col)));
  }
  /// An integer column (0 for a value that is none: the columns read so are BIGINT or INTEGER).
  int64_t integer(int row, int col) const { return parse(PQgetvalue(r_, row, col)); }
  /// Rows changed by an INSERT, UPDATE or DELETE.
  int64_t changed() const {
    const char* n = PQcmdTuples(r_);
    return n ? parse(n) : 0;
  }

 private:
  static int64_t parse(const char* text) {
    int64_t v = 0;
    std::from_chars(text, text + std::char_traits<char>::length(text), v);
    return v;
  }
  PGresult* r_;
};

/// `r` when it succeeded; else an error with the server's message (and `r` freed).
inline Result<QueryResult> check(PGconn* conn, PGresult* r, const std::string& what) {
  ExecStatusType status = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return QueryResult(r);
  std::string message = what + ": " + (r ? PQresultErrorMessage(r) : PQerrorMessage(conn));
  PQclear(r);
  while (!message.empty() && message.back() == '\n') message.pop_back();
  return storeError(message);
}

inline Result<QueryResult> exec(PGconn* conn, const std::string& sql) {
  return check(conn, PQexec(conn, sql.c_str()), sql.substr(0, 40));
}

/// exec() for a statement whose rows do not matter.
inline StoreStatus execStatus(PGconn* conn, const std::string& sql) {
  Result<QueryResult> r = exec(conn, sql);
  if (!r) return r.error();
  return okStatus();
}

inline std::vector<const char*> values(const std::vector<std::string>& params) {
  std::vector<const char*> v;
  v.reserve(params.size());
  for (const std::string& p : params) v.push_back(p.c_str());
  return v;
}

/// Runs the prepared statement `name` with text parameters.
inline Result<QueryResult> run(PGconn* conn, const char* name,
                               const std::vector<std::string>& params) {
  std::vector<const char*> v = values(params);
  return check(
      conn, PQexecPrepared(conn, name, static_cast<int>(v.size()), v.data(), nullptr, nullptr, 0),
      name);
}

/// Runs `sql` with text parameters (NULL-free), unprepared: for statements that vary.
inline Result<QueryResult> query(PGconn* conn, const std::string& sql,
                                 const std::vector<std::string>& params) {
  std::vector<const char*> v = values(params);
  return check(conn,
               PQexecParams(conn, sql.c_str(), static_cast<int>(v.size()), nullptr, v.data(),
                            nullptr, nullptr, 0),
               sql.substr(0, 40));
}

inline StoreStatus prepare(PGconn* conn, const char* name, const char* sql) {
  Result<QueryResult> r =
      check(conn, PQprepare(conn, name, sql, 0, nullptr), std::string("prepare ") + name);
  if (!r) return r.error();
  return okStatus();
}

/// Connects; an error with libpq's message on failure.
inline Result<PGconn*> connect(const std::string& conninfo) {
  PGconn* conn = PQconnectdb(conninfo.c_str());
  if (!conn || PQstatus(conn) != CONNECTION_OK) {
    std::string message = conn ? PQerrorMessage(conn) : "out of memory";
    PQfinish(conn);
    while (!message.empty() && message.back() == '\n') message.pop_back();
    return storeError("cannot connect to PostgreSQL: " + message);
  }
  // Quiet NOTICEs (CREATE ... IF NOT EXISTS) instead of libpq's default print to stderr.
  PQsetNoticeProcessor(
      conn, [](void*, const char*) {}, nullptr);
  return conn;
}

}  // namespace renju::server::pg
