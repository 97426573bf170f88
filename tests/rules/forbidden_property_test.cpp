// Property tests: the fast forbidden map against the slow reference on many random positions,
// symmetry invariance, and incremental == from-scratch.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>

#include "forbidden.h"
#include "forbidden_reference.h"
#include "openings.h"

namespace renju {
namespace {

using Stones = std::vector<std::pair<Point, Color>>;
using Map = std::vector<std::pair<Point, ForbiddenKind>>;

// RENJU_PROPERTY_SCALE=n multiplies the number of positions (for long runs by hand).
int scale() {
  const char* s = std::getenv("RENJU_PROPERTY_SCALE");
  int n = s ? std::atoi(s) : 1;
  return n > 0 ? n : 1;
}

std::string describe(const Stones& stones) {
  std::string s;
  for (auto [p, c] : stones) {
    s += c == Color::BLACK ? 'B' : 'W';
    s += toString(p);
    s += ' ';
  }
  return s;
}

std::string describe(const Map& m) {
  std::string s;
  for (auto [p, k] : m) {
    s += toString(p);
    s += ':';
    s += toString(k);
    s += ' ';
  }
  return s;
}

// Five families of positions: uniform; dense around the centre; black-heavy clusters (many
// threes and fours); lines of black stones with gaps; a square sprinkled with about 30% black and
// 5% white stones (the family that reaches the nested real-three test most often).
Stones randomPosition(std::mt19937& rng, int family) {
  std::array<bool, BOARD_POINTS> used{};
  Stones stones;
  auto put = [&](Point p, Color c) {
    if (!p.valid() || used[static_cast<size_t>(p.index())]) return;
    used[static_cast<size_t>(p.index())] = true;
    stones.emplace_back(p, c);
  };
  std::uniform_int_distribution<int> coord(0, BOARD_SIZE - 1);
  switch (family) {
    case 0: {
      int n = std::uniform_int_distribution<int>(10, 120)(rng);
      for (int i = 0; static_cast<int>(stones.size()) < n; ++i)
        put(Point(coord(rng), coord(rng)), stones.size() % 2 ? Color::WHITE : Color::BLACK);
      break;
    }
    case 1: {
      int n = std::uniform_int_distribution<int>(10, 70)(rng);
      std::binomial_distribution<int> near(14, 0.5);
      while (static_cast<int>(stones.size()) < n)
        put(Point(near(rng), near(rng)), stones.size() % 2 ? Color::WHITE : Color::BLACK);
      break;
    }
    case 2: {
      int n = std::uniform_int_distribution<int>(10, 45)(rng);
      int cx = std::uniform_int_distribution<int>(3, 11)(rng);
      int cy = std::uniform_int_distribution<int>(3, 11)(rng);
      std::uniform_int_distribution<int> off(-4, 4);
      std::bernoulli_distribution white(std::uniform_real_distribution<double>(0.1, 0.4)(rng));
      for (int tries = 0; static_cast<int>(stones.size()) < n && tries < 1000; ++tries)
        put(Point(cx + off(rng), cy + off(rng)), white(rng) ? Color::WHITE : Color::BLACK);
      break;
    }
    case 4: {
      int half = std::uniform_int_distribution<int>(4, 5)(rng);
      int cx = std::uniform_int_distribution<int>(half, BOARD_SIZE - 1 - half)(rng);
      int cy = std::uniform_int_distribution<int>(half, BOARD_SIZE - 1 - half)(rng);
      std::uniform_real_distribution<double> u(0, 1);
      for (int y = cy - half; y <= cy + half; ++y)
        for (int x = cx - half; x <= cx + half; ++x) {
          double r = u(rng);
          if (r < 0.30)
            put(Point(x, y), Color::BLACK);
          else if (r < 0.35)
            put(Point(x, y), Color::WHITE);
        }
      break;
    }
    default: {
      int lines = std::uniform_int_distribution<int>(3, 9)(rng);
      std::bernoulli_distribution stone(0.6), white(0.15);
      for (int l = 0; l < lines; ++l) {
        int x = std::uniform_int_distribution<int>(2, 12)(rng);
        int y = std::uniform_int_distribution<int>(2, 12)(rng);
        int d = std::uniform_int_distribution<int>(0, 3)(rng);
        int len = std::uniform_int_distribution<int>(3, 8)(rng);
        for (int k = -len / 2; k < len - len / 2; ++k)
          if (stone(rng))
            put(Point(x + k * reference::DX[d], y + k * reference::DY[d]),
                white(rng) ? Color::WHITE : Color::BLACK);
      }
      break;
    }
  }
  return stones;
}

Board incrementally(const Stones& stones) {
  Board b;
  for (auto [p, c] : stones) b.place(p, c);
  return b;
}

TEST(ForbiddenProperty, FastMapEqualsReferenceOnRandomPositions) {
  std::mt19937 rng(20260101);
  const int perFamily[5] = {1200 * scale(), 1200 * scale(), 1200 * scale(), 1200 * scale(),
                            800 * scale()};
  int forbiddenSeen[4] = {};
  int nested[8] = {};  // positions by the deepest level the reference's double-three test reached
  for (int family = 0; family < 5; ++family) {
    for (int i = 0; i < perFamily[family]; ++i) {
      Stones stones = randomPosition(rng, family);
      Board b(stones);
      Map fast = forbiddenMap(b);
      reference::deepestThreeTestLevel = 0;
      Map slow = reference::forbiddenMap(reference::fromBoard(b));
      ++nested[std::min(reference::deepestThreeTestLevel, 7)];
      ASSERT_EQ(describe(fast), describe(slow))
          << "family " << family << " position " << i << ": " << describe(stones);
      for (auto [p, k] : fast) ++forbiddenSeen[static_cast<int>(k)];
    }
  }
  // The generators must actually exercise every kind.
  EXPECT_GT(forbiddenSeen[static_cast<int>(ForbiddenKind::OVERLINE)], 100);
  EXPECT_GT(forbiddenSeen[static_cast<int>(ForbiddenKind::DOUBLE_FOUR)], 100);
  EXPECT_GT(forbiddenSeen[static_cast<int>(ForbiddenKind::DOUBLE_THREE)], 100);
  // ... and the nested real-three test, several levels deep.
  std::cout << "positions by deepest double-three level:";
  for (int n : nested) std::cout << " " << n;
  std::cout << "\n";
  EXPECT_GT(nested[2] + nested[3] + nested[4] + nested[5] + nested[6] + nested[7], 250);
  EXPECT_GT(nested[3] + nested[4] + nested[5] + nested[6] + nested[7], 35);
}

// Every pattern of the cells within five of a point on one line (3^10 for h8 on row 8; fewer where
// the edge cuts the line), judged at the centre by the rules library's table and by the reference:
// fives, overlines, same-line double-fours and the exactness of "five" for Black, exhaustively.
TEST(ForbiddenProperty, EveryPatternOfOneLineAgreesWithTheReference) {
  struct LineCase {
    Point centre;
    int dx, dy;
  } lines[] = {
      {Point(7, 7), 1, 0}, {Point(1, 7), 1, 0}, {Point(2, 2), 1, 1}, {Point(12, 3), -1, 1}};
  int checked = 0;
  int kinds[4] = {};
  for (const LineCase& l : lines) {
    std::vector<Point> cells;
    for (int k = -5; k <= 5; ++k) {
      Point q(l.centre.x + k * l.dx, l.centre.y + k * l.dy);
      if (k != 0 && q.valid()) cells.push_back(q);
    }
    int patterns = 1;
    for (size_t i = 0; i < cells.size(); ++i) patterns *= 3;
    for (int code = 0; code < patterns; ++code) {
      Board b;
      int rest = code;
      for (Point q : cells) {
        if (rest % 3 == 1) b.place(q, Color::BLACK);
        if (rest % 3 == 2) b.place(q, Color::WHITE);
        rest /= 3;
      }
      reference::Grid g = reference::fromBoard(b);
      ForbiddenKind expected = reference::judge(g, l.centre.x, l.centre.y);
      ASSERT_EQ(forbiddenKind(b, l.centre), expected) << "pattern " << code;
      ASSERT_EQ(isWinningMove(b, l.centre, Color::BLACK),
                reference::makesFive(g, l.centre.x, l.centre.y));
      ++kinds[static_cast<int>(expected)];
      ++checked;
    }
  }
  EXPECT_EQ(checked, 59049 + 729 + 2187 + 2187);
  EXPECT_GT(kinds[static_cast<int>(ForbiddenKind::OVERLINE)], 1000);
  EXPECT_GT(kinds[static_cast<int>(ForbiddenKind::DOUBLE_FOUR)], 100);
}

// Every black/empty pattern of the cells within four of h8 on two lines (2^16): the threes and
// fours of two lines together, including the real-three test at the straight-four points.
TEST(ForbiddenProperty, EveryBlackPatternOfTwoLinesAgreesWithTheReference) {
  std::vector<Point> cells;
  for (int k = -4; k <= 4; ++k)
    if (k != 0) {
      cells.push_back(Point(7 + k, 7));      // row 8
      cells.push_back(Point(7 + k, 7 + k));  // diagonal
    }
  int kinds[4] = {};
  for (int code = 0; code < (1 << cells.size()); ++code) {
    Board b;
    for (size_t i = 0; i < cells.size(); ++i)
      if (code >> i & 1) b.place(cells[i], Color::BLACK);
    ForbiddenKind expected = reference::judge(reference::fromBoard(b), 7, 7);
    ASSERT_EQ(forbiddenKind(b, Point::center()), expected) << "pattern " << code;
    ++kinds[static_cast<int>(expected)];
  }
  EXPECT_GT(kinds[static_cast<int>(ForbiddenKind::DOUBLE_THREE)], 100);
  EXPECT_GT(kinds[static_cast<int>(ForbiddenKind::DOUBLE_FOUR)], 1000);
  EXPECT_GT(kinds[static_cast<int>(ForbiddenKind::OVERLINE)], 1000);
}

TEST(ForbiddenProperty, SinglePointAnswersAgreeWithTheMap) {
  std::mt19937 rng(77);
  for (int i = 0; i < 300 * scale(); ++i) {
    Stones stones = randomPosition(rng, i % 5);
    Board b(stones);
    Map m = forbiddenMap(b);
    Board copy = b;
    size_t next = 0;
    for (int idx = 0; idx < BOARD_POINTS; ++idx) {
      Point p = Point::fromIndex(idx);
      if (!b.isEmpty(p)) continue;
      ForbiddenKind expected = ForbiddenKind::NONE;
      if (next < m.size() && m[next].first == p) expected = m[next++].second;
      ASSERT_EQ(forbiddenKind(b, p), expected) << toString(p) << " in " << describe(stones);
      ASSERT_EQ(forbiddenKindInPlace(copy, p), expected) << toString(p);
      ASSERT_EQ(makesOverline(b, p), reference::makesSixOrMore(reference::fromBoard(b), p.x, p.y));
      ASSERT_EQ(isWinningMove(b, p, Color::BLACK),
                reference::makesFive(reference::fromBoard(b), p.x, p.y));
    }
    ASSERT_TRUE(copy == b);
    ASSERT_TRUE(copy.isConsistent());
  }
}

TEST(ForbiddenProperty, MapIsInvariantUnderTheEightBoardSymmetries) {
  std::mt19937 rng(4242);
  for (int i = 0; i < 400 * scale(); ++i) {
    Stones stones = randomPosition(rng, i % 5);
    Map m = forbiddenMap(Board(stones));
    for (int s = 1; s < 8; ++s) {
      Stones moved;
      for (auto [p, c] : stones) moved.emplace_back(transform(p, s), c);
      Map expected;
      for (auto [p, k] : m) expected.emplace_back(transform(p, s), k);
      std::sort(expected.begin(), expected.end(),
                [](auto& a, auto& b) { return a.first.index() < b.first.index(); });
      ASSERT_EQ(describe(forbiddenMap(Board(moved))), describe(expected))
          << "symmetry " << s << " of " << describe(stones);
    }
  }
}

TEST(ForbiddenProperty, IncrementalBoardEqualsFromScratch) {
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> coord(0, BOARD_SIZE - 1);
  for (int game = 0; game < 60 * scale(); ++game) {
    Board b;
    Stones stones;
    for (int step = 0; step < 300; ++step) {
      bool removing = !stones.empty() && (stones.size() > 110 || rng() % 3 == 0);
      if (removing) {
        size_t k = rng() % stones.size();
        b.remove(stones[k].first);
        stones.erase(stones.begin() + static_cast<long>(k));
      } else {
        Point p(coord(rng), coord(rng));
        if (!b.isEmpty(p)) continue;
        Color c = rng() % 5 < 3 ? Color::BLACK : Color::WHITE;
        b.place(p, c);
        stones.emplace_back(p, c);
      }
      ASSERT_EQ(b.stoneCount(), static_cast<int>(stones.size()));
      if (step % 10 == 0) {
        ASSERT_TRUE(b.isConsistent()) << describe(stones);
        Board fresh(stones);
        ASSERT_TRUE(fresh.isConsistent());
        ASSERT_EQ(describe(forbiddenMap(b)), describe(forbiddenMap(fresh))) << describe(stones);
        ASSERT_EQ(describe(forbiddenMap(b)), describe(forbiddenMap(incrementally(stones))));
      }
    }
  }
}

}  // namespace
}  // namespace renju
