// `renju backup --db FILE OUT`: a consistent copy of the SQLite database while the server runs,
// with SQLite's online backup API (docs/server.md, "Backups").
#include <sqlite3.h>
#include <sys/stat.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <thread>

#include "commands.h"
#include "store/sqlite/sqlite_schema.h"
#include "store/sqlite/sqlite_statement.h"
#include "store/sqlite/sqlite_store.h"

namespace renju::server {
namespace {

struct Db {
  sqlite3* db = nullptr;
  Db(const std::string& path, int flags) {
    if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
      std::string message = db ? sqlite3_errmsg(db) : "out of memory";
      sqlite3_close(db);
      throw std::runtime_error("cannot open " + path + ": " + message);
    }
    sqlite3_busy_timeout(db, 5000);
  }
  ~Db() { sqlite3_close(db); }
};

// Copies in steps of 1,000 pages. In WAL mode the server's commits do not wait for the copy; a
// commit between two steps makes SQLite restart the copy from the start, so the result is always
// one consistent snapshot.
void backup(const std::string& from, const std::string& to) {
  if (!std::filesystem::exists(from)) throw std::runtime_error(from + ": no such database");
  if (std::filesystem::exists(to)) throw std::runtime_error(to + " exists; give a new file");
  Db source(from, SQLITE_OPEN_READONLY);
  if (StoreStatus restricted = restrictDatabaseFiles(to); !restricted)
    throw std::runtime_error(restricted.error().message);
  Db target(to, SQLITE_OPEN_READWRITE);
  sqlite3_backup* b = sqlite3_backup_init(target.db, "main", source.db, "main");
  if (!b) throw std::runtime_error(std::string("backup: ") + sqlite3_errmsg(target.db));
  int rc = SQLITE_OK;
  while ((rc = sqlite3_backup_step(b, 1000)) == SQLITE_OK || rc == SQLITE_BUSY ||
         rc == SQLITE_LOCKED) {
    if (rc != SQLITE_OK) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  sqlite3_backup_finish(b);
  if (rc != SQLITE_DONE) {
    std::filesystem::remove(to);
    throw std::runtime_error(std::string("backup failed: ") + sqlite3_errstr(rc));
  }
  // The copy is a plain database (not WAL): one file to move, read by `renju serve --db`.
  if (StoreStatus plain = sqliteExec(target.db, "PRAGMA journal_mode=DELETE"); !plain)
    throw std::runtime_error("backup: " + plain.error().message);
  Result<int> version = sqliteSchemaVersion(target.db);
  if (!version) throw std::runtime_error("backup: " + version.error().message);
  std::cout << "backup: " << from << " -> " << to << " (schema version " << *version << ")\n";
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
    try {
      backup(*from, *to);
    } catch (const std::exception& e) {
      std::cerr << "renju backup: " << e.what() << "\n";
      std::exit(1);
    }
  });
}

}  // namespace renju::server
