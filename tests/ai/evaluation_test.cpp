// The evaluation's counts (what tools/eval_fit.cpp fits the weights to) against the sums the
// search uses, and the evaluation's parts.
#include <gtest/gtest.h>

#include <random>

#include "ai_test_util.h"
#include "eval_weights.h"
#include "evaluation.h"
#include "pattern_board.h"

namespace renju::ai {
namespace {

using test::boardOf;
using test::randomPosition;

// The fitter models the evaluation as weights times counts: the counts must give exactly the
// incremental sums, for both colours, Black's unusable cells left out.
TEST(Evaluation, FeaturesTimesWeightsAreThePatternSums) {
  std::mt19937 rng(11);
  int blackUnusable = 0;
  for (int n = 0; n < 60; ++n) {
    const PatternBoard b(randomPosition(rng, 4 + n, 4 + n % 3));
    const EvalFeatures f = evalFeatures(b);
    EXPECT_EQ(featureSum(f, Color::BLACK), b.patternSum(Color::BLACK)) << n;
    EXPECT_EQ(featureSum(f, Color::WHITE), b.patternSum(Color::WHITE)) << n;
    int cells = 0;
    for (int k : f.classes[static_cast<size_t>(Color::BLACK)]) cells += k;
    blackUnusable += BOARD_POINTS - b.stoneCount() - cells;
    EXPECT_EQ(
        f.classes[static_cast<size_t>(Color::BLACK)][static_cast<size_t>(CellClass::FORBIDDEN)], 0);
  }
  EXPECT_GT(blackUnusable, 0) << "no position had a cell Black may not use";
}

// The evaluation is the difference of the sums, the tempo and the threat term, from the side to
// move's view; a four-three to play with no four of the opponent's is nearly a win.
TEST(Evaluation, IsTheSumsTheTempoAndTheThreats) {
  // Black's j8 makes a four (g8-j8, closed by f8) and an open three (j8 j10 j11): a four-three.
  const PatternBoard b(boardOf("Wf8 Bg8 Bh8 Bi8 Bj10 Bj11 Wa1 Wo15"));
  ASSERT_EQ(b.cellClass(Color::BLACK, Board::cellOf(test::pt("j8"))), CellClass::FOUR_THREE);
  const int sums = b.patternSum(Color::BLACK) - b.patternSum(Color::WHITE);
  EXPECT_EQ(winningCells(b, Color::BLACK), 1);
  EXPECT_EQ(threatScore(b, Color::BLACK), WINNING_THREAT);
  EXPECT_EQ(evaluate(b, Color::BLACK), sums + TEMPO + WINNING_THREAT);
  // For White, to move here, Black's four-three is a threat to face.
  EXPECT_EQ(threatScore(b, Color::WHITE), -PENDING_THREAT);
  EXPECT_EQ(evaluate(b, Color::WHITE), -sums + TEMPO - PENDING_THREAT);
}

}  // namespace
}  // namespace renju::ai
