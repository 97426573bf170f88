#pragma once
// The moves of the benchmarks' random playouts: game-like positions grow by stones near those
// already played (Chebyshev distance <= 2), never a move that wins at once or, for Black, a
// forbidden one, so every position stays open for the next move.
#include <vector>

#include "board.h"
#include "forbidden.h"

namespace renju::bench {

inline std::vector<Point> playoutMoves(const Board& b, Color c) {
  std::vector<Point> options;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (!b.isEmpty(p)) continue;
    bool near = false;
    for (int dy = -2; dy <= 2 && !near; ++dy)
      for (int dx = -2; dx <= 2 && !near; ++dx) {
        Point q(p.x + dx, p.y + dy);
        near = q.valid() && !b.isEmpty(q);
      }
    if (!near || isWinningMove(b, p, c)) continue;
    if (c == Color::BLACK && forbiddenKind(b, p) != ForbiddenKind::NONE) continue;
    options.push_back(p);
  }
  return options;
}

}  // namespace renju::bench
