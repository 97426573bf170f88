#include "position_key.h"

#include "openings.h"

namespace renju {

namespace {

// splitmix64: a fixed sequence from a fixed seed, so that every build computes the same keys.
uint64_t splitmix(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

struct Tables {
  std::array<std::array<uint64_t, BOARD_POINTS>, 2> stone{};
  /// moved[s][i]: index of transform(Point::fromIndex(i), s).
  std::array<std::array<uint8_t, BOARD_POINTS>, 8> moved{};

  Tables() {
    uint64_t state = 0x52454E4A55ULL;  // "RENJU"
    for (auto& colour : stone)
      for (uint64_t& k : colour) k = splitmix(state);
    for (int s = 0; s < 8; ++s)
      for (int i = 0; i < BOARD_POINTS; ++i)
        moved[s][i] = static_cast<uint8_t>(transform(Point::fromIndex(i), s).index());
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

uint64_t stoneKey(Point p, Color c) {
  return tables().stone[static_cast<int>(c)][p.index()];
}

void SymmetricKeys::toggle(Point p, Color c) {
  const Tables& t = tables();
  const auto& colour = t.stone[static_cast<int>(c)];
  for (int s = 0; s < 8; ++s) keys_[s] ^= colour[t.moved[s][p.index()]];
}

CanonicalKey SymmetricKeys::canonical() const {
  CanonicalKey best{keys_[0], 0};
  for (int s = 1; s < 8; ++s)
    if (keys_[s] < best.key) best = {keys_[s], s};
  return best;
}

CanonicalKey canonicalKey(const Board& board) {
  SymmetricKeys keys;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (auto c = board.at(p)) keys.toggle(p, *c);
  }
  return keys.canonical();
}

int inverseSymmetry(int symmetry) {
  return (symmetry & 4) ? symmetry : (4 - symmetry) & 3;
}

Point toCanonical(Point p, const CanonicalKey& key) {
  return transform(p, key.symmetry);
}

Point fromCanonical(Point p, const CanonicalKey& key) {
  return transform(p, inverseSymmetry(key.symmetry));
}

}  // namespace renju
