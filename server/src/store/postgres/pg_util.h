#pragma once
// Small RAII helpers over libpq for the PostgreSQL store: results freed on scope exit, errors
// thrown with the server's message and SQLSTATE, parameters passed as text.
#include <libpq-fe.h>

#include <initializer_list>
#include <stdexcept>
#include <string>
#include <vector>

namespace renju::server::pg {

struct Error : std::runtime_error {
  Error(const std::string& message, std::string state)
      : std::runtime_error(message), sqlState(std::move(state)) {}
  std::string sqlState;  ///< e.g. "23505" (unique violation); "" when the connection failed
};

class Result {
 public:
  explicit Result(PGresult* r) : r_(r) {}
  ~Result() { PQclear(r_); }
  Result(Result&& o) noexcept : r_(o.r_) { o.r_ = nullptr; }
  Result(const Result&) = delete;
  Result& operator=(const Result&) = delete;

  int rows() const { return PQntuples(r_); }
  std::string text(int row, int col) const {
    return std::string(PQgetvalue(r_, row, col), static_cast<size_t>(PQgetlength(r_, row, col)));
  }
  int64_t integer(int row, int col) const { return std::stoll(PQgetvalue(r_, row, col)); }
  /// Rows changed by an INSERT, UPDATE or DELETE.
  int64_t changed() const {
    const char* n = PQcmdTuples(r_);
    return n && *n ? std::stoll(n) : 0;
  }

 private:
  PGresult* r_;
};

/// Throws pg::Error unless `r` succeeded; returns it otherwise.
inline Result check(PGconn* conn, PGresult* r, const std::string& what) {
  ExecStatusType status = r ? PQresultStatus(r) : PGRES_FATAL_ERROR;
  if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return Result(r);
  std::string state;
  if (r) {
    const char* s = PQresultErrorField(r, PG_DIAG_SQLSTATE);
    if (s) state = s;
  }
  std::string message = what + ": " + (r ? PQresultErrorMessage(r) : PQerrorMessage(conn));
  PQclear(r);
  while (!message.empty() && message.back() == '\n') message.pop_back();
  throw Error(message, state);
}

inline Result exec(PGconn* conn, const std::string& sql) {
  return check(conn, PQexec(conn, sql.c_str()), sql.substr(0, 40));
}

/// Runs the prepared statement `name` with text parameters.
inline Result run(PGconn* conn, const char* name, const std::vector<std::string>& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const std::string& p : params) values.push_back(p.c_str());
  return check(conn,
               PQexecPrepared(conn, name, static_cast<int>(values.size()), values.data(), nullptr,
                              nullptr, 0),
               name);
}

inline void prepare(PGconn* conn, const char* name, const char* sql) {
  check(conn, PQprepare(conn, name, sql, 0, nullptr), std::string("prepare ") + name);
}

/// Connects; throws with libpq's message on failure.
inline PGconn* connect(const std::string& conninfo) {
  PGconn* conn = PQconnectdb(conninfo.c_str());
  if (!conn || PQstatus(conn) != CONNECTION_OK) {
    std::string message = conn ? PQerrorMessage(conn) : "out of memory";
    PQfinish(conn);
    while (!message.empty() && message.back() == '\n') message.pop_back();
    throw Error("cannot connect to PostgreSQL: " + message, "");
  }
  // Quiet NOTICEs (CREATE ... IF NOT EXISTS) instead of libpq's default print to stderr.
  PQsetNoticeProcessor(
      conn, [](void*, const char*) {}, nullptr);
  return conn;
}

}  // namespace renju::server::pg
