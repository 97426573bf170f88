// The reads of the player pages and leaderboards (docs/ratings.md) against every Store, as the
// rest of the store suite: SQLite always, PostgreSQL when RENJU_TEST_PG is set.
#include <gtest/gtest.h>

#include "base/sha256.h"
#include "ratings/public_id.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;
using ratings::RatedGame;
using ratings::Speed;

constexpr int64_t PAGES_DAY_MS = 24LL * 3600 * 1000;

class PlayerPagesStoreTest : public StoreFixture {
 protected:
  /// A finished game between `opener` and `other` (keys; "" = none, "cpu" = the computer on the
  /// other seat), ended at `endedAt` with `winner` ("opener", "other", "draw", "" = aborted).
  WriteOutcome finished(const std::string& id, const std::string& opener, const std::string& other,
                        const std::string& winner, int64_t endedAt, bool listed,
                        std::optional<RatedGame> rated = std::nullopt) {
    GameRow g;
    g.id = id;
    g.settings = R"({"rule":"standard","clock":{"initialMs":300000,"incrementMs":3000},"rated":)" +
                 std::string(rated ? "true" : "false") + "}";
    g.secrets = {sha256Hex(id + "1"), sha256Hex(id + "2")};
    g.invite = sha256Hex(id + "i");
    g.createdAt = endedAt - 1000;
    g.joinedAt = endedAt - 900;
    g.status = GameStatus::PLAYING;
    if (!opener.empty()) g.players[0] = sha256Hex(opener);
    if (other == "cpu") {
      g.computerSeat = Seat::OTHER;
      g.computerLevel = 3;
    } else if (!other.empty()) {
      g.players[1] = sha256Hex(other);
    }
    GameEnd end{endedAt, winner, winner.empty() ? "aborted" : "resign", 12, "white", listed};
    std::vector<StoreOp> ops{store_op::CreateGame{g},
                             store_op::SetStatus{id, GameStatus::FINISHED, end}};
    if (rated) ops.push_back(store_op::RateGame{*rated});
    return put(std::move(ops));
  }
  WriteOutcome see(const std::string& key, const std::string& name) {
    return put({store_op::SeePlayer{sha256Hex(key), 1, name}});
  }
  std::vector<FinishedGame> games(const std::string& key, bool computer, size_t limit,
                                  int64_t beforeAt = 0, const std::string& beforeId = "") {
    auto r = store_->finishedGames({sha256Hex(key), computer, beforeAt, beforeId, limit});
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r ? std::move(r).value() : std::vector<FinishedGame>{};
  }
};

RatedGame ratedGameOf(const std::string& id, const std::string& opener, const std::string& other,
                      double openerScore, int64_t endedAt, Speed speed = Speed::BLITZ) {
  return RatedGame{id, speed, {sha256Hex(opener), sha256Hex(other)}, openerScore, endedAt};
}

TEST_P(PlayerPagesStoreTest, APlayerIsFoundByItsPublicIdOnly) {
  ASSERT_EQ(see("ana-key", "Ana"), WriteOutcome::OK);
  std::string id = ratings::publicIdOf(sha256Hex("ana-key"));
  auto found = store_->playerByPublicId(id);
  ASSERT_TRUE(found.ok()) << found.error().message;
  ASSERT_TRUE(found.value());
  EXPECT_EQ(found.value()->keyHash, sha256Hex("ana-key"));
  EXPECT_EQ(found.value()->displayName, "Ana");
  auto none = store_->playerByPublicId("0123456789abcdef");
  ASSERT_TRUE(none.ok());
  EXPECT_FALSE(none.value());
  // Kept across a restart (the column is the store's, not a cache).
  reopen();
  EXPECT_TRUE(store_->playerByPublicId(id).value());
}

// Migration 14 gives the keys stored before it their public ids.
TEST_P(PlayerPagesStoreTest, KeysStoredBeforeMigration14GetTheirPublicIds) {
  ASSERT_EQ(see("ana-key", "Ana"), WriteOutcome::OK);
  ASSERT_EQ(see("bea-key", ""), WriteOutcome::OK);
  store_.reset();
  // Back to schema 13 as far as public ids go: no id, no index, step 14 not applied.
  const std::string back = "DROP INDEX players_public_id; UPDATE players SET public_id = ''; ";
  if (postgres())
    pgQuery(pgUrlFor(dir_), back + "DELETE FROM schema_migrations WHERE version IN (14, 15, 16)");
  else
    sqliteQuery(dir_ / "renju.sqlite3", back + "PRAGMA user_version=13");
  reopen();
  for (const char* key : {"ana-key", "bea-key"}) {
    auto found = store_->playerByPublicId(ratings::publicIdOf(sha256Hex(key)));
    ASSERT_TRUE(found.ok()) << found.error().message;
    ASSERT_TRUE(found.value()) << key;
    EXPECT_EQ(found.value()->keyHash, sha256Hex(key));
  }
}

TEST_P(PlayerPagesStoreTest, TotalsCountFinishedGamesByOpponentKindWithoutAborted) {
  ASSERT_EQ(finished("g1", "ana", "bea", "opener", 1000, true), WriteOutcome::OK);   // win
  ASSERT_EQ(finished("g2", "bea", "ana", "opener", 2000, false), WriteOutcome::OK);  // loss
  ASSERT_EQ(finished("g3", "ana", "", "draw", 3000, false), WriteOutcome::OK);       // draw
  ASSERT_EQ(finished("g4", "ana", "bea", "", 4000, true), WriteOutcome::OK);         // aborted
  ASSERT_EQ(finished("g5", "ana", "cpu", "other", 5000, false), WriteOutcome::OK);   // cpu wins
  auto t = store_->playerTotals(sha256Hex("ana"));
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(t->people.games, 3);
  EXPECT_EQ(t->people.wins, 1);
  EXPECT_EQ(t->people.draws, 1);
  EXPECT_EQ(t->people.losses, 1);
  EXPECT_EQ(t->computer.games, 1);
  EXPECT_EQ(t->computer.losses, 1);
  auto nobody = store_->playerTotals(sha256Hex("carl"));
  ASSERT_TRUE(nobody.ok());
  EXPECT_EQ(nobody->people.games, 0);
}

TEST_P(PlayerPagesStoreTest, ListedGamesComeNewestFirstInPagesWithTheirRatingChange) {
  ASSERT_EQ(see("bea", "Bea"), WriteOutcome::OK);
  ASSERT_EQ(
      finished("r1", "ana", "bea", "opener", 1000, true, ratedGameOf("r1", "ana", "bea", 1, 1000)),
      WriteOutcome::OK);
  ASSERT_EQ(finished("p2", "bea", "ana", "draw", 2000, true), WriteOutcome::OK);
  ASSERT_EQ(finished("x3", "ana", "bea", "opener", 3000, false), WriteOutcome::OK);  // private
  ASSERT_EQ(finished("a4", "ana", "bea", "", 4000, true), WriteOutcome::OK);         // aborted
  ASSERT_EQ(finished("c5", "ana", "cpu", "opener", 5000, true), WriteOutcome::OK);
  ASSERT_EQ(finished("b6", "bea", "ana", "other", 5000, true), WriteOutcome::OK);

  auto first = games("ana", false, 2);
  ASSERT_EQ(first.size(), 2u);
  EXPECT_EQ(first[0].id, "b6");
  EXPECT_EQ(first[0].seat, Seat::OTHER);
  EXPECT_EQ(first[0].opponentName, "Bea");
  EXPECT_EQ(first[0].opponentHash, sha256Hex("bea"));
  EXPECT_EQ(first[0].end.winner, "other");
  EXPECT_EQ(first[0].end.moves, 12);
  EXPECT_EQ(first[0].end.openerColor, "white");
  EXPECT_FALSE(first[0].counted);
  EXPECT_EQ(first[1].id, "p2");
  auto second = games("ana", false, 2, first[1].end.endedAt, first[1].id);
  ASSERT_EQ(second.size(), 1u);
  EXPECT_EQ(second[0].id, "r1");
  EXPECT_TRUE(second[0].counted);
  EXPECT_EQ(second[0].ratingBefore, 1500);
  EXPECT_GT(second[0].ratingAfter, 1500);

  auto computer = games("ana", true, 20);
  ASSERT_EQ(computer.size(), 1u);
  EXPECT_EQ(computer[0].id, "c5");
  ASSERT_TRUE(computer[0].computerSeat);
  EXPECT_EQ(computer[0].computerLevel, 3);
}

TEST_P(PlayerPagesStoreTest, HistoryIsOnePointPerCountedGameOldestFirst) {
  for (int i = 1; i <= 3; ++i) {
    std::string id = "h" + std::to_string(i);
    ASSERT_EQ(finished(id, "ana", "op" + std::to_string(i), "opener", i * 1000, true,
                       ratedGameOf(id, "ana", "op" + std::to_string(i), 1, i * 1000)),
              WriteOutcome::OK);
  }
  auto points = store_->ratingHistory(sha256Hex("ana"), Speed::BLITZ, 2);
  ASSERT_TRUE(points.ok()) << points.error().message;
  ASSERT_EQ(points->size(), 2u);  // the last two
  EXPECT_EQ((*points)[0].gameId, "h2");
  EXPECT_EQ((*points)[1].gameId, "h3");
  EXPECT_EQ((*points)[1].at, 3000);
  EXPECT_GT((*points)[1].rating, (*points)[0].rating);
  EXPECT_LT((*points)[1].deviation, (*points)[0].deviation);
  EXPECT_TRUE(store_->ratingHistory(sha256Hex("ana"), Speed::RAPID, 500)->empty());
}

TEST_P(PlayerPagesStoreTest, LeaderboardCandidatesAreEstablishedAndRecent) {
  // "ana" plays 30 fresh keys today, winning every other game, and becomes established; "old"
  // did the same 40 days ago; "new" played twice (provisional).
  int64_t now = 100 * PAGES_DAY_MS;
  for (int i = 0; i < 30; ++i) {
    std::string n = std::to_string(i);
    double score = i % 2;
    ASSERT_EQ(
        put({store_op::RateGame{ratedGameOf("a" + n, "ana", "x" + n, score, now - 1000 + i)}}),
        WriteOutcome::OK);
    ASSERT_EQ(put({store_op::RateGame{
                  ratedGameOf("o" + n, "old", "y" + n, score, now - 40 * PAGES_DAY_MS + i)}}),
              WriteOutcome::OK);
  }
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(put({store_op::RateGame{ratedGameOf("n" + std::to_string(i), "new",
                                                  "z" + std::to_string(i), 1, now - 500 + i)}}),
              WriteOutcome::OK);
  ASSERT_EQ(see("ana", "Ana"), WriteOutcome::OK);
  auto board = store_->leaderboard(Speed::BLITZ, now - ratings::LEADERBOARD_ACTIVE_MS, 100);
  ASSERT_TRUE(board.ok()) << board.error().message;
  ASSERT_EQ(board->size(), 1u);
  EXPECT_EQ((*board)[0].keyHash, sha256Hex("ana"));
  EXPECT_EQ((*board)[0].publicId, ratings::publicIdOf(sha256Hex("ana")));
  EXPECT_EQ((*board)[0].name, "Ana");
  EXPECT_LE((*board)[0].standing.rating.deviation, ratings::PROVISIONAL_DEVIATION);
  EXPECT_EQ((*board)[0].standing.games, 30);
  EXPECT_TRUE(store_->leaderboard(Speed::RAPID, 0, 100)->empty());
}

INSTANTIATE_TEST_SUITE_P(Stores, PlayerPagesStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
