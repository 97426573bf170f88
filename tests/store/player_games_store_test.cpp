// "My games" in the store (Store::gamesOfPlayer, docs/lobby.md) against every Store, as the rest
// of the store suite: SQLite always, PostgreSQL when RENJU_TEST_PG is set.
#include <gtest/gtest.h>

#include "base/sha256.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;

class PlayerGamesStoreTest : public StoreFixture {
 protected:
  std::vector<PlayerGame> gamesOf(const std::string& key, size_t limit = 100) {
    auto r = store_->gamesOfPlayer(sha256Hex(key), limit);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r ? std::move(r).value() : std::vector<PlayerGame>{};
  }
  static std::vector<std::string> idsOf(const std::vector<PlayerGame>& games) {
    std::vector<std::string> ids;
    for (const PlayerGame& g : games) ids.push_back(g.game.game.id);
    return ids;
  }
};

/// A game created at `createdAt` whose opener seat was taken with `openerKey` ("" = none).
GameRow playerGameRow(const std::string& id, int64_t createdAt, const std::string& openerKey) {
  GameRow g;
  g.id = id;
  g.settings = R"({"rule":"standard","clock":null})";
  g.secrets = {sha256Hex(id + "-opener"), ""};
  g.invite = sha256Hex(id + "-invite");
  g.createdAt = createdAt;
  if (!openerKey.empty()) g.players[0] = sha256Hex(openerKey);
  return g;
}

StoreOp joinWith(const std::string& id, int64_t at, const std::string& key) {
  return store_op::Join{id, at, Seat::OTHER, sha256Hex(id + "-other"), sha256Hex(key)};
}

TEST_P(PlayerGamesStoreTest, APlayersGamesComePlayingFirstThenFinishedNewestFirst) {
  // ana plays in: old (finished), mid (finished), live (playing, the oldest of all), wait
  // (waiting for an opponent), gone (expired unjoined: left out); bea is ana's opponent in
  // three of them; carl's game is not ana's.
  ASSERT_EQ(
      put({store_op::CreateGame{playerGameRow("live", 500, "ana")}, joinWith("live", 600, "bea")}),
      WriteOutcome::OK);
  ASSERT_EQ(
      put({store_op::CreateGame{playerGameRow("old", 1000, "bea")}, joinWith("old", 1100, "ana")}),
      WriteOutcome::OK);
  ASSERT_EQ(
      put({store_op::CreateGame{playerGameRow("mid", 2000, "ana")}, joinWith("mid", 2100, "bea")}),
      WriteOutcome::OK);
  ASSERT_EQ(put({store_op::CreateGame{playerGameRow("wait", 3000, "ana")}}), WriteOutcome::OK);
  ASSERT_EQ(put({store_op::CreateGame{playerGameRow("gone", 4000, "ana")},
                 store_op::SetStatus{"gone", GameStatus::EXPIRED}}),
            WriteOutcome::OK);
  ASSERT_EQ(put({store_op::CreateGame{playerGameRow("carl", 5000, "carl")}}), WriteOutcome::OK);
  ActionRow move{2, R"({"type":"place","seat":"opener","point":"h8"})", "c2", 2200, 0, 0};
  ASSERT_EQ(put({store_op::Append{"mid", move}, store_op::SetStatus{"mid", GameStatus::FINISHED},
                 store_op::SetStatus{"old", GameStatus::FINISHED}}),
            WriteOutcome::OK);
  ASSERT_EQ(put({store_op::SeePlayer{sha256Hex("bea"), 100, "Bea"},
                 store_op::SeePlayer{sha256Hex("ana"), 100, std::nullopt}}),
            WriteOutcome::OK);

  auto games = gamesOf("ana");
  EXPECT_EQ(idsOf(games), (std::vector<std::string>{"wait", "live", "mid", "old"}));
  ASSERT_EQ(games.size(), 4u);
  // Each comes with its row, its log and both seats' names.
  EXPECT_EQ(games[1].game.game.status, GameStatus::PLAYING);
  EXPECT_EQ(games[1].game.game.players[1], sha256Hex("bea"));
  EXPECT_EQ(games[1].names, (std::array<std::string, 2>{"", "Bea"}));
  EXPECT_EQ(games[3].names, (std::array<std::string, 2>{"Bea", ""}));
  ASSERT_EQ(games[2].game.actions.size(), 1u);
  EXPECT_EQ(games[2].game.actions[0].at, 2200);
  EXPECT_EQ(games[2].game.game.status, GameStatus::FINISHED);
  EXPECT_TRUE(games[0].game.actions.empty());
  EXPECT_EQ(games[0].names, (std::array<std::string, 2>{"", ""}));

  EXPECT_EQ(idsOf(gamesOf("bea")), (std::vector<std::string>{"live", "mid", "old"}));
  EXPECT_EQ(idsOf(gamesOf("ana", 2)), (std::vector<std::string>{"wait", "live"}));
  EXPECT_TRUE(gamesOf("nobody").empty());
  // A seat taken without a key is nobody's: the empty hash finds nothing.
  ASSERT_EQ(put({store_op::CreateGame{playerGameRow("anon", 6000, "")}}), WriteOutcome::OK);
  auto none = store_->gamesOfPlayer("", 100);
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none.value().empty());
}

INSTANTIATE_TEST_SUITE_P(Stores, PlayerGamesStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
