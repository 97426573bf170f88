// The search: nodes per second over the bench positions at a fixed depth, and the pattern
// board's place/undo, which every node pays. Figures and commands: docs/engine.md.
#include <benchmark/benchmark.h>

#include <random>

#include "bench_set.h"
#include "engine_positions.h"
#include "pattern_board.h"

namespace renju::ai {
namespace {

void BM_BenchPositions(benchmark::State& state) {
  uint64_t nodes = 0;
  for (auto _ : state) nodes += benchSignature(runBench(static_cast<int>(state.range(0))));
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_BenchPositions)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

void BM_PatternBoardPlaceUndo(benchmark::State& state) {
  std::mt19937 rng(5);
  PatternBoard b(bench::playout(rng, 40));
  std::vector<int> empty;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    int c = Board::cellOf(Point::fromIndex(i));
    if (b.empty(c)) empty.push_back(c);
  }
  size_t k = 0;
  for (auto _ : state) {
    b.place(empty[k], Color::BLACK);
    b.undo();
    k = (k + 1) % empty.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_PatternBoardPlaceUndo);

}  // namespace
}  // namespace renju::ai

BENCHMARK_MAIN();
