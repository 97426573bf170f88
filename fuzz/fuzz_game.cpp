// The rules state machine under random action sequences. The input bytes pick a configuration,
// then actions: mostly ones built from the state's own allowedActions() (so games get deep), some
// arbitrary (so every refusal path runs). Invariants checked after every step:
//  - an action built inside the constraints allowedActions() states is accepted;
//  - an accepted action is allowed for its seat (or is a server-only action while playing);
//  - stones on the board = stone moves, and forbiddenPoints() are empty points; the board's
//    incremental data is consistent (every 32 actions and at the end);
// and at the end, replay(config, log) accepts the whole log and gives the same state.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "game.h"

namespace {

using namespace renju;

void check(bool ok) {
  if (!ok) std::abort();
}

class Bytes {
 public:
  Bytes(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  uint8_t next() { return pos_ < size_ ? data_[pos_++] : 0; }
  /// 0..n-1 (n > 0), from one or two bytes.
  size_t below(size_t n) {
    size_t v = next();
    if (n > 256) v = v * 256 + next();
    return v % n;
  }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

bool isServerOnly(ActionType t) {
  return t == ActionType::CLAIM_WIN || t == ActionType::CLAIM_DRAW || t == ActionType::FLAG;
}

// Empty points of the region where `color` may put a stone now.
std::vector<Point> placeable(const GameState& s, Region region, Color color) {
  std::vector<Point> out;
  std::vector<Point> forbidden;
  if (color == Color::BLACK && s.config().fouls == FoulMode::REJECT) {
    for (auto& [p, kind] : s.forbiddenPoints()) forbidden.push_back(p);
  }
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (!contains(region, p) || !s.board().isEmpty(p)) continue;
    if (std::find(forbidden.begin(), forbidden.end(), p) != forbidden.end()) continue;
    out.push_back(p);
  }
  return out;
}

// An action inside the stated constraints, or nullopt when none can be built from them.
std::optional<Action> guided(const GameState& s, Seat seat, const AllowedAction& a, Bytes& in) {
  Action action{seat, a.type, Point{}, {}, 0};
  switch (a.type) {
    case ActionType::PLACE: {
      auto points = placeable(s, a.region, s.nextColor());
      if (points.empty()) return std::nullopt;
      action.point = points[in.below(points.size())];
      return action;
    }
    case ActionType::DECLARE:
      check(a.min <= a.max);
      action.count = a.min + static_cast<int>(in.below(static_cast<size_t>(a.max - a.min + 1)));
      return action;
    case ActionType::OFFER: {
      // Distinct symmetry classes of empty points (and not forbidden for Black when refused).
      auto classes = s.offerClasses(seat);
      check(classes.size() == BOARD_POINTS);
      auto points = placeable(s, Region::ANY, s.nextColor());
      std::vector<Point> chosen;
      std::vector<int> used;
      for (size_t tries = 0; tries < 64 && static_cast<int>(chosen.size()) < a.count; ++tries) {
        Point p = points[in.below(points.size())];
        int cls = classes[static_cast<size_t>(p.index())];
        check(cls >= 0);
        if (std::find(used.begin(), used.end(), cls) != used.end()) continue;
        used.push_back(cls);
        chosen.push_back(p);
      }
      if (static_cast<int>(chosen.size()) != a.count) return std::nullopt;
      action.points = chosen;
      return action;
    }
    case ActionType::CHOOSE:
      check(!a.choices.empty());
      action.point = a.choices[in.below(a.choices.size())];
      return action;
    default:
      return action;  // no parameters
  }
}

Action arbitrary(Bytes& in) {
  Action a;
  a.seat = (in.next() & 1) ? Seat::OTHER : Seat::OPENER;
  a.type = static_cast<ActionType>(in.below(ACTION_TYPE_COUNT));
  uint8_t x = in.next(), y = in.next();
  a.point = Point(x % 17 - 1, y % 17 - 1);  // a few off-board values too
  size_t n = in.below(12);
  for (size_t i = 0; i < n; ++i) {
    uint8_t px = in.next(), py = in.next();
    a.points.push_back(Point(px % 16, py % 16));
  }
  a.count = static_cast<int>(in.below(14)) - 1;
  return a;
}

// `full` adds Board::isConsistent(), which rebuilds every derived datum: it would take nearly all
// the time if done after every step.
void checkState(const GameState& s, bool full) {
  int stones = 0;
  for (const Move& m : s.moves()) {
    if (!m.isPass()) {
      ++stones;
      check(s.board().at(m.point) == m.color);
    }
  }
  check(stones == s.board().stoneCount());
  if (full) check(s.board().isConsistent());
  for (auto& [p, kind] : s.forbiddenPoints()) {
    check(s.board().isEmpty(p));
    check(kind != ForbiddenKind::NONE);
  }
  if (s.status() == Status::FINISHED) {
    check(s.result().has_value());
    check(!s.toMove().has_value());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Bytes in(data, size);
  uint8_t head = in.next();
  GameConfig config =
      makeConfig(static_cast<Rule>(head % 5), (head & 0x08) ? FoulMode::LOSE : FoulMode::REJECT,
                 (head & 0x10) != 0);
  if (config.n > 0) config.n = 1 + static_cast<int>(in.below(10));
  check(!validate(config).has_value());

  GameState state(config);
  std::vector<Action> log;
  while (!in.empty() && log.size() < 2000) {
    uint8_t op = in.next();
    bool wasPlaying = state.status() == Status::PLAYING;
    std::optional<Action> action;
    bool mustSucceed = false;
    if (op < 200) {
      Seat seat = (op & 1) ? Seat::OTHER : Seat::OPENER;
      if (op < 150 && state.toMove()) seat = *state.toMove();
      auto allowed = state.allowedActions(seat);
      if (allowed.empty()) continue;
      const AllowedAction& choice = allowed[in.below(allowed.size())];
      action = guided(state, seat, choice, in);
      mustSucceed = action.has_value();
    } else {
      action = arbitrary(in);
    }
    if (!action) continue;
    auto step = apply(state, *action);
    if (mustSucceed) check(step.ok());
    if (!step.ok()) {
      check(!step.error().code.empty());
      continue;
    }
    if (!isServerOnly(action->type)) {
      auto allowed = state.allowedActions(action->seat);
      check(std::any_of(allowed.begin(), allowed.end(),
                        [&](const AllowedAction& a) { return a.type == action->type; }));
    } else {
      check(wasPlaying);
    }
    log.push_back(*action);
    state = std::move(step.value().state);
    checkState(state, log.size() % 32 == 0);
  }
  checkState(state, true);

  ReplayResult again = replay(config, log);
  check(!again.error.has_value());
  check(again.state == state);
  return 0;
}
