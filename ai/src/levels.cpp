#include "levels.h"

#include <algorithm>
#include <array>

namespace renju::ai {

namespace {

// Levels 1-3 look only a few plies ahead and choose among near-equal moves at random; from 4 up
// the solver runs at the root; 6-8 add a VCT and defend against the opponent's VCF.
// The depth caps are those of docs/engine.md ("Levels"); until session 13 the table held the
// level's number instead, so level 8 stopped at depth 8, after a tenth of a second at 1 s a move.
// Levels 1-3 are capped by their node budgets whatever time they are given (issue 33: a level-1
// move is answered at once, on the engine pool's light thread).
constexpr std::array<LevelConfig, MAX_LEVEL> LEVELS = {{
    {1, 2'000, 10, 400, 0, 0, false, true},
    {2, 6'000, 12, 200, 0, 0, false, true},
    {3, 20'000, 14, 80, 2'000, 0, false, true},
    {4, 60'000, 16, 30, 20'000, 0, false, false},
    {5, 150'000, 18, 10, 50'000, 0, true, false},
    {7, 400'000, 20, 0, 100'000, 10'000, true, false},
    {8, 1'000'000, 22, 0, 200'000, 30'000, true, false},
    {64, 2'000'000, 24, 0, 300'000, 60'000, true, false},
}};

// A safety margin for the caller's own overhead (sending the move, clock granularity).
constexpr int64_t CLOCK_MARGIN_MS = 50;
// With a Fischer clock we plan for this many more moves.
constexpr int64_t MOVES_TO_PLAN = 25;
// With a fixed time per move: no new iteration after this share of it.
constexpr int64_t DEEPEN_SHARE_PERCENT = 90;

}  // namespace

const LevelConfig& levelConfig(int level) {
  return LEVELS[std::clamp(level, MIN_LEVEL, MAX_LEVEL) - 1];
}

uint64_t nodeBudget(const Limits& limits, bool timeGiven) {
  const LevelConfig& level = levelConfig(limits.level);
  uint64_t budget = limits.maxNodes;
  if (level.capped) return budget > 0 ? std::min(budget, level.nodes) : level.nodes;
  return budget == 0 && !timeGiven ? level.nodes : budget;
}

TimeBudget timeBudget(const Limits& l) {
  TimeBudget t;
  if (l.moveTimeMs > 0) {
    // A twentieth kept back (at least 10 ms): the stop checks come every few thousand nodes, and
    // on a loaded machine a check interval can take tens of milliseconds.
    t.hardMs =
        std::max<int64_t>(1, l.moveTimeMs - std::max(CLOCK_MARGIN_MS / 5, l.moveTimeMs / 20));
    t.softMs = t.hardMs / 2;
    // Time per move not used is lost (nothing is saved for later moves): a new iteration starts
    // until near the end, and the hard limit cuts it. A cut iteration still gives its first
    // move's deeper result (search.cpp).
    t.deepenMs = t.hardMs * DEEPEN_SHARE_PERCENT / 100;
  }
  if (l.remainingMs >= 0) {
    int64_t left = std::max<int64_t>(0, l.remainingMs - CLOCK_MARGIN_MS);
    int64_t share = left / MOVES_TO_PLAN + l.incrementMs * 3 / 4;
    int64_t hard = std::max<int64_t>(1, std::min(share * 2, left / 3));
    if (t.hardMs == 0 || hard < t.hardMs) {
      t.hardMs = hard;
      t.softMs = std::max<int64_t>(1, std::min(share, hard) / 2);
      t.deepenMs = t.softMs;  // a clock's time not used now is there for later moves
    }
  }
  return t;
}

}  // namespace renju::ai
