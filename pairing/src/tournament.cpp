#include "tournament.h"

#include <algorithm>

namespace renju::pairing {

int outcomeTenths(Outcome outcome) {
  switch (outcome) {
    case Outcome::Win:
    case Outcome::ForfeitWin:
    case Outcome::UnratedWin:
    case Outcome::FullBye:
    case Outcome::PairingBye:
      return 10;
    case Outcome::Draw:
    case Outcome::UnratedDraw:
    case Outcome::HalfBye:
      return 5;
    case Outcome::Loss:
    case Outcome::ForfeitLoss:
    case Outcome::UnratedLoss:
    case Outcome::ZeroBye:
      return 0;
  }
  return 0;
}

bool wasPlayed(Outcome outcome) {
  switch (outcome) {
    case Outcome::Win:
    case Outcome::Draw:
    case Outcome::Loss:
    case Outcome::UnratedWin:
    case Outcome::UnratedDraw:
    case Outcome::UnratedLoss:
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
