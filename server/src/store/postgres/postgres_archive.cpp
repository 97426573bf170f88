#include "store/postgres/postgres_archive.h"

#include <nlohmann/json.hpp>

#include <map>

#include "store/archive_sql.h"
#include "store/postgres/pg_util.h"

namespace renju::server {
namespace {

ArchivedGame readPgArchived(const pg::QueryResult& r, int i) {
  ArchivedGame g;
  g.id = r.text(i, 0);
  g.contentHash = r.text(i, 1);
  g.source = r.text(i, 2);
  g.rule = r.text(i, 3);
  g.n = static_cast<int>(r.integer(i, 4));
  g.opening = r.text(i, 5);
  g.result = r.text(i, 6);
  g.reason = r.text(i, 7);
  g.moves = r.text(i, 8);
  g.length = static_cast<int>(r.integer(i, 9));
  g.playedAt = r.integer(i, 10);
  g.clock = r.text(i, 11);
  g.blackName = r.text(i, 12);
  g.whiteName = r.text(i, 13);
  g.event = r.text(i, 14);
  g.origin = r.text(i, 15);
  g.computerColor = r.text(i, 16);
  g.computerLevel = static_cast<int>(r.integer(i, 17));
  g.blackId = r.text(i, 18);
  g.whiteId = r.text(i, 19);
  return g;
}

nlohmann::json archiveRowJson(const ArchivedGame& g) {
  return {{"id", g.id},
          {"content_hash", g.contentHash},
          {"source", g.source},
          {"rule", g.rule},
          {"n", g.n},
          {"opening", g.opening},
          {"result", g.result},
          {"reason", g.reason},
          {"moves", g.moves},
          {"length", g.length},
          {"played_at", g.playedAt},
          {"clock", g.clock},
          {"black_name", g.blackName},
          {"white_name", g.whiteName},
          {"event", g.event},
          {"origin", g.origin},
          {"computer_color", g.computerColor},
          {"computer_level", g.computerLevel},
          {"black_id", g.blackId},
          {"white_id", g.whiteId}};
}

constexpr const char* INSERT_GAMES =
    "INSERT INTO archive SELECT * FROM json_to_recordset($1::json) AS x(id TEXT, content_hash "
    "TEXT, source TEXT, rule TEXT, n INTEGER, opening TEXT, result TEXT, reason TEXT, moves "
    "TEXT, length INTEGER, played_at BIGINT, clock TEXT, black_name TEXT, white_name TEXT, "
    "event TEXT, origin TEXT, computer_color TEXT, computer_level INTEGER, black_id TEXT, "
    "white_id TEXT) ON CONFLICT DO NOTHING "
    "RETURNING id";

constexpr const char* UPSERT_EXPLORER =
    "INSERT INTO explorer SELECT * FROM json_to_recordset($1::json) AS x(key BIGINT, source "
    "TEXT, rule TEXT, move INTEGER, games BIGINT, black_wins BIGINT, draws BIGINT, white_wins "
    "BIGINT) ON CONFLICT (key, source, rule, move) DO UPDATE SET "
    "games = explorer.games + excluded.games, "
    "black_wins = explorer.black_wins + excluded.black_wins, "
    "draws = explorer.draws + excluded.draws, white_wins = explorer.white_wins + "
    "excluded.white_wins";

}  // namespace

namespace {

/// A batch's rows as the one JSON parameter of a statement. A text that is not UTF-8 makes the
/// library throw; it fails this unit only.
Result<std::string> jsonParameter(const nlohmann::json& rows) {
  try {
    return rows.dump();
  } catch (const nlohmann::json::type_error& e) {
    return storeError(std::string("archive: ") + e.what());
  }
}

/// Adds the explorer rows of the games just archived.
StoreStatus addExplorerRows(pg_conn* conn, const std::vector<const ArchivedGame*>& added) {
  std::vector<ExplorerRow> explorer = explorerRows(added);
  if (explorer.empty()) return okStatus();
  nlohmann::json deltas = nlohmann::json::array();
  for (const ExplorerRow& r : explorer)
    deltas.push_back({{"key", keyColumn(r.key)},
                      {"source", r.source},
                      {"rule", r.rule},
                      {"move", r.move},
                      {"games", r.games},
                      {"black_wins", r.blackWins},
                      {"draws", r.draws},
                      {"white_wins", r.whiteWins}});
  auto param = jsonParameter(deltas);
  if (!param) return param.error();
  auto r = pg::query(conn, UPSERT_EXPLORER, {*param});
  if (!r) return r.error();
  return okStatus();
}

}  // namespace

StoreStatus postgresArchive(pg_conn* conn, const std::vector<ArchivedGame>& games) {
  if (games.empty()) return okStatus();
  nlohmann::json rows = nlohmann::json::array();
  std::map<std::string, const ArchivedGame*> byId;
  for (const ArchivedGame& g : games) {
    rows.push_back(archiveRowJson(g));
    byId.emplace(g.id, &g);
  }
  auto param = jsonParameter(rows);
  if (!param) return param.error();
  auto inserted = pg::query(conn, INSERT_GAMES, {*param});
  if (!inserted) return inserted.error();
  std::vector<const ArchivedGame*> added;
  for (int i = 0; i < inserted->rows(); ++i) {
    auto it = byId.find(inserted->text(i, 0));
    if (it == byId.end()) return storeError("archive: an id inserted that was not given");
    added.push_back(it->second);
  }
  return addExplorerRows(conn, added);
}

Result<ArchivePage> postgresSearchArchive(pg_conn* conn, const ArchiveQuery& q) {
  ArchiveSearchSql search = archiveSearchSql(q, '$');
  std::vector<std::string> params;
  for (const auto& p : search.params)
    params.push_back(std::visit(
        [](const auto& v) -> std::string {
          if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::string>)
            return v;
          else
            return std::to_string(v);
        },
        p));
  auto r = pg::query(conn, search.sql, params);
  if (!r) return r.error();
  std::vector<ArchivedGame> rows;
  for (int i = 0; i < r->rows(); ++i) rows.push_back(readPgArchived(*r, i));
  return archivePage(std::move(rows), search.limit);
}

Result<std::optional<ArchivedGame>> postgresArchived(pg_conn* conn, const std::string& id) {
  auto r = pg::query(conn, std::string("SELECT ") + ARCHIVE_COLUMNS + " FROM archive WHERE id = $1",
                     {id});
  if (!r) return r.error();
  if (r->rows() == 0) return std::optional<ArchivedGame>{};
  return std::optional<ArchivedGame>{readPgArchived(*r, 0)};
}

Result<std::vector<ExplorerRow>> postgresExplore(pg_conn* conn, uint64_t key,
                                                 const std::string& rule) {
  auto r = pg::query(conn,
                     "SELECT source, rule, move, games, black_wins, draws, white_wins FROM "
                     "explorer WHERE key = $1 AND ($2 = '' OR rule = $2) "
                     "ORDER BY source, rule, move",
                     {std::to_string(keyColumn(key)), rule});
  if (!r) return r.error();
  std::vector<ExplorerRow> rows;
  for (int i = 0; i < r->rows(); ++i)
    rows.push_back(ExplorerRow{key, r->text(i, 0), r->text(i, 1),
                               static_cast<int>(r->integer(i, 2)), r->integer(i, 3),
                               r->integer(i, 4), r->integer(i, 5), r->integer(i, 6)});
  return rows;
}

}  // namespace renju::server
