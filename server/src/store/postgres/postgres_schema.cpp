#include "store/postgres/postgres_schema.h"

#include <spdlog/spdlog.h>

#include <iterator>
#include <string>

#include "store/event_sql.h"
#include "store/player_sql.h"
#include "store/postgres/pg_util.h"
#include "store/postgres/postgres_archive.h"
#include "store/postgres/postgres_ratings.h"

namespace renju::server {
namespace {

// Step 1: the first schema, as the SQLite store's (secrets then stored as they were).
constexpr const char* CREATE_TABLES = R"sql(
CREATE TABLE IF NOT EXISTS games(
  id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  secret_opener TEXT NOT NULL,
  secret_other TEXT NOT NULL,
  invite TEXT NOT NULL,
  creator_seat INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  joined_at BIGINT NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  prev_id TEXT NOT NULL DEFAULT '',
  next_id TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE INDEX IF NOT EXISTS games_prev ON games(prev_id) WHERE prev_id <> '';
CREATE TABLE IF NOT EXISTS actions(
  game_id TEXT NOT NULL,
  version BIGINT NOT NULL,
  action TEXT NOT NULL,
  client_id TEXT NOT NULL,
  at BIGINT NOT NULL,
  remaining_opener BIGINT NOT NULL,
  remaining_other BIGINT NOT NULL,
  PRIMARY KEY(game_id, version));
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value BIGINT NOT NULL);
)sql";

// Step 2: durable rematch requests (bit 1 opener, bit 2 other).
constexpr const char* ADD_REMATCH =
    "ALTER TABLE games ADD COLUMN IF NOT EXISTS rematch_wanted INTEGER NOT NULL DEFAULT 0";

// Step 3: secrets as SHA-256 hex (PostgreSQL 11+ has sha256()); '' (no seat yet) stays ''.
constexpr const char* HASH_SECRETS = R"sql(
UPDATE games SET
  secret_opener = CASE WHEN secret_opener = '' THEN ''
                  ELSE encode(sha256(convert_to(secret_opener, 'UTF8')), 'hex') END,
  secret_other = CASE WHEN secret_other = '' THEN ''
                 ELSE encode(sha256(convert_to(secret_other, 'UTF8')), 'hex') END,
  invite = CASE WHEN invite = '' THEN '' ELSE encode(sha256(convert_to(invite, 'UTF8')), 'hex') END
)sql";

// Step 4: the purge of games never joined looks them up by creation time.
constexpr const char* INDEX_PURGE =
    "CREATE INDEX IF NOT EXISTS games_unjoined ON games(created_at) WHERE joined_at = 0";

// Step 5: the computer's seat (-1: none) and level in games against the computer.
constexpr const char* ADD_COMPUTER =
    "ALTER TABLE games ADD COLUMN IF NOT EXISTS computer_seat INTEGER NOT NULL DEFAULT -1, "
    "ADD COLUMN IF NOT EXISTS computer_level INTEGER NOT NULL DEFAULT 0";

// Step 6: players without signup (docs/lobby.md), known by their key's hash, and the key hash
// each seat was taken with.
constexpr const char* ADD_PLAYERS = R"sql(
CREATE TABLE IF NOT EXISTS players(
  key_hash TEXT PRIMARY KEY,
  display_name TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  last_seen BIGINT NOT NULL);
ALTER TABLE games ADD COLUMN IF NOT EXISTS player_opener TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS player_other TEXT NOT NULL DEFAULT '';
)sql";

// Step 8: open challenges (docs/lobby.md); a taken one keeps the game it made.
constexpr const char* ADD_CHALLENGES = R"sql(
CREATE TABLE IF NOT EXISTS challenges(
  id TEXT PRIMARY KEY,
  settings TEXT NOT NULL,
  opener TEXT NOT NULL,
  private BOOLEAN NOT NULL,
  creator_key_hash TEXT NOT NULL,
  secret TEXT NOT NULL,
  display_name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  status TEXT NOT NULL,
  game_id TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS challenges_open ON challenges(created_at) WHERE status = 'open';
)sql";

// Step 9: each seat's agreement to publish a private game (bit 1 opener, bit 2 other).
constexpr const char* ADD_PUBLISH =
    "ALTER TABLE games ADD COLUMN IF NOT EXISTS publish_wanted INTEGER NOT NULL DEFAULT 0";

// Step 10: the in-game chat (docs/chat.md); n counts a game's messages over both channels, seat
// is -1 for a spectator.
constexpr const char* ADD_CHAT = R"sql(
CREATE TABLE IF NOT EXISTS chat(
  game_id TEXT NOT NULL,
  n BIGINT NOT NULL,
  channel TEXT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY(game_id, n));
)sql";

// Step 11: "My games" finds a player's games by the key hash of either seat (docs/lobby.md).
constexpr const char* INDEX_PLAYERS_GAMES = R"sql(
CREATE INDEX IF NOT EXISTS games_player_opener ON games(player_opener);
CREATE INDEX IF NOT EXISTS games_player_other ON games(player_other);
)sql";

// Step 12: the archive says which colour the computer played and at which level; rows archived
// before learn it where it is certain (the computer has no name: in a game against it with
// exactly one name, the nameless colour is the computer's).
constexpr const char* ADD_ARCHIVE_COMPUTER = R"sql(
ALTER TABLE archive ADD COLUMN IF NOT EXISTS computer_color TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS computer_level INTEGER NOT NULL DEFAULT 0;
UPDATE archive SET
  computer_color = CASE WHEN archive.black_name = '' THEN 'black' ELSE 'white' END,
  computer_level = games.computer_level
FROM games
WHERE games.id = archive.id AND archive.source = 'here' AND games.computer_seat >= 0
  AND (archive.black_name = '') <> (archive.white_name = '');
)sql";

// Step 14: player pages and pairing by rating, as the SQLite store's step 14 (sqlite_schema.cpp).
constexpr const char* ADD_PLAYER_PAGES = R"sql(
ALTER TABLE players ADD COLUMN IF NOT EXISTS public_id TEXT NOT NULL DEFAULT '';
UPDATE players SET public_id =
  substr(encode(sha256(convert_to('renju-public-id:' || key_hash, 'UTF8')), 'hex'), 1, 16);
CREATE UNIQUE INDEX IF NOT EXISTS players_public_id ON players(public_id);
ALTER TABLE games ADD COLUMN IF NOT EXISTS ended_at BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS winner TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS end_reason TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS moves INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS opener_color TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS listed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE archive ADD COLUMN IF NOT EXISTS black_id TEXT NOT NULL DEFAULT '',
  ADD COLUMN IF NOT EXISTS white_id TEXT NOT NULL DEFAULT '';
ALTER TABLE challenges ADD COLUMN IF NOT EXISTS rating INTEGER NOT NULL DEFAULT -1,
  ADD COLUMN IF NOT EXISTS rating_provisional INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS rating_min INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS rating_max INTEGER NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS ratings_speed ON ratings(speed, rating);
)sql";

struct Step {
  int version;
  const char* what;
  const char* sql;
};
constexpr Step STEPS[] = {
    {1, "games, actions, meta", CREATE_TABLES},
    {2, "games.rematch_wanted", ADD_REMATCH},
    {3, "secrets stored as SHA-256", HASH_SECRETS},
    {4, "index for the purge of unjoined games", INDEX_PURGE},
    {5, "games.computer_seat, games.computer_level", ADD_COMPUTER},
    {6, "players, games.player_opener, games.player_other", ADD_PLAYERS},
    {7, "archive, explorer", POSTGRES_CREATE_ARCHIVE},
    {8, "challenges", ADD_CHALLENGES},
    {9, "games.publish_wanted", ADD_PUBLISH},
    {10, "chat", ADD_CHAT},
    {11, "indexes of the games by player", INDEX_PLAYERS_GAMES},
    {12, "archive.computer_color, archive.computer_level", ADD_ARCHIVE_COMPUTER},
    {13, "rated_games, ratings, rating_history", POSTGRES_CREATE_RATINGS},
    {14, "public ids, game ends, archive ids, challenge ratings", ADD_PLAYER_PAGES},
    {15, "indexes of the player pages and leaderboards", PLAYER_PAGES_INDEXES},
    {16, "events, event_log", EVENTS_SCHEMA},
};
static_assert(std::size(STEPS) == POSTGRES_SCHEMA_VERSION, "one step per version, in order");

constexpr const char* LOCK = "SELECT pg_advisory_xact_lock(7254106)";  // any constant of ours

}  // namespace

Result<int> postgresSchemaVersion(PGconn* conn) {
  auto exists = pg::exec(conn, "SELECT to_regclass('schema_migrations') IS NOT NULL");
  if (!exists) return exists.error();
  if (exists->text(0, 0) != "t") return 0;
  auto r = pg::exec(conn, "SELECT coalesce(max(version), 0) FROM schema_migrations");
  if (!r) return r.error();
  return static_cast<int>(r->integer(0, 0));
}

namespace {

/// Applies `step` unless the database has it; inside the caller's transaction.
StoreStatus migrateStep(PGconn* conn, const Step& step) {
  if (StoreStatus locked = pg::execStatus(conn, LOCK); !locked) return locked;
  if (StoreStatus made =
          pg::execStatus(conn,
                         "CREATE TABLE IF NOT EXISTS schema_migrations(version INTEGER "
                         "PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
      !made)
    return made;
  Result<int> current = postgresSchemaVersion(conn);
  if (!current) return current.error();
  if (*current > POSTGRES_SCHEMA_VERSION)
    return storeError("the database has schema version " + std::to_string(*current) +
                      ", newer than this program's " + std::to_string(POSTGRES_SCHEMA_VERSION));
  if (*current >= step.version) return okStatus();
  if (StoreStatus applied = pg::execStatus(conn, step.sql); !applied) return applied;
  if (StoreStatus noted = pg::execStatus(conn, "INSERT INTO schema_migrations(version) VALUES(" +
                                                   std::to_string(step.version) + ")");
      !noted)
    return noted;
  spdlog::info("store: schema migrated to version {} ({})", step.version, step.what);
  return okStatus();
}

}  // namespace

StoreStatus migratePostgres(PGconn* conn) {
  for (const Step& step : STEPS) {
    if (StoreStatus begun = pg::execStatus(conn, "BEGIN"); !begun) return begun;
    StoreStatus done = migrateStep(conn, step);
    if (done) done = pg::execStatus(conn, "COMMIT");
    if (!done) {
      PQclear(PQexec(conn, "ROLLBACK"));
      return done.error();
    }
  }
  return okStatus();
}

}  // namespace renju::server
