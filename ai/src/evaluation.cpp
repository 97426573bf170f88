#include "evaluation.h"

#include "eval_weights.h"

namespace renju::ai {

int winningCells(const PatternBoard& b, Color c) {
  int n = b.classCount(c, CellClass::FOUR_THREE);
  if (c == Color::WHITE) n += b.classCount(c, CellClass::FLEX4);
  return n;
}

int winningCellsIfBlocked(const PatternBoard& b, Color c, int q) {
  uint32_t classes = 1u << static_cast<int>(CellClass::FOUR_THREE);
  if (c == Color::WHITE) classes |= 1u << static_cast<int>(CellClass::FLEX4);
  return b.classCountIfBlocked(c, q, classes);
}

int threatScore(const PatternBoard& b, Color me) {
  const Color opp = ~me;
  if (b.fives(opp).any()) return 0;  // a block is due (a leaf): the threats are not ours to count
  const bool myFour = b.fours(me).any(), theirFour = b.fours(opp).any();
  if (!theirFour && winningCells(b, me) > 0) return WINNING_THREAT;
  if (!theirFour && me == Color::WHITE && b.classCount(me, CellClass::FLEX3_2X) > 0)
    return DOUBLE_THREE_THREAT;
  if (myFour) return 0;  // our fours may defend through tempo: the search decides
  const int theirs = winningCells(b, opp);
  if (theirs >= 2) return -2 * PENDING_THREAT;
  return theirs > 0 ? -PENDING_THREAT : 0;
}

int evaluate(const PatternBoard& b, Color me) {
  return b.patternSum(me) - b.patternSum(~me) + TEMPO + threatScore(b, me);
}

EvalFeatures evalFeatures(const PatternBoard& b) {
  EvalFeatures f;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    const int cell = Board::cellOf(Point::fromIndex(i));
    if (!b.empty(cell)) continue;
    for (Color c : {Color::BLACK, Color::WHITE}) {
      const auto side = static_cast<size_t>(c);
      const CellClass k = b.cellClass(c, cell);
      if (k == CellClass::FORBIDDEN) continue;
      for (int d = 0; d < 4; ++d) ++f.patterns[side][static_cast<size_t>(b.pattern(c, cell, d))];
      ++f.classes[side][static_cast<size_t>(k)];
    }
  }
  return f;
}

int featureSum(const EvalFeatures& f, Color c) {
  const auto side = static_cast<size_t>(c);
  int sum = 0;
  for (size_t p = 0; p < PATTERN_COUNT; ++p) sum += PATTERN_WEIGHT[side][p] * f.patterns[side][p];
  for (size_t k = 0; k < CELL_CLASS_COUNT; ++k) sum += CLASS_WEIGHT[side][k] * f.classes[side][k];
  return sum;
}

}  // namespace renju::ai
