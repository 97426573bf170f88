#pragma once
// A set of board cells (indices into the padded 25x25 board of board.h) as a bitset.
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>

#include "board.h"

namespace renju::ai {

class CellSet {
 public:
  static constexpr int WORDS = (Board::CELLS + 63) / 64;
  /// The words that hold the board's points (the rest hold padding only): the queries below look
  /// at those alone, so a set queried that way holds no padding cell (set() of one is for test()).
  static constexpr int FIRST = Board::cellOf(Point(0, 0)) >> 6;
  static constexpr int LAST = Board::cellOf(Point(BOARD_SIZE - 1, BOARD_SIZE - 1)) >> 6;

  void set(int c) { w_[c >> 6] |= uint64_t{1} << (c & 63); }
  void reset(int c) { w_[c >> 6] &= ~(uint64_t{1} << (c & 63)); }
  void assign(int c, bool on) { on ? set(c) : reset(c); }
  bool test(int c) const { return (w_[c >> 6] >> (c & 63)) & 1; }
  bool any() const {
    assert(noPadding());
    for (int i = FIRST; i <= LAST; ++i)
      if (w_[i]) return true;
    return false;
  }
  int count() const {
    assert(noPadding());
    int n = 0;
    for (int i = FIRST; i <= LAST; ++i) n += std::popcount(w_[i]);
    return n;
  }
  /// The smallest cell, or -1 when empty.
  int first() const {
    assert(noPadding());
    for (int i = FIRST; i <= LAST; ++i)
      if (w_[i]) return i * 64 + std::countr_zero(w_[i]);
    return -1;
  }
  /// Calls f(cell) for each cell in increasing order.
  template <class F>
  void forEach(F&& f) const {
    assert(noPadding());
    for (int i = FIRST; i <= LAST; ++i)
      for (uint64_t x = w_[i]; x != 0; x &= x - 1) f(i * 64 + std::countr_zero(x));
  }

  friend bool operator==(const CellSet&, const CellSet&) = default;

 private:
  bool noPadding() const {
    for (int i = 0; i < WORDS; ++i)
      if ((i < FIRST || i > LAST) && w_[i] != 0) return false;
    return true;
  }

  std::array<uint64_t, WORDS> w_{};
};

}  // namespace renju::ai
