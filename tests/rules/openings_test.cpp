#include <gtest/gtest.h>

#include <map>
#include <set>

#include "openings.h"

namespace renju {
namespace {

Point P(const char* s) {
  return *parsePoint(s);
}

std::string code(const char* a, const char* b, const char* c) {
  auto o = classifyOpening(P(a), P(b), P(c));
  return o ? std::string(o->code) : "none";
}

TEST(Openings, ReferenceClassificationChecks) {
  EXPECT_EQ(code("h8", "h7", "h6"), "1D");
  EXPECT_EQ(code("h8", "i8", "j8"), "1D");
  EXPECT_EQ(code("h8", "g9", "f10"), "1I");
  EXPECT_EQ(code("h8", "g7", "g9"), "7I");
  EXPECT_EQ(code("h8", "h9", "g10"), "2D");
  EXPECT_EQ(code("h8", "i9", "i10"), "2I");
  EXPECT_EQ(code("h8", "g8", "g6"), "5D");
  EXPECT_EQ(code("h8", "i7", "j9"), "4I");
  EXPECT_EQ(code("h8", "g7", "f9"), "4I");
  EXPECT_EQ(code("h8", "h7", "j5"), "none");
  EXPECT_EQ(code("h8", "h9", "j10"), "3D");
  EXPECT_EQ(classifyOpening(P("h8"), P("h9"), P("j10"))->name, "Sosei");
}

TEST(Openings, TableHasTheTwentySixNamesInOrder) {
  const auto& all = allOpenings();
  std::set<std::string_view> codes, names;
  for (size_t i = 0; i < all.size(); ++i) {
    codes.insert(all[i].code);
    names.insert(all[i].name);
    EXPECT_EQ(all[i].direct, i < 13);
    EXPECT_EQ(all[i].number, static_cast<int>(i % 13) + 1);
  }
  EXPECT_EQ(codes.size(), 26u);
  EXPECT_EQ(names.size(), 26u);
  EXPECT_EQ(all[0].name, "Kansei");
  EXPECT_EQ(all[12].name, "Yusei");
  EXPECT_EQ(all[13].name, "Chosei");
  EXPECT_EQ(all[25].name, "Suisei");
}

TEST(Openings, TransformIsTheGroupOfTheBoardAboutH8) {
  std::set<std::vector<int>> images;
  for (int s = 0; s < 8; ++s) {
    EXPECT_EQ(transform(Point::center(), s), Point::center());
    std::vector<int> image;
    for (int i = 0; i < BOARD_POINTS; ++i) {
      Point q = transform(Point::fromIndex(i), s);
      ASSERT_TRUE(q.valid());
      image.push_back(q.index());
    }
    images.insert(image);
    EXPECT_EQ(std::set<int>(image.begin(), image.end()).size(), size_t{BOARD_POINTS});
  }
  EXPECT_EQ(images.size(), 8u);
  EXPECT_EQ(transform(P("j9"), 0), P("j9"));
  EXPECT_EQ(transform(P("j8"), 1), P("h10"));  // a quarter turn counter-clockwise
  EXPECT_EQ(transform(P("j8"), 4), P("f8"));   // mirror of the columns
}

TEST(Openings, AllTwentySixInAllEightOrientations) {
  for (const Opening& o : allOpenings()) {
    Point second = o.direct ? P("h9") : P("i9");
    Point third = standardThirdStone(o);
    ASSERT_TRUE(third.valid());
    for (int s = 0; s < 8; ++s) {
      auto got = classifyOpening(Point::center(), transform(second, s), transform(third, s));
      ASSERT_TRUE(got.has_value()) << o.code << " orientation " << s;
      EXPECT_EQ(got->code, o.code) << " orientation " << s;
    }
  }
}

TEST(Openings, EveryLegalPlacementIsExactlyOneOpening) {
  std::map<std::string_view, int> count;
  int total = 0;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    for (int j = 0; j < BOARD_POINTS; ++j) {
      Point second = Point::fromIndex(i), third = Point::fromIndex(j);
      bool legal = second.ringFromCenter() == 1 && third.ringFromCenter() <= 2 && third != second &&
                   third != Point::center();
      auto o = classifyOpening(Point::center(), second, third);
      ASSERT_EQ(o.has_value(), legal) << toString(second) << " " << toString(third);
      if (o) {
        ++count[o->code];
        ++total;
      }
    }
  }
  EXPECT_EQ(total, 8 * 23);
  EXPECT_EQ(count.size(), 26u);
  // Third stones on the mirror axis of the second stone have 4 orientations, the others 8.
  for (const char* axis : {"1D", "8D", "11D", "1I", "11I", "13I"})
    EXPECT_EQ(count[axis], 4) << axis;
  EXPECT_EQ(count["3D"], 8);
  EXPECT_EQ(count["6I"], 8);
}

TEST(Openings, NonOpeningsAreRejected) {
  EXPECT_EQ(code("h9", "h8", "h7"), "none");   // first stone not on h8
  EXPECT_EQ(code("h8", "h10", "h9"), "none");  // second outside 3x3
  EXPECT_EQ(code("h8", "h9", "h9"), "none");   // same point twice
  EXPECT_EQ(code("h8", "h9", "h8"), "none");
  EXPECT_EQ(code("h8", "h8", "h9"), "none");
  EXPECT_EQ(code("h8", "i9", "k11"), "none");  // third outside 5x5
  EXPECT_FALSE(classifyOpening(Point(), P("h9"), P("h10")).has_value());
}

}  // namespace
}  // namespace renju
