// Arena pairing and standings (issue 31) at the sizes a busy arena reaches: the waiting pool
// is paired every few seconds, the standings are redrawn after each game.
//
//   arena_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "arena_pairing.h"
#include "arena_standings.h"

namespace {

using namespace renju::pairing;

// A pool of `size` waiting players (odd sizes leave one out), neighbours in rank back from a
// game against each other (the hardest case for pairing in rank order), each with four earlier
// opponents among the players near him, all at different waits.
std::vector<ArenaWaiting> waitingPool(int size) {
  std::mt19937 rng(size);
  std::vector<ArenaWaiting> pool(size);
  for (int i = 0; i < size; ++i) {
    ArenaWaiting& player = pool[i];
    player.id = 1000 + i;
    player.rank = 1 + i * 2;  // the others are playing
    player.rating = 1000 + static_cast<int>(rng() % 1500);
    player.waitedMs = static_cast<std::int64_t>(rng() % 30'000);
    player.openerGames = static_cast<int>(rng() % 6);
    player.secondGames = static_cast<int>(rng() % 6);
    const int last = i % 2 == 0 ? std::min(i + 1, size - 1) : i - 1;
    player.recentOpponents.push_back(1000 + last);
    for (int k = 0; k < 4; ++k) {
      player.recentOpponents.push_back(
          1000 + std::clamp(i + static_cast<int>(rng() % 17) - 8, 0, size - 1));
    }
  }
  std::shuffle(pool.begin(), pool.end(), rng);
  return pool;
}

void BM_PairArena(benchmark::State& state) {
  const std::vector<ArenaWaiting> pool = waitingPool(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(pairArena(pool));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_PairArena)->Arg(10)->Arg(100)->Arg(501)->Arg(2001)->Unit(benchmark::kMillisecond);

// `size` players with 20 games each, for the whole table.
void BM_ArenaStandings(benchmark::State& state) {
  std::mt19937 rng(7);
  std::vector<ArenaEntrant> entrants(state.range(0));
  for (std::size_t i = 0; i < entrants.size(); ++i) {
    entrants[i].id = static_cast<std::int64_t>(i);
    entrants[i].rating = 1000 + static_cast<int>(rng() % 1500);
    for (int g = 0; g < 20; ++g) {
      const auto result = static_cast<ArenaResult>(rng() % 3);
      entrants[i].games.push_back({result, rng() % 5 == 0, 5 + static_cast<int>(rng() % 40), false,
                                   1000 + static_cast<int>(rng() % 1500)});
    }
  }
  for (auto _ : state) benchmark::DoNotOptimize(arenaStandings(entrants));
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ArenaStandings)->Arg(2000)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
