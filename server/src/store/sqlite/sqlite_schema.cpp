#include "store/sqlite/sqlite_schema.h"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <array>
#include <string>

#include "base/sha256.h"
#include "store/event_sql.h"
#include "store/player_sql.h"
#include "store/sqlite/sqlite_archive.h"
#include "store/sqlite/sqlite_ratings.h"
#include "store/sqlite/sqlite_statement.h"

namespace renju::server {
namespace {

Result<bool> hasColumn(sqlite3* db, const char* table, const char* column) {
  auto s = SqliteStatement::prepare(
      db, std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name=?1");
  if (!s) return s.error();
  return s.value().bind(1, std::string(column)).step();
}

// renju_sha256(text): the SQL function step 3 hashes the stored secrets with ('' stays '').
void sqlSha256(sqlite3_context* ctx, int, sqlite3_value** argv) {
  const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(argv[0]));
  int bytes = sqlite3_value_bytes(argv[0]);
  if (!text || bytes == 0) return sqlite3_result_text(ctx, "", 0, SQLITE_STATIC);
  std::string hex = sha256Hex(std::string_view(text, static_cast<size_t>(bytes)));
  sqlite3_result_text(ctx, hex.c_str(), static_cast<int>(hex.size()), SQLITE_TRANSIENT);
}

// Step 1: the first schema. Databases made before versions were kept already have these tables
// (CREATE ... IF NOT EXISTS leaves them as they are).
StoreStatus createTables(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE TABLE IF NOT EXISTS games(
  id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  secret_opener TEXT NOT NULL,
  secret_other TEXT NOT NULL,
  invite TEXT NOT NULL,
  creator_seat INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  joined_at INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  prev_id TEXT NOT NULL DEFAULT '',
  next_id TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE INDEX IF NOT EXISTS games_prev ON games(prev_id) WHERE prev_id <> '';
CREATE TABLE IF NOT EXISTS actions(
  game_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  action TEXT NOT NULL,
  client_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  remaining_opener INTEGER NOT NULL,
  remaining_other INTEGER NOT NULL,
  PRIMARY KEY(game_id, version)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL);
)sql");
}

// Step 2: rematch requests are durable (session 2 added the column without a version number,
// so it may be there already).
StoreStatus addRematchWanted(sqlite3* db) {
  Result<bool> has = hasColumn(db, "games", "rematch_wanted");
  if (!has) return has.error();
  if (*has) return okStatus();
  return sqliteExec(db, "ALTER TABLE games ADD COLUMN rematch_wanted INTEGER NOT NULL DEFAULT 0");
}

// Step 3: secrets are kept as SHA-256 hex only; the plain secrets of older rows are replaced by
// their hashes, so the clients that hold them keep their seats.
StoreStatus hashSecrets(sqlite3* db) {
  if (sqlite3_create_function(db, "renju_sha256", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr,
                              sqlSha256, nullptr, nullptr) != SQLITE_OK)
    return storeError("migration: cannot register renju_sha256");
  return sqliteExec(db,
                    "UPDATE games SET secret_opener=renju_sha256(secret_opener), "
                    "secret_other=renju_sha256(secret_other), invite=renju_sha256(invite)");
}

// Step 4: the purge of games never joined looks them up by creation time.
StoreStatus indexForPurge(sqlite3* db) {
  return sqliteExec(
      db, "CREATE INDEX IF NOT EXISTS games_unjoined ON games(created_at) WHERE joined_at = 0");
}

// Step 5: the computer's seat (-1: none) and level in games against the computer.
StoreStatus addComputer(sqlite3* db) {
  return sqliteExec(db,
                    "ALTER TABLE games ADD COLUMN computer_seat INTEGER NOT NULL DEFAULT -1; "
                    "ALTER TABLE games ADD COLUMN computer_level INTEGER NOT NULL DEFAULT 0");
}

// Step 6: players without signup (docs/lobby.md), known by their key's hash, and the key hash
// each seat was taken with.
StoreStatus addPlayers(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE TABLE players(
  key_hash TEXT PRIMARY KEY,
  display_name TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  last_seen INTEGER NOT NULL) WITHOUT ROWID;
ALTER TABLE games ADD COLUMN player_opener TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN player_other TEXT NOT NULL DEFAULT '';
)sql");
}

// Step 8: open challenges (docs/lobby.md); a taken one keeps the game it made.
StoreStatus addChallenges(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE TABLE challenges(
  id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  opener TEXT NOT NULL,
  private INTEGER NOT NULL,
  creator_key_hash TEXT NOT NULL,
  secret TEXT NOT NULL,
  display_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  game_id TEXT NOT NULL DEFAULT '') WITHOUT ROWID;
CREATE INDEX challenges_open ON challenges(created_at) WHERE status = 'open';
)sql");
}

// Step 9: each seat's agreement to publish a private game (bit 1 opener, bit 2 other): a
// private game is archived once both agreed (docs/archive.md).
StoreStatus addPublishWanted(sqlite3* db) {
  return sqliteExec(db, "ALTER TABLE games ADD COLUMN publish_wanted INTEGER NOT NULL DEFAULT 0");
}

// Step 10: the in-game chat (docs/chat.md); n counts a game's messages over both channels, seat
// is -1 for a spectator.
StoreStatus addChat(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE TABLE chat(
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  channel TEXT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY(game_id, n)) WITHOUT ROWID;
)sql");
}

// Step 11: "My games" finds a player's games by the key hash of either seat (docs/lobby.md).
StoreStatus indexPlayersGames(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE INDEX games_player_opener ON games(player_opener);
CREATE INDEX games_player_other ON games(player_other);
)sql");
}

// Step 12: the archive says which colour the computer played and at which level. Rows archived
// before learn it from their game where that is certain: the computer has no name, so in a game
// against it with exactly one name, the nameless colour is the computer's.
StoreStatus addArchiveComputer(sqlite3* db) {
  return sqliteExec(db, R"sql(
ALTER TABLE archive ADD COLUMN computer_color TEXT NOT NULL DEFAULT '';
ALTER TABLE archive ADD COLUMN computer_level INTEGER NOT NULL DEFAULT 0;
UPDATE archive SET
  computer_color = CASE WHEN black_name = '' THEN 'black' ELSE 'white' END,
  computer_level = (SELECT computer_level FROM games WHERE games.id = archive.id)
WHERE source = 'here' AND (black_name = '') <> (white_name = '')
  AND EXISTS (SELECT 1 FROM games WHERE games.id = archive.id AND computer_seat >= 0);
)sql");
}

// Step 14: player pages and pairing by rating (docs/ratings.md, docs/lobby.md). Each key's public
// id, filled for the keys already stored; how each game ended, for the keys' lists and totals
// (games that ended before stay off them); the public ids of an archived game's players; a
// challenge's creator rating and range; the leaderboard's index. Columns already there are left
// as they are, as PostgreSQL's ADD COLUMN IF NOT EXISTS does.
StoreStatus addSqliteColumn(sqlite3* db, const char* table, const char* column, const char* type) {
  Result<bool> has = hasColumn(db, table, column);
  if (!has) return has.error();
  if (*has) return okStatus();
  return sqliteExec(db, std::string("ALTER TABLE ") + table + " ADD COLUMN " + column + " " + type);
}

StoreStatus addPlayerPages(sqlite3* db) {
  if (sqlite3_create_function(db, "renju_sha256", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr,
                              sqlSha256, nullptr, nullptr) != SQLITE_OK)
    return storeError("migration: cannot register renju_sha256");
  constexpr const char* TEXT = "TEXT NOT NULL DEFAULT ''";
  constexpr const char* ZERO = "INTEGER NOT NULL DEFAULT 0";
  const std::array<std::array<const char*, 3>, 13> columns{{
      {"players", "public_id", TEXT},
      {"games", "ended_at", ZERO},
      {"games", "winner", TEXT},
      {"games", "end_reason", TEXT},
      {"games", "moves", ZERO},
      {"games", "opener_color", TEXT},
      {"games", "listed", ZERO},
      {"archive", "black_id", TEXT},
      {"archive", "white_id", TEXT},
      {"challenges", "rating", "INTEGER NOT NULL DEFAULT -1"},
      {"challenges", "rating_provisional", ZERO},
      {"challenges", "rating_min", ZERO},
      {"challenges", "rating_max", ZERO},
  }};
  for (const auto& [table, column, type] : columns)
    if (StoreStatus added = addSqliteColumn(db, table, column, type); !added) return added;
  return sqliteExec(db, R"sql(
UPDATE players SET public_id = substr(renju_sha256('renju-public-id:' || key_hash), 1, 16);
CREATE UNIQUE INDEX IF NOT EXISTS players_public_id ON players(public_id);
CREATE INDEX IF NOT EXISTS ratings_speed ON ratings(speed, rating);
)sql");
}

// Step 15: the player pages' and leaderboards' indexes (store/player_sql.h).
StoreStatus indexPlayerPages(sqlite3* db) {
  return sqliteExec(db, PLAYER_PAGES_INDEXES);
}

// Step 16: events and their logs (store/event_sql.h).
StoreStatus createSqliteEvents(sqlite3* db) {
  return sqliteExec(db, EVENTS_SCHEMA);
}

struct SqliteStep {
  int version;
  const char* what;
  StoreStatus (*apply)(sqlite3*);
};
constexpr SqliteStep SQLITE_STEPS[] = {
    {1, "games, actions, meta", createTables},
    {2, "games.rematch_wanted", addRematchWanted},
    {3, "secrets stored as SHA-256", hashSecrets},
    {4, "index for the purge of unjoined games", indexForPurge},
    {5, "games.computer_seat, games.computer_level", addComputer},
    {6, "players, games.player_opener, games.player_other", addPlayers},
    {7, "archive, explorer", createSqliteArchive},
    {8, "challenges", addChallenges},
    {9, "games.publish_wanted", addPublishWanted},
    {10, "chat", addChat},
    {11, "indexes of the games by player", indexPlayersGames},
    {12, "archive.computer_color, archive.computer_level", addArchiveComputer},
    {13, "rated_games, ratings, rating_history", createSqliteRatings},
    {14, "public ids, game ends, archive ids, challenge ratings", addPlayerPages},
    {15, "indexes of the player pages and leaderboards", indexPlayerPages},
    {16, "events, event_log", createSqliteEvents},
};
static_assert(std::size(SQLITE_STEPS) == SQLITE_SCHEMA_VERSION, "one step per version, in order");

}  // namespace

Result<int> sqliteSchemaVersion(sqlite3* db) {
  auto s = SqliteStatement::prepare(db, "PRAGMA user_version");
  if (!s) return s.error();
  Result<bool> row = s.value().step();
  if (!row) return row.error();
  return *row ? static_cast<int>(s.value().integer(0)) : 0;
}

namespace {

/// Applies `step` unless the database has it; inside the caller's transaction.
StoreStatus migrateStep(sqlite3* db, const SqliteStep& step) {
  Result<int> current = sqliteSchemaVersion(db);
  if (!current) return current.error();
  if (*current > SQLITE_SCHEMA_VERSION)
    return storeError("the database has schema version " + std::to_string(*current) +
                      ", newer than this program's " + std::to_string(SQLITE_SCHEMA_VERSION));
  if (*current >= step.version) return okStatus();
  if (StoreStatus applied = step.apply(db); !applied) return applied;
  if (StoreStatus v = sqliteExec(db, "PRAGMA user_version=" + std::to_string(step.version)); !v)
    return v;
  spdlog::info("store: schema migrated to version {} ({})", step.version, step.what);
  return okStatus();
}

}  // namespace

StoreStatus migrateSqlite(sqlite3* db) {
  // A database already at this version needs no lock: a node starting beside a running one (the
  // same file) would otherwise wait for the write lock once per step.
  Result<int> version = sqliteSchemaVersion(db);
  if (!version) return version.error();
  if (*version == SQLITE_SCHEMA_VERSION) return okStatus();
  // BEGIN IMMEDIATE takes the write lock before reading the version: two processes opening the
  // same file at once apply each step once.
  for (const SqliteStep& step : SQLITE_STEPS) {
    if (StoreStatus begun = sqliteExec(db, "BEGIN IMMEDIATE"); !begun) return begun;
    StoreStatus done = migrateStep(db, step);
    if (done) done = sqliteExec(db, "COMMIT");
    if (!done) {
      sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      return done.error();
    }
  }
  return okStatus();
}

}  // namespace renju::server
