#pragma once
// The SQLite store's ratings (docs/ratings.md): the migration step, the update a rated game's end
// makes inside the writer's transaction, the recompute, and the reads.
#include <optional>
#include <string>
#include <vector>

#include "store/sqlite/sqlite_writes.h"
#include "store/store.h"

struct sqlite3;

namespace renju::server {

/// Migration step 13: rated_games, ratings, rating_history.
StoreStatus createSqliteRatings(sqlite3* db);
/// Stores the rated game and, unless it was stored before, rates it.
StoreStatus sqliteRateGame(SqliteWriter& w, const ratings::RatedGame& game);
/// Replays every stored rated game in order into empty ratings and history.
StoreStatus sqliteRecomputeRatings(SqliteWriter& w);
Result<std::vector<RatingRow>> sqliteRatingsOf(sqlite3* db, const std::string& keyHash);
Result<std::optional<GameRatingRow>> sqliteGameRating(sqlite3* db, const std::string& gameId);

}  // namespace renju::server
