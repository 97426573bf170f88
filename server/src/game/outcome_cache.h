#pragma once
// Idempotency: what each seat's recent action keys ended as, so that a client resending an
// action after a lost acknowledgement is answered as the first time and nothing is applied
// twice. Bounded per seat (the oldest key is forgotten first). Pure: the room asks before it
// applies an action and remembers every answer it gives.
#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <variant>

#include "game.h"
#include "result.h"

namespace renju::server {

/// The version an action made, or the error it was refused with.
using Outcome = std::variant<int64_t, Error>;

class OutcomeCache {
 public:
  static constexpr size_t DEFAULT_PER_SEAT = 256;
  explicit OutcomeCache(size_t perSeat = DEFAULT_PER_SEAT) : perSeat_(perSeat) {}

  /// Remembers the first outcome of `key` for `seat`; an empty key (no idempotency asked) and a
  /// key already known are ignored.
  void remember(Seat seat, const std::string& key, Outcome outcome);
  /// The outcome remembered for `key`, or null.
  const Outcome* find(Seat seat, const std::string& key) const;
  size_t size(Seat seat) const { return order_[index(seat)].size(); }

 private:
  static size_t index(Seat s) { return static_cast<size_t>(s); }

  size_t perSeat_;
  std::array<std::unordered_map<std::string, Outcome>, 2> outcomes_;
  std::array<std::deque<std::string>, 2> order_;
};

}  // namespace renju::server
