#include "store/postgres/postgres_players.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "ratings/public_id.h"
#include "store/player_sql.h"
#include "store/postgres/pg_util.h"

namespace renju::server {

namespace {

double pgReal(const pg::QueryResult& r, int row, int col) {
  std::string text = r.text(row, col);
  double v = 0;
  std::from_chars(text.data(), text.data() + text.size(), v);
  return v;
}

Result<FinishedGame> pgFinishedFrom(const pg::QueryResult& r, int i) {
  auto computer = seatFromColumn(r.integer(i, FG_COMPUTER_SEAT));
  if (!computer) return computer.error();
  FinishedGame g;
  g.id = r.text(i, FG_ID);
  g.settings = r.text(i, FG_SETTINGS);
  g.seat = r.integer(i, FG_SEAT) == 0 ? Seat::OPENER : Seat::OTHER;
  g.opponentHash = r.text(i, FG_OPPONENT_HASH);
  g.opponentName = r.text(i, FG_OPPONENT_NAME);
  g.computerSeat = *computer;
  g.computerLevel = static_cast<int>(r.integer(i, FG_COMPUTER_LEVEL));
  g.end =
      GameEnd{r.integer(i, FG_ENDED_AT), r.text(i, FG_WINNER),       r.text(i, FG_REASON),
              r.integer(i, FG_MOVES),    r.text(i, FG_OPENER_COLOR), r.integer(i, FG_LISTED) != 0};
  g.counted = r.integer(i, FG_COUNTED) != 0;
  g.ratingBefore = pgReal(r, i, FG_RATING_BEFORE);
  g.ratingAfter = pgReal(r, i, FG_RATING_AFTER);
  return g;
}

}  // namespace

Result<std::optional<PlayerRow>> postgresPlayerByPublicId(PGconn* conn,
                                                          const std::string& publicId) {
  auto r = pg::query(conn, playerByPublicIdSql('$'), {publicId});
  if (!r) return r.error();
  if (r->rows() == 0) return std::optional<PlayerRow>{};
  return std::optional<PlayerRow>{
      PlayerRow{r->text(0, 0), r->text(0, 1), r->integer(0, 2), r->integer(0, 3)}};
}

Result<PlayerTotals> postgresPlayerTotals(PGconn* conn, const std::string& keyHash) {
  auto r = pg::query(conn, playerTotalsSql('$'), {keyHash});
  if (!r) return r.error();
  PlayerTotals totals;
  for (int i = 0; i < r->rows(); ++i)
    addTotalsRow(totals, r->integer(i, 0) != 0, r->integer(i, 1), r->integer(i, 2),
                 r->integer(i, 3));
  return totals;
}

Result<std::vector<FinishedGame>> postgresFinishedGames(PGconn* conn, const FinishedGamesQuery& q) {
  bool first = q.beforeId.empty();
  auto r = pg::query(conn, finishedGamesSql(q.computer, '$'),
                     {q.keyHash, std::to_string(first ? INT64_MAX : q.beforeEndedAt), q.beforeId,
                      std::to_string(q.limit)});
  if (!r) return r.error();
  std::vector<FinishedGame> games;
  for (int i = 0; i < r->rows(); ++i) {
    auto g = pgFinishedFrom(r.value(), i);
    if (!g) return g.error();
    games.push_back(std::move(g).value());
  }
  return games;
}

Result<std::vector<RatingPoint>> postgresRatingHistory(PGconn* conn, const std::string& keyHash,
                                                       ratings::Speed speed, size_t limit) {
  auto r = pg::query(conn, ratingHistorySql('$'),
                     {keyHash, std::string(ratings::speedName(speed)), std::to_string(limit)});
  if (!r) return r.error();
  std::vector<RatingPoint> points;
  for (int i = r->rows() - 1; i >= 0; --i)
    points.push_back(RatingPoint{r->integer(i, 0), pgReal(r.value(), i, 1), pgReal(r.value(), i, 2),
                                 r->text(i, 3)});
  return points;
}

Result<std::vector<ratings::LeaderboardEntry>> postgresLeaderboard(PGconn* conn,
                                                                   ratings::Speed speed,
                                                                   int64_t activeSince,
                                                                   size_t limit) {
  auto r = pg::query(
      conn, leaderboardSql('$'),
      {std::string(ratings::speedName(speed)), std::to_string(activeSince), std::to_string(limit)});
  if (!r) return r.error();
  std::vector<ratings::LeaderboardEntry> rows;
  for (int i = 0; i < r->rows(); ++i) {
    ratings::Standing st;
    st.rating = {pgReal(r.value(), i, 2), pgReal(r.value(), i, 3), pgReal(r.value(), i, 4)};
    st.games = r->integer(i, 5);
    st.wins = r->integer(i, 6);
    st.draws = r->integer(i, 7);
    st.losses = r->integer(i, 8);
    st.lastRatedAt = r->integer(i, 9);
    std::string key = r->text(i, 0);
    rows.push_back({key, ratings::publicIdOf(key), r->text(i, 1), st});
  }
  return rows;
}

}  // namespace renju::server
