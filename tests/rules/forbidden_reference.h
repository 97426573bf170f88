#pragma once
// A slow reference for Black's forbidden moves, written straight from the rule text (RIF 9-10 as
// the reference's section 2 states it), sharing no code with the rules library: a plain 15x15 grid,
// every line walked cell by cell, every empty cell of a line tried. Only for tests.
#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <vector>

#include "forbidden.h"
#include "types.h"

namespace renju::reference {
// Internal to each test file that includes it: the property test compiles it at -O1
// (tests/CMakeLists.txt), and a shared inline copy could be the linker's pick from an -O0 file.
namespace {

enum : int8_t { EMPTY = 0, BLACK = 1, WHITE = 2 };

struct Grid {
  std::array<int8_t, BOARD_POINTS> cells{};
  int8_t at(int x, int y) const {
    if (x < 0 || x >= BOARD_SIZE || y < 0 || y >= BOARD_SIZE) return -1;
    return cells[static_cast<size_t>(y * BOARD_SIZE + x)];
  }
  int8_t& ref(int x, int y) { return cells[static_cast<size_t>(y * BOARD_SIZE + x)]; }
};

inline constexpr int DX[4] = {1, 0, 1, 1};
inline constexpr int DY[4] = {0, 1, 1, -1};

/// Length of the run of `color` through (x, y), which must hold that colour.
inline int runLength(const Grid& g, int x, int y, int d, int8_t color) {
  int n = 1;
  for (int i = 1; g.at(x + i * DX[d], y + i * DY[d]) == color; ++i) ++n;
  for (int i = 1; g.at(x - i * DX[d], y - i * DY[d]) == color; ++i) ++n;
  return n;
}

/// Black on empty (x, y) makes an unbroken line of exactly five.
inline bool makesFive(Grid g, int x, int y) {
  g.ref(x, y) = BLACK;
  for (int d = 0; d < 4; ++d)
    if (runLength(g, x, y, d, BLACK) == 5) return true;
  return false;
}

/// Black on empty (x, y) makes exactly five along direction d.
inline bool makesFiveAlong(Grid g, int x, int y, int d) {
  g.ref(x, y) = BLACK;
  return runLength(g, x, y, d, BLACK) == 5;
}

inline bool makesSixOrMore(Grid g, int x, int y) {
  g.ref(x, y) = BLACK;
  for (int d = 0; d < 4; ++d)
    if (runLength(g, x, y, d, BLACK) >= 6) return true;
  return false;
}

/// The fours through (x, y), which holds a black stone: sets of 4 black stones on one line, one of
/// them (x, y), that one more black stone on an empty cell turns into exactly five. Counted as
/// distinct sets of stones.
inline int countFours(const Grid& g, int x, int y) {
  std::set<std::vector<int>> fours;
  for (int d = 0; d < 4; ++d) {
    for (int i = -14; i <= 14; ++i) {  // every empty cell of the line, as the fifth stone
      int ex = x + i * DX[d], ey = y + i * DY[d];
      if (g.at(ex, ey) != EMPTY) continue;
      Grid h = g;
      h.ref(ex, ey) = BLACK;
      if (runLength(h, ex, ey, d, BLACK) != 5) continue;
      // The five through (ex, ey): it must contain (x, y); its other four stones are the four.
      std::vector<int> stones;
      bool containsCandidate = false;
      int sx = ex, sy = ey;
      while (h.at(sx - DX[d], sy - DY[d]) == BLACK) sx -= DX[d], sy -= DY[d];
      for (int k = 0; k < 5; ++k) {
        int cx = sx + k * DX[d], cy = sy + k * DY[d];
        if (cx == x && cy == y) containsCandidate = true;
        if (cx != ex || cy != ey) stones.push_back(cy * BOARD_SIZE + cx);
      }
      if (containsCandidate) fours.insert(stones);
    }
  }
  return static_cast<int>(fours.size());
}

/// Forward: the full verdict for Black on empty (x, y). `fiveKeepsThreeReal` is the Decision
/// (FIVE_COMPLETION_KEEPS_THREE_REAL); tests flip it to show both readings.
ForbiddenKind judge(const Grid& g, int x, int y,
                    bool fiveKeepsThreeReal = FIVE_COMPLETION_KEEPS_THREE_REAL);

/// In direction d, with black already on (x, y): some empty q on the line turns the stones into a
/// straight four containing (x, y) and q, i.e. four in a row whose two ends are empty and each
/// give exactly five. When `onlyPlayable`, q must also be a legal move on that board which does
/// not make a five (unless `fiveKeepsThreeReal`).
inline bool hasThree(const Grid& g, int x, int y, int d, bool onlyPlayable,
                     bool fiveKeepsThreeReal) {
  for (int i = -14; i <= 14; ++i) {
    int qx = x + i * DX[d], qy = y + i * DY[d];
    if (i == 0 || g.at(qx, qy) != EMPTY) continue;
    Grid h = g;
    h.ref(qx, qy) = BLACK;
    bool straight = false;
    // Four in a row starting at offset s; it contains (x, y) only when -3 <= s <= 0.
    for (int s = -3; s <= 0 && !straight; ++s) {
      bool all = true, hasP = false, hasQ = false;
      for (int k = 0; k < 4; ++k) {
        int cx = x + (s + k) * DX[d], cy = y + (s + k) * DY[d];
        all = all && h.at(cx, cy) == BLACK;
        hasP = hasP || (s + k == 0);
        hasQ = hasQ || (s + k == i);
      }
      if (!all || !hasP || !hasQ) continue;
      int ax = x + (s - 1) * DX[d], ay = y + (s - 1) * DY[d];
      int bx = x + (s + 4) * DX[d], by = y + (s + 4) * DY[d];
      straight = h.at(ax, ay) == EMPTY && h.at(bx, by) == EMPTY && makesFiveAlong(h, ax, ay, d) &&
                 makesFiveAlong(h, bx, by, d);
    }
    if (!straight) continue;
    if (!onlyPlayable) return true;
    if (makesFive(g, qx, qy)) {
      if (fiveKeepsThreeReal) return true;
      continue;
    }
    if (judge(g, qx, qy, fiveKeepsThreeReal) == ForbiddenKind::NONE) return true;
  }
  return false;
}

/// How deep the double-three test has recursed (1 = the candidate itself), and the deepest level
/// reached since the caller last reset it: lets tests show that they reach nested cases.
inline thread_local int threeTestLevel = 0;
inline thread_local int deepestThreeTestLevel = 0;

inline ForbiddenKind judge(const Grid& g, int x, int y, bool fiveKeepsThreeReal) {
  if (makesFive(g, x, y)) return ForbiddenKind::NONE;           // RIF 9.1: a five always wins
  if (makesSixOrMore(g, x, y)) return ForbiddenKind::OVERLINE;  // RIF 9.4
  Grid h = g;
  h.ref(x, y) = BLACK;
  if (countFours(h, x, y) >= 2) return ForbiddenKind::DOUBLE_FOUR;  // RIF 9.2
  int candidates = 0;
  for (int d = 0; d < 4; ++d) candidates += hasThree(h, x, y, d, false, fiveKeepsThreeReal);
  if (candidates < 2) return ForbiddenKind::NONE;
  // RIF 9.3, on the board that holds (x, y).
  ++threeTestLevel;
  deepestThreeTestLevel = std::max(deepestThreeTestLevel, threeTestLevel);
  int threes = 0;
  for (int d = 0; d < 4; ++d) threes += hasThree(h, x, y, d, true, fiveKeepsThreeReal);
  --threeTestLevel;
  return threes >= 2 ? ForbiddenKind::DOUBLE_THREE : ForbiddenKind::NONE;
}

inline std::vector<std::pair<Point, ForbiddenKind>> forbiddenMap(const Grid& g) {
  std::vector<std::pair<Point, ForbiddenKind>> out;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (g.at(p.x, p.y) != EMPTY) continue;
    ForbiddenKind k = judge(g, p.x, p.y);
    if (k != ForbiddenKind::NONE) out.emplace_back(p, k);
  }
  return out;
}

inline Grid fromBoard(const Board& b) {
  Grid g;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    auto c = b.at(Point::fromIndex(i));
    g.cells[static_cast<size_t>(i)] = !c ? EMPTY : *c == Color::BLACK ? BLACK : WHITE;
  }
  return g;
}

}  // namespace
}  // namespace renju::reference
