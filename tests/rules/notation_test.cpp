#include <gtest/gtest.h>

#include "notation.h"

namespace renju {
namespace {

std::vector<Point> pointList(std::initializer_list<const char*> names) {
  std::vector<Point> v;
  for (const char* n : names) v.push_back(*parsePoint(n));
  return v;
}

TEST(Notation, ParsesSpacedCommaAndConcatenatedLists) {
  auto expected = pointList({"h8", "h9", "i8"});
  for (const char* text : {"h8 h9 i8", "h8,h9,i8", "h8, h9, i8", "h8h9i8", "H8H9I8", " h8\th9\ni8 ",
                           "h8;h9;i8", "h8h9 i8"}) {
    auto r = parseMoveList(text);
    ASSERT_TRUE(r.ok()) << text << ": " << r.error().message;
    EXPECT_EQ(*r, expected) << text;
  }
}

TEST(Notation, TwoDigitRowsInConcatenatedLists) {
  auto r = parseMoveList("h10h9o15a1");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, pointList({"h10", "h9", "o15", "a1"}));
}

TEST(Notation, EmptyListIsValid) {
  for (const char* text : {"", "   ", ",,"}) {
    auto r = parseMoveList(text);
    ASSERT_TRUE(r.ok()) << text;
    EXPECT_TRUE(r->empty());
  }
}

TEST(Notation, BadPointsAreNamedWithTheirPosition) {
  struct Bad {
    const char* text;
    const char* message;
  } cases[] = {
      {"h8 p3", "move 2: 'p3' is not a point of the board"},
      {"h8 h9 h16", "move 3: 'h16' is not a point of the board"},
      {"h0", "move 1: 'h0' is not a point of the board"},
      {"h8h9x", "move 3: 'x' is not a point of the board"},
      {"h8 88", "move 2: '88' is not a point of the board"},
      {"h8 h9 i8 ?!", "move 4: '?!' is not a point of the board"},
      {"h8 h08", "move 2: 'h08' is not a point of the board"},
  };
  for (const Bad& c : cases) {
    auto r = parseMoveList(c.text);
    ASSERT_FALSE(r.ok()) << c.text;
    EXPECT_EQ(r.error().code, "bad-point") << c.text;
    EXPECT_EQ(r.error().message, c.message) << c.text;
  }
}

TEST(Notation, DuplicatePointIsRefused) {
  auto r = parseMoveList("h8 h9 H8");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, "duplicate-point");
  EXPECT_EQ(r.error().message, "move 3: h8 is already taken by move 1");
  auto r2 = parseMoveList("h8h8");
  ASSERT_FALSE(r2.ok());
  EXPECT_EQ(r2.error().message, "move 2: h8 is already taken by move 1");
}

TEST(Notation, FormatsBothStylesAndRoundTrips) {
  auto moves = pointList({"h8", "h9", "i10", "a1", "o15"});
  EXPECT_EQ(formatMoveList(moves), "h8 h9 i10 a1 o15");
  EXPECT_EQ(formatMoveList(moves, false), "h8h9i10a1o15");
  EXPECT_EQ(formatMoveList({}), "");
  EXPECT_EQ(*parseMoveList(formatMoveList(moves, false)), moves);
  EXPECT_EQ(*parseMoveList(formatMoveList(moves)), moves);
}

TEST(Notation, EveryPointRoundTrips) {
  std::vector<Point> all;
  for (int i = 0; i < BOARD_POINTS; ++i) all.push_back(Point::fromIndex(i));
  auto r = parseMoveList(formatMoveList(all, false));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, all);
}

}  // namespace
}  // namespace renju
