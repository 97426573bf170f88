#include "store/postgres/postgres_ratings.h"

#include <algorithm>
#include <charconv>
#include <utility>

#include "store/postgres/pg_util.h"

namespace renju::server {

using ratings::GameOutcome;
using ratings::RatedGame;
using ratings::Standing;

namespace {

// A key's row is made (at the start values) before it is locked, so that a key's first rated
// game locks it too. Rows with no game are never shown (games > 0 in the reads).
constexpr std::pair<const char*, const char*> RATING_STATEMENTS[] = {
    {"rating_make",
     "INSERT INTO ratings(key_hash, speed, rating, deviation, volatility, games, wins, draws, "
     "losses, last_rated_at) VALUES($1, $2, $3, $4, $5, 0, 0, 0, 0, 0) ON CONFLICT DO NOTHING"},
    {"rating_lock",
     "SELECT rating, deviation, volatility, games, wins, draws, losses, last_rated_at "
     "FROM ratings WHERE key_hash=$1 AND speed=$2 FOR UPDATE"},
    {"rated_game_add",
     "INSERT INTO rated_games(game_id, speed, key_opener, key_other, score_opener, ended_at) "
     "VALUES($1, $2, $3, $4, $5, $6) ON CONFLICT(game_id) DO NOTHING RETURNING seq"},
    {"rated_game_pair",
     "SELECT count(*) FROM rated_games WHERE counted AND seq < $1 AND ended_at > $2 AND "
     "((key_opener=$3 AND key_other=$4) OR (key_opener=$4 AND key_other=$3))"},
    {"rated_game_mark", "UPDATE rated_games SET counted=$2, reason=$3 WHERE seq=$1"},
    {"rating_save",
     "UPDATE ratings SET rating=$3, deviation=$4, volatility=$5, games=$6, wins=$7, draws=$8, "
     "losses=$9, last_rated_at=$10 WHERE key_hash=$1 AND speed=$2"},
    {"rating_history_add",
     "INSERT INTO rating_history(game_id, key_hash, speed, seq, opponent_hash, score, "
     "rating_before, deviation_before, volatility_before, rating_after, deviation_after, "
     "volatility_after, ended_at) VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) "
     "ON CONFLICT(game_id, key_hash) DO NOTHING"},
};

std::string pgInteger(int64_t v) {
  return std::to_string(v);
}

/// The shortest text that reads back as exactly `v` (PostgreSQL prints float8 the same way), so
/// that a recompute and the live update agree to the last bit.
std::string pgFloat(double v) {
  char buf[32];
  auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  return std::string(buf, end);
}

double pgFloatAt(const pg::QueryResult& r, int row, int col) {
  std::string text = r.text(row, col);
  double v = 0;
  std::from_chars(text.data(), text.data() + text.size(), v);
  return v;
}

std::string pgSpeedText(ratings::Speed s) {
  return std::string(ratings::speedName(s));
}

Result<ratings::Speed> pgSpeedColumn(const std::string& name) {
  auto speed = ratings::speedFromName(name);
  if (!speed) return storeError("unknown speed in the store: " + name);
  return *speed;
}

/// A standing's eight columns from `first` on, as rating_lock selects them.
Standing pgStandingFrom(const pg::QueryResult& r, int row, int first) {
  Standing st;
  st.rating = {pgFloatAt(r, row, first), pgFloatAt(r, row, first + 1),
               pgFloatAt(r, row, first + 2)};
  st.games = r.integer(row, first + 3);
  st.wins = r.integer(row, first + 4);
  st.draws = r.integer(row, first + 5);
  st.losses = r.integer(row, first + 6);
  st.lastRatedAt = r.integer(row, first + 7);
  return st;
}

/// Both keys' standings, their rows locked in key order (two games of the same two keys ending
/// on two nodes then wait for each other instead of deadlocking).
Result<std::array<Standing, 2>> pgLockStandings(PostgresWriter& w, const RatedGame& g) {
  const ratings::Rating start{};
  std::array<size_t, 2> order{0, 1};
  if (g.keys[1] < g.keys[0]) std::swap(order[0], order[1]);
  std::array<Standing, 2> stored;
  for (size_t i : order) {
    auto made = pg::run(w.conn, "rating_make",
                        {g.keys[i], pgSpeedText(g.speed), pgFloat(start.rating),
                         pgFloat(start.deviation), pgFloat(start.volatility)});
    if (!made) return made.error();
    auto r = pg::run(w.conn, "rating_lock", {g.keys[i], pgSpeedText(g.speed)});
    if (!r) return r.error();
    if (r->rows() != 1) return storeError("the rating row of a key is missing");
    stored[i] = pgStandingFrom(r.value(), 0, 0);
  }
  return stored;
}

StoreStatus pgSaveSide(PostgresWriter& w, const RatedGame& g, int64_t seq, size_t seat,
                       const GameOutcome& o) {
  const Standing& a = o.after[seat];
  const ratings::Rating& before = o.before[seat].rating;
  auto saved = pg::run(
      w.conn, "rating_save",
      {g.keys[seat], pgSpeedText(g.speed), pgFloat(a.rating.rating), pgFloat(a.rating.deviation),
       pgFloat(a.rating.volatility), pgInteger(a.games), pgInteger(a.wins), pgInteger(a.draws),
       pgInteger(a.losses), pgInteger(a.lastRatedAt)});
  if (!saved) return saved.error();
  auto added =
      pg::run(w.conn, "rating_history_add",
              {g.gameId, g.keys[seat], pgSpeedText(g.speed), pgInteger(seq), g.keys[1 - seat],
               pgFloat(seat == 0 ? g.openerScore : 1 - g.openerScore), pgFloat(before.rating),
               pgFloat(before.deviation), pgFloat(before.volatility), pgFloat(a.rating.rating),
               pgFloat(a.rating.deviation), pgFloat(a.rating.volatility), pgInteger(g.endedAt)});
  if (!added) return added.error();
  return okStatus();
}

/// Rates the stored rated game `seq` from the standings locked for it.
StoreStatus pgRateStored(PostgresWriter& w, const RatedGame& g, int64_t seq,
                         const std::array<Standing, 2>& stored) {
  auto pair = pg::run(
      w.conn, "rated_game_pair",
      {pgInteger(seq), pgInteger(g.endedAt - ratings::PAIR_WINDOW_MS), g.keys[0], g.keys[1]});
  if (!pair) return pair.error();
  GameOutcome o = ratings::rateGame(g, stored, static_cast<int>(pair->integer(0, 0)));
  auto marked = pg::run(w.conn, "rated_game_mark",
                        {pgInteger(seq), o.counted ? "true" : "false", std::string(o.reason)});
  if (!marked) return marked.error();
  if (!o.counted) return okStatus();
  for (size_t i = 0; i < 2; ++i)
    if (StoreStatus s = pgSaveSide(w, g, seq, i, o); !s) return s;
  return okStatus();
}

Result<RatedGame> pgRatedGameFrom(const pg::QueryResult& r, int row, int first) {
  auto speed = pgSpeedColumn(r.text(row, first + 1));
  if (!speed) return speed.error();
  return RatedGame{r.text(row, first),
                   speed.value(),
                   {r.text(row, first + 2), r.text(row, first + 3)},
                   pgFloatAt(r, row, first + 4),
                   r.integer(row, first + 5)};
}

}  // namespace

StoreStatus preparePostgresRatings(pg_conn* conn) {
  for (const auto& [name, sql] : RATING_STATEMENTS)
    if (StoreStatus s = pg::prepare(conn, name, sql); !s) return s;
  return okStatus();
}

StoreStatus postgresRateGame(PostgresWriter& w, const RatedGame& g) {
  // Locked before the row is added: for games sharing a key, seq is then the order of applying.
  auto stored = pgLockStandings(w, g);
  if (!stored) return stored.error();
  auto added = pg::run(w.conn, "rated_game_add",
                       {g.gameId, pgSpeedText(g.speed), g.keys[0], g.keys[1],
                        pgFloat(g.openerScore), pgInteger(g.endedAt)});
  if (!added) return added.error();
  if (added->rows() == 0) return okStatus();  // rated before: once only
  return pgRateStored(w, g, added->integer(0, 0), stored.value());
}

StoreStatus postgresRecomputeRatings(PostgresWriter& w) {
  // The whole table at once: no rated game may end while it is rebuilt.
  if (StoreStatus locked = pg::execStatus(
          w.conn, "LOCK TABLE rated_games, ratings, rating_history IN EXCLUSIVE MODE");
      !locked)
    return locked;
  if (StoreStatus cleared =
          pg::execStatus(w.conn, "DELETE FROM ratings; DELETE FROM rating_history");
      !cleared)
    return cleared;
  auto r = pg::exec(w.conn,
                    "SELECT seq, game_id, speed, key_opener, key_other, score_opener, ended_at "
                    "FROM rated_games ORDER BY seq");
  if (!r) return r.error();
  for (int i = 0; i < r->rows(); ++i) {
    auto g = pgRatedGameFrom(r.value(), i, 1);
    if (!g) return g.error();
    auto stored = pgLockStandings(w, g.value());
    if (!stored) return stored.error();
    if (StoreStatus s = pgRateStored(w, g.value(), r->integer(i, 0), stored.value()); !s) return s;
  }
  return okStatus();
}

Result<std::vector<RatingRow>> postgresRatingsOf(pg_conn* conn, const std::string& keyHash) {
  auto r = pg::query(conn,
                     "SELECT speed, rating, deviation, volatility, games, wins, draws, losses, "
                     "last_rated_at FROM ratings WHERE key_hash=$1 AND games > 0 ORDER BY speed",
                     {keyHash});
  if (!r) return r.error();
  std::vector<RatingRow> rows;
  for (int i = 0; i < r->rows(); ++i) {
    auto speed = pgSpeedColumn(r->text(i, 0));
    if (!speed) return speed.error();
    rows.push_back(RatingRow{speed.value(), pgStandingFrom(r.value(), i, 1)});
  }
  return rows;
}

Result<std::optional<GameRatingRow>> postgresGameRating(pg_conn* conn, const std::string& gameId) {
  auto r = pg::query(conn,
                     "SELECT game_id, speed, key_opener, key_other, score_opener, ended_at, "
                     "counted, reason FROM rated_games WHERE game_id=$1",
                     {gameId});
  if (!r) return r.error();
  if (r->rows() == 0) return std::optional<GameRatingRow>{};
  auto g = pgRatedGameFrom(r.value(), 0, 0);
  if (!g) return g.error();
  GameRatingRow row{std::move(g).value(), r->text(0, 6) == "t", r->text(0, 7), {}, {}};
  auto h = pg::query(conn,
                     "SELECT key_hash, rating_before, deviation_before, volatility_before, "
                     "rating_after, deviation_after, volatility_after FROM rating_history "
                     "WHERE game_id=$1",
                     {gameId});
  if (!h) return h.error();
  for (int i = 0; i < h->rows(); ++i) {
    size_t seat = h->text(i, 0) == row.game.keys[0] ? 0 : 1;
    row.before[seat] = {pgFloatAt(h.value(), i, 1), pgFloatAt(h.value(), i, 2),
                        pgFloatAt(h.value(), i, 3)};
    row.after[seat] = {pgFloatAt(h.value(), i, 4), pgFloatAt(h.value(), i, 5),
                       pgFloatAt(h.value(), i, 6)};
  }
  return std::optional<GameRatingRow>{std::move(row)};
}

}  // namespace renju::server
