#pragma once
// Line patterns for both colours, as the engine sees them. For an empty point and one direction,
// the 5 cells on each side form a base-3 key (empty / own / blocked, blocked = the opponent's
// stone or off the board), as in the rules library's lines.h. A table computed once says what a
// stone of the colour on the centre makes in that line. Black's table is exact about fives (five
// exactly, six or more is an overline); White's counts five or more as a five.
#include <array>
#include <cstdint>

#include "lines.h"
#include "types.h"

namespace renju::ai {

/// What a stone on the centre makes in one line (X = own stone, . = empty, centre included).
enum class Pattern : uint8_t {
  NONE = 0,  ///< nothing that can still become a five
  TWO,       ///< one more stone makes a THREE (e.g. .XX..)
  FLEX2,     ///< one more stone makes a FLEX3 (e.g. ..XX..)
  THREE,     ///< one more stone makes a FOUR (e.g. OXXX..)
  FLEX3,     ///< one more stone makes a FLEX4: an open three (.XXX..)
  FOUR,      ///< one point completes a five (OXXXX.)
  FLEX4,     ///< two or more points complete a five (.XXXX.): unstoppable
  FIVE,      ///< a five (Black: exactly five)
  OVERLINE,  ///< Black only: six or more
};
inline constexpr int PATTERN_COUNT = 9;

/// The two tables, indexed by colour then line key.
struct PatternTables {
  std::array<std::array<Pattern, LINE_KEY_COUNT>, 2> pattern;
};

/// Computed on first use (thread-safe), a few milliseconds.
const PatternTables& patternTables();

inline Pattern linePattern(Color c, uint16_t key) {
  return patternTables().pattern[static_cast<int>(c)][key];
}

}  // namespace renju::ai
