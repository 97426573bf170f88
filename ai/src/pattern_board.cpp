#include "pattern_board.h"

#include <cassert>
#include <random>

#include "forbidden.h"

namespace renju::ai {

namespace {

struct ZobristTable {
  std::array<std::array<uint64_t, Board::CELLS>, 2> key;
  ZobristTable() {
    std::mt19937_64 rng(0x5eed5eedULL);  // fixed: hashes (and so searches) are reproducible
    for (auto& side : key)
      for (auto& k : side) k = rng();
  }
};

const ZobristTable& zobristTable() {
  static const ZobristTable t;
  return t;
}

constexpr uint8_t threatBit(Pattern p) {
  switch (p) {
    case Pattern::FIVE:
      return T_FIVE;
    case Pattern::FLEX4:
      return T_FOUR | T_FLEX4;
    case Pattern::FOUR:
      return T_FOUR;
    case Pattern::FLEX3:
      return T_FLEX3;
    case Pattern::THREE:
      return T_THREE;
    default:
      return 0;
  }
}

bool onBoard(int cell) {
  return Board::pointOf(cell).valid();
}

}  // namespace

uint64_t zobrist(int cell, Color c) {
  return zobristTable().key[static_cast<int>(c)][cell];
}

PatternBoard::PatternBoard(const Board& start) {
  // White's keys of the empty board: walls are blocked cells for White too.
  for (int d = 0; d < 4; ++d) whiteKeys_[d] = {};
  for (int c = 0; c < Board::CELLS; ++c) {
    for (int d = 0; d < 4; ++d) {
      int key = 0;
      for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
        if (k == 0) continue;
        int n = c + k * Board::STEP[d];
        bool wall = n < 0 || n >= Board::CELLS || board_.cell(n) == Board::Cell::WALL;
        key += (wall ? 2 : 0) * LINE_POW3[lineSlot(k)];
      }
      whiteKeys_[d][c] = static_cast<uint16_t>(key);
    }
  }
  for (int c = 0; c < Board::CELLS; ++c) {
    if (!onBoard(c)) continue;
    for (int d = 0; d < 4; ++d) refresh(c, d);
  }
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (auto color = start.at(p)) place(Board::cellOf(p), *color);
  }
}

// Flags are a function of the patterns (and of emptiness, which a neighbour's stone does not
// change), so only a colour whose pattern changed has its flags recomputed.
// Only empty cells are refreshed. An occupied cell's patterns keep the values they had when its
// stone was placed; stones leave in the reverse order (undo), so when it is emptied again the
// board around it is what it was then, and so are its patterns.
void PatternBoard::refresh(int cell, int d) {
  for (Color c : {Color::BLACK, Color::WHITE}) {
    Pattern old = pat_[idx(c)][cell][d];
    Pattern now = tables_->pattern[idx(c)][key(c, cell, d)];
    if (old == now) continue;
    pat_[idx(c)][cell][d] = now;
    sum_[idx(c)] += patternWeight(now) - patternWeight(old);
    refreshFlags(cell, c);
  }
}

void PatternBoard::refreshFlags(int cell) {
  refreshFlags(cell, Color::BLACK);
  refreshFlags(cell, Color::WHITE);
}

void PatternBoard::refreshFlags(int cell, Color c) {
  const int i = idx(c);
  uint8_t f = 0;
  if (empty(cell))
    for (int d = 0; d < 4; ++d) f |= threatBit(pat_[i][cell][d]);
  if (f == flags_[i][cell]) return;  // the sets hold exactly the flags' bits
  flags_[i][cell] = f;
  fives_[i].assign(cell, f & T_FIVE);
  fours_[i].assign(cell, f & T_FOUR);
  flex4s_[i].assign(cell, f & T_FLEX4);
  flex3s_[i].assign(cell, f & T_FLEX3);
}

// An occupied cell stops counting in the sums and threat sets; an emptied one counts again.
void PatternBoard::setOccupied(int cell, bool occupied) {
  for (Color c : {Color::BLACK, Color::WHITE}) {
    int w = 0;
    for (int d = 0; d < 4; ++d) w += patternWeight(pat_[idx(c)][cell][d]);
    sum_[idx(c)] += occupied ? -w : w;
  }
  refreshFlags(cell);
}

void PatternBoard::updateNear(int cell, int delta) {
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) {
      int n = cell + dy * Board::WIDTH + dx;
      near_[n] = static_cast<uint8_t>(near_[n] + delta);
    }
}

void PatternBoard::updateWhiteKeys(int cell, int sign, int code) {
  for (int d = 0; d < 4; ++d)
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
      if (k == 0) continue;
      int n = cell - k * Board::STEP[d];
      whiteKeys_[d][n] =
          static_cast<uint16_t>(whiteKeys_[d][n] + sign * code * LINE_POW3[lineSlot(k)]);
    }
}

void PatternBoard::place(int cell, Color c) {
  assert(onBoard(cell) && empty(cell));
  board_.place(Board::pointOf(cell), c);
  updateWhiteKeys(cell, +1, c == Color::WHITE ? 1 : 2);
  setOccupied(cell, true);
  for (int d = 0; d < 4; ++d)
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
      int n = cell - k * Board::STEP[d];
      if (k != 0 && board_.cell(n) == Board::Cell::EMPTY) refresh(n, d);
    }
  updateNear(cell, +1);
  hash_ ^= zobrist(cell, c);
  history_.emplace_back(cell, c);
}

void PatternBoard::undo() {
  assert(!history_.empty());
  auto [cell, c] = history_.back();
  history_.pop_back();
  board_.remove(Board::pointOf(cell));
  updateWhiteKeys(cell, -1, c == Color::WHITE ? 1 : 2);
  for (int d = 0; d < 4; ++d)
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
      int n = cell - k * Board::STEP[d];
      if (k != 0 && board_.cell(n) == Board::Cell::EMPTY) refresh(n, d);
    }
  setOccupied(cell, false);
  updateNear(cell, -1);
  hash_ ^= zobrist(cell, c);
}

bool PatternBoard::isForbidden(int cell) {
  assert(empty(cell));
  // Most cells are settled by the rules board's summary alone (candidates bit clear).
  if (!summary::mayBeForbidden(board_.summaryAt(cell))) return false;
  return forbiddenKindInPlace(board_, Board::pointOf(cell)) != ForbiddenKind::NONE;
}

bool PatternBoard::isConsistent() const {
  PatternBoard fresh(board_);
  if (fresh.hash_ != hash_ || fresh.sum_ != sum_ || fresh.near_ != near_) return false;
  for (int c = 0; c < Board::CELLS; ++c) {
    if (!onBoard(c)) continue;
    for (int d = 0; d < 4; ++d)
      if (fresh.whiteKeys_[d][c] != whiteKeys_[d][c]) return false;
    for (int i = 0; i < 2; ++i) {
      if (fresh.flags_[i][c] != flags_[i][c]) return false;
      // Occupied cells keep the patterns of their placing (see refresh): compare the empty ones.
      if (empty(c) && fresh.pat_[i][c] != pat_[i][c]) return false;
    }
  }
  return fresh.fives_ == fives_ && fresh.fours_ == fours_ && fresh.flex4s_ == flex4s_ &&
         fresh.flex3s_ == flex3s_;
}

}  // namespace renju::ai
