#pragma once
// The evaluation's weights, per colour (Black first): what one line pattern of an empty cell is
// worth, and what the cell's class (all four lines together) adds, in score units. A colour's
// pattern sum (PatternBoard::patternSum) adds both over the empty cells it may use.
//
// Fitted in session 15 to the results of games of Rapfi against itself from varied openings
// (scripts/eval_fit_games.sh, tools/eval_fit.cpp; docs/engine.md, "Evaluation weights"): the
// probability that the side to move wins is modelled as a logistic function of the evaluation.
// Some are negative: a cell's closed three, or a four with nothing beside it, is one the
// opponent blocks in passing, and many of them go with scattered stones. The five keeps its
// weight: no evaluated position has one to play.
#include <array>

#include "cell_class.h"
#include "patterns.h"

namespace renju::ai {

/// By Pattern: NONE, TWO, FLEX2, THREE, FLEX3, FOUR, FLEX4, FIVE, OVERLINE.
inline constexpr std::array<std::array<int, PATTERN_COUNT>, 2> PATTERN_WEIGHT = {{
    {0, -9, -33, 22, 52, 162, 200, 400, 0},
    {0, -17, -53, 58, -42, 173, 125, 400, 0},
}};

/// By CellClass: NONE, TWO_TWO, THREE, THREE_TWO, FLEX3, FLEX3_PLUS, FLEX3_2X, FOUR, FOUR_PLUS,
/// FOUR_THREE, FLEX4, FIVE, FORBIDDEN. Black's FLEX3_2X never occurs (it is FORBIDDEN).
inline constexpr std::array<std::array<int, CELL_CLASS_COUNT>, 2> CLASS_WEIGHT = {{
    {0, 20, -63, 34, -36, -2, 60, 39, 32, 166, 140, 0, 0},
    {0, 74, -49, 53, 40, 24, -13, 15, 127, 116, 61, 0, 0},
}};

/// What having the move is worth.
inline constexpr int TEMPO = 181;

}  // namespace renju::ai
