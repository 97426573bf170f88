#include "transposition.h"

#include <bit>

namespace renju::ai {

TranspositionTable::TranspositionTable(size_t megabytes) {
  size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry);
  size_t count = wanted < 1024 ? 1024 : std::bit_floor(wanted);
  slots_.resize(count);
  mask_ = count - 1;
}

void TranspositionTable::clear() {
  std::fill(slots_.begin(), slots_.end(), TTEntry{});
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
  const TTEntry& e = slots_[key & mask_];
  return e.key == key && e.bound != Bound::NONE ? &e : nullptr;
}

void TranspositionTable::store(uint64_t key, int score, int move, int depth, Bound bound) {
  TTEntry& e = slots_[key & mask_];
  // Keep a deeper result of the same position unless the new one is exact.
  if (e.key == key && e.depth > depth && bound != Bound::EXACT) return;
  if (e.key == key && move < 0) move = e.move;
  e = TTEntry{key, score, static_cast<int16_t>(move), static_cast<int8_t>(depth), bound};
}

}  // namespace renju::ai
