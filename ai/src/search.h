#pragma once
// PVS alpha-beta with iterative deepening over a PatternBoard. Threats settle a node before any
// search: a five to play wins, two fives of the opponent lose, one must be blocked, a legal
// straight four wins, an open three of the opponent leaves only its defences and our fours, a
// four-three threat of the opponent only the stones that take it away and our fours.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

#include "engine.h"
#include "pattern_board.h"
#include "transposition.h"

namespace renju::ai {

struct SearchParams {
  int maxDepth = 64;
  uint64_t maxNodes = 0;  ///< 0 = none
  int64_t softMs = 0;     ///< no new iteration after this (0 = none)
  int64_t hardMs = 0;     ///< stop at once after this (0 = none)
  int width = 0;          ///< moves searched per node, best first (0 = all)
  int noise = 0;          ///< root randomness in score units (lower levels)
  uint64_t seed = 0;
};

class Searcher {
 public:
  Searcher(PatternBoard& board, TranspositionTable& tt, const SearchParams& params,
           const std::atomic<bool>* stop);

  /// Searches for `toMove` among `rootMoves` (cells; empty = every candidate).
  SearchInfo run(Color toMove, const std::vector<int>& rootMoves);
  uint64_t nodes() const { return nodes_; }

 private:
  int alphaBeta(int depth, int alpha, int beta, int ply, Color me, std::vector<int>& pv);
  int rootSearch(int depth, Color me, std::vector<int>& moves, std::vector<int>& pv,
                 int& completed);
  std::vector<int> generate(Color me, int forced, int ttMove, int ply, bool& quiet, bool& exact);
  int reduction(int depth, int index, int cell, Color me) const;
  bool lateMove(int depth, int index, int cell, Color me) const;
  void addFours(Color me, std::vector<int>& moves);
  std::vector<int> fourThreeDefences(Color me);
  std::vector<int> quietMoves(Color me, int width);
  bool timeUp();
  int64_t elapsedMs() const;

  PatternBoard& b_;
  TranspositionTable& tt_;
  const SearchParams p_;
  const std::atomic<bool>* stop_;
  const std::chrono::steady_clock::time_point start_;
  std::mt19937_64 rng_;
  uint64_t nodes_ = 0;
  bool aborted_ = false;
  std::vector<int> history_;  ///< cutoff counts per cell, for ordering quiet moves
};

/// Candidate cells for `me`: empty cells within two lines of a stone (h8 on an empty board),
/// legal for `me`, best first by their patterns for both colours.
std::vector<int> candidateMoves(PatternBoard& b, Color me);

}  // namespace renju::ai
