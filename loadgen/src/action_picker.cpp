#include "action_picker.h"

#include <algorithm>
#include <vector>

namespace renju::loadgen {

namespace {

// Relative weights of the action types when several are allowed (ActionType order).
double weightOf(ActionType t) {
  switch (t) {
    case ActionType::PLACE:
      return 100;
    case ActionType::SWAP:
      return 40;
    case ActionType::DECLARE:
      return 100;
    case ActionType::OFFER:
      return 100;
    case ActionType::CHOOSE:
      return 100;
    case ActionType::PASS:
      return 0.5;
    case ActionType::RESIGN:
      return 0.2;
    case ActionType::DRAW_OFFER:
      return 0.2;
    case ActionType::DRAW_ACCEPT:
      return 20;
    case ActionType::DRAW_DECLINE:
      return 80;
    case ActionType::TAKEBACK:
      return 1;
    case ActionType::TAKEBACK_ACCEPT:
      return 50;
    case ActionType::TAKEBACK_DECLINE:
      return 50;
    default:
      return 0;  // server-only actions are never listed
  }
}

constexpr int TRIES = 40;

}  // namespace

std::optional<Action> ActionPicker::withParameters(const GameState& state, Seat seat,
                                                   const AllowedAction& allowed) {
  Action action{seat, allowed.type, Point{}, {}, 0};
  switch (allowed.type) {
    case ActionType::PLACE: {
      std::vector<Point> empty;
      for (int i = 0; i < BOARD_POINTS; ++i) {
        Point p = Point::fromIndex(i);
        if (contains(allowed.region, p) && state.board().isEmpty(p)) empty.push_back(p);
      }
      // Forbidden points (fouls=reject) are refused by apply(); draw again.
      for (int t = 0; t < TRIES && !empty.empty(); ++t) {
        size_t k = below(empty.size());
        action.point = empty[k];
        if (apply(state, action).ok()) return action;
        empty[k] = empty.back();
        empty.pop_back();
      }
      return std::nullopt;
    }
    case ActionType::DECLARE:
      action.count = allowed.min +
                     static_cast<int>(below(static_cast<uint64_t>(allowed.max - allowed.min + 1)));
      break;
    case ActionType::OFFER: {
      // One point per symmetry class, as the state's own classes say; apply() has the last word.
      std::vector<int> classes = state.offerClasses(seat);
      for (int t = 0; t < TRIES; ++t) {
        std::vector<Point> points;
        std::vector<int> used;
        for (int guard = 0; guard < 2000 && static_cast<int>(points.size()) < allowed.count;
             ++guard) {
          Point p = Point::fromIndex(static_cast<int>(below(BOARD_POINTS)));
          int cls = classes.empty() ? p.index() : classes[static_cast<size_t>(p.index())];
          if (cls < 0 || std::find(used.begin(), used.end(), cls) != used.end()) continue;
          used.push_back(cls);
          points.push_back(p);
        }
        action.points = std::move(points);
        if (apply(state, action).ok()) return action;
      }
      return std::nullopt;
    }
    case ActionType::CHOOSE:
      if (allowed.choices.empty()) return std::nullopt;
      action.point = allowed.choices[below(allowed.choices.size())];
      break;
    default:
      break;
  }
  if (!apply(state, action).ok()) return std::nullopt;
  return action;
}

std::optional<Action> ActionPicker::pick(const GameState& state, Seat seat) {
  if (state.status() != Status::PLAYING) return std::nullopt;
  std::vector<AllowedAction> allowed = state.allowedActions(seat);
  while (!allowed.empty()) {
    double total = 0;
    for (const AllowedAction& a : allowed) total += weightOf(a.type);
    if (total <= 0) return std::nullopt;
    double x = std::uniform_real_distribution<double>(0, total)(rng_);
    size_t k = 0;
    for (; k + 1 < allowed.size(); ++k) {
      x -= weightOf(allowed[k].type);
      if (x < 0) break;
    }
    if (auto action = withParameters(state, seat, allowed[k])) return action;
    allowed.erase(allowed.begin() + static_cast<long>(k));
  }
  return std::nullopt;
}

}  // namespace renju::loadgen
