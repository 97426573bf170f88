// `renju backup --db FILE OUT`: a consistent copy of the SQLite database while the server runs,
// with SQLite's online backup API (docs/server.md, "Backups"). Each step returns a result; the
// command prints the first error and exits with 1.
#include <sqlite3.h>
#include <sys/stat.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <system_error>
#include <thread>

#include "base/errors.h"
#include "commands.h"
#include "store/sqlite/sqlite_schema.h"
#include "store/sqlite/sqlite_statement.h"
#include "store/sqlite/sqlite_store.h"
#include "store/status.h"

namespace renju::server {
namespace {

struct CloseDb {
  void operator()(sqlite3* db) const { sqlite3_close(db); }
};
using Db = std::unique_ptr<sqlite3, CloseDb>;

Result<Db> openDb(const std::string& path, int flags) {
  sqlite3* raw = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
  Db db(raw);
  if (rc != SQLITE_OK)
    return storeError("cannot open " + path + ": " + (raw ? sqlite3_errmsg(raw) : "out of memory"));
  sqlite3_busy_timeout(raw, 5000);
  return db;
}

// The source must be there and the copy must not: a backup never overwrites a file.
StoreStatus checkPaths(const std::string& from, const std::string& to) {
  std::error_code ec;
  bool source = std::filesystem::exists(from, ec);
  if (ec) return storeError(from + ": " + ec.message());
  if (!source) return serverError(ErrorCode::BAD_REQUEST, from + ": no such database");
  bool target = std::filesystem::exists(to, ec);
  if (ec) return storeError(to + ": " + ec.message());
  if (target) return serverError(ErrorCode::BAD_REQUEST, to + " exists; give a new file");
  return okStatus();
}

// Copies in steps of 1,000 pages. In WAL mode the server's commits do not wait for the copy; a
// commit between two steps makes SQLite restart the copy from the start, so the result is always
// one consistent snapshot. A failed copy is removed.
StoreStatus copyPages(sqlite3* source, sqlite3* target, const std::string& to) {
  sqlite3_backup* b = sqlite3_backup_init(target, "main", source, "main");
  if (!b) return storeError(std::string("backup: ") + sqlite3_errmsg(target));
  int rc = SQLITE_OK;
  while ((rc = sqlite3_backup_step(b, 1000)) == SQLITE_OK || rc == SQLITE_BUSY ||
         rc == SQLITE_LOCKED) {
    if (rc != SQLITE_OK) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  sqlite3_backup_finish(b);
  if (rc == SQLITE_DONE) return okStatus();
  std::string message = std::string("backup failed: ") + sqlite3_errstr(rc);
  std::error_code ec;
  if (!std::filesystem::remove(to, ec) && ec)
    message += " (" + to + " is left: " + ec.message() + ")";
  return storeError(message);
}

// The copy is a plain database (not WAL): one file to move, read by `renju serve --db`.
Result<int> finishCopy(sqlite3* target) {
  if (StoreStatus plain = sqliteExec(target, "PRAGMA journal_mode=DELETE"); !plain)
    return storeError("backup: " + plain.error().message);
  Result<int> version = sqliteSchemaVersion(target);
  if (!version) return storeError("backup: " + version.error().message);
  return version;
}

StoreStatus backup(const std::string& from, const std::string& to) {
  if (StoreStatus paths = checkPaths(from, to); !paths) return paths;
  Result<Db> source = openDb(from, SQLITE_OPEN_READONLY);
  if (!source) return source.error();
  if (StoreStatus restricted = restrictDatabaseFiles(to); !restricted) return restricted;
  Result<Db> target = openDb(to, SQLITE_OPEN_READWRITE);
  if (!target) return target.error();
  if (StoreStatus copied = copyPages(source->get(), target->get(), to); !copied) return copied;
  Result<int> version = finishCopy(target->get());
  if (!version) return version.error();
  std::cout << "backup: " << from << " -> " << to << " (schema version " << *version << ")\n";
  return okStatus();
}

}  // namespace

void addBackupCommand(CLI::App& app) {
  auto from = std::make_shared<std::string>();
  auto to = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand(
      "backup", "Copy the server's SQLite database while it runs (PostgreSQL: use pg_dump)");
  cmd->add_option("--db", *from, "The server's SQLite database file")->required();
  cmd->add_option("out", *to, "The new file to write (must not exist)")->required();
  cmd->callback([from, to] {
    if (StoreStatus done = backup(*from, *to); !done) {
      std::cerr << "renju backup: " << done.error().message << "\n";
      std::exit(1);
    }
  });
}

}  // namespace renju::server
