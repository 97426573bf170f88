#include "transposition.h"

#include <bit>

namespace renju::ai {

static_assert(sizeof(TTEntry) == 16, "an entry is a quarter of a cache line");

TranspositionTable::TranspositionTable(size_t megabytes) {
  size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry);
  size_t count = wanted < 1024 ? 1024 : std::bit_floor(wanted);
  slots_.resize(count);
  mask_ = count - 1;
}

void TranspositionTable::clear() {
  if (++generation_ < TTEntry::GENERATIONS) return;
  std::fill(slots_.begin(), slots_.end(), TTEntry{});
  generation_ = 1;
}

const TTEntry* TranspositionTable::probe(uint64_t key) const {
  const TTEntry& e = slots_[key & mask_];
  return e.key == key && e.generation() == generation_ && e.bound() != Bound::NONE ? &e : nullptr;
}

void TranspositionTable::store(uint64_t key, int score, int move, int depth, Bound bound) {
  TTEntry& e = slots_[key & mask_];
  const bool same = e.key == key && e.generation() == generation_;
  // Keep a deeper result of the same position unless the new one is exact.
  if (same && e.depth > depth && bound != Bound::EXACT) return;
  if (same && move < 0) move = e.move;
  e = TTEntry{
      key, score, static_cast<int16_t>(move), static_cast<int8_t>(depth),
      static_cast<uint8_t>(generation_ << TTEntry::GENERATION_SHIFT | static_cast<int>(bound))};
}

}  // namespace renju::ai
