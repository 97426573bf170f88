#pragma once
// The PostgreSQL store's ratings (docs/ratings.md): the migration step, the update a rated
// game's end makes inside the writer's transaction (both keys' rows locked first), the
// recompute, and the reads. The same shape as sqlite_ratings.h.
#include <optional>
#include <string>
#include <vector>

#include "store/postgres/postgres_writes.h"
#include "store/store.h"

namespace renju::server {

/// Migration step 13: rated_games, ratings, rating_history.
inline constexpr const char* POSTGRES_CREATE_RATINGS = R"sql(
CREATE TABLE IF NOT EXISTS rated_games(
  seq BIGSERIAL PRIMARY KEY,
  game_id TEXT NOT NULL UNIQUE,
  speed TEXT NOT NULL,
  key_opener TEXT NOT NULL,
  key_other TEXT NOT NULL,
  score_opener DOUBLE PRECISION NOT NULL,
  ended_at BIGINT NOT NULL,
  counted BOOLEAN NOT NULL DEFAULT false,
  reason TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS rated_games_pair ON rated_games(key_opener, key_other, ended_at);
CREATE TABLE IF NOT EXISTS ratings(
  key_hash TEXT NOT NULL,
  speed TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games BIGINT NOT NULL,
  wins BIGINT NOT NULL,
  draws BIGINT NOT NULL,
  losses BIGINT NOT NULL,
  last_rated_at BIGINT NOT NULL,
  PRIMARY KEY(key_hash, speed));
CREATE TABLE IF NOT EXISTS rating_history(
  game_id TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  speed TEXT NOT NULL,
  seq BIGINT NOT NULL,
  opponent_hash TEXT NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  deviation_before DOUBLE PRECISION NOT NULL,
  volatility_before DOUBLE PRECISION NOT NULL,
  rating_after DOUBLE PRECISION NOT NULL,
  deviation_after DOUBLE PRECISION NOT NULL,
  volatility_after DOUBLE PRECISION NOT NULL,
  ended_at BIGINT NOT NULL,
  PRIMARY KEY(game_id, key_hash));
CREATE INDEX IF NOT EXISTS rating_history_key ON rating_history(key_hash, speed, seq);
)sql";
/// Prepares the writer's rating statements on `conn`.
StoreStatus preparePostgresRatings(pg_conn* conn);
/// Stores the rated game and, unless it was stored before, rates it.
StoreStatus postgresRateGame(PostgresWriter& w, const ratings::RatedGame& game);
/// Replays every stored rated game in order into empty ratings and history.
StoreStatus postgresRecomputeRatings(PostgresWriter& w);
Result<std::vector<RatingRow>> postgresRatingsOf(pg_conn* conn, const std::string& keyHash);
Result<std::optional<GameRatingRow>> postgresGameRating(pg_conn* conn, const std::string& gameId);

}  // namespace renju::server
