#include "solver.h"

#include <chrono>

#include "threat_search.h"

namespace renju::ai {

SolveResult solve(const Board& board, Color attacker, ThreatKind kind, const SolveLimits& limits,
                  const std::atomic<bool>* stop) {
  const auto start = std::chrono::steady_clock::now();
  PatternBoard pb(board);
  ThreatSearch search(pb, attacker, kind, limits, stop);
  SolveResult r;
  r.verdict = search.run();
  if (r.verdict == Verdict::WIN) {
    for (int cell : search.line())
      r.line.push_back(cell < 0 ? std::nullopt : std::optional<Point>(Board::pointOf(cell)));
    r.byFoul = search.byFoul();
  }
  r.nodes = search.nodes();
  r.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                 std::chrono::steady_clock::now() - start)
                 .count();
  return r;
}

}  // namespace renju::ai
