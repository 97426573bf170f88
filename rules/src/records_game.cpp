#include "records_game.h"

#include <string>

namespace renju {

namespace {

bool mayAct(const GameState& s, Seat seat, ActionType type) {
  for (const AllowedAction& a : s.allowedActions(seat)) {
    if (a.type == type) return true;
  }
  return false;
}

// Actions that take a seat's turn in the opening (as opposed to draw or takeback talk).
bool takesTheTurn(ActionType t) {
  return t == ActionType::PLACE || t == ActionType::SWAP || t == ActionType::DECLARE ||
         t == ActionType::OFFER || t == ActionType::CHOOSE || t == ActionType::PASS;
}

}  // namespace

Result<Record> recordFromGame(const GameConfig& config, std::span<const Action> log) {
  Record r;
  r.opening.rule = std::string(toString(config.rule));
  r.opening.n = config.n;
  GameState state(config);
  for (size_t i = 0; i < log.size(); ++i) {
    const Action& a = log[i];
    bool swapPoint =
        takesTheTurn(a.type) && state.toMove() == a.seat && mayAct(state, a.seat, ActionType::SWAP);
    Result<Transition> t = apply(state, a);
    if (!t) {
      return makeError(
          "bad-log", "action " + std::to_string(i) + " (" + std::string(toString(a.type)) + " by " +
                         std::string(toString(a.seat)) + ") is refused: " + t.error().message);
    }
    if (swapPoint) r.opening.swaps += a.type == ActionType::SWAP ? 'S' : '-';
    for (const Event& e : t->events) {
      if (e.type == EventType::OFFERED) r.opening.offers = e.points;
    }
    state = t.value().state;
  }
  for (const Move& m : state.moves()) r.moves.push_back(m.isPass() ? PASS : m.point);
  r.opening.declared = state.declared().value_or(0);
  r.opening.openerEndsBlack = state.colorOf(Seat::OPENER) == Color::BLACK;
  if (const std::optional<GameResult>& g = state.result()) {
    RecordedResult res;
    res.winner = g->winnerColor;
    res.reason = std::string(toString(g->reason));
    if (g->reason == EndReason::FOUL) {
      res.foulKind = g->foulKind;
      res.foulPoint = g->foulPoint;
    }
    r.result = res;
  }
  return r;
}

}  // namespace renju
