// The chat table (docs/chat.md) against every Store, as the rest of the store suite: SQLite
// always, PostgreSQL when RENJU_TEST_PG is set. Messages come back in order and verbatim, a
// number stored twice is a conflict that changes nothing, the purge takes a purged game's chat
// with it, and a reopened store still has them.
#include <gtest/gtest.h>

#include "base/sha256.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;

class ChatStoreTest : public StoreFixture {
 protected:
  std::vector<ChatRow> chatOf(const std::string& id) {
    auto r = store_->chat(id);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r ? r.value() : std::vector<ChatRow>{};
  }
};

GameRow chatGameRow(const std::string& id, int64_t createdAt, int64_t joinedAt) {
  GameRow g;
  g.id = id;
  g.settings = R"({"rule":"standard","clock":null})";
  g.secrets = {sha256Hex(id + "-opener"), joinedAt > 0 ? sha256Hex(id + "-other") : ""};
  g.invite = sha256Hex(id + "-invite");
  g.createdAt = createdAt;
  g.joinedAt = joinedAt;
  g.status = joinedAt > 0 ? GameStatus::PLAYING : GameStatus::WAITING;
  return g;
}

store_op::Chat line(const std::string& id, int64_t n, const std::string& channel,
                    std::optional<Seat> seat, const std::string& text) {
  return store_op::Chat{id, ChatRow{n, channel, seat, seat ? "Ana María" : "", text, 5000 + n}};
}

TEST_P(ChatStoreTest, MessagesComeBackInOrderVerbatimPerGameAndAfterReopening) {
  ASSERT_EQ(put({store_op::CreateGame{chatGameRow("g1", 1000, 1100)},
                 store_op::CreateGame{chatGameRow("g2", 1000, 1100)}}),
            WriteOutcome::OK);
  ASSERT_EQ(put({line("g1", 2, "spectators", std::nullopt, "gg 🙂")}), WriteOutcome::OK);
  ASSERT_EQ(put({line("g1", 1, "players", Seat::OTHER, "<b>x</b> & 'quote' \"q\"")}),
            WriteOutcome::OK);
  ASSERT_EQ(put({line("g2", 1, "players", Seat::OPENER, "other game")}), WriteOutcome::OK);

  for (int pass = 0; pass < 2; ++pass) {
    std::vector<ChatRow> rows = chatOf("g1");
    ASSERT_EQ(rows.size(), 2u) << pass;
    EXPECT_EQ(rows[0].n, 1);
    EXPECT_EQ(rows[0].channel, "players");
    EXPECT_EQ(rows[0].seat, Seat::OTHER);
    EXPECT_EQ(rows[0].name, "Ana María");
    EXPECT_EQ(rows[0].text, "<b>x</b> & 'quote' \"q\"");
    EXPECT_EQ(rows[0].at, 5001);
    EXPECT_EQ(rows[1].n, 2);
    EXPECT_EQ(rows[1].channel, "spectators");
    EXPECT_FALSE(rows[1].seat.has_value());
    EXPECT_EQ(rows[1].name, "");
    EXPECT_EQ(rows[1].text, "gg 🙂");
    EXPECT_EQ(chatOf("g2").size(), 1u);
    EXPECT_TRUE(chatOf("nothing").empty());
    reopen();  // durable: the second pass reads a freshly opened store
  }
}

TEST_P(ChatStoreTest, ANumberStoredTwiceIsAConflictAndItsUnitChangesNothing) {
  ASSERT_EQ(put({store_op::CreateGame{chatGameRow("g", 1000, 1100)}}), WriteOutcome::OK);
  ASSERT_EQ(put({line("g", 1, "players", Seat::OPENER, "first")}), WriteOutcome::OK);
  EXPECT_EQ(put({line("g", 2, "players", Seat::OPENER, "in the unit"),
                 line("g", 1, "players", Seat::OTHER, "again")}),
            WriteOutcome::CONFLICT);
  std::vector<ChatRow> rows = chatOf("g");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].text, "first");
}

TEST_P(ChatStoreTest, PurgeDeletesTheChatOfPurgedGamesOnly) {
  ASSERT_EQ(put({store_op::CreateGame{chatGameRow("old", 1000, 0)},
                 store_op::CreateGame{chatGameRow("kept", 1000, 1100)},
                 store_op::CreateGame{chatGameRow("recent", 9000, 0)}}),
            WriteOutcome::OK);
  for (const char* id : {"old", "kept", "recent"})
    ASSERT_EQ(put({line(id, 1, "spectators", std::nullopt, "hello")}), WriteOutcome::OK);
  ASSERT_EQ(put({store_op::Purge{5000}}), WriteOutcome::OK);
  EXPECT_TRUE(chatOf("old").empty());
  EXPECT_EQ(chatOf("kept").size(), 1u);
  EXPECT_EQ(chatOf("recent").size(), 1u);
  auto left =
      postgres() ? pgQuery(pgUrlFor(dir_), "SELECT game_id FROM chat ORDER BY game_id")
                 : sqliteQuery(dir_ / "renju.sqlite3", "SELECT game_id FROM chat ORDER BY game_id");
  ASSERT_EQ(left.size(), 2u);
  EXPECT_EQ(left[0]["game_id"], "kept");
  EXPECT_EQ(left[1]["game_id"], "recent");
}

INSTANTIATE_TEST_SUITE_P(Stores, ChatStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
