#include "procedure.h"

#include <cassert>

namespace renju {

namespace {

// Yamaguchi's declared count: the published rule has no upper bound; this site allows 1..10.
constexpr int YAMAGUCHI_MAX_DECLARE = 10;

// The RIF rule: Black offers exactly two fifth moves.
constexpr int RIF_OFFERS = 2;

// Where the opener's stones 1-3 go (RIF, Yamaguchi, Soosorv) and Taraguchi's stones 1-4.
Region openingRegion(int moveNumber) {
  switch (moveNumber) {
    case 1:
      return Region::CENTER;
    case 2:
      return Region::R3;
    case 3:
      return Region::R5;
    case 4:
      return Region::R7;
    default:
      return Region::ANY;
  }
}

// The number of fifth moves Black offers in phase OFFER / SECOND_SWAP.
int offerCount(const GameState& s) {
  if (s.config().rule == Rule::RIF) return RIF_OFFERS;
  assert(s.declared().has_value());
  return *s.declared();
}

int nextMoveNumber(const GameState& s) {
  return s.moveCount() + 1;
}

}  // namespace

Phase initialPhase(Rule rule) {
  switch (rule) {
    case Rule::STANDARD:
      return Phase::MAIN;
    case Rule::RIF:
    case Rule::YAMAGUCHI:
    case Rule::SOOSORV:
      return Phase::OPENING_STONES;
    case Rule::TARAGUCHI:
      return Phase::TARA_MOVE;
  }
  return Phase::MAIN;
}

Step currentStep(const GameState& s) {
  assert(s.status() == Status::PLAYING);
  const Rule rule = s.config().rule;
  const Seat black = s.seatOf(Color::BLACK);
  const Seat white = s.seatOf(Color::WHITE);
  Step step;
  switch (s.phase()) {
    case Phase::OPENING_STONES:  // the opener places B h8, W in 3x3, B in 5x5 himself
      step.actor = Seat::OPENER;
      step.place = openingRegion(nextMoveNumber(s));
      break;
    case Phase::DECLARE:
      if (rule == Rule::YAMAGUCHI) {  // the opener, with the three stones
        step.actor = Seat::OPENER;
        step.declareMin = 1;
        step.declareMax = YAMAGUCHI_MAX_DECLARE;
      } else {  // Soosorv: White, with move 4
        assert(rule == Rule::SOOSORV);
        step.actor = white;
        step.declareMin = 1;
        step.declareMax = s.config().n;
      }
      break;
    case Phase::SWAP_OR_MOVE4:
      step.actor = white;
      step.swap = true;
      step.place = Region::ANY;
      break;
    case Phase::MOVE4:
      step.actor = white;
      step.place = Region::ANY;
      break;
    case Phase::SECOND_SWAP:  // Soosorv: Black may swap once more
      step.swap = true;
      [[fallthrough]];
    case Phase::OFFER:
      step.actor = black;
      // With exactly one fifth move to offer, Black simply plays it.
      if (offerCount(s) == 1)
        step.place = Region::ANY;
      else
        step.offer = offerCount(s);
      break;
    case Phase::CHOOSE:
      step.actor = white;
      step.choose = true;
      break;
    case Phase::TARA_MOVE:
      step.actor = s.seatOf(s.nextColor());
      step.place = openingRegion(nextMoveNumber(s));
      step.swap = nextMoveNumber(s) >= 2;  // before each of moves 2, 3, 4
      break;
    case Phase::TARA_AFTER_SWAP:
      step.actor = s.seatOf(s.nextColor());
      step.place = openingRegion(nextMoveNumber(s));
      break;
    case Phase::TARA_OPTIONS:
      step.actor = black;
      step.swap = true;           // option 1 (a swap commits to it)
      step.place = Region::R9;    // option 1
      step.offer = s.config().n;  // option 2
      break;
    case Phase::TARA_MOVE5:
      step.actor = black;
      step.place = Region::R9;
      break;
    case Phase::TARA_SWAP6:
      step.actor = white;
      step.swap = true;
      step.place = Region::ANY;
      step.pass = true;  // move 6 is after the procedure: a pass declines the swap too
      break;
    case Phase::MAIN:
      step.actor = s.seatOf(s.nextColor());
      step.place = Region::ANY;
      step.pass = true;
      break;
  }
  return step;
}

bool offerPlacesAtOnce(const GameState& s) {
  return s.phase() == Phase::TARA_OPTIONS && s.config().n == 1;
}

Phase phaseAfter(const GameState& before, ActionType type) {
  const Rule rule = before.config().rule;
  const int placed = before.moveCount() + 1;  // the move number a placed stone gets
  switch (before.phase()) {
    case Phase::OPENING_STONES:
      assert(type == ActionType::PLACE);
      if (placed < 3) return Phase::OPENING_STONES;
      return rule == Rule::YAMAGUCHI ? Phase::DECLARE : Phase::SWAP_OR_MOVE4;
    case Phase::DECLARE:
      return rule == Rule::YAMAGUCHI ? Phase::SWAP_OR_MOVE4 : Phase::SECOND_SWAP;
    case Phase::SWAP_OR_MOVE4:
      if (type == ActionType::SWAP) return Phase::MOVE4;
      [[fallthrough]];
    case Phase::MOVE4:
      return rule == Rule::SOOSORV ? Phase::DECLARE : Phase::OFFER;
    case Phase::SECOND_SWAP:
      if (type == ActionType::SWAP) return Phase::OFFER;
      [[fallthrough]];
    case Phase::OFFER:
      return type == ActionType::OFFER ? Phase::CHOOSE : Phase::MAIN;
    case Phase::CHOOSE:
      return Phase::MAIN;
    case Phase::TARA_MOVE:
      if (type == ActionType::SWAP) return Phase::TARA_AFTER_SWAP;
      [[fallthrough]];
    case Phase::TARA_AFTER_SWAP:
      return placed < 4 ? Phase::TARA_MOVE : Phase::TARA_OPTIONS;
    case Phase::TARA_OPTIONS:
      switch (type) {
        case ActionType::SWAP:
          return Phase::TARA_MOVE5;
        case ActionType::PLACE:
          return Phase::TARA_SWAP6;
        default:
          return offerPlacesAtOnce(before) ? Phase::MAIN : Phase::CHOOSE;
      }
    case Phase::TARA_MOVE5:
      return Phase::TARA_SWAP6;
    case Phase::TARA_SWAP6:
      return Phase::MAIN;
    case Phase::MAIN:
      return Phase::MAIN;
  }
  return Phase::MAIN;
}

}  // namespace renju
