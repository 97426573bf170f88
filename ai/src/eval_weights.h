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
    {0, -11, -14, 47, 66, 333, 286, 400, 0},
    {0, -13, -24, 49, -26, 184, 528, 400, 0},
}};

/// By CellClass: NONE, TWO_TWO, THREE, THREE_TWO, FLEX3, FLEX3_PLUS, FLEX3_2X, FOUR, FOUR_PLUS,
/// FOUR_THREE, FLEX4, FIVE, FORBIDDEN. Black's FLEX3_2X never occurs (it is FORBIDDEN).
inline constexpr std::array<std::array<int, CELL_CLASS_COUNT>, 2> CLASS_WEIGHT = {{
    {0, 23, -76, 2, -37, 40, 60, -176, -107, 672, 226, 0, 0},
    {0, 45, -42, 23, 69, 95, -152, -44, 132, 629, -224, 0, 0},
}};

/// What having the move is worth.
inline constexpr int TEMPO = 472;

}  // namespace renju::ai
