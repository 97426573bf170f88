#pragma once
// SQL both stores share for the player pages and leaderboards (docs/ratings.md): the reads'
// statements with numbered parameters ("?1" for SQLite, "$1" for PostgreSQL), and the rows they
// give turned into FinishedGame / PlayerTotals. The parameters are listed with each statement.
#include <string>

#include "store/store.h"

namespace renju::server {

/// 1 public id. Returns key_hash, display_name, created_at, last_seen.
std::string playerByPublicIdSql(char placeholder);
/// 1 key hash. One row per opponent kind that has games: computer (0/1), games, draws, wins.
std::string playerTotalsSql(char placeholder);
/// 1 key hash, 2 before ended_at, 3 before id, 4 limit. The FINISHED_COLUMNS below.
std::string finishedGamesSql(bool computer, char placeholder);
/// 1 key hash, 2 speed, 3 limit: ended_at, rating_after, deviation_after, game_id, newest first.
std::string ratingHistorySql(char placeholder);
/// 1 speed, 2 the largest deviation, 3 active since, 4 limit: key_hash, display_name, then the
/// standing's eight columns (rating, deviation, volatility, games, wins, draws, losses,
/// last_rated_at).
std::string leaderboardSql(char placeholder);

/// The columns of finishedGamesSql, in order.
enum FinishedColumn : int {
  FG_ID,
  FG_SETTINGS,
  FG_SEAT,
  FG_OPPONENT_HASH,
  FG_OPPONENT_NAME,
  FG_COMPUTER_SEAT,
  FG_COMPUTER_LEVEL,
  FG_ENDED_AT,
  FG_WINNER,
  FG_REASON,
  FG_MOVES,
  FG_OPENER_COLOR,
  FG_LISTED,
  FG_COUNTED,
  FG_RATING_BEFORE,
  FG_RATING_AFTER,
};

/// Adds one row of playerTotalsSql to `totals`.
void addTotalsRow(PlayerTotals& totals, bool computer, int64_t games, int64_t draws, int64_t wins);

}  // namespace renju::server
