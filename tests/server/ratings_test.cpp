// The pure pieces of ratings (server/src/ratings): Glicko-2 against the worked example of
// Glickman's paper, the deviation's growth, and the speed of every clock the site offers.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "ratings/glicko2.h"
#include "ratings/rated_game.h"
#include "ratings/speed.h"

namespace renju::server::ratings {
namespace {

// "Example of the Glicko-2 system" (Glickman, 2012), section "Example calculation": a 1500 player
// with deviation 200 and volatility 0.06, tau 0.5, beats a 1400 (30) and loses to a 1550 (100)
// and a 1700 (300).
TEST(Glicko2, ReproducesThePapersWorkedExampleToItsPrintedDecimals) {
  Glicko2Config config;
  config.tau = 0.5;
  Rating player{1500, 200, 0.06};
  std::vector<Outcome> results = {
      {{1400, 30, 0.06}, 1}, {{1550, 100, 0.06}, 0}, {{1700, 300, 0.06}, 0}};
  Rating after = update(player, results, config);
  // The paper prints its Glicko-2 figures to four decimals and converts the rounded mu' back:
  // mu' = -0.2069, phi' = 0.8722, so r' = 173.7178 x -0.2069 + 1500 = 1464.06, RD' = 151.52.
  double mu = (after.rating - 1500) / 173.7178;
  double phi = after.deviation / 173.7178;
  EXPECT_NEAR(mu, -0.2069, 0.00005);
  EXPECT_NEAR(phi, 0.8722, 0.00005);
  EXPECT_NEAR(173.7178 * std::round(mu * 10000) / 10000 + 1500, 1464.06, 0.005);
  EXPECT_NEAR(after.deviation, 151.52, 0.005);
  // Unrounded, r' is 1464.0507: within a hundredth of the printed figure.
  EXPECT_NEAR(after.rating, 1464.06, 0.01);
  // sigma' = 0.0599960, which the paper prints cut to five decimals: 0.05999.
  EXPECT_EQ(std::floor(after.volatility * 100000), 5999);
}

TEST(Glicko2, APeriodWithoutGamesOnlyWidensTheDeviation) {
  Glicko2Config config;
  Rating player{1720, 80, 0.06};
  Rating after = update(player, {}, config);
  EXPECT_EQ(after.rating, 1720);
  EXPECT_EQ(after.volatility, 0.06);
  // Step 6 of the paper: phi* = sqrt(phi^2 + sigma^2) on the Glicko-2 scale.
  double phi = 80 / 173.7178;
  EXPECT_NEAR(after.deviation, 173.7178 * std::sqrt(phi * phi + 0.06 * 0.06), 1e-9);
  EXPECT_DOUBLE_EQ(idle(player, 1, config).deviation, after.deviation);
  EXPECT_LT(idle(player, 0.5, config).deviation, after.deviation);
  EXPECT_EQ(idle(player, 0, config).deviation, 80);
  EXPECT_EQ(idle(player, 1e9, config).deviation, config.maxDeviation);
}

TEST(Glicko2, AWinRaisesALossLowersAndADrawBetweenEqualsKeepsTheRating) {
  Glicko2Config config;
  Rating a{1500, 350, 0.06};
  Rating b{1500, 350, 0.06};
  Outcome win{b, 1};
  Outcome loss{b, 0};
  Outcome draw{b, 0.5};
  EXPECT_GT(update(a, {&win, 1}, config).rating, 1500);
  EXPECT_LT(update(a, {&loss, 1}, config).rating, 1500);
  EXPECT_NEAR(update(a, {&draw, 1}, config).rating, 1500, 1e-9);
  // One game makes the rating surer.
  EXPECT_LT(update(a, {&win, 1}, config).deviation, 350);
}

TEST(Speed, EveryClockTheSiteOffersHasItsSpeed) {
  // The create form's presets and the quick-pairing buttons (client/src/pages/create-request.ts,
  // client/src/player/quick.ts): initial + 40 x increment.
  EXPECT_EQ(speedOfClock(3 * 60, 2), Speed::BLITZ);       // 260 s
  EXPECT_EQ(speedOfClock(5 * 60, 4), Speed::BLITZ);       // 460 s
  EXPECT_EQ(speedOfClock(15 * 60, 5), Speed::RAPID);      // 1100 s
  EXPECT_EQ(speedOfClock(30 * 60, 2), Speed::CLASSICAL);  // 1880 s
  EXPECT_EQ(speedOfClock(60, 0), Speed::BULLET);
  EXPECT_EQ(speedOfClock(1 * 60, 2), Speed::BULLET);  // 140 s
  // Each bound is the first second of the slower speed.
  EXPECT_EQ(speedOfClock(179, 0), Speed::BULLET);
  EXPECT_EQ(speedOfClock(180, 0), Speed::BLITZ);
  EXPECT_EQ(speedOfClock(479, 0), Speed::BLITZ);
  EXPECT_EQ(speedOfClock(480, 0), Speed::RAPID);
  EXPECT_EQ(speedOfClock(1499, 0), Speed::RAPID);
  EXPECT_EQ(speedOfClock(1500, 0), Speed::CLASSICAL);
}

TEST(Speed, NamesRoundTrip) {
  for (Speed s : ALL_SPEEDS) EXPECT_EQ(speedFromName(speedName(s)), s);
  EXPECT_FALSE(speedFromName("ultrabullet"));
}

// docs/ratings.md: a deviation of 50 grows to about 76 after 30 idle days and 149 after 180; the
// time before a key's first game grows nothing.
TEST(RatedGame, TheDeviationGrowsWithTheDaysSinceTheLastGame) {
  Standing s{{1600, 50, 0.06}, 10, 5, 0, 5, PERIOD_MS};
  EXPECT_EQ(std::lround(standingAt(s, 31 * PERIOD_MS).rating.deviation), 76);
  EXPECT_EQ(std::lround(standingAt(s, 181 * PERIOD_MS).rating.deviation), 149);
  EXPECT_EQ(standingAt(s, 181 * PERIOD_MS).rating.rating, 1600);
  EXPECT_EQ(standingAt(s, 0).rating.deviation, 50);  // an end applied out of time order
  EXPECT_EQ(standingAt(Standing{}, 181 * PERIOD_MS).rating.deviation, 350);
}

TEST(RatedGame, AWinMovesBothSidesAndCountsInTheirRecords) {
  RatedGame g{"g", Speed::BLITZ, {"ka", "kb"}, 0.5, 1000};
  GameOutcome o = rateGame(g, {Standing{{1700, 80, 0.06}}, Standing{{1500, 90, 0.06}}}, 0);
  ASSERT_TRUE(o.counted);
  EXPECT_LT(o.after[0].rating.rating, 1700);  // a draw against a weaker player costs
  EXPECT_GT(o.after[1].rating.rating, 1500);
  EXPECT_EQ(o.after[0].draws, 1);
  EXPECT_EQ(o.after[1].lastRatedAt, 1000);
  // At the pair limit nothing moves and nothing is counted.
  GameOutcome limited = rateGame(g, {Standing{}, Standing{}}, PAIR_GAMES_PER_WINDOW);
  EXPECT_FALSE(limited.counted);
  EXPECT_EQ(limited.reason, PAIR_LIMIT);
  EXPECT_EQ(limited.after[0].games, 0);
}

}  // namespace
}  // namespace renju::server::ratings
