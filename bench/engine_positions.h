#pragma once
// Position sets of the engine benchmarks: every prefix of the bench games (positions from play)
// and seeded game-like random playouts (dense, threat-rich middle games).
#include <random>
#include <utility>
#include <vector>

#include "bench_set.h"
#include "forbidden.h"
#include "notation.h"
#include "playout_moves.h"

namespace renju::ai::bench {

struct SolverCase {
  Board board;
  Color attacker;
};

// Stones alternate from h8, each near the stones played, never a five or a forbidden move.
inline Board playout(std::mt19937& rng, int length) {
  Board b;
  b.place(Point::center(), Color::BLACK);
  for (int k = 1; k < length; ++k) {
    Color c = k % 2 ? Color::WHITE : Color::BLACK;
    std::vector<Point> options = renju::bench::playoutMoves(b, c);
    if (options.empty()) break;
    b.place(options[rng() % options.size()], c);
  }
  return b;
}

// No five to play at once for either side: the solver has something to prove.
inline bool quiet(const Board& b) {
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (b.isEmpty(p) && (isWinningMove(b, p, Color::BLACK) || isWinningMove(b, p, Color::WHITE)))
      return false;
  }
  return true;
}

/// Every prefix of every bench game, for both attackers.
inline std::vector<SolverCase> gamePrefixes() {
  std::vector<SolverCase> out;
  for (auto text : benchPositions()) {
    auto moves = parseMoveList(text);
    Board b;
    for (size_t i = 0; i < moves->size(); ++i) {
      b.place((*moves)[i], i % 2 ? Color::WHITE : Color::BLACK);
      if (!quiet(b)) continue;
      out.push_back({b, Color::BLACK});
      out.push_back({b, Color::WHITE});
    }
  }
  return out;
}

/// `count` random playouts of 20..60 stones, quiet, for the side to move.
inline std::vector<SolverCase> randomMiddleGames(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<SolverCase> out;
  while (static_cast<int>(out.size()) < count) {
    int length = 20 + static_cast<int>(rng() % 41);
    Board b = playout(rng, length);
    if (!quiet(b)) continue;
    out.push_back({b, b.stoneCount() % 2 ? Color::WHITE : Color::BLACK});
  }
  return out;
}

}  // namespace renju::ai::bench
