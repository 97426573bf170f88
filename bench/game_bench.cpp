// The game model's speed: what the server pays per accepted action (apply, the public state JSON,
// parsing an action) and what a restart or the load generator pays per stored game (replay).
//   game_bench                 Google Benchmark run
#include <benchmark/benchmark.h>

#include <algorithm>
#include <random>
#include <vector>

#include "game.h"
#include "game_json.h"

namespace renju {
namespace {

// A game played by a seeded random walk over the allowed actions (the procedure's own action
// first, stones near the others), stopped after `actions` actions or at its end.
std::vector<Action> randomLog(const GameConfig& config, int actions, uint64_t seed) {
  std::mt19937_64 rng(seed);
  GameState s(config);
  std::vector<Action> log;
  while (static_cast<int>(log.size()) < actions && s.status() == Status::PLAYING) {
    const Seat seat = *s.toMove();
    const AllowedAction x = s.allowedActions(seat).front();
    Action a;
    a.seat = seat;
    a.type = x.type;
    if (x.type == ActionType::PLACE) {
      std::vector<Point> candidates;
      for (int i = 0; i < BOARD_POINTS; ++i) {
        Point p = Point::fromIndex(i);
        if (s.board().isEmpty(p) && contains(x.region, p) && p.ringFromCenter() <= 5)
          candidates.push_back(p);
      }
      a.point = candidates[rng() % candidates.size()];
    } else if (x.type == ActionType::OFFER) {
      std::vector<int> classes = s.offerClasses(seat), used;
      for (int i = 0; i < BOARD_POINTS && static_cast<int>(a.points.size()) < x.count; ++i) {
        const int c = classes[static_cast<std::size_t>(i)];
        if (c < 0 || std::find(used.begin(), used.end(), c) != used.end()) continue;
        used.push_back(c);
        a.points.push_back(Point::fromIndex(i));
      }
    } else if (x.type == ActionType::CHOOSE) {
      a.point = x.choices.front();
    } else if (x.type == ActionType::DECLARE) {
      a.count = x.max;
    }
    auto r = apply(s, a);
    if (!r) continue;  // a forbidden point: draw another
    s = std::move(r).value().state;
    log.push_back(a);
  }
  return log;
}

const GameConfig CONFIG = makeConfig(Rule::TARAGUCHI);

// The next stone of a game of about 40 actions, with Black to play so that the foul check runs.
void BM_ApplyStone(benchmark::State& state) {
  std::vector<Action> log = randomLog(CONFIG, 80, 1);
  GameState s(CONFIG);
  std::size_t i = 0;
  for (; i < log.size(); ++i) {
    if (i >= 40 && s.nextColor() == Color::BLACK && log[i].type == ActionType::PLACE) break;
    s = apply(s, log[i]).value().state;
  }
  if (i == log.size()) {
    state.SkipWithError("the random game ended too early");
    return;
  }
  const Action a = log[i];
  for (auto _ : state) {
    auto r = apply(s, a);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_ApplyStone);

// A whole stored game of 60 actions rebuilt from its log.
void BM_ReplayGame(benchmark::State& state) {
  const std::vector<Action> log = randomLog(CONFIG, 60, 2);
  for (auto _ : state) {
    auto r = replay(CONFIG, log);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(log.size()));
  state.counters["actions"] = static_cast<double>(log.size());
}
BENCHMARK(BM_ReplayGame);

// The public state JSON the server sends after each action, for a game of `range(0)` actions.
void BM_StateJson(benchmark::State& state) {
  const std::vector<Action> log = randomLog(CONFIG, static_cast<int>(state.range(0)), 3);
  const GameState s = replay(CONFIG, log).state;
  for (auto _ : state) {
    auto text = stateToJson(s).dump();
    benchmark::DoNotOptimize(text);
  }
  state.counters["moves"] = s.moveCount();
}
BENCHMARK(BM_StateJson)->Arg(10)->Arg(60);

// One action as it arrives over HTTP or WebSocket.
void BM_ParseAction(benchmark::State& state) {
  for (auto _ : state) {
    auto j = parseJson(
        R"({"type":"offer","points":["a1","b1","c1","d1","e1","f1","g1","i1","j1","k1"]})");
    auto a = actionFromJson(j.value(), Seat::OPENER);
    benchmark::DoNotOptimize(a);
  }
}
BENCHMARK(BM_ParseAction);

}  // namespace
}  // namespace renju

BENCHMARK_MAIN();
