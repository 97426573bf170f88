#pragma once
// A set of board cells (indices into the padded 25x25 board of board.h) as a bitset.
#include <array>
#include <bit>
#include <cstdint>

#include "board.h"

namespace renju::ai {

class CellSet {
 public:
  static constexpr int WORDS = (Board::CELLS + 63) / 64;

  void set(int c) { w_[c >> 6] |= uint64_t{1} << (c & 63); }
  void reset(int c) { w_[c >> 6] &= ~(uint64_t{1} << (c & 63)); }
  void assign(int c, bool on) { on ? set(c) : reset(c); }
  bool test(int c) const { return (w_[c >> 6] >> (c & 63)) & 1; }
  bool any() const {
    for (uint64_t x : w_)
      if (x) return true;
    return false;
  }
  int count() const {
    int n = 0;
    for (uint64_t x : w_) n += std::popcount(x);
    return n;
  }
  /// The smallest cell, or -1 when empty.
  int first() const {
    for (int i = 0; i < WORDS; ++i)
      if (w_[i]) return i * 64 + std::countr_zero(w_[i]);
    return -1;
  }
  /// Calls f(cell) for each cell in increasing order.
  template <class F>
  void forEach(F&& f) const {
    for (int i = 0; i < WORDS; ++i)
      for (uint64_t x = w_[i]; x != 0; x &= x - 1) f(i * 64 + std::countr_zero(x));
  }

  friend bool operator==(const CellSet&, const CellSet&) = default;

 private:
  std::array<uint64_t, WORDS> w_{};
};

}  // namespace renju::ai
