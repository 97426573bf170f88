#include "store/sqlite/sqlite_ratings.h"

#include <sqlite3.h>

namespace renju::server {

using ratings::GameOutcome;
using ratings::RatedGame;
using ratings::Standing;

namespace {

Result<ratings::Speed> sqliteSpeedColumn(const std::string& name) {
  auto speed = ratings::speedFromName(name);
  if (!speed) return storeError("unknown speed in the store: " + name);
  return *speed;
}

/// A standing's eight columns from `first` on: rating, deviation, volatility, games, wins, draws,
/// losses, last_rated_at.
Standing sqliteStandingFrom(const SqliteStatement& s, int first) {
  Standing st;
  st.rating = {s.real(first), s.real(first + 1), s.real(first + 2)};
  st.games = s.integer(first + 3);
  st.wins = s.integer(first + 4);
  st.draws = s.integer(first + 5);
  st.losses = s.integer(first + 6);
  st.lastRatedAt = s.integer(first + 7);
  return st;
}

Result<Standing> sqliteStoredStanding(SqliteWriter& w, const std::string& key,
                                      ratings::Speed speed) {
  auto s = w.statements.get(
      "SELECT rating, deviation, volatility, games, wins, draws, losses, last_rated_at "
      "FROM ratings WHERE key_hash=?1 AND speed=?2");
  if (!s) return s.error();
  s.value().bind(1, key).bind(2, std::string(ratings::speedName(speed)));
  Result<bool> row = s.value().step();
  if (!row) return row.error();
  return *row ? sqliteStandingFrom(s.value(), 0) : Standing{};
}

/// Counted games of the two keys with each other stored before `seq` and ended in the window.
Result<int> sqlitePairGames(SqliteWriter& w, const RatedGame& g, int64_t seq) {
  auto s = w.statements.get(
      "SELECT count(*) FROM rated_games WHERE counted=1 AND seq < ?1 AND ended_at > ?2 AND "
      "((key_opener=?3 AND key_other=?4) OR (key_opener=?4 AND key_other=?3))");
  if (!s) return s.error();
  s.value().bind(1, seq).bind(2, g.endedAt - ratings::PAIR_WINDOW_MS);
  s.value().bind(3, g.keys[0]).bind(4, g.keys[1]);
  Result<bool> row = s.value().step();
  if (!row) return row.error();
  return static_cast<int>(*row ? s.value().integer(0) : 0);
}

StoreStatus sqliteSaveStanding(SqliteWriter& w, const std::string& key, ratings::Speed speed,
                               const Standing& st) {
  auto s = w.statements.get(
      "INSERT OR REPLACE INTO ratings(key_hash, speed, rating, deviation, volatility, games, "
      "wins, draws, losses, last_rated_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
  if (!s) return s.error();
  s.value().bind(1, key).bind(2, std::string(ratings::speedName(speed)));
  s.value().bindReal(3, st.rating.rating).bindReal(4, st.rating.deviation);
  s.value().bindReal(5, st.rating.volatility).bind(6, st.games).bind(7, st.wins);
  s.value().bind(8, st.draws).bind(9, st.losses).bind(10, st.lastRatedAt);
  return s.value().run();
}

StoreStatus sqliteSaveHistory(SqliteWriter& w, const RatedGame& g, int64_t seq, size_t seat,
                              const GameOutcome& o) {
  auto s = w.statements.get(
      "INSERT OR REPLACE INTO rating_history(game_id, key_hash, speed, seq, opponent_hash, "
      "score, rating_before, deviation_before, volatility_before, rating_after, "
      "deviation_after, volatility_after, ended_at) "
      "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
  if (!s) return s.error();
  const ratings::Rating& before = o.before[seat].rating;
  const ratings::Rating& after = o.after[seat].rating;
  s.value()
      .bind(1, g.gameId)
      .bind(2, g.keys[seat])
      .bind(3, std::string(ratings::speedName(g.speed)));
  s.value().bind(4, seq).bind(5, g.keys[1 - seat]);
  s.value().bindReal(6, seat == 0 ? g.openerScore : 1 - g.openerScore);
  s.value().bindReal(7, before.rating).bindReal(8, before.deviation);
  s.value().bindReal(9, before.volatility).bindReal(10, after.rating);
  s.value().bindReal(11, after.deviation).bindReal(12, after.volatility).bind(13, g.endedAt);
  return s.value().run();
}

/// Rates the stored rated game `seq` from the ratings as they stand now.
StoreStatus sqliteRateStored(SqliteWriter& w, const RatedGame& g, int64_t seq) {
  std::array<Standing, 2> stored;
  for (size_t i = 0; i < 2; ++i) {
    auto st = sqliteStoredStanding(w, g.keys[i], g.speed);
    if (!st) return st.error();
    stored[i] = st.value();
  }
  auto pair = sqlitePairGames(w, g, seq);
  if (!pair) return pair.error();
  GameOutcome o = ratings::rateGame(g, stored, pair.value());
  auto mark = w.statements.get("UPDATE rated_games SET counted=?2, reason=?3 WHERE seq=?1");
  if (!mark) return mark.error();
  mark.value().bind(1, seq).bind(2, int64_t{o.counted}).bind(3, std::string(o.reason));
  if (StoreStatus marked = mark.value().run(); !marked) return marked;
  if (!o.counted) return okStatus();
  for (size_t i = 0; i < 2; ++i) {
    if (StoreStatus s = sqliteSaveStanding(w, g.keys[i], g.speed, o.after[i]); !s) return s;
    if (StoreStatus s = sqliteSaveHistory(w, g, seq, i, o); !s) return s;
  }
  return okStatus();
}

Result<RatedGame> sqliteRatedGameFrom(const SqliteStatement& s, int first) {
  auto speed = sqliteSpeedColumn(s.text(first + 1));
  if (!speed) return speed.error();
  return RatedGame{s.text(first),
                   speed.value(),
                   {s.text(first + 2), s.text(first + 3)},
                   s.real(first + 4),
                   s.integer(first + 5)};
}

}  // namespace

StoreStatus createSqliteRatings(sqlite3* db) {
  return sqliteExec(db, R"sql(
CREATE TABLE rated_games(
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id TEXT NOT NULL UNIQUE,
  speed TEXT NOT NULL,
  key_opener TEXT NOT NULL,
  key_other TEXT NOT NULL,
  score_opener REAL NOT NULL,
  ended_at INTEGER NOT NULL,
  counted INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL DEFAULT '');
CREATE INDEX rated_games_pair ON rated_games(key_opener, key_other, ended_at);
CREATE TABLE ratings(
  key_hash TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  wins INTEGER NOT NULL,
  draws INTEGER NOT NULL,
  losses INTEGER NOT NULL,
  last_rated_at INTEGER NOT NULL,
  PRIMARY KEY(key_hash, speed));
CREATE TABLE rating_history(
  game_id TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  speed TEXT NOT NULL,
  seq INTEGER NOT NULL,
  opponent_hash TEXT NOT NULL,
  score REAL NOT NULL,
  rating_before REAL NOT NULL,
  deviation_before REAL NOT NULL,
  volatility_before REAL NOT NULL,
  rating_after REAL NOT NULL,
  deviation_after REAL NOT NULL,
  volatility_after REAL NOT NULL,
  ended_at INTEGER NOT NULL,
  PRIMARY KEY(game_id, key_hash));
CREATE INDEX rating_history_key ON rating_history(key_hash, speed, seq);
)sql");
}

StoreStatus sqliteRateGame(SqliteWriter& w, const RatedGame& g) {
  auto s = w.statements.get(
      "INSERT INTO rated_games(game_id, speed, key_opener, key_other, score_opener, ended_at) "
      "VALUES(?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(game_id) DO NOTHING");
  if (!s) return s.error();
  s.value().bind(1, g.gameId).bind(2, std::string(ratings::speedName(g.speed)));
  s.value().bind(3, g.keys[0]).bind(4, g.keys[1]).bindReal(5, g.openerScore);
  if (StoreStatus ran = s.value().bind(6, g.endedAt).run(); !ran) return ran;
  if (sqlite3_changes(w.db) == 0) return okStatus();  // rated before: once only
  return sqliteRateStored(w, g, sqlite3_last_insert_rowid(w.db));
}

StoreStatus sqliteRecomputeRatings(SqliteWriter& w) {
  if (StoreStatus cleared = sqliteExec(w.db, "DELETE FROM ratings; DELETE FROM rating_history");
      !cleared)
    return cleared;
  auto s = SqliteStatement::prepare(
      w.db,
      "SELECT seq, game_id, speed, key_opener, key_other, score_opener, ended_at "
      "FROM rated_games ORDER BY seq");
  if (!s) return s.error();
  auto games = sqliteRows<std::pair<int64_t, RatedGame>>(
      s.value(), [](const SqliteStatement& row) -> Result<std::pair<int64_t, RatedGame>> {
        auto g = sqliteRatedGameFrom(row, 1);
        if (!g) return g.error();
        return std::pair{row.integer(0), std::move(g).value()};
      });
  if (!games) return games.error();
  for (const auto& [seq, g] : games.value())
    if (StoreStatus rated = sqliteRateStored(w, g, seq); !rated) return rated;
  return okStatus();
}

Result<std::vector<RatingRow>> sqliteRatingsOf(sqlite3* db, const std::string& keyHash) {
  auto s = SqliteStatement::prepare(
      db,
      "SELECT speed, rating, deviation, volatility, games, wins, draws, losses, last_rated_at "
      "FROM ratings WHERE key_hash=?1 AND games > 0 ORDER BY speed");
  if (!s) return s.error();
  return sqliteRows<RatingRow>(s.value().bind(1, keyHash),
                               [](const SqliteStatement& row) -> Result<RatingRow> {
                                 auto speed = sqliteSpeedColumn(row.text(0));
                                 if (!speed) return speed.error();
                                 return RatingRow{speed.value(), sqliteStandingFrom(row, 1)};
                               });
}

Result<std::optional<GameRatingRow>> sqliteGameRating(sqlite3* db, const std::string& gameId) {
  auto s = SqliteStatement::prepare(
      db,
      "SELECT game_id, speed, key_opener, key_other, score_opener, ended_at, counted, reason "
      "FROM rated_games WHERE game_id=?1");
  if (!s) return s.error();
  Result<bool> found = s.value().bind(1, gameId).step();
  if (!found) return found.error();
  if (!*found) return std::optional<GameRatingRow>{};
  auto g = sqliteRatedGameFrom(s.value(), 0);
  if (!g) return g.error();
  GameRatingRow row{std::move(g).value(), s.value().integer(6) != 0, s.value().text(7), {}, {}};
  auto h = SqliteStatement::prepare(
      db,
      "SELECT key_hash, rating_before, deviation_before, volatility_before, rating_after, "
      "deviation_after, volatility_after FROM rating_history WHERE game_id=?1");
  if (!h) return h.error();
  h.value().bind(1, gameId);
  for (;;) {
    Result<bool> more = h.value().step();
    if (!more) return more.error();
    if (!*more) break;
    size_t seat = h.value().text(0) == row.game.keys[0] ? 0 : 1;
    row.before[seat] = {h.value().real(1), h.value().real(2), h.value().real(3)};
    row.after[seat] = {h.value().real(4), h.value().real(5), h.value().real(6)};
  }
  return std::optional<GameRatingRow>{std::move(row)};
}

}  // namespace renju::server
