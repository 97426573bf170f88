// The standings of a round-based event with its tie-breaks (issue 31): what an event's page shows
// after each complete round, at the sizes of a large open and of a Swiss of 1,000.
//
//   standings_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "tiebreak.h"
#include "tournament.h"

namespace {

using namespace renju::pairing;

// `players` players after `rounds` rounds: in round r, the players of each block of 2 (shifted
// by r) meet, with random wins, draws and losses, so that scores and Buchholz values spread out.
Tournament playedSwiss(int players, int rounds) {
  std::mt19937 rng(static_cast<unsigned>(players * 31 + rounds));
  Tournament t;
  t.totalRounds = rounds;
  t.firstColour = Colour::WHITE;
  t.players.resize(static_cast<size_t>(players));
  for (int p = 0; p < players; ++p) t.players[static_cast<size_t>(p)].rank = p + 1;
  for (int r = 0; r < rounds; ++r) {
    for (int p = 0; p < players; ++p) t.players[static_cast<size_t>(p)].rounds.emplace_back();
    for (int i = 0; i + 1 < players; i += 2) {
      int a = (i + r * 7) % players, b = (i + 1 + r * 7) % players;
      if (t.players[static_cast<size_t>(a)].rounds.back().opponent != 0 ||
          t.players[static_cast<size_t>(b)].rounds.back().opponent != 0)
        continue;
      int roll = static_cast<int>(rng() % 3);
      Outcome first = roll == 0 ? Outcome::WIN : roll == 1 ? Outcome::DRAW : Outcome::LOSS;
      Outcome second = roll == 0 ? Outcome::LOSS : roll == 1 ? Outcome::DRAW : Outcome::WIN;
      t.players[static_cast<size_t>(a)].rounds.back() = {b + 1, Colour::WHITE, first};
      t.players[static_cast<size_t>(b)].rounds.back() = {a + 1, Colour::BLACK, second};
    }
  }
  for (Player& p : t.players) p.pointsTenths = pointsAfter(p, rounds);
  return t;
}

void BM_SwissStandings(benchmark::State& state) {
  const int players = static_cast<int>(state.range(0));
  const int rounds = static_cast<int>(state.range(1));
  const Tournament t = playedSwiss(players, rounds);
  const std::vector<TieBreak> order{TieBreak::BUCHHOLZ_CUT1, TieBreak::BUCHHOLZ,
                                    TieBreak::SONNEBORN_BERGER, TieBreak::WINS};
  for (auto _ : state) benchmark::DoNotOptimize(standings(t, rounds, order, EventKind::SWISS));
  state.SetItemsProcessed(state.iterations() * players);
}
BENCHMARK(BM_SwissStandings)
    ->Args({150, 9})
    ->Args({1000, 3})
    ->Args({1000, 11})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
