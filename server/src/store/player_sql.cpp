#include "store/player_sql.h"

#include "ratings/rated_game.h"

namespace renju::server {

// The leaderboard's statement and its partial index (migration step 15) say "110" themselves.
static_assert(ratings::PROVISIONAL_DEVIATION == 110);

namespace {

std::string sqlParam(char placeholder, int n) {
  return placeholder + std::to_string(n);
}

/// The terms of the partial indexes of migration step 15 (games_opener_people and its three
/// siblings), written the same way here so that both databases see that the index applies.
std::string listedEnded(bool computer) {
  return std::string("listed = 1 AND winner <> '' AND computer_seat ") +
         (computer ? ">= 0" : "< 0");
}

/// One seat's part of a page of the key's games: at most `limit` ids, newest first, read from
/// that seat's partial index alone, so a key with thousands of games costs a page, not a scan.
std::string pageOfSeat(bool computer, int seat, char p) {
  std::string key = sqlParam(p, 1);
  std::string where = seat == 0 ? "player_opener = " + key
                                : "player_other = " + key + " AND player_opener <> " + key;
  return "SELECT * FROM (SELECT id, " + std::to_string(seat) + " AS seat FROM games WHERE " +
         where + " AND " + listedEnded(computer) + " AND (ended_at, id) < (" + sqlParam(p, 2) +
         ", " + sqlParam(p, 3) + ") ORDER BY ended_at DESC, id DESC LIMIT " + sqlParam(p, 4) +
         ") s" + std::to_string(seat);
}

/// One seat's totals per opponent kind, from the covering index games_*_totals alone.
std::string totalsOfSeat(int seat, char p) {
  std::string key = sqlParam(p, 1);
  const char* won = seat == 0 ? "opener" : "other";
  std::string where = seat == 0 ? "player_opener = " + key
                                : "player_other = " + key + " AND player_opener <> " + key;
  return std::string("SELECT CASE WHEN computer_seat >= 0 THEN 1 ELSE 0 END AS computer, ") +
         "count(*) AS n, sum(CASE WHEN winner = 'draw' THEN 1 ELSE 0 END) AS draws, " +
         "sum(CASE WHEN winner = '" + won + "' THEN 1 ELSE 0 END) AS wins FROM games WHERE " +
         where + " AND winner <> '' GROUP BY CASE WHEN computer_seat >= 0 THEN 1 ELSE 0 END";
}

}  // namespace

std::string playerByPublicIdSql(char p) {
  return "SELECT key_hash, display_name, created_at, last_seen FROM players WHERE public_id = " +
         sqlParam(p, 1);
}

std::string playerTotalsSql(char p) {
  return "SELECT t.computer, sum(t.n), sum(t.draws), sum(t.wins) FROM (" + totalsOfSeat(0, p) +
         " UNION ALL " + totalsOfSeat(1, p) + ") t GROUP BY t.computer";
}

std::string finishedGamesSql(bool computer, char p) {
  return "SELECT g.id, g.settings, x.seat, "
         "CASE x.seat WHEN 0 THEN g.player_other ELSE g.player_opener END, "
         "coalesce(pl.display_name, ''), g.computer_seat, g.computer_level, g.ended_at, g.winner, "
         "g.end_reason, g.moves, g.opener_color, g.listed, "
         "CASE WHEN h.rating_before IS NULL THEN 0 ELSE 1 END, coalesce(h.rating_before, 0), "
         "coalesce(h.rating_after, 0) FROM (" +
         pageOfSeat(computer, 0, p) + " UNION ALL " + pageOfSeat(computer, 1, p) +
         ") x JOIN games g ON g.id = x.id "
         "LEFT JOIN players pl ON pl.key_hash = "
         "(CASE x.seat WHEN 0 THEN g.player_other ELSE g.player_opener END) "
         "LEFT JOIN rating_history h ON h.game_id = g.id AND h.key_hash = " +
         sqlParam(p, 1) + " ORDER BY g.ended_at DESC, g.id DESC LIMIT " + sqlParam(p, 4);
}

std::string ratingHistorySql(char p) {
  return "SELECT ended_at, rating_after, deviation_after, game_id FROM rating_history "
         "WHERE key_hash = " +
         sqlParam(p, 1) + " AND speed = " + sqlParam(p, 2) + " ORDER BY seq DESC LIMIT " +
         sqlParam(p, 3);
}

std::string leaderboardSql(char p) {
  return "SELECT r.key_hash, coalesce(pl.display_name, ''), r.rating, r.deviation, r.volatility, "
         "r.games, r.wins, r.draws, r.losses, r.last_rated_at "
         "FROM ratings r LEFT JOIN players pl ON pl.key_hash = r.key_hash WHERE r.speed = " +
         sqlParam(p, 1) +
         " AND r.deviation <= 110 AND r.games > 0 AND r.last_rated_at >= " + sqlParam(p, 2) +
         " ORDER BY r.rating DESC, pl.public_id LIMIT " + sqlParam(p, 3);
}

void addTotalsRow(PlayerTotals& totals, bool computer, int64_t games, int64_t draws, int64_t wins) {
  ResultCounts& c = computer ? totals.computer : totals.people;
  c.games += games;
  c.draws += draws;
  c.wins += wins;
  c.losses += games - draws - wins;
}

}  // namespace renju::server
