#include "cell_class.h"

namespace renju::ai {

namespace {

// How many of a cell's four lines hold each pattern, with the two kinds of two together.
struct Counts {
  int five = 0, overline = 0, flex4 = 0, four = 0, flex3 = 0, three = 0, two = 0;
};

Counts countOf(const std::array<Pattern, 4>& ps) {
  std::array<int, PATTERN_COUNT> n{};
  for (Pattern p : ps) ++n[static_cast<size_t>(p)];
  auto of = [&](Pattern p) { return n[static_cast<size_t>(p)]; };
  return Counts{of(Pattern::FIVE),
                of(Pattern::OVERLINE),
                of(Pattern::FLEX4),
                of(Pattern::FOUR),
                of(Pattern::FLEX3),
                of(Pattern::THREE),
                of(Pattern::FLEX2) + of(Pattern::TWO)};
}

// A five wins before anything else (RIF 9.3: a five made together with a forbidden shape wins).
// For Black the patterns alone flag the likely fouls: the exact test (isForbidden) decides where
// it matters, this is for scoring only.
CellClass classify(bool black, const Counts& n) {
  if (n.five > 0) return CellClass::FIVE;
  const int fours = n.flex4 + n.four;
  if (black && (n.overline > 0 || fours >= 2 || n.flex3 >= 2)) return CellClass::FORBIDDEN;
  if (n.flex4 > 0 || fours >= 2) return CellClass::FLEX4;
  if (n.four > 0) {
    if (n.flex3 > 0) return CellClass::FOUR_THREE;
    return n.three + n.two > 0 ? CellClass::FOUR_PLUS : CellClass::FOUR;
  }
  if (n.flex3 >= 2) return CellClass::FLEX3_2X;
  if (n.flex3 > 0) return n.three + n.two > 0 ? CellClass::FLEX3_PLUS : CellClass::FLEX3;
  if (n.three > 0) return n.three + n.two >= 2 ? CellClass::THREE_TWO : CellClass::THREE;
  return n.two >= 2 ? CellClass::TWO_TWO : CellClass::NONE;
}

CellClassTable build() {
  CellClassTable t;
  for (int colour = 0; colour < 2; ++colour)
    for (int a = 0; a < PATTERN_COUNT; ++a)
      for (int b = 0; b < PATTERN_COUNT; ++b)
        for (int c = 0; c < PATTERN_COUNT; ++c)
          for (int d = 0; d < PATTERN_COUNT; ++d) {
            const std::array<Pattern, 4> ps = {Pattern(a), Pattern(b), Pattern(c), Pattern(d)};
            t.cls[colour][patternIndex(ps[0], ps[1], ps[2], ps[3])] =
                classify(colour == static_cast<int>(Color::BLACK), countOf(ps));
          }
  return t;
}

}  // namespace

const CellClassTable& cellClassTable() {
  static const CellClassTable table = build();
  return table;
}

CellClass classOf(Color c, Pattern p0, Pattern p1, Pattern p2, Pattern p3) {
  return cellClassTable().cls[static_cast<int>(c)][patternIndex(p0, p1, p2, p3)];
}

}  // namespace renju::ai
