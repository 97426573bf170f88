#pragma once
// The PostgreSQL store's reads for the player pages and leaderboards (docs/ratings.md), on the
// reader connection; the statements are shared with SQLite (player_sql.h).
#include <libpq-fe.h>

#include <optional>
#include <string>
#include <vector>

#include "store/store.h"

namespace renju::server {

Result<std::optional<PlayerRow>> postgresPlayerByPublicId(PGconn* conn,
                                                          const std::string& publicId);
Result<PlayerTotals> postgresPlayerTotals(PGconn* conn, const std::string& keyHash);
Result<std::vector<FinishedGame>> postgresFinishedGames(PGconn* conn, const FinishedGamesQuery& q);
Result<std::vector<RatingPoint>> postgresRatingHistory(PGconn* conn, const std::string& keyHash,
                                                       ratings::Speed speed, size_t limit);
Result<std::vector<ratings::LeaderboardEntry>> postgresLeaderboard(PGconn* conn,
                                                                   ratings::Speed speed,
                                                                   int64_t activeSince,
                                                                   size_t limit);

}  // namespace renju::server
