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
/// 1 speed, 2 active since, 3 limit; established standings only: key_hash, display_name, then the
/// standing's eight columns (rating, deviation, volatility, games, wins, draws, losses,
/// last_rated_at).
std::string leaderboardSql(char placeholder);

/// Migration step 15, the same in both stores: the indexes the statements above are written for.
/// A page of a key's games reads one partial index per seat and opponent kind; a key's totals
/// read a covering index per seat; a leaderboard reads a partial index of the established
/// standings (deviation at most ratings::PROVISIONAL_DEVIATION, 110, written out because a
/// partial index needs a constant; player_sql.cpp checks that they agree) in rating order. The
/// indexes of step 11 go: the totals indexes start with the same column and serve "My games".
inline constexpr const char* PLAYER_PAGES_INDEXES = R"sql(
DROP INDEX IF EXISTS games_player_opener;
DROP INDEX IF EXISTS games_player_other;
CREATE INDEX IF NOT EXISTS games_opener_totals ON games(player_opener, computer_seat, winner);
CREATE INDEX IF NOT EXISTS games_other_totals
  ON games(player_other, computer_seat, winner, player_opener);
CREATE INDEX IF NOT EXISTS games_opener_people ON games(player_opener, ended_at, id)
  WHERE listed = 1 AND winner <> '' AND computer_seat < 0;
CREATE INDEX IF NOT EXISTS games_other_people ON games(player_other, ended_at, id)
  WHERE listed = 1 AND winner <> '' AND computer_seat < 0;
CREATE INDEX IF NOT EXISTS games_opener_computer ON games(player_opener, ended_at, id)
  WHERE listed = 1 AND winner <> '' AND computer_seat >= 0;
CREATE INDEX IF NOT EXISTS games_other_computer ON games(player_other, ended_at, id)
  WHERE listed = 1 AND winner <> '' AND computer_seat >= 0;
DROP INDEX IF EXISTS ratings_speed;
CREATE INDEX IF NOT EXISTS ratings_board ON ratings(speed, rating, last_rated_at, games)
  WHERE deviation <= 110;
)sql";

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
