#pragma once
// A fixed-width unsigned integer of WORDS 64-bit words: the edge weights of the Dutch pairing
// encode every criterion in its own bit field, one above the other, and for a few hundred
// players that takes several hundred bits. Only what the weights and the matching need: add,
// subtract, shifts, or, comparison. Arithmetic wraps modulo 2^(64 * WORDS) like unsigned.
#include <array>
#include <compare>
#include <cstdint>

namespace renju::pairing {

template <int WORDS>
class WideUint {
 public:
  static constexpr int BITS = 64 * WORDS;

  constexpr WideUint() = default;
  constexpr WideUint(std::uint64_t low) { w_[0] = low; }  // NOLINT: as an unsigned literal

  constexpr bool isZero() const {
    for (std::uint64_t x : w_) {
      if (x != 0) return false;
    }
    return true;
  }
  constexpr explicit operator bool() const { return !isZero(); }

  constexpr WideUint& operator+=(const WideUint& o) {
    unsigned carry = 0;
    for (int i = 0; i < WORDS; ++i) {
      const std::uint64_t sum = w_[i] + o.w_[i];
      const unsigned c1 = sum < w_[i];
      w_[i] = sum + carry;
      carry = c1 | (w_[i] < sum);
    }
    return *this;
  }
  constexpr WideUint& operator-=(const WideUint& o) {
    unsigned borrow = 0;
    for (int i = 0; i < WORDS; ++i) {
      const std::uint64_t diff = w_[i] - o.w_[i];
      const unsigned b1 = w_[i] < o.w_[i];
      const unsigned b2 = diff < borrow;
      w_[i] = diff - borrow;
      borrow = b1 | b2;
    }
    return *this;
  }
  constexpr WideUint& operator|=(const WideUint& o) {
    for (int i = 0; i < WORDS; ++i) w_[i] |= o.w_[i];
    return *this;
  }
  constexpr WideUint& operator<<=(int s) {
    if (s >= BITS) return *this = WideUint{};
    const int words = s / 64, bits = s % 64;
    for (int i = WORDS - 1; i >= 0; --i) {
      std::uint64_t v = i - words >= 0 ? w_[i - words] << bits : 0;
      if (bits != 0 && i - words - 1 >= 0) v |= w_[i - words - 1] >> (64 - bits);
      w_[i] = v;
    }
    return *this;
  }
  constexpr WideUint& operator>>=(int s) {
    if (s >= BITS) return *this = WideUint{};
    const int words = s / 64, bits = s % 64;
    for (int i = 0; i < WORDS; ++i) {
      std::uint64_t v = i + words < WORDS ? w_[i + words] >> bits : 0;
      if (bits != 0 && i + words + 1 < WORDS) v |= w_[i + words + 1] << (64 - bits);
      w_[i] = v;
    }
    return *this;
  }

  friend constexpr WideUint operator+(WideUint a, const WideUint& b) { return a += b; }
  friend constexpr WideUint operator-(WideUint a, const WideUint& b) { return a -= b; }
  friend constexpr WideUint operator|(WideUint a, const WideUint& b) { return a |= b; }
  friend constexpr WideUint operator<<(WideUint a, int s) { return a <<= s; }
  friend constexpr WideUint operator>>(WideUint a, int s) { return a >>= s; }

  friend constexpr bool operator==(const WideUint& a, const WideUint& b) { return a.w_ == b.w_; }
  friend constexpr std::strong_ordering operator<=>(const WideUint& a, const WideUint& b) {
    for (int i = WORDS - 1; i >= 0; --i) {
      if (a.w_[i] != b.w_[i]) return a.w_[i] <=> b.w_[i];
    }
    return std::strong_ordering::equal;
  }

  constexpr std::uint64_t word(int i) const { return w_[i]; }

  /// a + b - 2c in one pass (the matching's slacks); wraps like the operators.
  friend WideUint sumMinusTwice(const WideUint& a, const WideUint& b, const WideUint& c) {
    WideUint r;
    __int128 carry = 0;  // between -2 and 1 from word to word
    for (int i = 0; i < WORDS; ++i) {
      const __int128 acc =
          static_cast<__int128>(a.w_[i]) + b.w_[i] - 2 * static_cast<__int128>(c.w_[i]) + carry;
      r.w_[i] = static_cast<std::uint64_t>(acc);
      carry = acc >> 64;
    }
    return r;
  }

 private:
  std::array<std::uint64_t, WORDS> w_{};
};

}  // namespace renju::pairing
