#include "tournament.h"

#include <gtest/gtest.h>

namespace renju::pairing {
namespace {

Player playerWith(std::vector<Outcome> outcomes) {
  Player p;
  p.rank = 1;
  for (Outcome o : outcomes) p.rounds.push_back(RoundEntry{2, Colour::WHITE, o});
  return p;
}

TEST(Tournament, PointsCountEveryOutcomeWithTheFideDefaults) {
  const Player p = playerWith({Outcome::WIN, Outcome::DRAW, Outcome::LOSS, Outcome::FORFEIT_WIN,
                               Outcome::FORFEIT_LOSS, Outcome::HALF_BYE, Outcome::PAIRING_BYE,
                               Outcome::ZERO_BYE, Outcome::FULL_BYE});
  EXPECT_EQ(pointsAfter(p, 1), 10);
  EXPECT_EQ(pointsAfter(p, 3), 15);
  EXPECT_EQ(pointsAfter(p, 5), 25);
  EXPECT_EQ(pointsAfter(p, 9), 50);
  EXPECT_EQ(pointsAfter(p, 20), 50);  // past the rounds played: what there is
}

TEST(Tournament, OnlyGamesOverTheBoardArePlayed) {
  EXPECT_TRUE(wasPlayed(Outcome::DRAW));
  EXPECT_TRUE(wasPlayed(Outcome::UNRATED_LOSS));
  EXPECT_FALSE(wasPlayed(Outcome::FORFEIT_WIN));
  EXPECT_FALSE(wasPlayed(Outcome::PAIRING_BYE));
  EXPECT_FALSE(wasPlayed(Outcome::HALF_BYE));
}

TEST(Tournament, RoundsPlayedIsTheLongestRoundList) {
  Tournament t;
  t.players = {playerWith({Outcome::WIN, Outcome::LOSS}), playerWith({Outcome::WIN})};
  EXPECT_EQ(roundsPlayed(t), 2);
  EXPECT_EQ(roundsPlayed(Tournament{}), 0);
}

}  // namespace
}  // namespace renju::pairing
