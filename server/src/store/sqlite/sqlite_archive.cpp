#include "store/sqlite/sqlite_archive.h"

#include <sqlite3.h>

#include <stdexcept>

#include "store/archive_sql.h"

namespace renju::server {
namespace {

/// A statement finalized on scope exit; errors thrown with SQLite's message.
class Stmt {
 public:
  Stmt(sqlite3* db, const std::string& sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s_, nullptr) != SQLITE_OK)
      fail("prepare archive statement");
  }
  ~Stmt() { sqlite3_finalize(s_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  void bind(int i, const std::string& v) {
    sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
  }
  void bind(int i, int64_t v) { sqlite3_bind_int64(s_, i, v); }
  bool step() {
    int rc = sqlite3_step(s_);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE) fail("archive");
    return rc == SQLITE_ROW;
  }
  void reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  std::string text(int c) const {
    auto* p = sqlite3_column_text(s_, c);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<size_t>(sqlite3_column_bytes(s_, c)))
             : std::string();
  }
  int64_t integer(int c) const { return sqlite3_column_int64(s_, c); }

 private:
  [[noreturn]] void fail(const char* what) {
    throw std::runtime_error(std::string(what) + ": " + sqlite3_errmsg(db_));
  }
  sqlite3* db_;
  sqlite3_stmt* s_ = nullptr;
};

void execAll(sqlite3* db, const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string message = err ? err : "unknown error";
    sqlite3_free(err);
    throw std::runtime_error("archive: " + message);
  }
}

ArchivedGame readArchived(const Stmt& s) {
  ArchivedGame g;
  g.id = s.text(0);
  g.contentHash = s.text(1);
  g.source = s.text(2);
  g.rule = s.text(3);
  g.n = static_cast<int>(s.integer(4));
  g.opening = s.text(5);
  g.result = s.text(6);
  g.reason = s.text(7);
  g.moves = s.text(8);
  g.length = static_cast<int>(s.integer(9));
  g.playedAt = s.integer(10);
  g.clock = s.text(11);
  g.blackName = s.text(12);
  g.whiteName = s.text(13);
  g.event = s.text(14);
  g.origin = s.text(15);
  return g;
}

}  // namespace

void createSqliteArchive(sqlite3* db) {
  execAll(db, R"sql(
CREATE TABLE archive(
  id TEXT PRIMARY KEY,
  content_hash TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL,
  rule TEXT NOT NULL,
  n INTEGER NOT NULL,
  opening TEXT NOT NULL,
  result TEXT NOT NULL,
  reason TEXT NOT NULL,
  moves TEXT NOT NULL,
  length INTEGER NOT NULL,
  played_at INTEGER NOT NULL,
  clock TEXT NOT NULL,
  black_name TEXT NOT NULL,
  white_name TEXT NOT NULL,
  event TEXT NOT NULL,
  origin TEXT NOT NULL);
CREATE INDEX archive_played ON archive(played_at, id);
CREATE INDEX archive_black ON archive(black_name, played_at, id) WHERE black_name <> '';
CREATE INDEX archive_white ON archive(white_name, played_at, id) WHERE white_name <> '';
CREATE TABLE explorer(
  key INTEGER NOT NULL,
  source TEXT NOT NULL,
  rule TEXT NOT NULL,
  move INTEGER NOT NULL,
  games INTEGER NOT NULL,
  black_wins INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  white_wins INTEGER NOT NULL,
  PRIMARY KEY(key, source, rule, move)) WITHOUT ROWID;
)sql");
}

void sqliteArchive(sqlite3* db, const std::vector<ArchivedGame>& games) {
  Stmt insert(db, std::string("INSERT OR IGNORE INTO archive(") + ARCHIVE_COLUMNS +
                      ") VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
                      "?15, ?16)");
  std::vector<const ArchivedGame*> added;
  for (const ArchivedGame& g : games) {
    insert.bind(1, g.id);
    insert.bind(2, g.contentHash);
    insert.bind(3, g.source);
    insert.bind(4, g.rule);
    insert.bind(5, int64_t{g.n});
    insert.bind(6, g.opening);
    insert.bind(7, g.result);
    insert.bind(8, g.reason);
    insert.bind(9, g.moves);
    insert.bind(10, int64_t{g.length});
    insert.bind(11, g.playedAt);
    insert.bind(12, g.clock);
    insert.bind(13, g.blackName);
    insert.bind(14, g.whiteName);
    insert.bind(15, g.event);
    insert.bind(16, g.origin);
    insert.step();
    if (sqlite3_changes(db) > 0) added.push_back(&g);
    insert.reset();
  }
  Stmt upsert(db,
              "INSERT INTO explorer(key, source, rule, move, games, black_wins, draws, "
              "white_wins) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
              "ON CONFLICT(key, source, rule, move) DO UPDATE SET "
              "games = games + excluded.games, black_wins = black_wins + excluded.black_wins, "
              "draws = draws + excluded.draws, white_wins = white_wins + excluded.white_wins");
  for (const ExplorerRow& r : explorerRows(added)) {
    upsert.bind(1, keyColumn(r.key));
    upsert.bind(2, r.source);
    upsert.bind(3, r.rule);
    upsert.bind(4, int64_t{r.move});
    upsert.bind(5, r.games);
    upsert.bind(6, r.blackWins);
    upsert.bind(7, r.draws);
    upsert.bind(8, r.whiteWins);
    upsert.step();
    upsert.reset();
  }
}

ArchivePage sqliteSearchArchive(sqlite3* db, const ArchiveQuery& q) {
  ArchiveSearchSql search = archiveSearchSql(q, '?');
  Stmt s(db, search.sql);
  for (size_t i = 0; i < search.params.size(); ++i)
    std::visit([&](const auto& v) { s.bind(static_cast<int>(i + 1), v); }, search.params[i]);
  std::vector<ArchivedGame> rows;
  while (s.step()) rows.push_back(readArchived(s));
  return archivePage(std::move(rows), search.limit);
}

std::optional<ArchivedGame> sqliteArchived(sqlite3* db, const std::string& id) {
  Stmt s(db, std::string("SELECT ") + ARCHIVE_COLUMNS + " FROM archive WHERE id = ?1");
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return readArchived(s);
}

std::vector<ExplorerRow> sqliteExplore(sqlite3* db, uint64_t key, const std::string& rule) {
  Stmt s(db,
         "SELECT source, rule, move, games, black_wins, draws, white_wins FROM explorer "
         "WHERE key = ?1 AND (?2 = '' OR rule = ?2) ORDER BY source, rule, move");
  s.bind(1, keyColumn(key));
  s.bind(2, rule);
  std::vector<ExplorerRow> rows;
  while (s.step())
    rows.push_back(ExplorerRow{key, s.text(0), s.text(1), static_cast<int>(s.integer(2)),
                               s.integer(3), s.integer(4), s.integer(5), s.integer(6)});
  return rows;
}

}  // namespace renju::server
