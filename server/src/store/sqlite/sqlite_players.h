#pragma once
// The SQLite store's reads for the player pages and leaderboards (docs/ratings.md), on the reader
// connection; the statements are shared with PostgreSQL (player_sql.h).
#include <optional>
#include <string>
#include <vector>

#include "store/store.h"

struct sqlite3;

namespace renju::server {

Result<std::optional<PlayerRow>> sqlitePlayerByPublicId(sqlite3* db, const std::string& publicId);
Result<PlayerTotals> sqlitePlayerTotals(sqlite3* db, const std::string& keyHash);
Result<std::vector<FinishedGame>> sqliteFinishedGames(sqlite3* db, const FinishedGamesQuery& q);
Result<std::vector<RatingPoint>> sqliteRatingHistory(sqlite3* db, const std::string& keyHash,
                                                     ratings::Speed speed, size_t limit);
Result<std::vector<ratings::LeaderboardEntry>> sqliteLeaderboard(sqlite3* db, ratings::Speed speed,
                                                                 int64_t activeSince, size_t limit);

}  // namespace renju::server
