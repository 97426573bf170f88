#include "ratings/rated_game.h"

#include <algorithm>

namespace renju::server::ratings {

namespace {

void countResult(Standing& s, double score, int64_t endedAt) {
  ++s.games;
  if (score > 0.75)
    ++s.wins;
  else if (score < 0.25)
    ++s.losses;
  else
    ++s.draws;
  // Ends applied out of time order (two nodes) must not make the next growth negative.
  s.lastRatedAt = std::max(s.lastRatedAt, endedAt);
}

}  // namespace

bool provisional(const Rating& r) {
  return r.deviation > PROVISIONAL_DEVIATION;
}

Standing standingAt(const Standing& s, int64_t at, const Glicko2Config& config) {
  Standing grown = s;
  if (s.lastRatedAt > 0 && at > s.lastRatedAt)
    grown.rating = idle(s.rating, static_cast<double>(at - s.lastRatedAt) / PERIOD_MS, config);
  return grown;
}

GameOutcome rateGame(const RatedGame& game, const std::array<Standing, 2>& stored, int pairGames,
                     const Glicko2Config& config) {
  GameOutcome out;
  out.before = {standingAt(stored[0], game.endedAt, config),
                standingAt(stored[1], game.endedAt, config)};
  out.after = out.before;
  if (pairGames >= PAIR_GAMES_PER_WINDOW) {
    out.before = stored;
    out.after = stored;
    out.reason = PAIR_LIMIT;
    return out;
  }
  out.counted = true;
  const std::array<double, 2> score{game.openerScore, 1 - game.openerScore};
  for (size_t i = 0; i < 2; ++i) {
    const Standing& self = out.before[i];
    const Standing& opponent = out.before[1 - i];
    // A key made to lose on purpose gives an established opponent nothing (docs/ratings.md).
    bool shielded = !provisional(self.rating) && provisional(opponent.rating);
    if (!shielded) {
      const Outcome result{opponent.rating, score[i]};
      out.after[i].rating = update(self.rating, {&result, 1}, config);
    }
    countResult(out.after[i], score[i], game.endedAt);
  }
  return out;
}

}  // namespace renju::server::ratings
