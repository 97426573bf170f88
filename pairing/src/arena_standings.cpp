#include "arena_standings.h"

#include <algorithm>

namespace renju::pairing {
namespace {

// Rounds sum / count to the nearest integer, halves away from zero, for either sign.
int roundedMean(std::int64_t sum, std::int64_t count) {
  const std::int64_t half = count / 2;
  return static_cast<int>(sum >= 0 ? (sum + half) / count : -((-sum + half) / count));
}

int resultSpread(ArenaResult result) {
  switch (result) {
    case ArenaResult::WIN:
      return ARENA_PERFORMANCE_SPREAD;
    case ArenaResult::LOSS:
      return -ARENA_PERFORMANCE_SPREAD;
    case ArenaResult::DRAW:
      break;
  }
  return 0;
}

ArenaStandingRow standingRow(const ArenaEntrant& entrant, const ArenaRules& rules) {
  const ArenaScore score = arenaScore(entrant.games, rules);
  ArenaStandingRow row;
  row.id = entrant.id;
  row.points = score.points;
  row.performance = arenaPerformance(entrant);
  row.games = static_cast<int>(entrant.games.size());
  row.onFire = score.onFire;
  row.sheet = arenaSheetText(score);
  return row;
}

bool arenaAhead(const ArenaStandingRow& a, const ArenaStandingRow& b) {
  if (a.points != b.points) return a.points > b.points;
  if (a.performance != b.performance) return a.performance > b.performance;
  return a.id < b.id;
}

}  // namespace

int arenaPerformance(const ArenaEntrant& entrant) {
  std::int64_t sum = 0;
  std::int64_t count = 0;
  for (const ArenaGame& game : entrant.games) {
    if (game.forfeit || game.opponentRating <= 0) continue;
    sum += game.opponentRating + resultSpread(game.result);
    ++count;
  }
  return count == 0 ? entrant.rating : roundedMean(sum, count);
}

std::vector<ArenaStandingRow> arenaStandings(std::span<const ArenaEntrant> entrants,
                                             const ArenaRules& rules) {
  std::vector<ArenaStandingRow> rows;
  rows.reserve(entrants.size());
  for (const ArenaEntrant& entrant : entrants) rows.push_back(standingRow(entrant, rules));
  std::sort(rows.begin(), rows.end(), arenaAhead);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const bool level = i > 0 && rows[i].points == rows[i - 1].points &&
                       rows[i].performance == rows[i - 1].performance;
    rows[i].rank = level ? rows[i - 1].rank : static_cast<int>(i) + 1;
  }
  return rows;
}

}  // namespace renju::pairing
