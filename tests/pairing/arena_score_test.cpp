#include "arena_score.h"

#include <gtest/gtest.h>

#include <vector>

namespace renju::pairing {
namespace {

// Games long enough for every bonus, so that only the result and the flags matter.
ArenaGame arenaWin(bool berserk = false) {
  return {ArenaResult::WIN, berserk, 30, false, 0};
}
ArenaGame arenaDraw(int stones = 30) {
  return {ArenaResult::DRAW, false, stones, false, 0};
}
ArenaGame arenaLoss() {
  return {ArenaResult::LOSS, false, 30, false, 0};
}
ArenaGame arenaForfeit(ArenaResult result) {
  return {result, false, 0, true, 0};
}

ArenaScore arenaScoreOf(const std::vector<ArenaGame>& games) {
  return arenaScore(games);
}

TEST(ArenaScore, NoGamesIsZero) {
  const ArenaScore score = arenaScoreOf({});
  EXPECT_EQ(score.points, 0);
  EXPECT_FALSE(score.onFire);
  EXPECT_EQ(arenaSheetText(score), "");
}

TEST(ArenaScore, WinDrawLossWithoutStreak) {
  // 2 + 1 + 0 + 2 = 5: no two wins in a row.
  const ArenaScore score = arenaScoreOf({arenaWin(), arenaDraw(), arenaLoss(), arenaWin()});
  EXPECT_EQ(score.points, 5);
  EXPECT_EQ(arenaSheetText(score), "2 1 0 2");
  EXPECT_FALSE(score.onFire);
}

TEST(ArenaScore, TwoWinsLightTheFireAndTheThirdCountsDouble) {
  // 2 + 2 + 4 + 4 = 12; the second win is the starter, counted single.
  const ArenaScore score = arenaScoreOf({arenaWin(), arenaWin(), arenaWin(), arenaWin()});
  EXPECT_EQ(score.points, 12);
  EXPECT_EQ(arenaSheetText(score), "2 2! 4* 4*");
  EXPECT_TRUE(score.onFire);
}

TEST(ArenaScore, ADrawOnFireCountsTwoAndEndsTheStreak) {
  // lichess's own example: two wins then a draw is 2 + 2 + 2 = 6; the next win is single.
  const ArenaScore score = arenaScoreOf({arenaWin(), arenaWin(), arenaDraw(), arenaWin()});
  EXPECT_EQ(score.points, 8);
  EXPECT_EQ(arenaSheetText(score), "2 2! 2* 2");
  EXPECT_FALSE(score.onFire);
}

TEST(ArenaScore, ALossOnFireIsZeroAndTheStreakStartsAgain) {
  // 2 2 4 0 | 2 2 4 = 16
  const ArenaScore score = arenaScoreOf(
      {arenaWin(), arenaWin(), arenaWin(), arenaLoss(), arenaWin(), arenaWin(), arenaWin()});
  EXPECT_EQ(score.points, 16);
  EXPECT_EQ(arenaSheetText(score), "2 2! 4* 0* 2 2! 4*");
}

TEST(ArenaScore, BerserkAddsOnePointToAWinNeverDoubled) {
  // 3, 3 (starter), 5 on fire; a berserked loss adds nothing: 11.
  ArenaGame berserkLoss = arenaLoss();
  berserkLoss.berserk = true;
  const ArenaScore score =
      arenaScoreOf({arenaWin(true), arenaWin(true), arenaWin(true), berserkLoss});
  EXPECT_EQ(score.points, 11);
  EXPECT_EQ(arenaSheetText(score), "3b 3!b 5*b 0*");
}

TEST(ArenaScore, BerserkNeedsSevenStonesOfYourOwn) {
  ArenaGame quick = arenaWin(true);
  quick.stones = ARENA_BERSERK_MIN_STONES - 1;
  ArenaGame enough = arenaWin(true);
  enough.stones = ARENA_BERSERK_MIN_STONES;
  EXPECT_EQ(arenaScoreOf({quick}).points, 2);
  EXPECT_EQ(arenaScoreOf({enough}).points, 3);
}

TEST(ArenaScore, AQuickDrawScoresNothingAndEndsTheStreak) {
  // 2 2 then a draw after 9 stones: 0, streak over; the next draw is long: 1. Total 5.
  const ArenaScore score =
      arenaScoreOf({arenaWin(), arenaWin(), arenaDraw(ARENA_QUICK_DRAW_STONES - 1), arenaDraw()});
  EXPECT_EQ(score.points, 5);
  EXPECT_EQ(arenaSheetText(score), "2 2! 0q 1");
}

TEST(ArenaScore, ADrawOfTenStonesIsNotQuick) {
  EXPECT_EQ(arenaScoreOf({arenaDraw(ARENA_QUICK_DRAW_STONES)}).points, 1);
}

TEST(ArenaScore, AForfeitWinIsTwoAndLeavesTheStreakAlone) {
  // win, forfeit win, win: the forfeit neither lights nor breaks it, so the third game is the
  // starter: 2 + 2 + 2 = 6, then 4 on fire, then a forfeit win on fire is still 2: 12.
  const ArenaScore score = arenaScoreOf({arenaWin(), arenaForfeit(ArenaResult::WIN), arenaWin(),
                                         arenaWin(), arenaForfeit(ArenaResult::WIN)});
  EXPECT_EQ(score.points, 12);
  EXPECT_EQ(arenaSheetText(score), "2 2f 2! 4* 2f");
  EXPECT_TRUE(score.onFire);
}

TEST(ArenaScore, AForfeitLossEndsTheStreak) {
  ArenaGame berserkForfeit = arenaForfeit(ArenaResult::WIN);
  berserkForfeit.berserk = true;
  const ArenaScore score = arenaScoreOf(
      {arenaWin(), arenaWin(), arenaForfeit(ArenaResult::LOSS), arenaWin(), berserkForfeit});
  EXPECT_EQ(score.points, 8);  // 2 2 0 2 2: no berserk point without a game
  EXPECT_EQ(arenaSheetText(score), "2 2! 0f 2 2f");
  EXPECT_FALSE(score.onFire);
}

TEST(ArenaScore, EntriesAddUpToThePoints) {
  const ArenaScore score = arenaScoreOf({arenaWin(true), arenaDraw(), arenaWin(), arenaWin(),
                                         arenaWin(true), arenaDraw(3), arenaLoss()});
  int sum = 0;
  for (const ArenaSheetEntry& entry : score.entries) sum += entry.points;
  EXPECT_EQ(sum, score.points);
  EXPECT_EQ(score.points, 3 + 1 + 2 + 2 + 5 + 0 + 0);
}

TEST(ArenaScore, WithoutStreaksEveryGameCountsSingle) {
  const std::vector<ArenaGame> games{arenaWin(), arenaWin(), arenaWin(true), arenaDraw()};
  const ArenaScore score = arenaScore(games, ArenaRules{.streaks = false});
  EXPECT_EQ(score.points, 2 + 2 + 3 + 1);
  EXPECT_EQ(arenaSheetText(score), "2 2 3b 1");
  EXPECT_FALSE(
      arenaScore(std::vector<ArenaGame>{arenaWin(), arenaWin()}, ArenaRules{false}).onFire);
}

}  // namespace
}  // namespace renju::pairing
