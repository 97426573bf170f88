#pragma once
// The opening procedures as small state machines over `Phase`. Each rule says only where it
// differs from the others: which phase follows which action, who acts in a phase, and what that
// seat may do. game.cpp does the rest (checking points, placing stones, events, draws, takebacks).
#include <optional>

#include "game.h"

namespace renju {

/// What the seat that must act may do in the current phase (procedure actions only).
struct Step {
  Seat actor = Seat::OPENER;
  std::optional<Region> place;  ///< a stone may be placed, in this region
  bool swap = false;
  int declareMin = 0;  ///< declare allowed when declareMax > 0
  int declareMax = 0;
  int offer = 0;  ///< an offer of exactly this many points is allowed when > 0
  bool choose = false;
  bool pass = false;
};

/// The phase a new game starts in.
Phase initialPhase(Rule rule);

/// What the state asks for now. Contract: the game is playing.
Step currentStep(const GameState& state);

/// The phase after a procedure action of `type` (place, swap, declare, offer, choose, pass) that
/// `currentStep(before)` allowed; `before` is the state before the action.
Phase phaseAfter(const GameState& before, ActionType type);

/// Whether the offer of `step.offer` points in the current phase places move 5 at once
/// (Taraguchi-1's option 2) instead of waiting for White's choice.
bool offerPlacesAtOnce(const GameState& state);

}  // namespace renju
