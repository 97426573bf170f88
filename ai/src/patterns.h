#pragma once
// Line patterns for both colours, as the engine sees them. For an empty point and one direction,
// the 5 cells on each side form a base-3 key (empty / own / blocked, blocked = the opponent's
// stone or off the board), as in the rules library's lines.h. A table computed once says what a
// stone of the colour on the centre makes in that line. Black's table is exact about fives (five
// exactly, six or more is an overline); White's counts five or more as a five.
// White's key leaves out the fifth cell on each side: with five or more a five, a stone there
// never changes what White's centre makes (a stone there completes a five only next to four own
// stones, which already make one). Black's cannot: a black stone there can make an overline. So
// White's table has 3^8 entries, a ninth of Black's, and the walk around a stone stops a cell
// sooner for White.
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

inline constexpr int WHITE_KEY_COUNT = 6561;  ///< 3^8

/// The weight of the cell at offset k (-5..-1, 1..5) in c's line key: Black's as in lines.h,
/// White's without the two far cells.
constexpr int keyWeight(Color c, int k) {
  if (c == Color::BLACK) return LINE_POW3[lineSlot(k)];
  return k == -LINE_HALF || k == LINE_HALF ? 0 : LINE_POW3[lineSlot(k) - 1];
}

/// White's key of a line given by its full 10-cell key (lines.h's encoding).
constexpr int whiteKeyOf(int fullKey) {
  return fullKey / 3 % WHITE_KEY_COUNT;
}

struct PatternTables {
  std::array<Pattern, LINE_KEY_COUNT> black;
  std::array<Pattern, WHITE_KEY_COUNT> white;

  Pattern of(Color c, int key) const { return c == Color::BLACK ? black[key] : white[key]; }
};

/// Computed on first use (thread-safe), a few milliseconds.
const PatternTables& patternTables();

/// What a stone of c makes in the line of c's key (keyWeight).
inline Pattern linePattern(Color c, int key) {
  return patternTables().of(c, key);
}

/// Both colours' patterns over the full 10-cell keys, from their definition (tests: White's
/// short key must lose nothing).
std::array<std::array<Pattern, LINE_KEY_COUNT>, 2> fullLinePatterns();

}  // namespace renju::ai
