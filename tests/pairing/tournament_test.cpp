#include "tournament.h"

#include <gtest/gtest.h>

namespace renju::pairing {
namespace {

Player playerWith(std::vector<Outcome> outcomes) {
  Player p;
  p.rank = 1;
  for (Outcome o : outcomes) p.rounds.push_back(RoundEntry{2, Colour::White, o});
  return p;
}

TEST(Tournament, PointsCountEveryOutcomeWithTheFideDefaults) {
  const Player p = playerWith({Outcome::Win, Outcome::Draw, Outcome::Loss, Outcome::ForfeitWin,
                               Outcome::ForfeitLoss, Outcome::HalfBye, Outcome::PairingBye,
                               Outcome::ZeroBye, Outcome::FullBye});
  EXPECT_EQ(pointsAfter(p, 1), 10);
  EXPECT_EQ(pointsAfter(p, 3), 15);
  EXPECT_EQ(pointsAfter(p, 5), 25);
  EXPECT_EQ(pointsAfter(p, 9), 50);
  EXPECT_EQ(pointsAfter(p, 20), 50);  // past the rounds played: what there is
}

TEST(Tournament, OnlyGamesOverTheBoardArePlayed) {
  EXPECT_TRUE(wasPlayed(Outcome::Draw));
  EXPECT_TRUE(wasPlayed(Outcome::UnratedLoss));
  EXPECT_FALSE(wasPlayed(Outcome::ForfeitWin));
  EXPECT_FALSE(wasPlayed(Outcome::PairingBye));
  EXPECT_FALSE(wasPlayed(Outcome::HalfBye));
}

TEST(Tournament, RoundsPlayedIsTheLongestRoundList) {
  Tournament t;
  t.players = {playerWith({Outcome::Win, Outcome::Loss}), playerWith({Outcome::Win})};
  EXPECT_EQ(roundsPlayed(t), 2);
  EXPECT_EQ(roundsPlayed(Tournament{}), 0);
}

}  // namespace
}  // namespace renju::pairing
