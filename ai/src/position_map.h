#pragma once
// A map from position hashes to small positive integers (the threat search's refuted positions
// and their depths): open addressing with linear probing, doubled when half full. The threat
// search inserts at most every node, and a node-based map allocated at each insert.
#include <cstdint>
#include <optional>
#include <vector>

namespace renju::ai {

class PositionMap {
 public:
  /// The value stored for `key`, if any.
  std::optional<int> find(uint64_t key) const {
    if (slots_.empty()) return std::nullopt;
    for (size_t i = key & mask_;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (s.value == EMPTY) return std::nullopt;
      if (s.key == key) return s.value;
    }
  }

  /// Sets the value of `key`. Precondition: value > 0.
  void set(uint64_t key, int value) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    for (size_t i = key & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (s.value == EMPTY) {
        s = {key, value};
        ++count_;
        return;
      }
      if (s.key == key) {
        s.value = value;
        return;
      }
    }
  }

  size_t size() const { return count_; }

 private:
  static constexpr int EMPTY = 0;  // values are positive
  static constexpr size_t FIRST_SIZE = 256;
  struct Slot {
    uint64_t key = 0;
    int value = EMPTY;
  };

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.empty() ? FIRST_SIZE : 2 * old.size(), Slot{});
    mask_ = slots_.size() - 1;
    count_ = 0;
    for (const Slot& s : old)
      if (s.value != EMPTY) set(s.key, s.value);
  }

  std::vector<Slot> slots_;
  size_t mask_ = 0;
  size_t count_ = 0;
};

}  // namespace renju::ai
