#include <gtest/gtest.h>

#include "types.h"

namespace renju {

TEST(Point, ParsesCaseInsensitiveAndFormatsLowercase) {
  ASSERT_EQ(parsePoint("H8"), Point(7, 7));
  EXPECT_EQ(toString(*parsePoint("a1")), "a1");
  EXPECT_EQ(toString(*parsePoint("O15")), "o15");
}

TEST(Point, RejectsOffBoardAndGarbage) {
  for (auto bad : {"p3", "h16", "h0", "h08", "", "h", "88", "hh", "h8x", "z1"})
    EXPECT_FALSE(parsePoint(bad).has_value()) << bad;
}

TEST(Point, RingFromCenterMatchesCentralSquares) {
  EXPECT_EQ(parsePoint("h8")->ringFromCenter(), 0);
  EXPECT_EQ(parsePoint("g7")->ringFromCenter(), 1);
  EXPECT_EQ(parsePoint("f10")->ringFromCenter(), 2);
  EXPECT_EQ(parsePoint("d4")->ringFromCenter(), 4);
}

}  // namespace renju
