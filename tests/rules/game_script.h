#pragma once
// Test helper: games written as scripts.
//   Script g(makeConfig(Rule::RIF));
//   g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10").swap(OTHER);
//   EXPECT_EQ(g.refused(place(OTHER, "a1")).code, "not-your-turn");
// Each accepted action is appended to the script's log; a refused one must leave the state as it
// was. A failing step reports the step number and the rules library's error.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "notation.h"

namespace renju::testing {

inline constexpr Seat OPENER = Seat::OPENER;
inline constexpr Seat OTHER = Seat::OTHER;

inline Point pt(std::string_view s) {
  auto p = parsePoint(s);
  EXPECT_TRUE(p.has_value()) << "bad point in a test: " << s;
  return p.value_or(Point{});
}

inline std::vector<Point> pts(std::string_view list) {
  auto r = parseMoveList(list);
  EXPECT_TRUE(r.ok()) << "bad point list in a test: " << list;
  return r.ok() ? r.value() : std::vector<Point>{};
}

inline Action act(Seat s, ActionType t) {
  Action a;
  a.seat = s;
  a.type = t;
  return a;
}
inline Action place(Seat s, std::string_view p) {
  Action a = act(s, ActionType::PLACE);
  a.point = pt(p);
  return a;
}
inline Action choose(Seat s, std::string_view p) {
  Action a = act(s, ActionType::CHOOSE);
  a.point = pt(p);
  return a;
}
inline Action offer(Seat s, std::string_view list) {
  Action a = act(s, ActionType::OFFER);
  a.points = pts(list);
  return a;
}
inline Action declare(Seat s, int n) {
  Action a = act(s, ActionType::DECLARE);
  a.count = n;
  return a;
}

class Script {
 public:
  explicit Script(const GameConfig& config) : state_(config) {}

  const GameState& state() const { return state_; }
  const std::vector<Action>& log() const { return log_; }
  const std::vector<Event>& lastEvents() const { return events_; }

  /// Applies an action that must be accepted.
  Script& ok(const Action& a) {
    auto r = apply(state_, a);
    EXPECT_TRUE(r.ok()) << "step " << log_.size() << " (" << toString(a.type) << " by "
                        << toString(a.seat) << ") refused: "
                        << (r.ok() ? std::string() : r.error().code + ": " + r.error().message);
    if (r.ok()) {
      state_ = r.value().state;
      events_ = r.value().events;
      log_.push_back(a);
    }
    return *this;
  }

  /// Applies an action that must be refused; returns the error. The state must not change.
  Error refused(const Action& a) {
    const GameState before = state_;
    auto r = apply(state_, a);
    EXPECT_FALSE(r.ok()) << "step " << log_.size() << " (" << toString(a.type) << " by "
                         << toString(a.seat) << ") was accepted but should be refused";
    EXPECT_TRUE(state_ == before);
    if (r.ok()) return Error{"accepted", ""};
    EXPECT_FALSE(r.error().message.empty());
    return r.error();
  }

  Script& place(Seat s, std::string_view p) { return ok(renju::testing::place(s, p)); }
  Script& choose(Seat s, std::string_view p) { return ok(renju::testing::choose(s, p)); }
  Script& offer(Seat s, std::string_view list) { return ok(renju::testing::offer(s, list)); }
  Script& declare(Seat s, int n) { return ok(renju::testing::declare(s, n)); }
  Script& swap(Seat s) { return ok(act(s, ActionType::SWAP)); }
  Script& pass(Seat s) { return ok(act(s, ActionType::PASS)); }
  Script& simple(Seat s, ActionType t) { return ok(act(s, t)); }

  /// Plays a move list alternately from the seat to move (stones only).
  Script& moves(std::string_view list) {
    for (Point p : pts(list)) {
      auto seat = state_.toMove();
      EXPECT_TRUE(seat.has_value());
      if (!seat) break;
      Action a = act(*seat, ActionType::PLACE);
      a.point = p;
      ok(a);
    }
    return *this;
  }

  // Facts, for short assertions.
  std::optional<Seat> toMove() const { return state_.toMove(); }
  Color colorOf(Seat s) const { return state_.colorOf(s); }
  Phase phase() const { return state_.phase(); }
  bool allows(Seat s, ActionType t) const {
    for (const auto& a : state_.allowedActions(s))
      if (a.type == t) return true;
    return false;
  }
  std::optional<AllowedAction> allowed(Seat s, ActionType t) const {
    for (const auto& a : state_.allowedActions(s))
      if (a.type == t) return a;
    return std::nullopt;
  }

 private:
  GameState state_;
  std::vector<Action> log_;
  std::vector<Event> events_;
};

}  // namespace renju::testing
