#pragma once
// Arena standings (issue 31): everyone who joined, by arena score (arena_score.h), then by
// performance, as lichess ranks its arenas (score first, the tournament performance breaking
// ties). Recomputed from the games each time: a fold over a few games per player is cheap
// enough for live standings, and there is no running state to get wrong.
//
// Performance is lichess's arena performance: the mean over the player's games of the
// opponent's rating, plus 500 for a win and minus 500 for a loss, rounded to the nearest
// integer. Games that were not played (forfeits) and games against an opponent of unknown
// rating (0) are left out; a player with no such game has his own rating as performance, so
// that a newcomer is neither first nor last among those level with him.
//
// Players level on score and performance share their place (1, 2, 2, 4), listed by id: the
// same ending as the round-robin standings (tiebreak.h), without drawing lots.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "arena_score.h"

namespace renju::pairing {

/// Performance points above the opponent's rating for a win (below it for a loss).
inline constexpr int ARENA_PERFORMANCE_SPREAD = 500;

/// One player of the arena, with his finished games in the order they ended.
struct ArenaEntrant {
  std::int64_t id = 0;
  int rating = 0;  ///< at the start of the arena
  std::vector<ArenaGame> games;
};

struct ArenaStandingRow {
  int rank = 0;  ///< place, shared by players level on points and performance
  std::int64_t id = 0;
  int points = 0;       ///< the arena score
  int performance = 0;  ///< see above
  int games = 0;        ///< games finished, forfeits included
  bool onFire = false;  ///< his next game counts double
  std::string sheet;    ///< arenaSheetText of his games

  friend bool operator==(const ArenaStandingRow&, const ArenaStandingRow&) = default;
};

/// The performance of one player, as defined above.
int arenaPerformance(const ArenaEntrant& entrant);

/// The standings, best first.
std::vector<ArenaStandingRow> arenaStandings(std::span<const ArenaEntrant> entrants,
                                             const ArenaRules& rules = {});

}  // namespace renju::pairing
