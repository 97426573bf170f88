#include "transposition.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <new>
#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace renju::ai {

static_assert(sizeof(TTEntry) == 16, "an entry is a quarter of a cache line");

namespace {
constexpr size_t HUGE_PAGE = size_t{2} << 20;
}

void TranspositionTable::Free::operator()(TTEntry* p) const {
  std::free(p);
}

// The probes land anywhere in the table: with 4 KB pages nearly every one also missed the TLB.
// So a table of a huge page or more is aligned to one and advised as such (Linux backs it with
// huge pages where the system allows it on request).
TranspositionTable::TranspositionTable(size_t megabytes) {
  const size_t wanted = megabytes * 1024 * 1024 / sizeof(TTEntry);
  count_ = wanted < 1024 ? 1024 : std::bit_floor(wanted);
  mask_ = count_ - 1;
  const size_t bytes = count_ * sizeof(TTEntry);  // a power of two
  const size_t alignment = std::min(bytes, HUGE_PAGE);
  void* memory = std::aligned_alloc(alignment, bytes);
  if (memory == nullptr) {
#if __cpp_exceptions
    throw std::bad_alloc();
#else
    std::abort();  // the WebAssembly build (wasm/) has no exceptions
#endif
  }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  if (bytes >= HUGE_PAGE) madvise(memory, bytes, MADV_HUGEPAGE);  // a hint: failure is harmless
#endif
  slots_.reset(static_cast<TTEntry*>(memory));
  std::uninitialized_fill_n(slots_.get(), count_, TTEntry{});
}

void TranspositionTable::clear() {
  if (++generation_ < TTEntry::GENERATIONS) return;
  std::fill_n(slots_.get(), count_, TTEntry{});
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
