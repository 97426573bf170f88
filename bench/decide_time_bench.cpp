// Does the computer answer within its time? Engine::decide at every level on positions of every
// phase of every rule (seeded random openings, then middle games), with 1 s per move and with a
// short Fischer clock; reports the slowest answer and how many went over the budget. The engine is
// allocated once before timing, as in the server's engine pool. A wall-clock figure: measure on an
// idle machine (docs/engine.md, "Time").
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <random>

#include "engine.h"
#include "game.h"
#include "levels.h"

namespace renju::ai {
namespace {

// A random action `apply` accepts for the seat to act (stones near the centre), or nullopt.
std::optional<GameState> randomStep(const GameState& s, std::mt19937& rng) {
  const Seat seat = *s.toMove();
  std::vector<AllowedAction> allowed;
  for (const AllowedAction& a : s.allowedActions(seat))
    if (takesTurn(a.type) && a.type != ActionType::PASS) allowed.push_back(a);
  std::uniform_int_distribution<int> coord(3, 11);
  for (int tries = 0; tries < 200 && !allowed.empty(); ++tries) {
    const AllowedAction& a = allowed[rng() % allowed.size()];
    Action act{.seat = seat, .type = a.type};
    if (a.type == ActionType::PLACE) act.point = Point(coord(rng), coord(rng));
    if (a.type == ActionType::DECLARE) act.count = a.min + static_cast<int>(rng() % 3);
    if (a.type == ActionType::OFFER)
      for (int i = 0; i < a.count; ++i) act.points.push_back(Point(coord(rng), coord(rng)));
    if (a.type == ActionType::CHOOSE) act.point = a.choices[rng() % a.choices.size()];
    if (auto t = apply(s, act)) return t->state;
  }
  return std::nullopt;
}

// Positions of every phase: for each rule, games cut after 0..13 random steps.
std::vector<GameState> positions() {
  std::vector<GameState> out;
  std::mt19937 rng(909);
  for (Rule rule : {Rule::STANDARD, Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI})
    for (int steps = 0; steps < 14; steps += 2) {
      GameState s(makeConfig(rule));
      for (int k = 0; k < steps + static_cast<int>(rng() % 2) && s.status() == Status::PLAYING;
           ++k) {
        auto next = randomStep(s, rng);
        if (!next) break;
        s = *next;
      }
      if (s.status() == Status::PLAYING && s.toMove()) out.push_back(s);
    }
  return out;
}

// range(0): level; range(1): 0 = 1 s per move, 1 = a Fischer clock with 3 s left + 1 s.
void BM_DecideWithinTime(benchmark::State& state) {
  static const std::vector<GameState> games = positions();
  static Engine engine(16);
  Limits l;
  l.level = static_cast<int>(state.range(0));
  if (state.range(1) == 0) {
    l.moveTimeMs = 1000;
  } else {
    l.remainingMs = 3000;
    l.incrementMs = 1000;
  }
  const int64_t budget = timeBudget(l).hardMs;
  double slowest = 0, total = 0;
  int over = 0, count = 0;
  for (auto _ : state) {
    for (const GameState& s : games) {
      auto t0 = std::chrono::steady_clock::now();
      Action a = engine.decide(s, *s.toMove(), l);
      benchmark::DoNotOptimize(a);
      double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      slowest = std::max(slowest, ms);
      total += ms;
      over += ms > static_cast<double>(budget);
      ++count;
    }
  }
  state.counters["budget_ms"] = static_cast<double>(budget);
  state.counters["slowest_ms"] = slowest;
  state.counters["mean_ms"] = total / std::max(count, 1);
  state.counters["over_budget"] = over;
  state.counters["decisions"] = count;
}
BENCHMARK(BM_DecideWithinTime)
    ->ArgsProduct({{1, 2, 3, 4, 5, 6, 7, 8}, {0, 1}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace renju::ai

BENCHMARK_MAIN();
