#include "threat_search.h"

#include <algorithm>
#include <array>
#include <limits>

namespace renju::ai {

namespace {

constexpr int NO_DEFENCE = -1;
constexpr int UNLIMITED_DEPTH = 60;        // more attacker moves than a board can hold threats
constexpr int REFUTED_FOR_GOOD = 1 << 20;  // refuted with no depth cut: at any depth

// What each line pattern adds to an attacking cell's ordering score (by Pattern). The solver's
// own: the evaluation's weights (eval_weights.h) are fitted to results, not to threat order.
constexpr std::array<int, PATTERN_COUNT> ORDER_WEIGHT = {0, 2, 6, 8, 30, 25, 120, 400, 0};

// Ordering score of an attacking cell: stronger threats and more of them first.
int attackOrder(const PatternBoard& b, Color c, int cell) {
  int s = 0;
  for (int d = 0; d < 4; ++d) s += ORDER_WEIGHT[static_cast<size_t>(b.pattern(c, cell, d))];
  return s;
}

// A node's moves from stack_.size() on; they leave with the node, whichever way it returns.
class StackFrame {
 public:
  explicit StackFrame(std::vector<int>& stack) : stack_(stack), first_(stack.size()) {}
  ~StackFrame() { stack_.resize(first_); }
  StackFrame(const StackFrame&) = delete;
  StackFrame& operator=(const StackFrame&) = delete;
  size_t first() const { return first_; }
  size_t end() const { return stack_.size(); }

 private:
  std::vector<int>& stack_;
  size_t first_;
};

}  // namespace

ThreatSearch::ThreatSearch(PatternBoard& board, Color attacker, ThreatKind kind,
                           const SolveLimits& limits, const std::atomic<bool>* stop)
    : b_(board),
      attacker_(attacker),
      defender_(~attacker),
      kind_(kind),
      limits_(limits),
      stop_(stop),
      start_(std::chrono::steady_clock::now()) {}

bool ThreatSearch::stopped() {
  if (aborted_) return true;
  if (limits_.maxNodes && nodes_ >= limits_.maxNodes) aborted_ = true;
  if ((nodes_ & 255) == 0) {
    if (stop_ && stop_->load(std::memory_order_relaxed)) aborted_ = true;
    if (limits_.timeMs > 0) {
      auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - start_)
                    .count();
      if (ms >= limits_.timeMs) aborted_ = true;
    }
  }
  return aborted_;
}

Verdict ThreatSearch::run() {
  PatternBoard::ThreatScope scope(b_);  // the search reads patterns and threat sets only
  const int maxDepth = limits_.maxDepth > 0 ? limits_.maxDepth : UNLIMITED_DEPTH;
  // A VCF never needs deepening: fours are few, and a deep search costs little more.
  int depth = kind_ == ThreatKind::VCF ? maxDepth : 1;
  for (;;) {
    depthCut_ = false;
    CellLine line;
    if (attack(depth, line)) {
      line_ = std::move(line);
      byFoul_ = std::find(line_.begin(), line_.end(), NO_DEFENCE) != line_.end();
      return Verdict::WIN;
    }
    if (aborted_) return Verdict::UNKNOWN;
    if (!depthCut_ || depth >= maxDepth) return Verdict::NONE;
    ++depth;
  }
}

bool hasLegalFlex4(PatternBoard& b, Color c) {
  bool found = false;
  b.flex4s(c).forEach([&](int cell) {
    if (!found && b.isLegal(cell, c)) found = true;
  });
  return found;
}

// Sorted as packed integers (score, then the order found, then the cell), which gives the order
// of a stable sort by score without its buffer.
void ThreatSearch::pushAttackMoves(int forced) {
  std::array<uint64_t, BOARD_POINTS> packed;
  int n = 0;
  auto add = [&](int score, int cell) {
    packed[static_cast<size_t>(n)] = static_cast<uint64_t>(score) << 20 |
                                     static_cast<uint64_t>(1023 - n) << 10 |
                                     static_cast<uint64_t>(cell);
    ++n;
  };
  auto consider = [&](int cell) {
    bool four = b_.fours(attacker_).test(cell);
    bool three = kind_ == ThreatKind::VCT && b_.flex3s(attacker_).test(cell);
    if (!four && !three) return;
    if (attacker_ == Color::BLACK && b_.isForbidden(cell)) return;
    // Fours before threes; then the stronger cell.
    add((four ? 1 << 20 : 0) + attackOrder(b_, attacker_, cell), cell);
  };
  if (forced >= 0) {
    // In a VCT the block need not threaten: the attacker's threes on the board may still stand
    // (defend() checks that the defender has to answer something).
    if (kind_ == ThreatKind::VCT && !b_.fours(attacker_).test(forced) &&
        !b_.flex3s(attacker_).test(forced))
      add(0, forced);
    else
      consider(forced);
  } else {
    b_.fours(attacker_).forEach(consider);
    if (kind_ == ThreatKind::VCT)
      b_.flex3s(attacker_).forEach([&](int cell) {
        if (!b_.fours(attacker_).test(cell)) consider(cell);
      });
  }
  std::sort(packed.begin(), packed.begin() + n, std::greater<>());
  for (int i = 0; i < n; ++i)
    stack_.push_back(static_cast<int>(packed[static_cast<size_t>(i)] & 1023));
}

// The attacker to move. True when a win is proven; `out` then holds the line from here.
bool ThreatSearch::attack(int depth, CellLine& out) {
  if (stopped()) return false;
  ++nodes_;
  const CellSet& own = b_.fives(attacker_);
  if (own.any()) {  // Black's five cells are exact fives, always legal
    out = {own.first()};
    return true;
  }
  int forced = -1;
  const CellSet& theirs = b_.fives(defender_);
  if (theirs.any()) {
    if (theirs.count() >= 2) return false;
    forced = theirs.first();
    if (attacker_ == Color::BLACK && b_.isForbidden(forced)) return false;
  }
  if (depth <= 0) {
    depthCut_ = true;
    return false;
  }
  const uint64_t key = b_.hash();
  if (auto refutedAt = refuted_.find(key); refutedAt && *refutedAt >= depth) return false;

  const bool cutBefore = depthCut_;
  depthCut_ = false;
  bool won = false;
  const StackFrame moves(stack_);
  pushAttackMoves(forced);
  for (size_t j = moves.first(); j < moves.end(); ++j) {
    const int m = stack_[j];
    b_.place(m, attacker_);
    CellLine rest;
    won = defend(depth, rest);
    b_.undo();
    if (won) {
      out.clear();
      out.push_back(m);
      out.insert(out.end(), rest.begin(), rest.end());
      break;
    }
    if (aborted_) break;
  }
  if (!won && !aborted_) refuted_.set(key, depthCut_ ? depth : REFUTED_FOR_GOOD);
  depthCut_ = depthCut_ || cutBefore;
  return won;
}

// The defender to move after the attacker's four or open three.
bool ThreatSearch::defend(int depth, CellLine& out) {
  if (b_.fives(defender_).any()) return false;  // the defender completes a five first
  const CellSet& wins = b_.fives(attacker_);
  const int winCount = wins.count();
  if (winCount >= 2) {  // a straight four (or two fours): one block, then the other five
    int first = wins.first();
    int second = -1;
    wins.forEach([&](int c) {
      if (c != first && second < 0) second = c;
    });
    out = {first, second};
    return true;
  }
  if (winCount == 1) {
    const int q = wins.first();
    if (defender_ == Color::BLACK && b_.isForbidden(q)) {  // the foul finish (RIF 9.2-9.4)
      out = {NO_DEFENCE, q};
      return true;
    }
    b_.place(q, defender_);
    CellLine rest;
    bool won = attack(depth - 1, rest);
    b_.undo();
    if (!won) return false;
    out = {q};
    out.insert(out.end(), rest.begin(), rest.end());
    return true;
  }
  if (kind_ == ThreatKind::VCF) return false;
  // An open three: it must be real (a legal straight four follows), and every defence must lose.
  if (!hasLegalFlex4(b_, attacker_)) return false;
  const StackFrame defences(stack_);
  threeDefences(b_, defender_, stack_);
  if (defences.end() == defences.first()) {
    // Nothing stops the straight four; any defender stone shows the line, e.g. one on a
    // straight-four point that leaves another.
    int any = -1;
    b_.flex4s(attacker_).forEach([&](int c) {
      if (any < 0 && b_.isLegal(c, defender_)) any = c;
    });
    if (any < 0) return false;  // cannot name a defender move: leave it unproven
    stack_.push_back(any);
  }
  CellLine longest;
  int longestDefence = -1;
  for (size_t j = defences.first(); j < defences.end(); ++j) {
    const int q = stack_[j];
    b_.place(q, defender_);
    CellLine rest;
    bool won = attack(depth - 1, rest);
    b_.undo();
    if (!won) return false;
    if (longestDefence < 0 || rest.size() > longest.size()) {
      longest = std::move(rest);
      longestDefence = q;
    }
  }
  out = {longestDefence};
  out.insert(out.end(), longest.begin(), longest.end());
  return true;
}

namespace {

// The direction and offset (-5..5) of `to` on a line through `from`; offset 0 when it is on none
// within reach. The board's padding makes every (direction, offset) step a different difference,
// so a table over the differences answers.
constexpr int MAX_LINE_DIFF = LINE_HALF * (Board::WIDTH + 1);

constexpr auto LINE_OFFSETS = [] {
  std::array<std::pair<int8_t, int8_t>, 2 * MAX_LINE_DIFF + 1> t{};
  for (int d = 0; d < 4; ++d)
    for (int k = -LINE_HALF; k <= LINE_HALF; ++k)
      if (k != 0) t[static_cast<size_t>(k * Board::STEP[d] + MAX_LINE_DIFF)] = {d, k};
  return t;
}();

std::pair<int, int> lineOffset(int from, int to) {
  const int diff = to - from;
  if (diff < -MAX_LINE_DIFF || diff > MAX_LINE_DIFF) return {0, 0};
  const auto [d, k] = LINE_OFFSETS[static_cast<size_t>(diff + MAX_LINE_DIFF)];
  return {d, k};
}

}  // namespace

Flex4Cells flex4Cells(const PatternBoard& b, Color c) {
  Flex4Cells out;
  b.flex4s(c).forEach([&](int f) {
    uint8_t dirs = 0;
    for (int d = 0; d < 4; ++d)
      if (b.pattern(c, f, d) == Pattern::FLEX4) dirs |= static_cast<uint8_t>(1 << d);
    out.cell[static_cast<size_t>(out.count)] = static_cast<int16_t>(f);
    out.dirs[static_cast<size_t>(out.count)] = dirs;
    ++out.count;
  });
  return out;
}

// A stone of the defender only takes five-completing points away from the attacker, so the
// attacker's straight-four cells after it are among those of now, and their patterns follow from
// the line keys without placing it; a line the stone is not on keeps its straight four. Only
// Black's forbidden test of a cell that stays a straight four may need the stone really placed
// (the pre-filter cannot clear it).
bool leavesLegalFlex4(PatternBoard& b, Color attacker, int q, const Flex4Cells& cells) {
  bool unsure = false;
  for (int j = 0; j < cells.count; ++j) {
    const int f = cells.cell[static_cast<size_t>(j)];
    if (f == q) continue;
    const int dirs = cells.dirs[static_cast<size_t>(j)];
    const auto [dq, k] = lineOffset(f, q);
    // Off every line of f (k = 0) nothing changes; on one, a block only lowers that line.
    const bool flex4 = k == 0 || (dirs & ~(1 << dq)) != 0 ||
                       b.patternIfBlocked(attacker, f, dq, k) == Pattern::FLEX4;
    if (!flex4) continue;
    if (attacker == Color::WHITE || !b.mayBeForbiddenIfBlocked(f, dq, k)) return true;
    unsure = true;
  }
  if (!unsure) return false;
  b.place(q, ~attacker);
  const bool legal = hasLegalFlex4(b, attacker);
  b.undo();
  return legal;
}

bool leavesLegalFlex4(PatternBoard& b, Color attacker, int q) {
  return leavesLegalFlex4(b, attacker, q, flex4Cells(b, attacker));
}

void threeDefences(PatternBoard& b, Color defender, std::vector<int>& out) {
  const Color attacker = ~defender;
  const Flex4Cells cells = flex4Cells(b, attacker);
  CellSet seen;
  auto tryCell = [&](int q) {
    if (seen.test(q)) return;
    seen.set(q);
    if (!b.isLegal(q, defender)) return;
    if (b.fours(defender).test(q) || !leavesLegalFlex4(b, attacker, q, cells)) out.push_back(q);
  };
  // The defender's own fours first: they gain a tempo.
  b.fours(defender).forEach(tryCell);
  for (int j = 0; j < cells.count; ++j) {
    const int f = cells.cell[static_cast<size_t>(j)];
    for (int d = 0; d < 4; ++d) {
      if ((cells.dirs[static_cast<size_t>(j)] >> d & 1) == 0) continue;
      for (int k = -LINE_HALF; k <= LINE_HALF; ++k) {
        int q = f + k * Board::STEP[d];
        if (b.empty(q)) tryCell(q);
      }
    }
  }
}

}  // namespace renju::ai
