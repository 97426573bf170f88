// Engine::decide: every decision an opening procedure asks of a seat, made by searching the
// positions each choice leads to (no opening tables).
#include <algorithm>
#include <cstdlib>

#include "engine.h"
#include "forbidden.h"
#include "levels.h"
#include "procedure.h"
#include "symmetry.h"

namespace renju::ai {

namespace {

// Searches below this many nodes say little; a shared budget never goes lower.
constexpr uint64_t MIN_SHARE_NODES = 400;
// Positions closer to equal than this (pattern units) count as balanced: no swap for so little.
constexpr int SWAP_MARGIN = 15;
// What one more fifth-move offer is worth to White when Black declares or swaps.
constexpr int OFFER_VALUE = 12;
// Candidates looked at for a balanced stone and for the fifth-move offers (beyond N).
constexpr size_t BALANCE_CANDIDATES = 10;
constexpr size_t EXTRA_OFFER_CANDIDATES = 6;

// `num / den` of the decision's budget (time and nodes). The parts a decision hands out add up to
// at most its whole budget, so that the decision answers within its time.
Limits part(const Limits& l, int num, int den) {
  Limits s = l;
  den = std::max(den, 1);
  const TimeBudget t = timeBudget(l);
  s.remainingMs = -1;
  s.incrementMs = 0;
  s.moveTimeMs = t.hardMs > 0 ? std::max<int64_t>(1, t.hardMs * num / den) : 0;
  const uint64_t nodes = nodeBudget(l, t.hardMs > 0);
  s.maxNodes = nodes > 0 ? std::max<uint64_t>(MIN_SHARE_NODES, nodes * num / den) : 0;
  return s;
}

// A part of the decision's budget for one of `parts` searches.
Limits share(const Limits& l, int parts) {
  return part(l, 1, parts);
}

std::vector<Point> emptyIn(const Board& b, Region r) {
  std::vector<Point> out;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (b.isEmpty(p) && contains(r, p)) out.push_back(p);
  }
  return out;
}

class Decider {
 public:
  Decider(Engine& e, const GameState& s, Seat seat, const Limits& l, const std::atomic<bool>* stop)
      : e_(e), s_(s), seat_(seat), l_(l), stop_(stop) {}

  Action decide();

 private:
  Action act(ActionType t) const { return Action{.seat = seat_, .type = t}; }
  Action place(Point p) const {
    return Action{.seat = seat_, .type = ActionType::PLACE, .point = p};
  }

  // The score of `side` after a search with `toMove` to move on `b`.
  int valueFor(Color side, const Board& b, Color toMove, const Limits& l) {
    SearchInfo info = e_.search(b, toMove, l, stop_);
    int v = info.best ? info.score : 0;
    return side == toMove ? v : -v;
  }
  std::optional<Point> bestIn(Region r, const Limits& l, int* score = nullptr);
  Point balancedIn(Region r, const Limits& l);
  std::vector<std::pair<int, Point>> rankedOffers(int count, const Limits& l);
  Action offer(int count, const Limits& l);
  Action choose();
  Action mainMove(const Limits& l);

  Engine& e_;
  const GameState& s_;
  const Seat seat_;
  const Limits l_;
  const std::atomic<bool>* stop_;
};

std::optional<Point> Decider::bestIn(Region r, const Limits& l, int* score) {
  const Color me = s_.nextColor();
  std::vector<Point> allowed = emptyIn(s_.board(), r);
  SearchInfo info = r == Region::ANY ? e_.search(s_.board(), me, l, stop_)
                                     : e_.searchAmong(s_.board(), me, l, allowed, stop_);
  if (score) *score = info.score;
  return info.best;
}

// A stone in r for the colour to move after which the position is closest to equal: the opener's
// stones, and stones the opponent may still swap.
Point Decider::balancedIn(Region r, const Limits& l) {
  const Color me = s_.nextColor();
  Board b = s_.board();
  std::vector<Point> points = emptyIn(b, r);
  // Legal ones only, nearest the centre first (a fixed, reproducible order).
  std::erase_if(points, [&](Point p) {
    return me == Color::BLACK && forbiddenKind(b, p) != ForbiddenKind::NONE;
  });
  std::stable_sort(points.begin(), points.end(),
                   [](Point a, Point c) { return a.ringFromCenter() < c.ringFromCenter(); });
  if (points.size() == 1) return points[0];
  if (points.size() > BALANCE_CANDIDATES) points.resize(BALANCE_CANDIDATES);
  const Limits each = share(l, static_cast<int>(points.size()));
  Point best = points[0];
  int bestGap = WIN_SCORE * 2;
  for (Point p : points) {
    b.place(p, me);
    int gap = std::abs(valueFor(me, b, ~me, each));
    b.remove(p);
    if (gap < bestGap) {
      bestGap = gap;
      best = p;
    }
  }
  return best;
}

// Black's candidate fifth moves, best for Black first, no two symmetric: (White's best score
// after it, point).
std::vector<std::pair<int, Point>> Decider::rankedOffers(int count, const Limits& l) {
  Board b = s_.board();
  const std::vector<int> classes = symmetryClasses(b);
  SearchInfo guide = e_.search(b, Color::BLACK, share(l, count + 4), stop_);
  std::vector<Point> order;
  if (guide.best) order.push_back(*guide.best);
  // Then every legal point, nearest the stones' centre first, one per symmetry class.
  std::vector<Point> rest;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    if (b.isEmpty(p) && forbiddenKind(b, p) == ForbiddenKind::NONE) rest.push_back(p);
  }
  std::stable_sort(rest.begin(), rest.end(),
                   [](Point a, Point c) { return a.ringFromCenter() < c.ringFromCenter(); });
  order.insert(order.end(), rest.begin(), rest.end());
  std::vector<Point> picked;
  std::vector<bool> classUsed(BOARD_POINTS, false);
  const size_t want = static_cast<size_t>(count) + EXTRA_OFFER_CANDIDATES;
  for (Point p : order) {
    int cls = classes[p.index()];
    if (cls < 0 || classUsed[cls]) continue;
    classUsed[cls] = true;
    picked.push_back(p);
    if (picked.size() >= want) break;
  }
  const Limits each = share(l, static_cast<int>(picked.size()) + 4);
  std::vector<std::pair<int, Point>> ranked;
  for (Point p : picked) {
    b.place(p, Color::BLACK);
    ranked.emplace_back(valueFor(Color::WHITE, b, Color::WHITE, each), p);
    b.remove(p);
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& x, const auto& y) { return x.first < y.first; });
  return ranked;
}

// White takes the offer best for White, so Black offers the N whose best reply is worst for White.
Action Decider::offer(int count, const Limits& l) {
  auto ranked = rankedOffers(count, l);
  Action a = act(ActionType::OFFER);
  for (int i = 0; i < count && i < static_cast<int>(ranked.size()); ++i)
    a.points.push_back(ranked[i].second);
  return a;
}

Action Decider::choose() {
  Board b = s_.board();
  const Limits each = share(l_, static_cast<int>(s_.offers().size()));
  Point best = s_.offers().front();
  int bestValue = -WIN_SCORE * 2;
  for (Point p : s_.offers()) {
    b.place(p, Color::BLACK);
    int v = valueFor(Color::WHITE, b, Color::WHITE, each);
    b.remove(p);
    if (v > bestValue) {
      bestValue = v;
      best = p;
    }
  }
  return Action{.seat = seat_, .type = ActionType::CHOOSE, .point = best};
}

// After the opening: the searched move; a pass only without a legal stone.
Action Decider::mainMove(const Limits& l) {
  auto best = bestIn(Region::ANY, l);
  return best ? place(*best) : act(ActionType::PASS);
}

Action Decider::decide() {
  const Step step = currentStep(s_);
  const Color me = s_.colorOf(seat_);
  const Board& b = s_.board();
  switch (s_.phase()) {
    case Phase::OPENING_STONES:
    case Phase::TARA_AFTER_SWAP:
      return place(balancedIn(*step.place, l_));
    case Phase::DECLARE: {
      // The declarer leaves the swap to the other seat: more offers make up for a Black edge.
      int black = valueFor(Color::BLACK, b, s_.nextColor(), share(l_, 1));
      int count = 1 + std::max(0, black) / OFFER_VALUE;
      return Action{.seat = seat_,
                    .type = ActionType::DECLARE,
                    .count = std::clamp(count, step.declareMin, step.declareMax)};
    }
    case Phase::SWAP_OR_MOVE4:
    case Phase::TARA_SWAP6: {
      // Holding White: swap when Black's side is the better one, counting White's offers to come.
      int white = 0;
      Limits half = share(l_, 2);
      auto move = bestIn(Region::ANY, half, &white);
      if (s_.declared()) white += *s_.declared() * OFFER_VALUE / 2;
      if (white < -SWAP_MARGIN) return act(ActionType::SWAP);
      if (move) return place(*move);
      return step.pass ? act(ActionType::PASS) : act(ActionType::SWAP);
    }
    case Phase::MOVE4:
    case Phase::TARA_MOVE5:
      return s_.phase() == Phase::TARA_MOVE5 ? place(balancedIn(Region::R9, l_)) : mainMove(l_);
    case Phase::SECOND_SWAP:
    case Phase::OFFER: {
      const int count = step.offer > 0 ? step.offer : 1;
      if (step.swap) {
        int black = valueFor(Color::BLACK, b, Color::BLACK, share(l_, 4));
        if (black - count * OFFER_VALUE < -SWAP_MARGIN) return act(ActionType::SWAP);
        const Limits rest = part(l_, 3, 4);
        return step.offer > 0 ? offer(count, rest) : mainMove(rest);
      }
      return step.offer > 0 ? offer(count, l_) : mainMove(l_);
    }
    case Phase::CHOOSE:
      return choose();
    case Phase::TARA_MOVE: {
      if (step.swap) {  // hand this stone to the opponent when the side to move stands worse
        int mine = valueFor(me, b, me, share(l_, 2));
        if (mine < -SWAP_MARGIN) return act(ActionType::SWAP);
      }
      return place(balancedIn(*step.place, share(l_, 2)));
    }
    case Phase::TARA_OPTIONS: {
      // Option 2 (offer N) when Black keeps an edge after White's pick; else option 1: swap when
      // Black stands worse, or a balanced fifth move that White may still swap.
      auto ranked = rankedOffers(s_.config().n, share(l_, 2));
      int worstForBlack =
          ranked.empty() ? 0 : -ranked[std::min<size_t>(s_.config().n, ranked.size()) - 1].first;
      if (static_cast<int>(ranked.size()) >= s_.config().n && worstForBlack >= 0) {
        Action a = act(ActionType::OFFER);
        for (int i = 0; i < s_.config().n; ++i) a.points.push_back(ranked[i].second);
        return a;
      }
      int black = valueFor(Color::BLACK, b, Color::BLACK, share(l_, 4));
      if (black < -SWAP_MARGIN) return act(ActionType::SWAP);
      return place(balancedIn(Region::R9, share(l_, 4)));
    }
    case Phase::MAIN:
      return mainMove(l_);
  }
  return mainMove(l_);
}

}  // namespace

Action Engine::decide(const GameState& state, Seat seat, const Limits& limits,
                      const std::atomic<bool>* stop) {
  // A draw offer to answer: accept when we stand worse, else decline.
  if (state.status() == Status::PLAYING && state.drawOfferBy() == ~seat) {
    const Color me = state.colorOf(seat);
    SearchInfo info = search(state.board(), state.nextColor(), share(limits, 2), stop);
    int mine = info.best ? (state.nextColor() == me ? info.score : -info.score) : 0;
    return Action{.seat = seat,
                  .type = mine < -SWAP_MARGIN ? ActionType::DRAW_ACCEPT : ActionType::DRAW_DECLINE};
  }
  Decider d(*this, state, seat, limits, stop);
  return d.decide();
}

}  // namespace renju::ai
