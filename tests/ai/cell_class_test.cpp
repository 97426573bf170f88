// A cell's class (its four line patterns together) on hand-made positions, for both colours.
#include <gtest/gtest.h>

#include "ai_test_util.h"
#include "cell_class.h"
#include "pattern_board.h"

namespace renju::ai {
namespace {

using test::boardOf;
using test::pt;

CellClass classAt(const char* stones, Color c, const char* cell) {
  PatternBoard b(boardOf(stones));
  return b.cellClass(c, Board::cellOf(pt(cell)));
}

TEST(CellClass, FourThree) {
  // h8: a four in row 8 (d8 blocked, i8 completes) and an open three in column h.
  const char* stones = "Wd8 Be8 Bf8 Bg8 Bh9 Bh10";
  EXPECT_EQ(classAt(stones, Color::BLACK, "h8"), CellClass::FOUR_THREE);
  EXPECT_EQ(classAt("Bd8 We8 Wf8 Wg8 Wh9 Wh10", Color::WHITE, "h8"), CellClass::FOUR_THREE);
  PatternBoard b(boardOf(stones));
  EXPECT_GE(b.classCount(Color::BLACK, CellClass::FOUR_THREE), 1);
}

TEST(CellClass, DoubleThreeIsWhitesThreatAndBlacksFoul) {
  EXPECT_EQ(classAt("Wh9 Wh10 Wi8 Wj8", Color::WHITE, "h8"), CellClass::FLEX3_2X);
  EXPECT_EQ(classAt("Bh9 Bh10 Bi8 Bj8 Wa1", Color::BLACK, "h8"), CellClass::FORBIDDEN);
}

TEST(CellClass, DoubleFourIsWhitesWinAndBlacksFoul) {
  EXPECT_EQ(classAt("Bd8 We8 Wf8 Wg8 Wh9 Wh10 Wh11 Bh12", Color::WHITE, "h8"), CellClass::FLEX4);
  EXPECT_EQ(classAt("Wd8 Be8 Bf8 Bg8 Bh9 Bh10 Bh11 Wh12", Color::BLACK, "h8"),
            CellClass::FORBIDDEN);
}

TEST(CellClass, OverlineIsBlacksFoulAndWhitesFive) {
  EXPECT_EQ(classAt("Bc8 Be8 Bf8 Bg8 Bh8 Wa1 Wa2 Wa3 Wa4", Color::BLACK, "d8"),
            CellClass::FORBIDDEN);
  EXPECT_EQ(classAt("Wc8 We8 Wf8 Wg8 Wh8 Ba1 Ba2 Ba3 Ba4 Bb5", Color::WHITE, "d8"),
            CellClass::FIVE);
}

TEST(CellClass, AForbiddenCellIsWorthNothingToBlack) {
  PatternBoard b(boardOf("Bh9 Bh10 Bi8 Bj8 Wa1"));
  const int h8 = Board::cellOf(pt("h8"));
  EXPECT_EQ(b.cellValue(Color::BLACK, h8), 0);
  EXPECT_GT(b.cellValue(Color::BLACK, Board::cellOf(pt("h11"))), 0);  // an open three there
}

}  // namespace
}  // namespace renju::ai
