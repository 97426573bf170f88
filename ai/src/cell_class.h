#pragma once
// What a stone on an empty cell makes in all four lines together. One line's pattern says what
// the stone makes in that line; the combination is what decides a game: a four with an open
// three in another line (four-three) wins unless the opponent has a four of its own, two open
// threes win for White and are forbidden to Black. A table over the four patterns gives the
// class, and a value per class feeds the evaluation and the move ordering.
#include <array>
#include <cstdint>

#include "patterns.h"
#include "types.h"

namespace renju::ai {

/// The class of an empty cell for one colour, weakest first.
enum class CellClass : uint8_t {
  NONE = 0,    ///< nothing, or a single two
  TWO_TWO,     ///< twos in two lines
  THREE,       ///< a closed three (one more stone makes a four)
  THREE_TWO,   ///< a closed three with a two, or two closed threes
  FLEX3,       ///< an open three
  FLEX3_PLUS,  ///< an open three with a closed three or a two
  FLEX3_2X,    ///< two open threes (Black: forbidden, see FORBIDDEN)
  FOUR,        ///< a four
  FOUR_PLUS,   ///< a four with a closed three or a two
  FOUR_THREE,  ///< a four with an open three
  FLEX4,       ///< a straight four, or (White) two fours
  FIVE,        ///< a five
  FORBIDDEN,   ///< Black only: by its patterns a double four, double three or overline
};
inline constexpr int CELL_CLASS_COUNT = 13;

/// Per colour, the class of each combination of four line patterns (index: patternIndex()).
struct CellClassTable {
  std::array<std::array<CellClass, PATTERN_COUNT * PATTERN_COUNT * PATTERN_COUNT * PATTERN_COUNT>,
             2>
      cls;
};

/// Computed on first use (thread-safe).
const CellClassTable& cellClassTable();

inline int patternIndex(Pattern a, Pattern b, Pattern c, Pattern d) {
  return ((static_cast<int>(a) * PATTERN_COUNT + static_cast<int>(b)) * PATTERN_COUNT +
          static_cast<int>(c)) *
             PATTERN_COUNT +
         static_cast<int>(d);
}

/// The class of a cell whose four line patterns are `p` for colour `c`.
CellClass classOf(Color c, Pattern p0, Pattern p1, Pattern p2, Pattern p3);

}  // namespace renju::ai
