#pragma once
// The static evaluation of a position for the side to move: both colours' pattern sums (the
// weights of eval_weights.h over the empty cells, kept incrementally by the PatternBoard), the
// tempo, and a term for threats a sum does not see (a four-three to play, one to face). Also the
// same sums as counts (features), from which tools/eval_fit.cpp fits the weights to game results.
#include <array>

#include "pattern_board.h"

namespace renju::ai {

/// Threat terms of the evaluation, in score units (see threatScore).
inline constexpr int WINNING_THREAT = 3000;
inline constexpr int DOUBLE_THREE_THREAT = 1200;
inline constexpr int PENDING_THREAT = 300;

/// Cells where a stone of c wins by force when the other side has no four to interpose: a
/// four-three (block the four, then the three becomes a straight four) and White's double four.
int winningCells(const PatternBoard& b, Color c);

/// winningCells(b, c) after a stone of the other colour on the empty cell q, not placed.
int winningCellsIfBlocked(const PatternBoard& b, Color c, int q);

/// What the side to move's threats are worth beyond the pattern sums, at a node where neither
/// side has a five to play and `me` has no straight four. Not a proof: a big score, below
/// MATE_SCORE.
int threatScore(const PatternBoard& b, Color me);

/// The evaluation for `me`, to move.
int evaluate(const PatternBoard& b, Color me);

/// Per colour (Black first), over the empty cells the colour may use (a cell whose class is
/// FORBIDDEN counts for nothing): how many of their line patterns are of each kind, and how many
/// cells are of each class. The weights of eval_weights.h times these give the pattern sum.
struct EvalFeatures {
  std::array<std::array<int, PATTERN_COUNT>, 2> patterns{};
  std::array<std::array<int, CELL_CLASS_COUNT>, 2> classes{};
};
EvalFeatures evalFeatures(const PatternBoard& b);

/// Colour c's pattern sum from its features (equals b.patternSum(c)).
int featureSum(const EvalFeatures& f, Color c);

}  // namespace renju::ai
