#include "records_game.h"

#include <algorithm>
#include <string>
#include <vector>

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

Result<Record> recordFromGame(const GameConfig& config, std::span<const Action> log,
                              const std::optional<LogTimes>& times) {
  if (times && times->acceptedMs.size() != log.size())
    return makeError("bad-log", "the log has " + std::to_string(log.size()) + " actions but " +
                                    std::to_string(times->acceptedMs.size()) + " times");
  Record r;
  // Time per move, kept in step with the moves on the board (a takeback drops its moves' times).
  std::vector<int> moveTimes;
  int64_t turnStarted = times ? times->startMs : 0;
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
    const GameState& next = t.value().state;
    if (times) {
      int64_t at = times->acceptedMs[i];
      size_t before = state.moves().size(), after = next.moves().size();
      if (after < before) moveTimes.resize(after);
      for (size_t k = before; k < after; ++k)
        moveTimes.push_back(static_cast<int>(std::max<int64_t>(0, at - turnStarted)));
      // Talk (a draw offer, a takeback request) does not end a turn; a move or a takeback does.
      if (after != before || next.toMove() != state.toMove()) turnStarted = at;
    }
    state = next;
  }
  if (times) r.timesMs = std::move(moveTimes);
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
