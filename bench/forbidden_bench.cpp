// Forbidden-map speed on midgame positions (40-80 stones) from seeded random playouts.
// Figures and the command that reproduces them: docs/performance.md, "Current figures" (the
// forbidden map rows).
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "forbidden.h"
#include "playout_moves.h"

namespace renju {
namespace {

using Stones = std::vector<std::pair<Point, Color>>;

// A game-like position: stones alternate from h8, each one near the stones already played
// (Chebyshev distance <= 2), never a move that wins at once or, for Black, a forbidden one.
Stones playout(std::mt19937& rng, int length) {
  for (;;) {
    Board b;
    Stones stones;
    b.place(Point::center(), Color::BLACK);
    stones.emplace_back(Point::center(), Color::BLACK);
    while (static_cast<int>(stones.size()) < length) {
      Color c = stones.size() % 2 ? Color::WHITE : Color::BLACK;
      std::vector<Point> options = bench::playoutMoves(b, c);
      if (options.empty()) break;
      Point p = options[rng() % options.size()];
      b.place(p, c);
      stones.emplace_back(p, c);
    }
    if (static_cast<int>(stones.size()) == length) return stones;
  }
}

const std::vector<Stones>& positions() {
  static const std::vector<Stones> all = [] {
    std::mt19937 rng(2026);
    std::vector<Stones> v;
    for (int i = 0; i < 64; ++i) v.push_back(playout(rng, 40 + static_cast<int>(rng() % 41)));
    return v;
  }();
  return all;
}

// Forbidden points over the whole set: the same on every run (a determinism signature).
double signature() {
  size_t found = 0;
  for (const Stones& s : positions()) found += forbiddenMap(Board(s)).size();
  return static_cast<double>(found);
}

// From the stone list: build the board, compute the whole map.
void BM_MapFromScratch(benchmark::State& state) {
  const auto& all = positions();
  size_t i = 0;
  for (auto _ : state) {
    Board b(all[i]);
    auto m = forbiddenMap(b);
    benchmark::DoNotOptimize(m.data());
    i = (i + 1) % all.size();
  }
  state.counters["signature"] = signature();
}
BENCHMARK(BM_MapFromScratch);

// A board kept up to date move by move: place the position's last stone, get the map, take the
// stone back (the undo is included in the time).
void BM_MapIncremental(benchmark::State& state) {
  const auto& all = positions();
  std::vector<Board> boards;
  for (const Stones& s : all) boards.emplace_back(Stones(s.begin(), s.end() - 1));
  size_t i = 0;
  for (auto _ : state) {
    auto [p, c] = all[i].back();
    boards[i].place(p, c);
    auto m = forbiddenMap(boards[i]);
    benchmark::DoNotOptimize(m.data());
    boards[i].remove(p);
    i = (i + 1) % all.size();
  }
}
BENCHMARK(BM_MapIncremental);

// One point, as a replay checks each black move: every empty point of every position in turn.
void BM_SinglePoint(benchmark::State& state) {
  const auto& all = positions();
  std::vector<Board> boards;
  std::vector<std::vector<Point>> empties;
  for (const Stones& s : all) {
    boards.emplace_back(s);
    empties.emplace_back();
    for (int k = 0; k < BOARD_POINTS; ++k)
      if (boards.back().isEmpty(Point::fromIndex(k))) empties.back().push_back(Point::fromIndex(k));
  }
  size_t i = 0, k = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(forbiddenKind(boards[i], empties[i][k]));
    if (++k == empties[i].size()) k = 0, i = (i + 1) % all.size();
  }
}
BENCHMARK(BM_SinglePoint);

void BM_PlaceRemove(benchmark::State& state) {
  Board b(positions()[0]);
  Point p = positions()[1].back().first;
  while (!b.isEmpty(p)) p = Point::fromIndex((p.index() + 1) % BOARD_POINTS);
  for (auto _ : state) {
    b.place(p, Color::BLACK);
    b.remove(p);
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_PlaceRemove);

}  // namespace
}  // namespace renju

BENCHMARK_MAIN();
