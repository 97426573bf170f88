#pragma once
// The transposition table of the alpha-beta search: one entry per slot, replaced by a deeper or
// newer search of another position. Mate scores are stored relative to the node.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace renju::ai {

enum class Bound : uint8_t { NONE, UPPER, LOWER, EXACT };

struct TTEntry {
  uint64_t key = 0;
  int32_t score = 0;
  int16_t move = -1;  ///< board cell, -1 for none
  int8_t depth = -1;
  Bound bound = Bound::NONE;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(size_t megabytes);
  void clear();
  /// The entry of `key`, or nullptr.
  const TTEntry* probe(uint64_t key) const;
  void store(uint64_t key, int score, int move, int depth, Bound bound);

 private:
  std::vector<TTEntry> slots_;
  uint64_t mask_ = 0;
};

}  // namespace renju::ai
