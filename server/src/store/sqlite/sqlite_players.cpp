#include "store/sqlite/sqlite_players.h"

#include <algorithm>

#include "ratings/public_id.h"
#include "store/player_sql.h"
#include "store/sqlite/sqlite_statement.h"

namespace renju::server {

namespace {

Result<FinishedGame> sqliteFinishedFrom(const SqliteStatement& s) {
  auto computer = seatFromColumn(s.integer(FG_COMPUTER_SEAT));
  if (!computer) return computer.error();
  FinishedGame g;
  g.id = s.text(FG_ID);
  g.settings = s.text(FG_SETTINGS);
  g.seat = s.integer(FG_SEAT) == 0 ? Seat::OPENER : Seat::OTHER;
  g.opponentHash = s.text(FG_OPPONENT_HASH);
  g.opponentName = s.text(FG_OPPONENT_NAME);
  g.computerSeat = *computer;
  g.computerLevel = static_cast<int>(s.integer(FG_COMPUTER_LEVEL));
  g.end = GameEnd{s.integer(FG_ENDED_AT), s.text(FG_WINNER),       s.text(FG_REASON),
                  s.integer(FG_MOVES),    s.text(FG_OPENER_COLOR), s.integer(FG_LISTED) != 0};
  g.counted = s.integer(FG_COUNTED) != 0;
  g.ratingBefore = s.real(FG_RATING_BEFORE);
  g.ratingAfter = s.real(FG_RATING_AFTER);
  return g;
}

}  // namespace

Result<std::optional<PlayerRow>> sqlitePlayerByPublicId(sqlite3* db, const std::string& publicId) {
  auto s = SqliteStatement::prepare(db, playerByPublicIdSql('?'));
  if (!s) return s.error();
  return firstRow(sqliteRows<PlayerRow>(
      s.value().bind(1, publicId), [](const SqliteStatement& r) -> Result<PlayerRow> {
        return PlayerRow{r.text(0), r.text(1), r.integer(2), r.integer(3)};
      }));
}

Result<PlayerTotals> sqlitePlayerTotals(sqlite3* db, const std::string& keyHash) {
  auto s = SqliteStatement::prepare(db, playerTotalsSql('?'));
  if (!s) return s.error();
  s.value().bind(1, keyHash);
  PlayerTotals totals;
  for (;;) {
    Result<bool> more = s.value().step();
    if (!more) return more.error();
    if (!*more) return totals;
    addTotalsRow(totals, s.value().integer(0) != 0, s.value().integer(1), s.value().integer(2),
                 s.value().integer(3));
  }
}

Result<std::vector<FinishedGame>> sqliteFinishedGames(sqlite3* db, const FinishedGamesQuery& q) {
  auto s = SqliteStatement::prepare(db, finishedGamesSql(q.computer, '?'));
  if (!s) return s.error();
  bool first = q.beforeId.empty();
  s.value().bind(1, q.keyHash).bind(2, first ? INT64_MAX : q.beforeEndedAt);
  s.value().bind(3, q.beforeId).bind(4, static_cast<int64_t>(q.limit));
  return sqliteRows<FinishedGame>(s.value(), sqliteFinishedFrom);
}

Result<std::vector<RatingPoint>> sqliteRatingHistory(sqlite3* db, const std::string& keyHash,
                                                     ratings::Speed speed, size_t limit) {
  auto s = SqliteStatement::prepare(db, ratingHistorySql('?'));
  if (!s) return s.error();
  s.value().bind(1, keyHash).bind(2, std::string(ratings::speedName(speed)));
  s.value().bind(3, static_cast<int64_t>(limit));
  auto points = sqliteRows<RatingPoint>(s.value(), [](const SqliteStatement& r) {
    return Result<RatingPoint>(RatingPoint{r.integer(0), r.real(1), r.real(2), r.text(3)});
  });
  if (points) std::reverse(points.value().begin(), points.value().end());
  return points;
}

Result<std::vector<ratings::LeaderboardEntry>> sqliteLeaderboard(sqlite3* db, ratings::Speed speed,
                                                                 int64_t activeSince,
                                                                 size_t limit) {
  auto s = SqliteStatement::prepare(db, leaderboardSql('?'));
  if (!s) return s.error();
  s.value().bind(1, std::string(ratings::speedName(speed)));
  s.value().bind(2, activeSince).bind(3, static_cast<int64_t>(limit));
  return sqliteRows<ratings::LeaderboardEntry>(
      s.value(), [](const SqliteStatement& r) -> Result<ratings::LeaderboardEntry> {
        ratings::Standing st;
        st.rating = {r.real(2), r.real(3), r.real(4)};
        st.games = r.integer(5);
        st.wins = r.integer(6);
        st.draws = r.integer(7);
        st.losses = r.integer(8);
        st.lastRatedAt = r.integer(9);
        return ratings::LeaderboardEntry{r.text(0), ratings::publicIdOf(r.text(0)), r.text(1), st};
      });
}

}  // namespace renju::server
