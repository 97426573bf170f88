// Property: from random positions of every opening phase of every rule, Engine::decide returns
// an action that `apply` accepts (never an illegal or forbidden move, a bad count or offer).
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "engine.h"
#include "forbidden.h"
#include "game.h"

namespace renju::ai {
namespace {

// A random action `apply` accepts for the seat to act, or nullopt when none was found.
std::optional<GameState> randomStep(const GameState& s, std::mt19937& rng) {
  const Seat seat = *s.toMove();
  std::vector<AllowedAction> allowed;
  for (const AllowedAction& a : s.allowedActions(seat))
    if (takesTurn(a.type)) allowed.push_back(a);
  for (int tries = 0; tries < 200; ++tries) {
    const AllowedAction& a = allowed[rng() % allowed.size()];
    if (a.type == ActionType::PASS && rng() % 8) continue;  // passes rarely
    Action act{.seat = seat, .type = a.type};
    std::uniform_int_distribution<int> coord(a.region == Region::ANY ? 3 : 3, 11);
    switch (a.type) {
      case ActionType::PLACE:
        act.point = Point(coord(rng), coord(rng));
        break;
      case ActionType::DECLARE:
        act.count = a.min + static_cast<int>(rng() % (a.max - a.min + 1));
        break;
      case ActionType::OFFER:
        for (int i = 0; i < a.count; ++i) act.points.push_back(Point(coord(rng), coord(rng)));
        break;
      case ActionType::CHOOSE:
        act.point = a.choices[rng() % a.choices.size()];
        break;
      default:
        break;
    }
    if (auto t = apply(s, act)) return t->state;
  }
  return std::nullopt;
}

TEST(DecideProperty, EveryDecisionInEveryPhaseIsAccepted) {
  std::mt19937 rng(2026);
  std::map<std::pair<Rule, Phase>, int> covered;
  const Rule rules[] = {Rule::STANDARD, Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI};
  Engine engine(1);
  for (Rule rule : rules) {
    for (int game = 0; game < 40; ++game) {
      GameConfig config = makeConfig(rule, game % 2 ? FoulMode::LOSE : FoulMode::REJECT);
      if (rule == Rule::SOOSORV || rule == Rule::TARAGUCHI) config.n = 1 + game % 10;
      GameState s(config);
      const int steps = game % 10 + static_cast<int>(rng() % 3);  // every phase, several times
      for (int k = 0; k < steps && s.status() == Status::PLAYING; ++k) {
        auto next = randomStep(s, rng);
        if (!next) break;
        s = *next;
      }
      if (s.status() != Status::PLAYING) continue;
      const Seat seat = *s.toMove();
      const int level = 1 + game % 8;
      Action a = engine.decide(s, seat, {.level = level, .maxNodes = 600, .seed = uint64_t(game)});
      auto t = apply(s, a);
      ASSERT_TRUE(t.ok()) << toString(rule) << " phase " << toString(s.phase()) << " action "
                          << toString(a.type) << ": " << t.error().message;
      if (a.type == ActionType::PLACE && s.nextColor() == Color::BLACK) {
        EXPECT_EQ(forbiddenKind(s.board(), a.point), ForbiddenKind::NONE);
      }
      ++covered[{rule, s.phase()}];
    }
  }
  // Every phase of every rule was met at least once.
  const std::map<Rule, std::vector<Phase>> phases = {
      {Rule::STANDARD, {Phase::MAIN}},
      {Rule::RIF,
       {Phase::OPENING_STONES, Phase::SWAP_OR_MOVE4, Phase::OFFER, Phase::CHOOSE, Phase::MAIN}},
      {Rule::YAMAGUCHI,
       {Phase::OPENING_STONES, Phase::DECLARE, Phase::SWAP_OR_MOVE4, Phase::OFFER}},
      {Rule::SOOSORV, {Phase::OPENING_STONES, Phase::DECLARE, Phase::SECOND_SWAP}},
      {Rule::TARAGUCHI, {Phase::TARA_MOVE, Phase::TARA_OPTIONS}},
  };
  for (const auto& [rule, list] : phases)
    for (Phase p : list) {
      int count = covered[std::make_pair(rule, p)];
      EXPECT_GT(count, 0) << toString(rule) << " " << toString(p);
    }
}

}  // namespace
}  // namespace renju::ai
