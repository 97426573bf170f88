#pragma once
// Random legal play for the load generator. The rules library decides everything: the picker only
// draws among the actions GameState::allowedActions() lists, fills their parameters at random
// inside the stated constraints, and keeps a candidate only when apply() accepts it.
#include <cstdint>
#include <optional>
#include <random>

#include "game.h"

namespace renju::loadgen {

class ActionPicker {
 public:
  explicit ActionPicker(uint64_t seed) : rng_(seed) {}

  /// An action `seat` may take now that apply() accepts; nullopt when the seat has none (not its
  /// turn, or the game is over). Placing dominates; resigning and draw offers are rare (a few per
  /// thousand actions), so most games last until a five, a hundred actions or more.
  std::optional<Action> pick(const GameState& state, Seat seat);

  /// A uniform integer in [0, n); n > 0.
  uint64_t below(uint64_t n) { return std::uniform_int_distribution<uint64_t>(0, n - 1)(rng_); }
  /// True with probability p.
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

 private:
  std::optional<Action> withParameters(const GameState& state, Seat seat,
                                       const AllowedAction& allowed);

  std::mt19937_64 rng_;
};

}  // namespace renju::loadgen
