#include "store/sqlite/sqlite_archive.h"

#include <sqlite3.h>

#include "store/archive_sql.h"
#include "store/sqlite/sqlite_statement.h"

namespace renju::server {
namespace {

Result<ArchivedGame> readSqliteArchived(const SqliteStatement& s) {
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
  g.computerColor = s.text(16);
  g.computerLevel = static_cast<int>(s.integer(17));
  g.blackId = s.text(18);
  g.whiteId = s.text(19);
  return g;
}

}  // namespace

StoreStatus createSqliteArchive(sqlite3* db) {
  return sqliteExec(db, R"sql(
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

namespace {

StoreStatus insertArchived(SqliteStatement& insert, const ArchivedGame& g) {
  insert.bind(1, g.id).bind(2, g.contentHash).bind(3, g.source).bind(4, g.rule);
  insert.bind(5, int64_t{g.n}).bind(6, g.opening).bind(7, g.result).bind(8, g.reason);
  insert.bind(9, g.moves).bind(10, int64_t{g.length}).bind(11, g.playedAt).bind(12, g.clock);
  insert.bind(13, g.blackName).bind(14, g.whiteName).bind(15, g.event).bind(16, g.origin);
  insert.bind(17, g.computerColor).bind(18, int64_t{g.computerLevel});
  insert.bind(19, g.blackId).bind(20, g.whiteId);
  StoreStatus ran = insert.run();
  insert.reset();
  return ran;
}

StoreStatus addExplorerRow(SqliteStatement& upsert, const ExplorerRow& r) {
  upsert.bind(1, keyColumn(r.key)).bind(2, r.source).bind(3, r.rule).bind(4, int64_t{r.move});
  upsert.bind(5, r.games).bind(6, r.blackWins).bind(7, r.draws).bind(8, r.whiteWins);
  StoreStatus ran = upsert.run();
  upsert.reset();
  return ran;
}

}  // namespace

StoreStatus sqliteArchive(sqlite3* db, const std::vector<ArchivedGame>& games) {
  auto insert =
      SqliteStatement::prepare(db, std::string("INSERT OR IGNORE INTO archive(") + ARCHIVE_COLUMNS +
                                       ") VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
                                       "?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)");
  if (!insert) return insert.error();
  std::vector<const ArchivedGame*> added;
  for (const ArchivedGame& g : games) {
    if (StoreStatus s = insertArchived(insert.value(), g); !s) return s;
    if (sqlite3_changes(db) > 0) added.push_back(&g);
  }
  auto upsert = SqliteStatement::prepare(
      db,
      "INSERT INTO explorer(key, source, rule, move, games, black_wins, draws, white_wins) "
      "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) "
      "ON CONFLICT(key, source, rule, move) DO UPDATE SET "
      "games = games + excluded.games, black_wins = black_wins + excluded.black_wins, "
      "draws = draws + excluded.draws, white_wins = white_wins + excluded.white_wins");
  if (!upsert) return upsert.error();
  for (const ExplorerRow& r : explorerRows(added))
    if (StoreStatus s = addExplorerRow(upsert.value(), r); !s) return s;
  return okStatus();
}

Result<ArchivePage> sqliteSearchArchive(sqlite3* db, const ArchiveQuery& q) {
  ArchiveSearchSql search = archiveSearchSql(q, '?');
  auto s = SqliteStatement::prepare(db, search.sql);
  if (!s) return s.error();
  for (size_t i = 0; i < search.params.size(); ++i)
    std::visit([&](const auto& v) { s.value().bind(static_cast<int>(i + 1), v); },
               search.params[i]);
  auto rows = sqliteRows<ArchivedGame>(s.value(), readSqliteArchived);
  if (!rows) return rows.error();
  return archivePage(std::move(rows).value(), search.limit);
}

Result<std::optional<ArchivedGame>> sqliteArchived(sqlite3* db, const std::string& id) {
  auto s = SqliteStatement::prepare(
      db, std::string("SELECT ") + ARCHIVE_COLUMNS + " FROM archive WHERE id = ?1");
  if (!s) return s.error();
  auto rows = sqliteRows<ArchivedGame>(s.value().bind(1, id), readSqliteArchived);
  if (!rows) return rows.error();
  if (rows->empty()) return std::optional<ArchivedGame>{};
  return std::optional<ArchivedGame>{rows->front()};
}

Result<std::vector<ExplorerRow>> sqliteExplore(sqlite3* db, uint64_t key, const std::string& rule) {
  auto s = SqliteStatement::prepare(
      db,
      "SELECT source, rule, move, games, black_wins, draws, white_wins FROM explorer "
      "WHERE key = ?1 AND (?2 = '' OR rule = ?2) ORDER BY source, rule, move");
  if (!s) return s.error();
  s.value().bind(1, keyColumn(key)).bind(2, rule);
  return sqliteRows<ExplorerRow>(s.value(), [key](const SqliteStatement& r) {
    return Result<ExplorerRow>(ExplorerRow{key, r.text(0), r.text(1),
                                           static_cast<int>(r.integer(2)), r.integer(3),
                                           r.integer(4), r.integer(5), r.integer(6)});
  });
}

}  // namespace renju::server
