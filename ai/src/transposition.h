#pragma once
// The transposition table of the alpha-beta search: one entry per slot, replaced by a deeper or
// newer search of another position. Mate scores are stored relative to the node.
#include <cstddef>
#include <cstdint>
#include <memory>

namespace renju::ai {

enum class Bound : uint8_t { NONE, UPPER, LOWER, EXACT };

struct TTEntry {
  uint64_t key = 0;
  int32_t score = 0;
  int16_t move = -1;  ///< board cell, -1 for none
  int8_t depth = -1;
  /// The bound in the low bits, above them the table's generation when it was stored.
  uint8_t tag = 0;

  Bound bound() const { return static_cast<Bound>(tag & BOUND_MASK); }
  int generation() const { return tag >> GENERATION_SHIFT; }
  static constexpr int BOUND_MASK = 3;
  static constexpr int GENERATION_SHIFT = 2;
  static constexpr int GENERATIONS = 1 << (8 - GENERATION_SHIFT);
};

class TranspositionTable {
 public:
  explicit TranspositionTable(size_t megabytes);
  /// Forgets every entry. An entry of an older generation counts as empty, so this only starts
  /// a new one; the slots are wiped once every GENERATIONS - 1 clears, when the count wraps.
  /// (Wiping 16 MB took about 2 ms, a twentieth of the bench.)
  void clear();
  /// The entry of `key`, or nullptr.
  const TTEntry* probe(uint64_t key) const;
  void store(uint64_t key, int score, int move, int depth, Bound bound);
  /// Starts loading the slot of `key`, which a probe will soon read.
  void prefetch(uint64_t key) const { __builtin_prefetch(&slots_[key & mask_]); }

 private:
  struct Free {
    void operator()(TTEntry* p) const;
  };
  std::unique_ptr<TTEntry[], Free> slots_;
  size_t count_ = 0;
  uint64_t mask_ = 0;
  int generation_ = 1;  ///< never 0, a wiped slot's
};

}  // namespace renju::ai
