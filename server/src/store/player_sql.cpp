#include "store/player_sql.h"

namespace renju::server {

namespace {

std::string sqlParam(char placeholder, int n) {
  return placeholder + std::to_string(n);
}

/// The key's games, one row per seat it took (a key on both seats of one game counts once, as
/// the opener).
std::string seatsOfKey(char p) {
  std::string key = sqlParam(p, 1);
  return "(SELECT id, 0 AS seat FROM games WHERE player_opener = " + key +
         " UNION ALL SELECT id, 1 AS seat FROM games WHERE player_other = " + key +
         " AND player_opener <> " + key + ") x JOIN games g ON g.id = x.id";
}

}  // namespace

std::string playerByPublicIdSql(char p) {
  return "SELECT key_hash, display_name, created_at, last_seen FROM players WHERE public_id = " +
         sqlParam(p, 1);
}

std::string playerTotalsSql(char p) {
  return "SELECT CASE WHEN g.computer_seat >= 0 THEN 1 ELSE 0 END, count(*), "
         "sum(CASE WHEN g.winner = 'draw' THEN 1 ELSE 0 END), "
         "sum(CASE WHEN (g.winner = 'opener' AND x.seat = 0) OR (g.winner = 'other' AND x.seat = "
         "1) THEN 1 ELSE 0 END) FROM " +
         seatsOfKey(p) +
         " WHERE g.winner <> '' GROUP BY CASE WHEN g.computer_seat >= 0 THEN 1 ELSE 0 END";
}

std::string finishedGamesSql(bool computer, char p) {
  return "SELECT g.id, g.settings, x.seat, "
         "CASE x.seat WHEN 0 THEN g.player_other ELSE g.player_opener END, "
         "coalesce(pl.display_name, ''), g.computer_seat, g.computer_level, g.ended_at, g.winner, "
         "g.end_reason, g.moves, g.opener_color, g.listed, "
         "CASE WHEN h.rating_before IS NULL THEN 0 ELSE 1 END, coalesce(h.rating_before, 0), "
         "coalesce(h.rating_after, 0) FROM " +
         seatsOfKey(p) +
         " LEFT JOIN players pl ON pl.key_hash = "
         "(CASE x.seat WHEN 0 THEN g.player_other ELSE g.player_opener END) "
         "LEFT JOIN rating_history h ON h.game_id = g.id AND h.key_hash = " +
         sqlParam(p, 1) + " WHERE g.winner <> '' AND g.listed = 1 AND g.computer_seat " +
         (computer ? ">= 0" : "< 0") + " AND (g.ended_at < " + sqlParam(p, 2) +
         " OR (g.ended_at = " + sqlParam(p, 2) + " AND g.id < " + sqlParam(p, 3) +
         ")) ORDER BY g.ended_at DESC, g.id DESC LIMIT " + sqlParam(p, 4);
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
         sqlParam(p, 1) + " AND r.games > 0 AND r.deviation <= " + sqlParam(p, 2) +
         " AND r.last_rated_at >= " + sqlParam(p, 3) +
         " ORDER BY r.rating DESC, pl.public_id LIMIT " + sqlParam(p, 4);
}

void addTotalsRow(PlayerTotals& totals, bool computer, int64_t games, int64_t draws, int64_t wins) {
  ResultCounts& c = computer ? totals.computer : totals.people;
  c.games += games;
  c.draws += draws;
  c.wins += wins;
  c.losses += games - draws - wins;
}

}  // namespace renju::server
