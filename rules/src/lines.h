#pragma once
// Line patterns seen by Black. For a point and one of the 4 directions, the 5 cells on each side
// are encoded in base 3 (empty / black / blocked, where blocked = white stone or off the board).
// A table computed once says what a black stone on the centre point makes in that line.
#include <array>
#include <cstdint>

namespace renju {

inline constexpr int LINE_HALF = 5;           ///< cells looked at on each side of the centre
inline constexpr int LINE_KEY_COUNT = 59049;  ///< 3^10

/// Code of one cell in a line key.
enum class LineCell : uint8_t {
  EMPTY = 0,
  BLACK = 1,
  BLOCKED = 2,  ///< a white stone or off the board: both stop a black line alike
};

/// Base-3 digit position of the cell at signed offset k (-5..-1, 1..5) from the centre.
constexpr int lineSlot(int k) {
  return k < 0 ? k + LINE_HALF : k + LINE_HALF - 1;
}

inline constexpr std::array<uint16_t, 2 * LINE_HALF> LINE_POW3 = {1,   3,   9,    27,   81,
                                                                  243, 729, 2187, 6561, 19683};

/// A line summary packs counters so that the summaries of a point's 4 lines simply add up:
/// bits 0-2 fives, 3-5 overlines, 6-9 fours (distinct stone sets), 10-12 lines with a three.
namespace summary {
inline constexpr uint16_t FIVE_ONE = 1u << 0;
inline constexpr uint16_t OVERLINE_ONE = 1u << 3;
inline constexpr uint16_t FOUR_ONE = 1u << 6;
inline constexpr uint16_t THREE_ONE = 1u << 10;
constexpr int fives(uint16_t s) {
  return s & 7;
}
constexpr int overlines(uint16_t s) {
  return (s >> 3) & 7;
}
constexpr int fours(uint16_t s) {
  return (s >> 6) & 15;
}
constexpr int threes(uint16_t s) {
  return (s >> 10) & 7;
}
/// A point needs a closer look (it is not a five and may be a foul): RIF 9.2-9.4 shapes.
constexpr bool mayBeForbidden(uint16_t s) {
  return fives(s) == 0 && (overlines(s) > 0 || fours(s) >= 2 || threes(s) >= 2);
}
}  // namespace summary

/// Offsets (-3..-1, 1..3) encoded as bits 0..5 of a three mask.
constexpr int threeMaskOffset(int bit) {
  return bit < 3 ? bit - 3 : bit - 2;
}

struct LineTables {
  /// What a black stone at the centre makes in the line: at most one of five / overline, the
  /// number of fours through the centre (capped at 3), and one "three" if the line has any.
  std::array<uint16_t, LINE_KEY_COUNT> summary;
  /// For a line with a three: the empty points whose black stone turns it into a straight four
  /// containing the centre (bits as threeMaskOffset).
  std::array<uint8_t, LINE_KEY_COUNT> threeMask;
};

/// Computed on first use (thread-safe), about a millisecond.
const LineTables& lineTables();

}  // namespace renju
