#include "board.h"

#include <cassert>

namespace renju {

namespace {

constexpr int lineCode(Board::Cell v) {
  return v == Board::Cell::EMPTY ? 0 : v == Board::Cell::BLACK ? 1 : 2;
}

}  // namespace

Board::Board(EmptyTag) {
  cells_.fill(Cell::WALL);
  for (int y = 0; y < BOARD_SIZE; ++y)
    for (int x = 0; x < BOARD_SIZE; ++x) cells_[cellOf(Point(x, y))] = Cell::EMPTY;
  stones_ = 0;
  rebuildDerived();
}

// The empty board is built once and copied.
Board::Board() {
  static const Board empty{EmptyTag{}};
  *this = empty;
}

Board::Board(std::span<const std::pair<Point, Color>> stones) : Board() {
  // Keys first, stone by stone (cheap); summaries once at the end, only for the playing area.
  for (auto [p, color] : stones) {
    assert(p.valid());
    int c = cellOf(p);
    assert(cells_[c] == Cell::EMPTY);
    Cell v = color == Color::BLACK ? Cell::BLACK : Cell::WHITE;
    cells_[c] = v;
    ++stones_;
    const int code = lineCode(v);
    for (int d = 0; d < 4; ++d)
      for (int k = -LINE_HALF; k <= LINE_HALF; ++k)
        if (k != 0)
          keys_[d][c - k * STEP[d]] =
              static_cast<uint16_t>(keys_[d][c - k * STEP[d]] + code * LINE_POW3[lineSlot(k)]);
  }
  const LineTables& t = lineTables();
  candidates_.fill(0);
  for (int y = 0; y < BOARD_SIZE; ++y) {
    for (int x = 0; x < BOARD_SIZE; ++x) {
      int c = cellOf(Point(x, y));
      summary_[c] = static_cast<uint16_t>(t.summary[keys_[0][c]] + t.summary[keys_[1][c]] +
                                          t.summary[keys_[2][c]] + t.summary[keys_[3][c]]);
      refreshCandidate(c);
    }
  }
}

void Board::rebuildDerived() {
  const LineTables& t = lineTables();
  for (int d = 0; d < 4; ++d) {
    for (int c = 0; c < CELLS; ++c) {
      int key = 0;
      for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
        if (k == 0) continue;
        // Plain 1-D arithmetic, as in updateLines. Outside the array counts as wall; only the
        // keys of wall cells reach there, and those are never read as patterns.
        int n = c + k * STEP[d];
        int code = (n < 0 || n >= CELLS) ? 2 : lineCode(cells_[n]);
        key += code * LINE_POW3[lineSlot(k)];
      }
      keys_[d][c] = static_cast<uint16_t>(key);
    }
  }
  for (int c = 0; c < CELLS; ++c) {
    uint16_t s = 0;
    for (int d = 0; d < 4; ++d) s = static_cast<uint16_t>(s + t.summary[keys_[d][c]]);
    summary_[c] = s;
  }
  candidates_.fill(0);
  for (int c = 0; c < CELLS; ++c) refreshCandidate(c);
}

std::optional<Color> Board::at(Point p) const {
  switch (cells_[cellOf(p)]) {
    case Cell::BLACK:
      return Color::BLACK;
    case Cell::WHITE:
      return Color::WHITE;
    default:
      return std::nullopt;
  }
}

inline void Board::refreshCandidate(int c) {
  const uint64_t on = cells_[c] == Cell::EMPTY && summary::mayBeForbidden(summary_[c]);
  uint64_t& word = candidates_[c >> 6];
  word = (word & ~(uint64_t{1} << (c & 63))) | on << (c & 63);
}

// One direction, unrolled: the offsets and powers are constants (the loop over all four cost
// a twelfth of the engine's bench, where the rules board follows the engine's forbidden tests).
template <int D>
void Board::updateLine(int c, int delta, const LineTables& t) {
#pragma GCC unroll 10
  for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
    if (k == 0) continue;
    // Cell n sees c at offset k: c = n + k * step.
    const int n = c - k * STEP[D];
    const uint16_t oldKey = keys_[D][n];
    const auto newKey = static_cast<uint16_t>(oldKey + delta * LINE_POW3[lineSlot(k)]);
    keys_[D][n] = newKey;
    summary_[n] = static_cast<uint16_t>(summary_[n] - t.summary[oldKey] + t.summary[newKey]);
    refreshCandidate(n);
  }
}

// Adds (sign = +1) or removes (sign = -1) a stone of line code `code` on cell c in the keys of
// the 40 cells that see c, and refreshes their summaries.
void Board::updateLines(int c, int sign, int code) {
  const LineTables& t = lineTables();
  updateLine<0>(c, sign * code, t);
  updateLine<1>(c, sign * code, t);
  updateLine<2>(c, sign * code, t);
  updateLine<3>(c, sign * code, t);
}

void Board::place(Point p, Color color) {
  assert(p.valid());
  int c = cellOf(p);
  assert(cells_[c] == Cell::EMPTY);
  Cell v = color == Color::BLACK ? Cell::BLACK : Cell::WHITE;
  cells_[c] = v;
  ++stones_;
  updateLines(c, +1, lineCode(v));
  refreshCandidate(c);
}

void Board::remove(Point p) {
  assert(p.valid());
  int c = cellOf(p);
  assert(cells_[c] == Cell::BLACK || cells_[c] == Cell::WHITE);
  int code = lineCode(cells_[c]);
  cells_[c] = Cell::EMPTY;
  --stones_;
  updateLines(c, -1, code);
  refreshCandidate(c);
}

bool Board::isConsistent() const {
  int count = 0;
  for (int c = 0; c < CELLS; ++c) {
    Point p = pointOf(c);
    bool inside = p.valid();
    if (inside != (cells_[c] != Cell::WALL)) return false;
    count += cells_[c] == Cell::BLACK || cells_[c] == Cell::WHITE;
  }
  if (count != stones_) return false;
  Board fresh(EmptyTag{});
  fresh.cells_ = cells_;
  fresh.stones_ = count;
  fresh.rebuildDerived();
  if (fresh.keys_ != keys_ || fresh.candidates_ != candidates_) return false;
  // Summaries of wall cells are never read (and not kept by the bulk constructor).
  for (int c = 0; c < CELLS; ++c)
    if (cells_[c] != Cell::WALL && fresh.summary_[c] != summary_[c]) return false;
  return true;
}

}  // namespace renju
