// Ratings in the store (docs/ratings.md) against every Store, as the rest of the store suite:
// SQLite always, PostgreSQL when RENJU_TEST_PG is set. The live update of a rated game's end, the
// pair limit, the shield of established ratings, and `renju ratings --recompute`'s replay.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "base/sha256.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;
using ratings::RatedGame;
using ratings::Speed;
using ratings::Standing;

constexpr int64_t HOUR_MS = 3600 * 1000;
constexpr int64_t DAY_MS = 24 * HOUR_MS;

RatedGame rated(const std::string& id, const std::string& opener, const std::string& other,
                double openerScore, int64_t endedAt, Speed speed = Speed::BLITZ) {
  return RatedGame{id, speed, {sha256Hex(opener), sha256Hex(other)}, openerScore, endedAt};
}

bool same(const Standing& a, const Standing& b) {
  return a.rating.rating == b.rating.rating && a.rating.deviation == b.rating.deviation &&
         a.rating.volatility == b.rating.volatility && a.games == b.games && a.wins == b.wins &&
         a.draws == b.draws && a.losses == b.losses && a.lastRatedAt == b.lastRatedAt;
}

class RatingsStoreTest : public StoreFixture {
 protected:
  WriteOutcome rate(const RatedGame& g) { return put({store_op::RateGame{g}}); }
  std::map<Speed, Standing> ratingsOf(const std::string& key) {
    auto r = store_->ratingsOf(sha256Hex(key));
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    std::map<Speed, Standing> bySpeed;
    if (r)
      for (const RatingRow& row : r.value()) bySpeed[row.speed] = row.standing;
    return bySpeed;
  }
  std::optional<GameRatingRow> gameRating(const std::string& id) {
    auto r = store_->gameRating(id);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r ? r.value() : std::nullopt;
  }
};

TEST_P(RatingsStoreTest, ARatedGameMovesBothRatingsOnceWithItsHistory) {
  RatedGame g = rated("g1", "ana", "bea", 1, 10 * DAY_MS);
  ASSERT_EQ(rate(g), WriteOutcome::OK);
  ratings::GameOutcome expected = ratings::rateGame(g, {Standing{}, Standing{}}, 0);

  auto ana = ratingsOf("ana");
  ASSERT_EQ(ana.size(), 1u);
  EXPECT_TRUE(same(ana[Speed::BLITZ], expected.after[0]));
  EXPECT_GT(ana[Speed::BLITZ].rating.rating, 1500);
  EXPECT_EQ(ana[Speed::BLITZ].wins, 1);
  auto bea = ratingsOf("bea");
  EXPECT_TRUE(same(bea[Speed::BLITZ], expected.after[1]));
  EXPECT_EQ(bea[Speed::BLITZ].losses, 1);

  auto row = gameRating("g1");
  ASSERT_TRUE(row);
  EXPECT_TRUE(row->counted);
  EXPECT_EQ(row->reason, "");
  EXPECT_EQ(row->game.keys[0], sha256Hex("ana"));
  EXPECT_EQ(row->before[0].rating, 1500);
  EXPECT_EQ(row->before[1].deviation, 350);
  EXPECT_EQ(row->after[0].rating, expected.after[0].rating.rating);
  EXPECT_EQ(row->after[1].rating, expected.after[1].rating.rating);

  // The same end written again (a retried unit) rates nothing twice.
  ASSERT_EQ(rate(g), WriteOutcome::OK);
  EXPECT_EQ(ratingsOf("ana")[Speed::BLITZ].games, 1);
  // Nothing for a game that was not rated, or a key that never played one.
  EXPECT_FALSE(gameRating("casual"));
  EXPECT_TRUE(ratingsOf("carl").empty());
  // Durable: the same after a restart.
  reopen();
  EXPECT_TRUE(same(ratingsOf("ana")[Speed::BLITZ], expected.after[0]));
}

TEST_P(RatingsStoreTest, TheFourthGameOfTwoKeysInADayCountsForNobody) {
  for (int i = 0; i < 3; ++i)
    ASSERT_EQ(rate(rated("p" + std::to_string(i), i % 2 ? "ana" : "bea", i % 2 ? "bea" : "ana", 1,
                         DAY_MS + i * HOUR_MS)),
              WriteOutcome::OK);
  Standing before = ratingsOf("ana")[Speed::BLITZ];
  ASSERT_EQ(rate(rated("p3", "ana", "bea", 0, DAY_MS + 3 * HOUR_MS)), WriteOutcome::OK);
  auto fourth = gameRating("p3");
  ASSERT_TRUE(fourth);
  EXPECT_FALSE(fourth->counted);
  EXPECT_EQ(fourth->reason, "pair-limit");
  EXPECT_TRUE(same(ratingsOf("ana")[Speed::BLITZ], before));
  // Another key is not limited by ana and bea's games, and the window slides.
  ASSERT_EQ(rate(rated("c1", "ana", "carl", 1, DAY_MS + 4 * HOUR_MS)), WriteOutcome::OK);
  EXPECT_TRUE(gameRating("c1")->counted);
  ASSERT_EQ(rate(rated("p4", "bea", "ana", 1, 2 * DAY_MS + 1 * HOUR_MS)), WriteOutcome::OK);
  EXPECT_TRUE(gameRating("p4")->counted);
  EXPECT_EQ(ratingsOf("ana")[Speed::BLITZ].games, 5);
}

TEST_P(RatingsStoreTest, AProvisionalOpponentDoesNotMoveAnEstablishedRating) {
  // Six keys become established against each other: every pair once a day for ten days.
  const std::vector<std::string> group{"ana", "bea", "carl", "dan", "eve", "fay"};
  int n = 0;
  for (int day = 1; day <= 10; ++day)
    for (size_t i = 0; i < group.size(); ++i)
      for (size_t j = i + 1; j < group.size(); ++j, ++n)
        ASSERT_EQ(rate(rated("e" + std::to_string(n), group[i], group[j], (n % 3) / 2.0,
                             day * DAY_MS + (n % 40) * 60 * 1000)),
                  WriteOutcome::OK);
  Standing established = ratingsOf("ana")[Speed::BLITZ];
  ASSERT_FALSE(ratings::provisional(established.rating)) << established.rating.deviation;

  // A throwaway key loses to ana, then beats her: neither game moves ana's rating.
  ASSERT_EQ(rate(rated("t1", "ana", "throwaway", 1, 10 * DAY_MS + HOUR_MS)), WriteOutcome::OK);
  ASSERT_EQ(rate(rated("t2", "throwaway", "ana", 1, 10 * DAY_MS + 2 * HOUR_MS)), WriteOutcome::OK);
  Standing after = ratingsOf("ana")[Speed::BLITZ];
  EXPECT_EQ(after.rating.rating, established.rating.rating);
  EXPECT_EQ(after.games, established.games + 2);
  auto t2 = gameRating("t2");
  ASSERT_TRUE(t2 && t2->counted);
  EXPECT_EQ(t2->after[1].rating, t2->before[1].rating);  // ana's, unmoved
  EXPECT_GT(t2->after[0].rating, t2->before[0].rating);  // the throwaway's, moved
}

/// The ratings as a store with these games applied in this order should hold them: the pure
/// rules over an in-memory table, the oracle of the test below.
struct Model {
  std::map<std::pair<std::string, Speed>, Standing> standings;
  std::vector<std::pair<RatedGame, bool>> applied;  ///< each game and whether it counted

  void apply(const RatedGame& g) {
    int pair = 0;
    for (const auto& [old, counted] : applied)
      if (counted && old.endedAt > g.endedAt - ratings::PAIR_WINDOW_MS &&
          ((old.keys[0] == g.keys[0] && old.keys[1] == g.keys[1]) ||
           (old.keys[0] == g.keys[1] && old.keys[1] == g.keys[0])))
        ++pair;
    auto o = ratings::rateGame(
        g, {standings[{g.keys[0], g.speed}], standings[{g.keys[1], g.speed}]}, pair);
    if (o.counted)
      for (size_t i = 0; i < 2; ++i) standings[{g.keys[i], g.speed}] = o.after[i];
    applied.emplace_back(g, o.counted);
  }
};

TEST_P(RatingsStoreTest, ARecomputeGivesTheLiveNumbersOfARandomStreamOfGames) {
  std::mt19937 rng(30);
  const std::vector<std::string> keys{"a", "b", "c", "d"};
  const Speed speeds[] = {Speed::BULLET, Speed::BLITZ, Speed::CORRESPONDENCE};
  Model model;
  int64_t at = DAY_MS;
  for (int n = 0; n < 240;) {
    // Units of one to three ends (a group commit holds many), times mostly forward: minutes,
    // sometimes days, sometimes a little back (two nodes' ends applied out of time order).
    std::vector<StoreOp> unit;
    for (size_t k = 1 + rng() % 3; k > 0; --k, ++n) {
      size_t i = rng() % keys.size(), j = (i + 1 + rng() % (keys.size() - 1)) % keys.size();
      int64_t step = rng() % 10 == 0 ? (1 + rng() % 20) * DAY_MS : (rng() % 90) * 60 * 1000;
      at += rng() % 15 == 0 ? -static_cast<int64_t>(rng() % 600) * 1000 : step;
      RatedGame g = rated("r" + std::to_string(n), keys[i], keys[j], (rng() % 3) / 2.0, at,
                          speeds[rng() % 3]);
      model.apply(g);
      unit.push_back(store_op::RateGame{g});
    }
    ASSERT_EQ(put(std::move(unit)), WriteOutcome::OK);
  }
  auto snapshot = [&] {
    std::map<std::pair<std::string, Speed>, Standing> all;
    for (const std::string& k : keys)
      for (const auto& [speed, s] : ratingsOf(k)) all[{sha256Hex(k), speed}] = s;
    return all;
  };
  auto live = snapshot();
  size_t counted = 0;
  for (const auto& [g, c] : model.applied) counted += c ? 1 : 0;
  ASSERT_LT(counted, model.applied.size()) << "the stream should reach the pair limit";
  for (const auto& [key, s] : model.standings) {
    if (s.games > 0) {
      EXPECT_TRUE(same(live[key], s)) << key.first << " " << speedName(key.second);
    }
  }
  EXPECT_EQ(live.size(),
            static_cast<size_t>(std::count_if(model.standings.begin(), model.standings.end(),
                                              [](const auto& kv) { return kv.second.games > 0; })));

  ASSERT_EQ(put({store_op::RecomputeRatings{}}), WriteOutcome::OK);
  auto recomputed = snapshot();
  ASSERT_EQ(recomputed.size(), live.size());
  for (const auto& [key, s] : live) EXPECT_TRUE(same(recomputed[key], s)) << key.first;
  for (const auto& [g, c] : model.applied) {
    auto row = gameRating(g.gameId);
    ASSERT_TRUE(row);
    EXPECT_EQ(row->counted, c) << g.gameId;
  }
}

INSTANTIATE_TEST_SUITE_P(Stores, RatingsStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
