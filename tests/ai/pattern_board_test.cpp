// The engine's incremental pattern board against a fresh computation, and its patterns on
// hand-made lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "ai_test_util.h"
#include "evaluation.h"
#include "forbidden.h"
#include "pattern_board.h"
#include "threat_search.h"

namespace renju::ai {
namespace {

using test::boardOf;
using test::pt;

// Every cell of the board in a random order: the stones of a random game.
std::vector<int> shuffledCells(std::mt19937& rng) {
  std::vector<int> cells;
  for (int i = 0; i < BOARD_POINTS; ++i) cells.push_back(Board::cellOf(Point::fromIndex(i)));
  std::shuffle(cells.begin(), cells.end(), rng);
  return cells;
}

// The cells of the square that leaves `margin` lines free on every side of the board.
std::vector<int> centreCells(int margin) {
  std::vector<int> cells;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    const Point p = Point::fromIndex(i);
    const int far = BOARD_SIZE - 1 - margin;
    if (p.x >= margin && p.x <= far && p.y >= margin && p.y <= far)
      cells.push_back(Board::cellOf(p));
  }
  return cells;
}

int cellOf(const char* s) {
  return Board::cellOf(pt(s));
}

// White's key leaves out the far cell on each side (patterns.h): every full line must give the
// same pattern through it, and the short key must be the one the cells' weights add up to.
TEST(Patterns, WhitesShortKeyLosesNothing) {
  const auto full = fullLinePatterns();
  for (int key = 0; key < LINE_KEY_COUNT; ++key) {
    ASSERT_EQ(linePattern(Color::BLACK, key), full[0][static_cast<size_t>(key)]) << key;
    ASSERT_EQ(linePattern(Color::WHITE, whiteKeyOf(key)), full[1][static_cast<size_t>(key)]) << key;
    int white = 0;
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k)
      if (k != 0) white += key / LINE_POW3[lineSlot(k)] % 3 * keyWeight(Color::WHITE, k);
    ASSERT_EQ(white, whiteKeyOf(key)) << key;
  }
}

TEST(PatternBoard, PatternsOfBothColours) {
  PatternBoard b(boardOf("Bh8 Bi8 Bj8 Wh9 Wi9 Wj9 Wk9"));
  // Row 8 for Black: g8 and k8 make a straight four, f8 a four (f8 _ h8 i8 j8).
  EXPECT_EQ(b.pattern(Color::BLACK, cellOf("g8"), 0), Pattern::FLEX4);
  EXPECT_EQ(b.pattern(Color::BLACK, cellOf("f8"), 0), Pattern::FOUR);
  // Row 9 for White: g9 and l9 make five.
  EXPECT_EQ(b.pattern(Color::WHITE, cellOf("g9"), 0), Pattern::FIVE);
  EXPECT_TRUE(b.fives(Color::WHITE).test(cellOf("l9")));
  EXPECT_FALSE(b.fives(Color::BLACK).any());
  EXPECT_TRUE(b.flex4s(Color::BLACK).test(cellOf("k8")));
}

TEST(PatternBoard, BlackFiveIsExactlyFiveWhiteFiveOrMore) {
  PatternBoard b(boardOf("Bc8 Be8 Bf8 Bg8 Bh8 Wc5 We5 Wf5 Wg5 Wh5"));
  EXPECT_EQ(b.pattern(Color::BLACK, cellOf("d8"), 0), Pattern::OVERLINE);
  EXPECT_FALSE(b.fives(Color::BLACK).test(cellOf("d8")));
  EXPECT_TRUE(b.fives(Color::BLACK).test(cellOf("i8")));
  EXPECT_TRUE(b.fives(Color::WHITE).test(cellOf("d5")));
  EXPECT_TRUE(b.isForbidden(cellOf("d8")));
}

TEST(PatternBoard, IncrementalMatchesFreshAfterRandomGames) {
  std::mt19937 rng(7);
  for (int game = 0; game < 20; ++game) {
    PatternBoard b;
    std::vector<int> empty = shuffledCells(rng);
    const int moves = 20 + game * 8;
    for (int k = 0; k < moves; ++k) b.place(empty[k], k % 2 ? Color::WHITE : Color::BLACK);
    ASSERT_TRUE(b.isConsistent()) << "game " << game;
    const uint64_t hash = b.hash();
    for (int k = 0; k < 10; ++k) b.undo();
    // Undo puts patterns back from the place's log: it must leave what a fresh board computes.
    ASSERT_TRUE(b.isConsistent()) << "game " << game << " right after the undos";
    for (int k = moves - 10; k < moves; ++k) b.place(empty[k], k % 2 ? Color::WHITE : Color::BLACK);
    EXPECT_EQ(b.hash(), hash);
    ASSERT_TRUE(b.isConsistent()) << "game " << game << " after undo";
  }
}

// Inside a ThreatScope the board keeps the patterns and threat sets only; the rest is as it was
// before the scope once its stones are taken back.
TEST(PatternBoard, AThreatScopeKeepsTheThreatSetsAndLeavesTheRestAsItWas) {
  std::mt19937 rng(11);
  for (int game = 0; game < 12; ++game) {
    PatternBoard b;
    std::vector<int> cells = shuffledCells(rng);
    const int before = 10 + game * 6;
    for (int k = 0; k < before; ++k) b.place(cells[k], k % 2 ? Color::WHITE : Color::BLACK);
    const int sumBlack = b.patternSum(Color::BLACK), sumWhite = b.patternSum(Color::WHITE);
    {
      PatternBoard::ThreatScope scope(b);
      for (int k = before; k < before + 30; ++k) {
        b.place(cells[k], k % 2 ? Color::WHITE : Color::BLACK);
        if (k % 5 == 0) {
          ASSERT_TRUE(b.isConsistent()) << "game " << game << " stone " << k;
        }
      }
      for (int k = 0; k < 12; ++k) b.undo();
      ASSERT_TRUE(b.isConsistent()) << "game " << game << " after undos in the scope";
      for (int k = 0; k < 18; ++k) b.undo();
    }
    ASSERT_TRUE(b.isConsistent()) << "game " << game << " after the scope";
    EXPECT_EQ(b.patternSum(Color::BLACK), sumBlack);
    EXPECT_EQ(b.patternSum(Color::WHITE), sumWhite);
    // The board is whole again: a stone placed now is kept in full.
    b.place(cells[before], before % 2 ? Color::WHITE : Color::BLACK);
    ASSERT_TRUE(b.isConsistent()) << "game " << game << " after a stone past the scope";
    const PatternBoard fresh(b.board());
    EXPECT_EQ(b.patternSum(Color::BLACK), fresh.patternSum(Color::BLACK));
    EXPECT_EQ(b.patternSum(Color::WHITE), fresh.patternSum(Color::WHITE));
  }
}

// A full board is the longest undo log the board can hold; taking every stone back must give
// the empty board again.
TEST(PatternBoard, AFullBoardTakenBackIsTheEmptyBoard) {
  std::mt19937 rng(3);
  PatternBoard b;
  const PatternBoard fresh;
  std::vector<int> cells = shuffledCells(rng);
  for (size_t k = 0; k < cells.size(); ++k) b.place(cells[k], k % 2 ? Color::WHITE : Color::BLACK);
  ASSERT_TRUE(b.isConsistent());
  for (size_t k = 0; k < cells.size(); ++k) b.undo();
  ASSERT_TRUE(b.isConsistent());
  EXPECT_EQ(b.hash(), fresh.hash());
  EXPECT_EQ(b.patternSum(Color::BLACK), fresh.patternSum(Color::BLACK));
  EXPECT_EQ(b.patternSum(Color::WHITE), fresh.patternSum(Color::WHITE));
  EXPECT_EQ(b.stoneCount(), 0);
}

// The move generator's row scan names exactly the empty cells near a stone, edges included.
TEST(PatternBoard, NearEmptyRowsAreTheEmptyCellsNearAStone) {
  std::mt19937 rng(5);
  for (int game = 0; game < 20; ++game) {
    PatternBoard b;
    std::vector<int> empty = shuffledCells(rng);
    for (int k = 0; k < 2 + game * 6; ++k) {
      b.place(empty[k], k % 2 ? Color::WHITE : Color::BLACK);
      for (int y = 0; y < BOARD_SIZE; ++y) {
        uint32_t expected = 0;
        for (int x = 0; x < BOARD_SIZE; ++x) {
          const int cell = Board::cellOf(Point(x, y));
          if (b.empty(cell) && b.near(cell) > 0) expected |= 1u << x;
        }
        ASSERT_EQ(b.nearEmptyRow(y), expected) << "game " << game << " row " << y;
      }
    }
  }
}

// The rules board follows lazily: stones taken back before it saw them, stones it saw taken
// back, and a forbidden test in between must all leave it equal to the stones on the board.
TEST(PatternBoard, TheRulesBoardFollowsThroughPlacesAndUndos) {
  std::mt19937 rng(11);
  for (int game = 0; game < 20; ++game) {
    PatternBoard b;
    std::vector<int> empty = shuffledCells(rng);
    int placed = 0;
    for (int step = 0; step < 200; ++step) {
      if (placed > 0 && rng() % 3 == 0) {
        b.undo();
        --placed;
      } else if (placed < 120) {
        b.place(empty[placed], placed % 2 ? Color::WHITE : Color::BLACK);
        ++placed;
      }
      if (rng() % 7 == 0) {
        ASSERT_EQ(b.board().stoneCount(), placed);
        if (b.empty(empty[placed])) b.isForbidden(empty[placed]);
      }
    }
    ASSERT_TRUE(b.isConsistent()) << "game " << game;
    for (int k = 0; k < placed; ++k)
      EXPECT_EQ(b.board().cell(empty[k]), k % 2 ? Board::Cell::WHITE : Board::Cell::BLACK);
  }
}

// The pattern pre-filter of the forbidden test may only clear cells the rules library clears:
// dense random fights around the centre (more black stones than white, so overlines, double
// fours and double threes are common), every empty cell asked both ways.
TEST(PatternBoard, ThePatternPrefilterNeverClearsAFoul) {
  std::mt19937 rng(23);
  std::vector<int> centre = centreCells(2);
  int fouls = 0, checked = 0;
  for (int game = 0; game < 600; ++game) {
    PatternBoard b;
    std::shuffle(centre.begin(), centre.end(), rng);
    const int stones = 20 + game % 60;
    for (int k = 0; k < stones; ++k)
      b.place(centre[k], rng() % 5 < 3 ? Color::BLACK : Color::WHITE);
    const Board& rules = b.board();
    for (int i = 0; i < BOARD_POINTS; ++i) {
      const Point p = Point::fromIndex(i);
      const int cell = Board::cellOf(p);
      if (!b.empty(cell)) continue;
      const bool foul =
          !isWinningMove(rules, p, Color::BLACK) && forbiddenKind(rules, p) != ForbiddenKind::NONE;
      fouls += foul;
      ++checked;
      if (foul) {
        ASSERT_TRUE(b.mayBeForbidden(cell)) << "game " << game << " " << toString(p);
      }
      ASSERT_EQ(b.isForbidden(cell), foul) << "game " << game << " " << toString(p);
    }
  }
  // The positions must exercise the filter: a few thousand fouls among the cells asked.
  EXPECT_GT(fouls, 2000) << "of " << checked;
}

// The what-if queries against placing the stone: for random fights, every empty cell q near the
// stones and every straight-four cell of either colour, the pattern and the forbidden pre-filter
// after a stone of the other colour on q, and leavesLegalFlex4 against hasLegalFlex4.
// The class counts a stone would leave, predicted from the keys, against placing it: every
// class alone and the four-three defence's (winningCellsIfBlocked), on the whole board (the walk
// reaches the edges), in positions from sparse to dense.
TEST(PatternBoard, WhatIfClassCountsMatchPlacingTheStone) {
  std::mt19937 rng(41);
  int changed = 0;
  for (int game = 0; game < 40; ++game) {
    PatternBoard b;
    std::vector<int> cells = shuffledCells(rng);
    const int stones = 8 + game * 3;
    for (int k = 0; k < stones; ++k) b.place(cells[k], k % 2 ? Color::WHITE : Color::BLACK);
    for (size_t j = static_cast<size_t>(stones); j < cells.size(); j += 3) {
      const int q = cells[j];
      for (Color c : {Color::BLACK, Color::WHITE}) {
        std::array<int, CELL_CLASS_COUNT> predicted{};
        for (int k = 1; k < CELL_CLASS_COUNT; ++k)
          predicted[static_cast<size_t>(k)] = b.classCountIfBlocked(c, q, 1u << k);
        const int winning = winningCellsIfBlocked(b, c, q);
        b.place(q, ~c);
        for (int k = 1; k < CELL_CLASS_COUNT; ++k) {
          ASSERT_EQ(predicted[static_cast<size_t>(k)], b.classCount(c, CellClass(k)))
              << "game " << game << " q " << toString(Board::pointOf(q)) << " class " << k;
        }
        ASSERT_EQ(winning, winningCells(b, c));
        b.undo();
        for (int k = 1; k < CELL_CLASS_COUNT; ++k)
          changed += predicted[static_cast<size_t>(k)] != b.classCount(c, CellClass(k));
      }
    }
  }
  EXPECT_GT(changed, 1000);  // the stones did change the counts
}

TEST(PatternBoard, WhatIfQueriesMatchPlacingTheStone) {
  std::mt19937 rng(31);
  std::vector<int> centre = centreCells(3);
  int flex4Checks = 0, stopped = 0;
  for (int game = 0; game < 80; ++game) {
    PatternBoard b;
    std::shuffle(centre.begin(), centre.end(), rng);
    const int stones = 10 + game % 30;
    for (int k = 0; k < stones; ++k) b.place(centre[k], k % 2 ? Color::WHITE : Color::BLACK);
    for (Color c : {Color::BLACK, Color::WHITE}) {
      if (!b.flex4s(c).any()) continue;
      for (int q : centre) {
        if (!b.empty(q)) continue;
        const bool predicted = leavesLegalFlex4(b, c, q);
        b.place(q, ~c);
        const bool actual = hasLegalFlex4(b, c);
        b.undo();
        ASSERT_EQ(predicted, actual) << "game " << game << " q " << toString(Board::pointOf(q));
        ++flex4Checks;
        stopped += !actual;
      }
    }
    // Patterns and the pre-filter along every line through each empty cell (every fourth game:
    // this part is the costly one under the sanitizers).
    if (game % 4 != 0) continue;
    for (int cell : centre) {
      if (!b.empty(cell)) continue;
      for (int d = 0; d < 4; ++d)
        for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
          const int q = cell + k * Board::STEP[d];
          if (k == 0 || !b.empty(q) || !Board::pointOf(q).valid()) continue;
          for (Color c : {Color::BLACK, Color::WHITE}) {
            const Pattern p = b.patternIfBlocked(c, cell, d, k);
            const bool filter = b.mayBeForbiddenIfBlocked(cell, d, k);
            b.place(q, ~c);
            ASSERT_EQ(p, b.pattern(c, cell, d));
            if (c == Color::BLACK) {
              ASSERT_EQ(filter, b.mayBeForbidden(cell));
            }
            b.undo();
          }
        }
    }
  }
  // Both answers must occur often.
  EXPECT_GT(flex4Checks, 1000);
  EXPECT_GT(stopped, 100);
}

}  // namespace
}  // namespace renju::ai
