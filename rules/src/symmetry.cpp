#include "symmetry.h"

#include <algorithm>

namespace renju {

namespace {

// The linear part: bit 2 mirrors x, then (bits 0-1) quarter turns counter-clockwise.
void applyLinear(int linear, int& x, int& y) {
  if (linear & 4) x = -x;
  for (int r = 0; r < (linear & 3); ++r) {
    int t = x;
    x = -y;
    y = t;
  }
}

}  // namespace

Point PatternSymmetry::apply(Point p) const {
  int x = p.x, y = p.y;
  applyLinear(linear, x, y);
  x += tx;
  y += ty;
  if (x < 0 || x >= BOARD_SIZE || y < 0 || y >= BOARD_SIZE) return Point();
  return Point(x, y);
}

std::vector<PatternSymmetry> patternSymmetries(const Board& b) {
  std::vector<Point> black, white;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (auto c = b.at(p)) (*c == Color::BLACK ? black : white).push_back(p);
  }
  std::vector<PatternSymmetry> group;
  if (black.empty() && white.empty()) {
    for (int l = 0; l < 8; ++l) {
      int x = 7, y = 7;
      applyLinear(l, x, y);
      group.push_back(PatternSymmetry{l, 7 - x, 7 - y});
    }
    return group;
  }
  // A map of the pattern onto itself sends the first stone onto a stone of its colour; for each
  // linear part that fixes the translation, and at most one translation can work (two would give
  // a translation of a finite set onto itself). Such a map fixes the centroid: these are exactly
  // the symmetries about the centroid.
  const std::vector<Point>& anchorSet = black.empty() ? white : black;
  Point anchor = anchorSet.front();
  auto holds = [&](const std::vector<Point>& set, Point p) {
    return p.valid() && std::find(set.begin(), set.end(), p) != set.end();
  };
  for (int l = 0; l < 8; ++l) {
    int ax = anchor.x, ay = anchor.y;
    applyLinear(l, ax, ay);
    for (Point target : anchorSet) {
      PatternSymmetry g{l, target.x - ax, target.y - ay};
      bool ok = std::all_of(black.begin(), black.end(),
                            [&](Point p) { return holds(black, g.apply(p)); }) &&
                std::all_of(white.begin(), white.end(),
                            [&](Point p) { return holds(white, g.apply(p)); });
      if (ok) {
        group.push_back(g);
        break;
      }
    }
  }
  return group;
}

bool areSymmetric(const Board& b, Point a, Point c) {
  for (const PatternSymmetry& g : patternSymmetries(b))
    if (g.apply(a) == c) return true;
  return false;
}

std::optional<std::pair<Point, Point>> findSymmetricPair(const Board& b,
                                                         std::span<const Point> offers) {
  std::vector<PatternSymmetry> group = patternSymmetries(b);
  for (size_t i = 0; i < offers.size(); ++i)
    for (size_t j = i + 1; j < offers.size(); ++j)
      for (const PatternSymmetry& g : group)
        if (g.apply(offers[i]) == offers[j]) return std::make_pair(offers[i], offers[j]);
  return std::nullopt;
}

std::vector<int> symmetryClasses(const Board& b) {
  std::vector<PatternSymmetry> group = patternSymmetries(b);
  std::vector<int> classes(BOARD_POINTS, -1);
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (!b.isEmpty(p)) continue;
    int id = i;
    for (const PatternSymmetry& g : group) {
      Point q = g.apply(p);
      if (q.valid()) id = std::min(id, q.index());
    }
    classes[static_cast<size_t>(i)] = id;
  }
  return classes;
}

}  // namespace renju
