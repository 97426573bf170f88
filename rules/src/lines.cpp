#include "lines.h"

namespace renju {

namespace {

using Line = std::array<LineCell, 2 * LINE_HALF + 1>;  // index 5 = centre
constexpr int C = LINE_HALF;
constexpr int N = 2 * LINE_HALF + 1;

bool black(const Line& l, int i) {
  return i >= 0 && i < N && l[i] == LineCell::BLACK;
}

// Length of the black run through cell i (which must be black).
int runThrough(const Line& l, int i) {
  int a = i, b = i;
  while (black(l, a - 1)) --a;
  while (black(l, b + 1)) ++b;
  return b - a + 1;
}

// RIF 9.2: number of fours through the centre, each a distinct set of four stones that one more
// stone turns into exactly five. A 5-window holding four stones and one empty cell is such a four
// when the cells just outside the window are not black.
int countFours(const Line& l) {
  int count = 0;
  uint16_t seen[5];
  int seenCount = 0;
  for (int s = 1; s <= C; ++s) {  // windows s..s+4, all containing the centre
    int stones = 0, empty = -1;
    uint16_t set = 0;
    for (int i = s; i < s + 5; ++i) {
      if (l[i] == LineCell::BLACK) {
        ++stones;
        set = static_cast<uint16_t>(set | (1u << i));
      } else if (l[i] == LineCell::EMPTY) {
        empty = i;
      }
    }
    if (stones != 4 || empty < 0 || black(l, s - 1) || black(l, s + 5)) continue;
    bool dup = false;
    for (int k = 0; k < seenCount; ++k) dup = dup || seen[k] == set;
    if (dup) continue;
    seen[seenCount++] = set;
    ++count;
  }
  return count;
}

// RIF 9.3 shape: after a black stone on empty cell q, the run through the centre is exactly four
// stones, contains q, and both ends are empty cells that each give exactly five.
bool makesStraightFour(Line l, int q) {
  l[q] = LineCell::BLACK;
  int a = C, b = C;
  while (black(l, a - 1)) --a;
  while (black(l, b + 1)) ++b;
  if (b - a + 1 != 4 || q < a || q > b) return false;
  if (l[a - 1] != LineCell::EMPTY || l[b + 1] != LineCell::EMPTY) return false;
  return !black(l, a - 2) && !black(l, b + 2);
}

LineTables build() {
  LineTables t{};
  for (int key = 0; key < LINE_KEY_COUNT; ++key) {
    Line l{};
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
      if (k == 0) continue;
      l[C + k] = static_cast<LineCell>((key / LINE_POW3[lineSlot(k)]) % 3);
    }
    l[C] = LineCell::BLACK;
    uint16_t s = 0;
    int run = runThrough(l, C);
    if (run == 5) {
      s = summary::FIVE_ONE;
    } else if (run >= 6) {
      s = summary::OVERLINE_ONE;
    } else {
      int fours = countFours(l);
      if (fours > 3) fours = 3;
      s = static_cast<uint16_t>(fours * summary::FOUR_ONE);
      uint8_t mask = 0;
      for (int bit = 0; bit < 6; ++bit) {
        int q = C + threeMaskOffset(bit);
        if (l[q] == LineCell::EMPTY && makesStraightFour(l, q))
          mask = static_cast<uint8_t>(mask | (1u << bit));
      }
      if (mask) s = static_cast<uint16_t>(s + summary::THREE_ONE);
      t.threeMask[key] = mask;
    }
    t.summary[key] = s;
  }
  return t;
}

}  // namespace

const LineTables& lineTables() {
  static const LineTables* tables = new LineTables(build());
  return *tables;
}

}  // namespace renju
