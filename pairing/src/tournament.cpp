#include "tournament.h"

#include <algorithm>

namespace renju::pairing {

int outcomeTenths(Outcome outcome) {
  switch (outcome) {
    case Outcome::WIN:
    case Outcome::FORFEIT_WIN:
    case Outcome::UNRATED_WIN:
    case Outcome::FULL_BYE:
    case Outcome::PAIRING_BYE:
      return 10;
    case Outcome::DRAW:
    case Outcome::UNRATED_DRAW:
    case Outcome::HALF_BYE:
      return 5;
    case Outcome::LOSS:
    case Outcome::FORFEIT_LOSS:
    case Outcome::UNRATED_LOSS:
    case Outcome::ZERO_BYE:
      return 0;
  }
  return 0;
}

bool wasPlayed(Outcome outcome) {
  switch (outcome) {
    case Outcome::WIN:
    case Outcome::DRAW:
    case Outcome::LOSS:
    case Outcome::UNRATED_WIN:
    case Outcome::UNRATED_DRAW:
    case Outcome::UNRATED_LOSS:
      return true;
    default:
      return false;
  }
}

int pointsAfter(const Player& player, int rounds) {
  int total = 0;
  const int n = std::min<int>(rounds, static_cast<int>(player.rounds.size()));
  for (int r = 0; r < n; ++r) total += outcomeTenths(player.rounds[r].outcome);
  return total;
}

int roundsPlayed(const Tournament& tournament) {
  std::size_t most = 0;
  for (const Player& p : tournament.players) most = std::max(most, p.rounds.size());
  return static_cast<int>(most);
}

}  // namespace renju::pairing
