// Hand-made cases, one a criterion, each checked against the reference (bbpPairings) when
// written: the absolute criteria C1-C3, the bye (C2, C5), floaters (C6-C7), the first round with
// XXC, and the colour rules E1-E5 on the players' colour states.
#include <gtest/gtest.h>

#include "dutch.h"
#include "dutch_players.h"
#include "trf.h"

namespace renju::pairing {
namespace {

void expectRound(const char* trf, const std::vector<std::pair<int, int>>& pairs) {
  const Result<Tournament> t = parseTrf(trf);
  ASSERT_TRUE(t.ok()) << t.error().message;
  const Result<Round> round = pairDutch(*t);
  ASSERT_TRUE(round.ok()) << round.error().message;
  Round expected;
  for (const auto& [a, b] : pairs) expected.push_back(Pair{a, b});
  EXPECT_EQ(*round, expected);
}

// rank 1 gets w; top half against bottom half (C.04.3 B.1, E5)
TEST(DutchCriteria, FirstRoundWithXxcWhite1) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             0.0    1\n"
      "001    2      P2                                2000                             0.0    2\n"
      "001    3      P3                                2000                             0.0    3\n"
      "001    4      P4                                2000                             0.0    4\n"
      "001    5      P5                                2000                             0.0    5\n"
      "001    6      P6                                2000                             0.0    6\n",
      {{1, 4}, {5, 2}, {3, 6}});
}

// XXC black1 turns every colour round
TEST(DutchCriteria, FirstRoundWithXxcBlack1) {
  expectRound(
      "XXR 5\n"
      "XXC black1\n"
      "001    1      P1                                2000                             0.0    1\n"
      "001    2      P2                                2000                             0.0    2\n"
      "001    3      P3                                2000                             0.0    3\n"
      "001    4      P4                                2000                             0.0    4\n"
      "001    5      P5                                2000                             0.0    5\n"
      "001    6      P6                                2000                             0.0    6\n",
      {{4, 1}, {2, 5}, {6, 3}});
}

// C5: the pairing-allocated bye to the lowest ranked player
TEST(DutchCriteria, ByeToTheLowestRanked) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             0.0    1\n"
      "001    2      P2                                2000                             0.0    2\n"
      "001    3      P3                                2000                             0.0    3\n"
      "001    4      P4                                2000                             0.0    4\n"
      "001    5      P5                                2000                             0.0    5\n",
      {{1, 3}, {4, 2}, {5, 0}});
}

// C2: player 3 had the bye in round 1, so the lowest other one gets it
TEST(DutchCriteria, NoSecondPairingBye) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             1.0    1   "
      "  4 w 1\n"
      "001    2      P2                                2000                             0.0    2   "
      "  5 b 0\n"
      "001    3      P3                                2000                             1.0    3  "
      "0000 - U\n"
      "001    4      P4                                2000                             0.0    4   "
      "  1 b 0\n"
      "001    5      P5                                2000                             1.0    5   "
      "  2 w 1\n",
      {{3, 1}, {4, 5}, {2, 0}});
}

// C1: 1-3 and 2-4 met in round 1
TEST(DutchCriteria, NoRematch) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             0.5    1   "
      "  3 w =\n"
      "001    2      P2                                2000                             0.5    2   "
      "  4 b =\n"
      "001    3      P3                                2000                             0.5    3   "
      "  1 b =\n"
      "001    4      P4                                2000                             0.5    4   "
      "  2 w =\n",
      {{2, 1}, {3, 4}});
}

// C3: 1 and 4 both had w w, 2 and 3 both b b, and 1-2, 1-3, 4-2, 4-3 were played: the only
// pairs left put two absolute preferences for the same colour together; not the last round.
TEST(DutchCriteria, SameAbsoluteColourPreferencesDoNotMeet) {
  const Result<Tournament> t = parseTrf(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             2.0    1   "
      "  2 w 1     3 w 1\n"
      "001    2      P2                                2000                             0.0    2   "
      "  1 b 0     4 b 0\n"
      "001    3      P3                                2000                             0.0    3   "
      "  4 b 0     1 b 0\n"
      "001    4      P4                                2000                             2.0    4   "
      "  3 w 1     2 w 1\n");
  ASSERT_TRUE(t.ok()) << t.error().message;
  const Result<Round> round = pairDutch(*t);
  ASSERT_FALSE(round.ok());
  EXPECT_EQ(round.error().code, "no-pairing");
}

// C6-C7: of the three winners only the lowest floats down
TEST(DutchCriteria, OneFloaterFromAnOddScoreGroup) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             1.0    1   "
      "  4 w 1\n"
      "001    2      P2                                2000                             1.0    2   "
      "  5 b 1\n"
      "001    3      P3                                2000                             1.0    3   "
      "  6 w 1\n"
      "001    4      P4                                2000                             0.0    4   "
      "  1 b 0\n"
      "001    5      P5                                2000                             0.0    5   "
      "  2 w 0\n"
      "001    6      P6                                2000                             0.0    6   "
      "  3 b 0\n",
      {{2, 1}, {4, 3}, {6, 5}});
}

// a 0000 - H entry for the round to pair
TEST(DutchCriteria, RequestedByeLeavesThePlayerOut) {
  expectRound(
      "XXR 5\n"
      "XXC white1\n"
      "001    1      P1                                2000                             0.0    1\n"
      "001    2      P2                                2000                             0.0    2\n"
      "001    3      P3                                2000                             0.0    3\n"
      "001    4      P4                                2000                             0.0    4\n"
      "001    5      P5                                2000                             0.5    5  "
      "0000 - H\n",
      {{1, 3}, {4, 2}});
}

// The colour rules on two players' states.
dutch::PlayerState withColours(int pairingNo, std::vector<Colour> played) {
  dutch::PlayerState s;
  s.id = pairingNo;
  s.pairingNo = pairingNo;
  s.playedColours = played;
  int whites = 0, blacks = 0;
  for (Colour c : played) ++(c == Colour::WHITE ? whites : blacks);
  s.imbalance = std::abs(whites - blacks);
  const Colour last = played.empty() ? Colour::NONE : played.back();
  const bool twice = played.size() >= 2 && played[played.size() - 2] == last;
  s.repeated = twice ? last : Colour::NONE;
  s.preference =
      s.imbalance > 0 ? (whites > blacks ? Colour::BLACK : Colour::WHITE) : dutch::invert(last);
  if (s.imbalance > 1 || twice) s.preference = dutch::invert(last);
  s.strong = !s.absolute() && s.imbalance > 0;
  return s;
}

TEST(DutchColours, E1BothPreferencesMet) {
  dutch::RoundSetup setup;
  const auto a = withColours(0, {Colour::BLACK});
  const auto b = withColours(1, {Colour::WHITE});
  EXPECT_EQ(dutch::colourFor(a, b, setup), Colour::WHITE);
  EXPECT_EQ(dutch::colourFor(b, a, setup), Colour::BLACK);
}

TEST(DutchColours, E2TheAbsolutePreferenceWins) {
  dutch::RoundSetup setup;
  const auto absolute = withColours(1, {Colour::BLACK, Colour::BLACK});  // wants w, absolutely
  const auto strong = withColours(0, {Colour::BLACK});                   // wants w, strongly
  EXPECT_EQ(dutch::colourFor(strong, absolute, setup), Colour::BLACK);
  EXPECT_EQ(dutch::colourFor(absolute, strong, setup), Colour::WHITE);
}

TEST(DutchColours, E3AStrongPreferenceBeatsAMildOne) {
  dutch::RoundSetup setup;
  const auto strong = withColours(1, {Colour::BLACK});  // wants w, strongly
  auto mild = withColours(0, {Colour::WHITE, Colour::BLACK});
  EXPECT_EQ(mild.preference, Colour::WHITE);
  EXPECT_FALSE(mild.strong);
  EXPECT_EQ(dutch::colourFor(mild, strong, setup), Colour::BLACK);
}

TEST(DutchColours, E4AlternateFromTheLastRoundWithDifferentColours) {
  dutch::RoundSetup setup;
  // Both want w mildly. Going back from the last round: b/b, w/w, then a had b and b had w, so
  // now a gets w (the colour b had then) and b gets b.
  const auto a = withColours(0, {Colour::WHITE, Colour::BLACK, Colour::WHITE, Colour::BLACK});
  const auto b = withColours(1, {Colour::BLACK, Colour::WHITE, Colour::WHITE, Colour::BLACK});
  ASSERT_FALSE(a.absolute() || b.absolute() || a.strong || b.strong);
  EXPECT_EQ(dutch::colourFor(a, b, setup), Colour::WHITE);
  EXPECT_EQ(dutch::colourFor(b, a, setup), Colour::BLACK);
}

TEST(DutchColours, E5TheHigherRankedPlayerByPairingNumberAndXxc) {
  dutch::RoundSetup setup;
  setup.initialColour = Colour::WHITE;
  const auto first = withColours(0, {});
  const auto second = withColours(1, {});
  EXPECT_EQ(dutch::colourFor(first, second, setup), Colour::WHITE);
  setup.initialColour = Colour::BLACK;
  EXPECT_EQ(dutch::colourFor(first, second, setup), Colour::BLACK);
}

}  // namespace
}  // namespace renju::pairing
