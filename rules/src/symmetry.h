#pragma once
// "No two offered fifth moves may be symmetric" (reference section 6): the symmetries of the
// stone pattern itself, not of the board.
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "board.h"
#include "types.h"

namespace renju {

/// One element of the group: p -> L(p) + (tx, ty), L one of the 8 linear maps of the square grid.
struct PatternSymmetry {
  int linear = 0;  ///< as transform() in openings.h: bit 2 = mirror x, bits 0-1 = quarter turns
  int tx = 0;
  int ty = 0;
  /// The image of p; it may fall off the board (then !valid()).
  Point apply(Point p) const;
};

/// G: the rotations and reflections of the square grid about the centroid of the stones that map
/// the black stones onto the black ones and the white onto the white (every map of the pattern
/// onto itself fixes the centroid, which may lie between intersections). Always holds the
/// identity. For an empty board: the 8 symmetries about h8.
std::vector<PatternSymmetry> patternSymmetries(const Board& b);

/// Some g in G maps a onto c (a point is symmetric to itself).
bool areSymmetric(const Board& b, Point a, Point c);

/// The first pair (offers[i], offers[j]), i < j, smallest i then j, that is symmetric; nullopt
/// when the set of offers is valid.
std::optional<std::pair<Point, Point>> findSymmetricPair(const Board& b,
                                                         std::span<const Point> offers);

/// 225 entries by Point::index(): for an empty point, the smallest index of the empty points
/// symmetric to it (same id = symmetric); -1 for an occupied point.
std::vector<int> symmetryClasses(const Board& b);

}  // namespace renju
