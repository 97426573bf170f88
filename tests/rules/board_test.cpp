#include <gtest/gtest.h>

#include <random>

#include "board.h"

namespace renju {
namespace {

TEST(Board, StartsEmptyAndConsistent) {
  Board b;
  EXPECT_EQ(b.stoneCount(), 0);
  EXPECT_TRUE(b.isConsistent());
  for (int i = 0; i < BOARD_POINTS; ++i) {
    EXPECT_TRUE(b.isEmpty(Point::fromIndex(i)));
    EXPECT_FALSE(b.at(Point::fromIndex(i)).has_value());
  }
}

TEST(Board, PlaceAndRemoveAreExactInverses) {
  Board b;
  const Board empty;
  Point h8 = Point::center(), a1(0, 0), o15(14, 14);
  b.place(h8, Color::BLACK);
  b.place(a1, Color::WHITE);
  b.place(o15, Color::BLACK);
  EXPECT_EQ(b.at(h8), Color::BLACK);
  EXPECT_EQ(b.at(a1), Color::WHITE);
  EXPECT_FALSE(b.isEmpty(o15));
  EXPECT_EQ(b.stoneCount(), 3);
  EXPECT_TRUE(b.isConsistent());
  b.remove(a1);
  b.remove(h8);
  b.remove(o15);
  EXPECT_EQ(b.stoneCount(), 0);
  EXPECT_TRUE(b.isConsistent());
  EXPECT_TRUE(b == empty);
  for (int i = 0; i < Board::CELLS; ++i)
    for (int d = 0; d < 4; ++d) ASSERT_EQ(b.key(i, d), empty.key(i, d));
}

TEST(Board, CellsOutsideThePlayingAreaAreWalls) {
  Board b;
  EXPECT_EQ(b.cell(Board::cellOf(Point(0, 0)) - 1), Board::Cell::WALL);
  EXPECT_EQ(b.cell(Board::cellOf(Point(14, 14)) + Board::WIDTH), Board::Cell::WALL);
  EXPECT_EQ(b.cell(Board::cellOf(Point(7, 7))), Board::Cell::EMPTY);
  for (int i = 0; i < BOARD_POINTS; ++i)
    EXPECT_EQ(Board::pointOf(Board::cellOf(Point::fromIndex(i))), Point::fromIndex(i));
}

TEST(Board, LineKeysSeeWhiteAndWallAlike) {
  // a8 on an empty board: walls on its left, empty cells on its right. b8 with a white stone on
  // a8: white then walls on its left. For Black both lines are the same line.
  Board empty, w;
  w.place(Point(0, 7), Color::WHITE);
  int a8 = Board::cellOf(Point(0, 7)), b8 = Board::cellOf(Point(1, 7));
  const int blockedLeft = 2 * (1 + 3 + 9 + 27 + 81);  // offsets -5..-1 are slots 0..4
  EXPECT_EQ(empty.key(a8, 0), blockedLeft);
  EXPECT_EQ(w.key(b8, 0), blockedLeft);
  // A black stone on c8 is seen by b8 at offset +1.
  w.place(Point(2, 7), Color::BLACK);
  EXPECT_EQ(w.key(b8, 0), blockedLeft + LINE_POW3[lineSlot(1)]);
  EXPECT_TRUE(w.isConsistent());
}

TEST(Board, BulkConstructorEqualsStoneByStone) {
  std::mt19937 rng(5);
  for (int round = 0; round < 50; ++round) {
    std::vector<std::pair<Point, Color>> stones;
    Board stepwise;
    for (int i = 0; i < 100; ++i) {
      Point p = Point::fromIndex(static_cast<int>(rng() % BOARD_POINTS));
      if (!stepwise.isEmpty(p)) continue;
      Color c = rng() % 2 ? Color::BLACK : Color::WHITE;
      stepwise.place(p, c);
      stones.emplace_back(p, c);
    }
    Board bulk(stones);
    EXPECT_TRUE(bulk == stepwise);
    EXPECT_EQ(bulk.stoneCount(), stepwise.stoneCount());
    EXPECT_TRUE(bulk.isConsistent());
    EXPECT_TRUE(stepwise.isConsistent());
    EXPECT_EQ(bulk.candidates(), stepwise.candidates());
  }
}

}  // namespace
}  // namespace renju
