#include "arena_standings.h"

#include <gtest/gtest.h>

#include <vector>

namespace renju::pairing {
namespace {

ArenaGame arenaGameVs(ArenaResult result, int opponentRating) {
  return {result, false, 30, false, opponentRating};
}

ArenaEntrant arenaEntrant(std::int64_t id, int rating, std::vector<ArenaGame> games) {
  return {id, rating, std::move(games)};
}

TEST(ArenaStandings, PerformanceIsTheMeanOfRatingPlusOrMinusFiveHundred) {
  // (1600 + 500) + (1400 - 500) + 1500 = 4500; / 3 = 1500.
  const ArenaEntrant entrant =
      arenaEntrant(1, 1700,
                   {arenaGameVs(ArenaResult::WIN, 1600), arenaGameVs(ArenaResult::LOSS, 1400),
                    arenaGameVs(ArenaResult::DRAW, 1500)});
  EXPECT_EQ(arenaPerformance(entrant), 1500);
}

TEST(ArenaStandings, PerformanceRoundsToTheNearest) {
  // (2000 + 500 + 1001 + 500) / 2 = 2000.5 -> 2001
  const ArenaEntrant entrant = arenaEntrant(
      1, 0, {arenaGameVs(ArenaResult::WIN, 2000), arenaGameVs(ArenaResult::WIN, 1001)});
  EXPECT_EQ(arenaPerformance(entrant), 2001);
}

TEST(ArenaStandings, PerformanceSkipsForfeitsAndFallsBackToTheRating) {
  ArenaGame forfeit = arenaGameVs(ArenaResult::WIN, 2500);
  forfeit.forfeit = true;
  EXPECT_EQ(arenaPerformance(arenaEntrant(1, 1650, {forfeit})), 1650);
  EXPECT_EQ(arenaPerformance(arenaEntrant(1, 1650, {})), 1650);
  EXPECT_EQ(arenaPerformance(arenaEntrant(1, 1650, {arenaGameVs(ArenaResult::WIN, 0)})), 1650);
}

TEST(ArenaStandings, ByScoreThenPerformanceWithSharedPlaces) {
  const std::vector<ArenaEntrant> entrants{
      // 2 points, performance 1900 + 500 = 2400
      arenaEntrant(10, 1500, {arenaGameVs(ArenaResult::WIN, 1900)}),
      // 2 + 2 + 4 = 8 points, on fire
      arenaEntrant(11, 1500,
                   {arenaGameVs(ArenaResult::WIN, 1500), arenaGameVs(ArenaResult::WIN, 1500),
                    arenaGameVs(ArenaResult::WIN, 1500)}),
      // 2 points, performance 1500 + 500 = 2000
      arenaEntrant(12, 1500, {arenaGameVs(ArenaResult::WIN, 1500)}),
      // 2 points, performance 2000: level with 12
      arenaEntrant(9, 1800,
                   {arenaGameVs(ArenaResult::DRAW, 2000), arenaGameVs(ArenaResult::DRAW, 2000)}),
      // no games: 0 points, performance = rating
      arenaEntrant(13, 2200, {}),
  };
  const std::vector<ArenaStandingRow> rows = arenaStandings(entrants);
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[0], (ArenaStandingRow{1, 11, 8, 2000, 3, true, "2 2! 4*"}));
  EXPECT_EQ(rows[1], (ArenaStandingRow{2, 10, 2, 2400, 1, false, "2"}));
  EXPECT_EQ(rows[2], (ArenaStandingRow{3, 9, 2, 2000, 2, false, "1 1"}));
  EXPECT_EQ(rows[3], (ArenaStandingRow{3, 12, 2, 2000, 1, false, "2"}));
  EXPECT_EQ(rows[4], (ArenaStandingRow{5, 13, 0, 2200, 0, false, ""}));
}

TEST(ArenaStandings, NobodyJoinedNoRows) {
  EXPECT_TRUE(arenaStandings({}).empty());
}

TEST(ArenaStandings, TheRulesReachTheScores) {
  const std::vector<ArenaEntrant> entrants{
      arenaEntrant(1, 1500,
                   {arenaGameVs(ArenaResult::WIN, 1500), arenaGameVs(ArenaResult::WIN, 1500),
                    arenaGameVs(ArenaResult::WIN, 1500)})};
  EXPECT_EQ(arenaStandings(entrants)[0].points, 8);
  EXPECT_EQ(arenaStandings(entrants, ArenaRules{.streaks = false})[0].points, 6);
}

}  // namespace
}  // namespace renju::pairing
