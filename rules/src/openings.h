#pragma once
// The 26 standard renju openings (reference section 4).
#include <array>
#include <optional>
#include <string_view>

#include "types.h"

namespace renju {

struct Opening {
  std::string_view code;  ///< "1D".."13D", "1I".."13I"
  std::string_view name;  ///< "Kansei", ...
  bool direct;            ///< second stone next to h8 along a line (h9), not diagonal (i9)
  int number;             ///< 1..13
};

/// The symmetry `symmetry` (0..7, 0 = identity) of the board about h8: bit 2 mirrors the columns,
/// then bits 0-1 turn a quarter counter-clockwise that many times.
Point transform(Point p, int symmetry);

/// Which opening the first three stones make, in any of the 8 orientations. nullopt unless the
/// first is h8, the second inside the central 3x3, the third inside the central 5x5, all distinct.
std::optional<Opening> classifyOpening(Point first, Point second, Point third);

/// 1D..13D then 1I..13I.
const std::array<Opening, 26>& allOpenings();

/// The third stone of an opening in its standard orientation (second stone on h9 or i9).
Point standardThirdStone(const Opening& o);

}  // namespace renju
