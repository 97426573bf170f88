// Hand-built positions (tests/fixtures/forbidden/hand_built.txt) and the rules Decision.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "forbidden.h"
#include "forbidden_reference.h"

namespace renju {
namespace {

struct Expectation {
  std::string line;
  std::string verb;  // "forbidden" or "wins"
  Point point;
  std::string value;  // kind, or "black yes" etc.
};

struct Case {
  std::string name;
  std::vector<std::pair<Point, Color>> stones;
  std::vector<Expectation> expectations;
};

std::vector<Case> loadCases(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << path;
  std::vector<Case> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.starts_with("    a b c")) continue;
    if (line.starts_with("case ")) {
      cases.push_back(Case{line.substr(5), {}, {}});
      continue;
    }
    EXPECT_FALSE(cases.empty()) << line;
    if (cases.empty()) break;
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "forbidden" || first == "wins") {
      std::string point, rest, more;
      words >> point >> rest;
      if (first == "wins" && (words >> more)) rest += " " + more;
      auto p = parsePoint(point);
      EXPECT_TRUE(p.has_value()) << line;
      cases.back().expectations.push_back(Expectation{line, first, p.value_or(Point()), rest});
      continue;
    }
    int row = std::stoi(first);
    for (int x = 0; x < BOARD_SIZE; ++x) {
      std::string cell;
      words >> cell;
      if (cell == "X") cases.back().stones.emplace_back(Point(x, row - 1), Color::BLACK);
      if (cell == "O") cases.back().stones.emplace_back(Point(x, row - 1), Color::WHITE);
      EXPECT_TRUE(cell == "X" || cell == "O" || cell == ".") << line;
    }
  }
  return cases;
}

std::string kindName(ForbiddenKind k) {
  return std::string(toString(k));
}

TEST(ForbiddenHandBuilt, EveryExpectationHoldsForTheEngineAndTheReference) {
  std::vector<Case> cases =
      loadCases(std::string(RENJU_TEST_FIXTURES) + "/forbidden/hand_built.txt");
  ASSERT_GE(cases.size(), 40u);
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    ASSERT_FALSE(c.expectations.empty());
    Board b(c.stones);
    Board stepwise;
    for (auto [p, color] : c.stones) stepwise.place(p, color);
    ASSERT_TRUE(stepwise.isConsistent());
    reference::Grid g = reference::fromBoard(b);
    for (const Expectation& e : c.expectations) {
      SCOPED_TRACE(e.line);
      ASSERT_TRUE(b.isEmpty(e.point));
      if (e.verb == "forbidden") {
        EXPECT_EQ(kindName(forbiddenKind(b, e.point)), e.value);
        EXPECT_EQ(kindName(forbiddenKind(stepwise, e.point)), e.value);
        EXPECT_EQ(kindName(reference::judge(g, e.point.x, e.point.y)), e.value);
      } else {
        Color color = e.value.starts_with("black") ? Color::BLACK : Color::WHITE;
        bool yes = e.value.ends_with("yes");
        EXPECT_EQ(isWinningMove(b, e.point, color), yes);
      }
    }
    // The whole map, against the reference.
    auto fast = forbiddenMap(b);
    auto slow = reference::forbiddenMap(g);
    ASSERT_EQ(fast.size(), slow.size());
    for (size_t i = 0; i < fast.size(); ++i) {
      EXPECT_EQ(fast[i].first, slow[i].first) << toString(fast[i].first);
      EXPECT_EQ(fast[i].second, slow[i].second) << toString(fast[i].first);
    }
  }
}

Board fromMoves(std::initializer_list<const char*> black,
                std::initializer_list<const char*> white) {
  Board b;
  for (const char* s : black) b.place(*parsePoint(s), Color::BLACK);
  for (const char* s : white) b.place(*parsePoint(s), Color::WHITE);
  return b;
}

// The Decision (reference section 2): a straight-four point that also completes a five does not
// make the three real. Row 8: h8 i8 . k8, whose only straight-four point j8 also completes the
// five j8-j12; column h: an ordinary three.
TEST(ForbiddenDecision, OnlyStraightFourPointMakingFiveLeavesAFakeThree) {
  static_assert(!FIVE_COMPLETION_KEEPS_THREE_REAL);
  Board b = fromMoves({"i8", "k8", "j9", "j10", "j11", "j12", "h9", "h10"}, {});
  Point h8 = *parsePoint("h8");
  EXPECT_EQ(forbiddenKind(b, h8), ForbiddenKind::NONE);
  // The other reading of RIF 9.3 would call it a double-three: the Decision is what decides here.
  reference::Grid g = reference::fromBoard(b);
  EXPECT_EQ(reference::judge(g, h8.x, h8.y, /*fiveKeepsThreeReal=*/false), ForbiddenKind::NONE);
  EXPECT_EQ(reference::judge(g, h8.x, h8.y, /*fiveKeepsThreeReal=*/true),
            ForbiddenKind::DOUBLE_THREE);
}

// The other side: when another straight-four point is playable the three is real under both
// readings.
TEST(ForbiddenDecision, AnotherPlayableStraightFourPointKeepsTheThreeReal) {
  Board b = fromMoves({"i8", "j8", "g7", "g6", "g5", "g4", "h9", "h10"}, {});
  Point h8 = *parsePoint("h8");
  EXPECT_EQ(forbiddenKind(b, h8), ForbiddenKind::DOUBLE_THREE);
  reference::Grid g = reference::fromBoard(b);
  EXPECT_EQ(reference::judge(g, h8.x, h8.y, false), ForbiddenKind::DOUBLE_THREE);
  EXPECT_EQ(reference::judge(g, h8.x, h8.y, true), ForbiddenKind::DOUBLE_THREE);
}

TEST(Forbidden, EmptyBoardHasNoFoulsAndTheNinthMoveCanBeOne) {
  Board b;
  EXPECT_TRUE(forbiddenMap(b).empty());
  for (const char* s : {"h8", "h9", "i8", "i9", "g7", "j10", "g9", "f10"})
    b.place(*parsePoint(s), b.stoneCount() % 2 ? Color::WHITE : Color::BLACK);
  // Black h8 i8 g7 g9: g8 makes g8-h8-i8 and g7-g8-g9.
  auto m = forbiddenMap(b);
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].first, *parsePoint("g8"));
  EXPECT_EQ(m[0].second, ForbiddenKind::DOUBLE_THREE);
}

TEST(Forbidden, MapListsEveryKindSortedByIndex) {
  // Three separate shapes: an overline point, a double-four point, a double-three point.
  Board b = fromMoves({"b2", "b3", "b5", "b6", "b7",        // b4: overline
                       "m2", "m3", "m4", "j5", "k5", "l5",  // m5: double-four (closed)
                       "h12", "h13", "i11", "j11"},         // h11: double-three
                      {"m6", "i5"});
  auto m = forbiddenMap(b);
  ASSERT_GE(m.size(), 3u);
  for (size_t i = 1; i < m.size(); ++i) EXPECT_LT(m[i - 1].first.index(), m[i].first.index());
  auto find = [&](const char* s) {
    for (auto [p, k] : m)
      if (p == *parsePoint(s)) return k;
    return ForbiddenKind::NONE;
  };
  EXPECT_EQ(find("b4"), ForbiddenKind::OVERLINE);
  EXPECT_EQ(find("m5"), ForbiddenKind::DOUBLE_FOUR);
  EXPECT_EQ(find("h11"), ForbiddenKind::DOUBLE_THREE);
  EXPECT_EQ(m.size(), reference::forbiddenMap(reference::fromBoard(b)).size());
}

}  // namespace
}  // namespace renju
