#include "engine.h"

#include <algorithm>
#include <chrono>

#include "levels.h"
#include "search.h"
#include "threat_search.h"
#include "transposition.h"

namespace renju::ai {

namespace {

// Share of the node budget the opponent-VCF filter may use per root move.
constexpr uint64_t DEFENCE_VCF_NODES = 3'000;
// The least the level guarantee's short VCF may use, whatever the node budget.
constexpr uint64_t GUARANTEE_VCF_NODES = 20'000;
// Root moves the opponent-VCF filter looks at.
constexpr size_t DEFENCE_CANDIDATES = 24;

int64_t msSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t)
      .count();
}

SearchInfo winBy(const CellLine& line, uint64_t nodes) {
  SearchInfo info;
  info.best = Board::pointOf(line[0]);
  info.score = WIN_SCORE - static_cast<int>(line.size());
  info.mate = true;
  for (int c : line)
    if (c >= 0) info.pv.push_back(Board::pointOf(c));
  info.nodes = nodes;
  return info;
}

// Our VCF (and VCT) at the root. A win found returns its line; only first moves we may play count.
// The solver passes get at most a quarter of a node budget each (budget 0 = none).
std::optional<SearchInfo> rootThreats(PatternBoard& pb, Color me, const LevelConfig& level,
                                      uint64_t budget, const CellSet& allowed,
                                      const TimeBudget& time, const std::atomic<bool>* stop,
                                      uint64_t& nodes) {
  auto cap = [&](uint64_t n) { return budget > 0 ? std::min<uint64_t>(n, budget / 4 + 1) : n; };
  struct Pass {
    ThreatKind kind;
    uint64_t nodes;
    int depth;
  };
  std::vector<Pass> passes;
  if (level.vcfNodes > 0) {
    // The level guarantee: every short VCF, before the wider search of the level's budget. This
    // pass keeps a floor under a small node budget (a short VCF tree is small anyway).
    const uint64_t guarantee =
        budget > 0 ? std::max(budget / 4, GUARANTEE_VCF_NODES) : level.vcfNodes * 4;
    passes.push_back({ThreatKind::VCF, guarantee, GUARANTEED_VCF_DEPTH});
    passes.push_back({ThreatKind::VCF, cap(level.vcfNodes), 0});
  }
  if (level.vctNodes > 0) passes.push_back({ThreatKind::VCT, cap(level.vctNodes), 0});
  for (const Pass& pass : passes) {
    SolveLimits sl{pass.nodes, time.softMs / 4, pass.depth};
    ThreatSearch ts(pb, me, pass.kind, sl, stop);
    Verdict v = ts.run();
    nodes += ts.nodes();
    if (v == Verdict::WIN && allowed.test(ts.line()[0])) return winBy(ts.line(), nodes);
  }
  return std::nullopt;
}

// Root moves after which the opponent has no VCF; all of them when every move loses to one or
// the opponent has none now. With a time limit the filter stops at `untilMs` after `start`, and
// the moves it did not reach are kept.
std::vector<int> refuteOpponentVcf(PatternBoard& pb, Color me, std::vector<int> moves,
                                   uint64_t budget, const std::atomic<bool>* stop, uint64_t& nodes,
                                   std::chrono::steady_clock::time_point start, int64_t untilMs) {
  const Color opp = ~me;
  const uint64_t each =
      budget > 0 ? std::min<uint64_t>(DEFENCE_VCF_NODES, budget / 4 / DEFENCE_CANDIDATES + 1)
                 : DEFENCE_VCF_NODES;
  {
    ThreatSearch now(pb, opp, ThreatKind::VCF, {each * 4, 0, 0}, stop);
    Verdict v = now.run();
    nodes += now.nodes();
    if (v != Verdict::WIN) return moves;
  }
  std::vector<int> kept;
  for (size_t i = 0; i < moves.size() && i < DEFENCE_CANDIDATES; ++i) {
    if (untilMs > 0 && msSince(start) >= untilMs) {
      kept.insert(kept.end(), moves.begin() + static_cast<std::ptrdiff_t>(i), moves.end());
      break;
    }
    pb.place(moves[i], me);
    ThreatSearch after(pb, opp, ThreatKind::VCF, {each, 0, 0}, stop);
    Verdict v = after.run();
    pb.undo();
    nodes += after.nodes();
    if (v != Verdict::WIN) kept.push_back(moves[i]);
  }
  return kept.empty() ? moves : kept;
}

}  // namespace

Engine::Engine(size_t hashMegabytes) : tt_(std::make_unique<TranspositionTable>(hashMegabytes)) {
  // A pattern board builds the engine's and the rules library's tables on first use (about
  // 25 ms): here, rather than in the first decision's time.
  const PatternBoard warm;
}
Engine::~Engine() = default;

void Engine::clear() {
  tt_->clear();
}

SearchInfo Engine::search(const Board& board, Color toMove, const Limits& limits,
                          const std::atomic<bool>* stop) {
  return searchAmong(board, toMove, limits, {}, stop);
}

SearchInfo Engine::searchAmong(const Board& board, Color toMove, const Limits& limits,
                               const std::vector<Point>& allowed, const std::atomic<bool>* stop) {
  const auto start = std::chrono::steady_clock::now();
  const LevelConfig& level = levelConfig(limits.level);
  const TimeBudget time = timeBudget(limits);
  PatternBoard pb(board);

  // The root moves: the allowed legal points, or every candidate.
  std::vector<int> moves;
  CellSet allowedSet;
  if (allowed.empty()) {
    moves = candidateMoves(pb, toMove);
  } else {
    std::vector<int> ordered = candidateMoves(pb, toMove);
    for (Point p : allowed)
      if (p.valid() && pb.isLegal(Board::cellOf(p), toMove)) allowedSet.set(Board::cellOf(p));
    for (int c : ordered)
      if (allowedSet.test(c)) moves.push_back(c);
    allowedSet.forEach([&](int c) {
      if (std::find(moves.begin(), moves.end(), c) == moves.end()) moves.push_back(c);
    });
  }
  if (allowed.empty())
    for (int c : moves) allowedSet.set(c);
  if (moves.empty()) return {};

  const uint64_t budget = nodeBudget(limits, time.hardMs > 0);
  uint64_t nodes = 0;
  if (auto win = rootThreats(pb, toMove, level, budget, allowedSet, time, stop, nodes)) {
    win->timeMs = msSince(start);
    return *win;
  }
  if (level.defendVcf && !pb.fives(~toMove).any())
    moves = refuteOpponentVcf(pb, toMove, moves, budget, stop, nodes, start, time.softMs / 2);

  SearchParams p;
  p.maxDepth = limits.maxDepth > 0 ? std::min(limits.maxDepth, level.depth) : level.depth;
  // The budget is for the whole decision: what the root solver and the VCF filter used is taken
  // off the search's (it used to start its own clock, so a move could take 1.4 times its time).
  if (time.hardMs > 0) {
    const int64_t used = msSince(start);
    p.hardMs = std::max<int64_t>(1, time.hardMs - used);
    p.softMs = std::clamp<int64_t>(time.deepenMs - used, 1, p.hardMs);
  }
  p.maxNodes = budget > 0 ? (budget > nodes ? budget - nodes : 1) : 0;
  p.width = level.width;
  p.noise = level.noise;
  p.seed = limits.seed;
  Searcher searcher(pb, *tt_, p, stop);
  SearchInfo info = searcher.run(toMove, moves);
  info.nodes += nodes;
  info.timeMs = msSince(start);
  return info;
}

}  // namespace renju::ai
