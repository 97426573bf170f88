#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "openings.h"
#include "symmetry.h"

namespace renju {
namespace {

Point P(const char* s) {
  return *parsePoint(s);
}

Board position(std::initializer_list<const char*> black, std::initializer_list<const char*> white) {
  Board b;
  for (const char* s : black) b.place(P(s), Color::BLACK);
  for (const char* s : white) b.place(P(s), Color::WHITE);
  return b;
}

int classCount(const std::vector<int>& classes) {
  std::set<int> ids;
  for (int c : classes)
    if (c >= 0) ids.insert(c);
  return static_cast<int>(ids.size());
}

TEST(Symmetry, ReferenceExampleMirrorAboutRow9) {
  // B h8 h10, W h9 g9: the only non-trivial symmetry is the mirror about row 9.
  Board b = position({"h8", "h10"}, {"h9", "g9"});
  EXPECT_EQ(patternSymmetries(b).size(), 2u);
  EXPECT_TRUE(areSymmetric(b, P("i8"), P("i10")));
  EXPECT_TRUE(areSymmetric(b, P("a1"), P("a1")));
  EXPECT_TRUE(areSymmetric(b, P("j7"), P("j11")));
  EXPECT_FALSE(areSymmetric(b, P("i8"), P("g8")));
  EXPECT_FALSE(areSymmetric(b, P("i9"), P("f9")));
  Point offers[] = {P("j12"), P("i8"), P("k9"), P("i10")};
  auto pair = findSymmetricPair(b, offers);
  ASSERT_TRUE(pair.has_value());
  EXPECT_EQ(pair->first, P("i8"));
  EXPECT_EQ(pair->second, P("i10"));
}

TEST(Symmetry, ReferenceExampleFourFoldClass) {
  // B h8 h7, W h9 h6: mirrors about column h and about the line between rows 7 and 8, and the
  // half turn about the point between h7 and h8.
  Board b = position({"h8", "h7"}, {"h9", "h6"});
  EXPECT_EQ(patternSymmetries(b).size(), 4u);
  auto classes = symmetryClasses(b);
  int id = classes[static_cast<size_t>(P("g7").index())];
  EXPECT_GE(id, 0);
  for (const char* s : {"g8", "i7", "i8"})
    EXPECT_EQ(classes[static_cast<size_t>(P(s).index())], id) << s;
  EXPECT_NE(classes[static_cast<size_t>(P("g9").index())], id);
  EXPECT_EQ(classes[static_cast<size_t>(P("h8").index())], -1);
  Point offers[] = {P("g7"), P("g8")};
  EXPECT_TRUE(findSymmetricPair(b, offers).has_value());
}

TEST(Symmetry, WholeGroupForAFullySymmetricPattern) {
  // Black h8 alone is symmetric under all 8 maps about h8; black h8 i9 plus white i8 h9 under 4.
  EXPECT_EQ(patternSymmetries(position({"h8"}, {})).size(), 8u);
  EXPECT_EQ(patternSymmetries(position({"h8", "i9"}, {"i8", "h9"})).size(), 4u);
  // Centroid between intersections: black h8 i8 i9 h9 (a 2x2 square) has all 8 symmetries.
  Board square = position({"h8", "i8", "i9", "h9"}, {});
  EXPECT_EQ(patternSymmetries(square).size(), 8u);
  EXPECT_TRUE(areSymmetric(square, P("g8"), P("j9")));
  EXPECT_TRUE(areSymmetric(square, P("g8"), P("i10")));
  EXPECT_FALSE(areSymmetric(square, P("g8"), P("g10")));
}

TEST(Symmetry, ValidOfferSetsAndSelfPairs) {
  Board b = position({"h8", "j10"}, {"h9", "i8"});  // 3D-like with a fourth stone
  Point none[] = {P("a1"), P("o15")};
  EXPECT_EQ(findSymmetricPair(b, none).has_value(), areSymmetric(b, P("a1"), P("o15")));
  Point twice[] = {P("c3"), P("c3")};
  EXPECT_TRUE(findSymmetricPair(b, twice).has_value());  // a point is symmetric to itself
  EXPECT_FALSE(findSymmetricPair(b, std::span<const Point>{}).has_value());
}

TEST(Symmetry, ClassesArePartitionsClosedUnderTheGroup) {
  Board b = position({"h8", "h10"}, {"h9", "g9"});
  auto group = patternSymmetries(b);
  auto classes = symmetryClasses(b);
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (classes[static_cast<size_t>(i)] < 0) continue;
    for (const PatternSymmetry& g : group) {
      Point q = g.apply(p);
      if (q.valid()) {
        EXPECT_EQ(classes[static_cast<size_t>(q.index())], classes[static_cast<size_t>(i)]);
      }
    }
    for (int j = 0; j < BOARD_POINTS; ++j) {
      if (classes[static_cast<size_t>(j)] < 0) continue;
      EXPECT_EQ(classes[static_cast<size_t>(j)] == classes[static_cast<size_t>(i)],
                areSymmetric(b, p, Point::fromIndex(j)));
    }
  }
}

// Every 4-stone position reachable in the opening rules (B h8, W in 3x3, B in 5x5, W anywhere):
// each is a board symmetry of one with the first three stones in standard orientation, and the
// number of classes does not change under a board symmetry, so the 26 openings x every fourth
// stone cover them all.
TEST(Symmetry, EveryReachableFourStonePositionLeavesAtLeast62Classes) {
  int fewest = BOARD_POINTS;
  int positions = 0;
  for (const Opening& o : allOpenings()) {
    Point second = o.direct ? P("h9") : P("i9");
    Point third = standardThirdStone(o);
    for (int i = 0; i < BOARD_POINTS; ++i) {
      Point fourth = Point::fromIndex(i);
      if (fourth == Point::center() || fourth == second || fourth == third) continue;
      Board b;
      b.place(Point::center(), Color::BLACK);
      b.place(second, Color::WHITE);
      b.place(third, Color::BLACK);
      b.place(fourth, Color::WHITE);
      fewest = std::min(fewest, classCount(symmetryClasses(b)));
      ++positions;
    }
  }
  EXPECT_EQ(positions, 26 * 222);
  EXPECT_EQ(fewest, 62);  // "at least 62", and some position has exactly 62
  // Invariance of the count under board symmetries, on a sample.
  Board b = position({"h8", "j10"}, {"h9", "g6"});
  for (int s = 1; s < 8; ++s) {
    Board t;
    t.place(transform(P("h8"), s), Color::BLACK);
    t.place(transform(P("j10"), s), Color::BLACK);
    t.place(transform(P("h9"), s), Color::WHITE);
    t.place(transform(P("g6"), s), Color::WHITE);
    EXPECT_EQ(classCount(symmetryClasses(t)), classCount(symmetryClasses(b)));
  }
}

}  // namespace
}  // namespace renju
