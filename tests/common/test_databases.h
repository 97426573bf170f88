#pragma once
// The databases the tests run against. Without RENJU_TEST_PG the store is SQLite (a file in the
// test's folder). With RENJU_TEST_PG=postgresql://user@host:port (no database name; as
// scripts/lib/pg_cluster.sh prints it) every test folder gets its own fresh PostgreSQL database,
// created with it and dropped with it, so tests stay independent and can run side by side.
#include <libpq-fe.h>
#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace renju::test {

/// RENJU_TEST_PG, or "" when the PostgreSQL runs are off.
inline std::string pgServerUrl() {
  const char* v = std::getenv("RENJU_TEST_PG");
  std::string url = v ? v : "";
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

/// The PostgreSQL database name for a test folder: stable, so a restarted server finds it.
inline std::string pgDatabaseFor(const std::filesystem::path& dir) {
  return "renju_t_" + std::to_string(std::hash<std::string>{}(dir.string()) % 1000000000000ull);
}

inline std::string pgUrlFor(const std::filesystem::path& dir) {
  return pgServerUrl() + "/" + pgDatabaseFor(dir);
}

/// Runs `sql` on the server's maintenance database (CREATE/DROP DATABASE).
inline void pgAdmin(const std::string& sql) {
  PGconn* c = PQconnectdb((pgServerUrl() + "/postgres").c_str());
  if (PQstatus(c) != CONNECTION_OK) {
    std::string m = PQerrorMessage(c);
    PQfinish(c);
    throw std::runtime_error("RENJU_TEST_PG: " + m);
  }
  PGresult* r = PQexec(c, sql.c_str());
  bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
  std::string m = PQresultErrorMessage(r);
  PQclear(r);
  PQfinish(c);
  if (!ok) throw std::runtime_error(sql + ": " + m);
}

inline void pgCreateDatabase(const std::filesystem::path& dir) {
  pgAdmin("DROP DATABASE IF EXISTS " + pgDatabaseFor(dir) + " WITH (FORCE)");
  pgAdmin("CREATE DATABASE " + pgDatabaseFor(dir));
}

inline void pgDropDatabase(const std::filesystem::path& dir) noexcept {
  try {
    pgAdmin("DROP DATABASE IF EXISTS " + pgDatabaseFor(dir) + " WITH (FORCE)");
  } catch (...) {
  }
}

using Row = std::map<std::string, std::string>;

/// Runs `sql` on a PostgreSQL database; rows as column -> text.
inline std::vector<Row> pgQuery(const std::string& url, const std::string& sql) {
  PGconn* c = PQconnectdb(url.c_str());
  if (PQstatus(c) != CONNECTION_OK) {
    std::string m = PQerrorMessage(c);
    PQfinish(c);
    throw std::runtime_error("cannot connect: " + m);
  }
  PQsetNoticeProcessor(
      c, [](void*, const char*) {}, nullptr);
  PGresult* r = PQexec(c, sql.c_str());
  ExecStatusType status = PQresultStatus(r);
  std::vector<Row> rows;
  if (status == PGRES_TUPLES_OK)
    for (int i = 0; i < PQntuples(r); ++i) {
      Row row;
      for (int j = 0; j < PQnfields(r); ++j) row[PQfname(r, j)] = PQgetvalue(r, i, j);
      rows.push_back(std::move(row));
    }
  std::string m = PQresultErrorMessage(r);
  PQclear(r);
  PQfinish(c);
  if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK)
    throw std::runtime_error(sql.substr(0, 60) + ": " + m);
  return rows;
}

/// Runs `sql` (one or more statements) on an SQLite file; rows of the last one.
inline std::vector<Row> sqliteQuery(const std::filesystem::path& file, const std::string& sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open(file.c_str(), &db) != SQLITE_OK) {
    sqlite3_close(db);
    throw std::runtime_error("cannot open " + file.string());
  }
  sqlite3_busy_timeout(db, 5000);
  std::vector<Row> rows;
  char* err = nullptr;
  auto collect = [](void* p, int n, char** values, char** names) {
    Row row;
    for (int i = 0; i < n; ++i) row[names[i]] = values[i] ? values[i] : "";
    static_cast<std::vector<Row>*>(p)->push_back(std::move(row));
    return 0;
  };
  int rc = sqlite3_exec(db, sql.c_str(), collect, &rows, &err);
  std::string m = err ? err : "";
  sqlite3_free(err);
  sqlite3_close(db);
  if (rc != SQLITE_OK) throw std::runtime_error(sql.substr(0, 60) + ": " + m);
  return rows;
}

}  // namespace renju::test
