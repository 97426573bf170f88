// The threat solver: VCF and VCT over position sets (prefixes of the bench games, seeded random
// middle games). Counters: positions, wins, nodes per second, and the slowest VCF win of depth
// <= 10 (the target is 100 ms). Figures and commands: docs/engine.md.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include "engine_positions.h"
#include "solver.h"

namespace renju::ai {
namespace {

// Attacker moves before the five in a WIN line (a foul finish counts White's four).
int attackerDepth(const SolveResult& r) {
  return static_cast<int>(r.line.size() + 1) / 2 - 1;
}

void runSet(benchmark::State& state, const std::vector<bench::SolverCase>& cases, ThreatKind kind,
            uint64_t nodeLimit) {
  uint64_t nodes = 0, wins = 0, unknown = 0;
  double slowestShortVcfMs = 0;
  for (auto _ : state) {
    for (const auto& c : cases) {
      auto t0 = std::chrono::steady_clock::now();
      SolveResult r = solve(c.board, c.attacker, kind, {.maxNodes = nodeLimit});
      double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      nodes += r.nodes;
      wins += r.verdict == Verdict::WIN;
      unknown += r.verdict == Verdict::UNKNOWN;
      if (kind == ThreatKind::VCF && r.verdict == Verdict::WIN && attackerDepth(r) <= 10)
        slowestShortVcfMs = std::max(slowestShortVcfMs, ms);
    }
  }
  const double iterations = static_cast<double>(state.iterations());
  state.counters["positions"] = static_cast<double>(cases.size());
  state.counters["wins"] = static_cast<double>(wins) / iterations;
  state.counters["unknown"] = static_cast<double>(unknown) / iterations;
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  if (kind == ThreatKind::VCF) state.counters["slowest_vcf10_ms"] = slowestShortVcfMs;
}

void BM_VcfGamePrefixes(benchmark::State& state) {
  static const auto cases = bench::gamePrefixes();
  runSet(state, cases, ThreatKind::VCF, 0);
}
BENCHMARK(BM_VcfGamePrefixes)->Unit(benchmark::kMillisecond);

void BM_VcfRandomMiddleGames(benchmark::State& state) {
  static const auto cases = bench::randomMiddleGames(300, 11);
  runSet(state, cases, ThreatKind::VCF, 0);
}
BENCHMARK(BM_VcfRandomMiddleGames)->Unit(benchmark::kMillisecond);

void BM_VctGamePrefixes(benchmark::State& state) {
  static const auto cases = bench::gamePrefixes();
  runSet(state, cases, ThreatKind::VCT, 20'000);
}
BENCHMARK(BM_VctGamePrefixes)->Unit(benchmark::kMillisecond);

void BM_VctRandomMiddleGames(benchmark::State& state) {
  static const auto cases = bench::randomMiddleGames(100, 12);
  runSet(state, cases, ThreatKind::VCT, 20'000);
}
BENCHMARK(BM_VctRandomMiddleGames)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace renju::ai

BENCHMARK_MAIN();
