#pragma once
// Keys of positions for the opening explorer: the same stones in any of the 8 orientations of
// the board get the same canonical key, so a game played in one corner's mirror image counts for
// the position on screen. The keys are stored in databases: the Zobrist table is fixed (made
// from a constant seed), never change it without migrating the stored keys.
#include <array>
#include <cstdint>

#include "board.h"
#include "types.h"

namespace renju {

/// The Zobrist key of one stone: a fixed pseudo-random 64-bit number per colour and point.
uint64_t stoneKey(Point p, Color c);

/// A position's key in the canonical orientation: the smallest Zobrist key over the 8
/// symmetries about h8 (transform() in openings.h), and the smallest symmetry giving it.
struct CanonicalKey {
  uint64_t key = 0;
  /// transform(p, symmetry) takes a point of the position as given into the canonical
  /// orientation; fromCanonical undoes it.
  int symmetry = 0;
  friend bool operator==(const CanonicalKey&, const CanonicalKey&) = default;
};

/// The Zobrist keys of a position in all 8 orientations, updated stone by stone (8 xors a
/// stone), for walking through a game's moves.
class SymmetricKeys {
 public:
  /// Adds a stone (or removes it again: the keys are xor sums). Precondition: p valid.
  void toggle(Point p, Color c);
  /// The key of the position turned by `symmetry`.
  uint64_t key(int symmetry) const { return keys_[symmetry]; }
  CanonicalKey canonical() const;

 private:
  std::array<uint64_t, 8> keys_{};
};

/// The canonical key of the stones on `board`.
CanonicalKey canonicalKey(const Board& board);

/// A point of the position as given, in the canonical orientation of `key`.
Point toCanonical(Point p, const CanonicalKey& key);
/// A point of the canonical orientation, back in the orientation of the position as given.
Point fromCanonical(Point p, const CanonicalKey& key);
/// The symmetry that undoes `symmetry` (a reflection undoes itself; a turn by the opposite one).
int inverseSymmetry(int symmetry);

}  // namespace renju
