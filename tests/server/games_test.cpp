// Whole games through the real server over HTTP: every rule through its opening procedure to a
// five, every swap point, both Taraguchi options, fouls, passes, resignation, draws, takebacks.
#include <gtest/gtest.h>

#include "game.h"
#include "game_json.h"
#include "server_harness.h"

namespace renju::test {
namespace {

class GamesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = std::make_unique<ServerProcess>(dir_.path());
    server_->start();
    port_ = server_->port();
  }
  void TearDown() override { EXPECT_EQ(server_->stop(), 0); }

  json state(const json& g) {
    return getJson(port_, "/api/games/" + g["id"].get<std::string>()).json();
  }

  /// Sends `action` for the seat that must move now; expects success and returns the new state.
  json play(const json& g, const json& action) {
    std::string secret = secretToMove(port_, g);
    auto r =
        postJson(port_, "/api/games/" + g["id"].get<std::string>() + "/actions", action, secret);
    EXPECT_EQ(r.status, 200) << action.dump() << " -> " << r.body;
    return r.json();
  }
  HttpResult actAs(const json& g, const std::string& seat, const json& action) {
    return postJson(port_, "/api/games/" + g["id"].get<std::string>() + "/actions", action,
                    g["seats"][seat].get<std::string>());
  }

  /// Plays `script` (each entry: a point to place, "swap", or an action object) and checks that
  /// Black wins with a five and that the winner is the seat holding Black after `swaps` swaps.
  void playToFive(const json& request, const std::vector<json>& script, int swaps) {
    json g = startGame(port_, request);
    json last;
    for (const json& step : script) {
      if (step.is_string() && step == "swap")
        last = play(g, {{"type", "swap"}});
      else if (step.is_string())
        last = play(g, {{"type", "place"}, {"point", step}});
      else
        last = play(g, step);
      ASSERT_FALSE(::testing::Test::HasFailure()) << "stopped at " << step.dump();
    }
    EXPECT_EQ(last["status"], "finished");
    const json& result = last["game"]["result"];
    EXPECT_EQ(result["reason"], "five") << last.dump();
    EXPECT_EQ(result["winnerColor"], "black");
    EXPECT_EQ(result["winner"], swaps % 2 == 0 ? "opener" : "other");
    EXPECT_EQ(last["seats"][result["winner"].get<std::string>()]["color"], "black");
  }

  TempDir dir_;
  std::unique_ptr<ServerProcess> server_;
  uint16_t port_ = 0;
};

const json OFFER = {{"type", "offer"}, {"points", {"i8", "m3"}}};
const json CHOOSE = {{"type", "choose"}, {"point", "i8"}};
const json DECLARE2 = {{"type", "declare"}, {"count", 2}};

TEST_F(GamesTest, StandardToFive) {
  playToFive({{"rule", "standard"}}, {"h8", "h9", "j8", "a9", "i8", "b9", "k8", "c9", "l8"}, 0);
}

TEST_F(GamesTest, RifWithoutAndWithSwap) {
  playToFive({{"rule", "rif"}}, {"h8", "h9", "j8", "a9", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 0);
  playToFive({{"rule", "rif"}},
             {"h8", "h9", "j8", "swap", "a9", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 1);
}

TEST_F(GamesTest, YamaguchiWithoutAndWithSwap) {
  playToFive({{"rule", "yamaguchi"}},
             {"h8", "h9", "j8", DECLARE2, "a9", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 0);
  playToFive({{"rule", "yamaguchi"}},
             {"h8", "h9", "j8", DECLARE2, "swap", "a9", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 1);
}

TEST_F(GamesTest, SoosorvBothSwapPoints) {
  playToFive({{"rule", "soosorv"}},
             {"h8", "h9", "j8", "a9", DECLARE2, OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 0);
  playToFive(
      {{"rule", "soosorv"}, {"n", 4}},
      {"h8", "h9", "j8", "swap", "a9", DECLARE2, "swap", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 2);
  playToFive({{"rule", "soosorv"}},
             {"h8", "h9", "j8", "a9", DECLARE2, "swap", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 1);
}

TEST_F(GamesTest, TaraguchiOptionOneWithEverySwap) {
  // Swaps before moves 2, 3 and 4, the option-1 swap and the swap before move 6.
  playToFive({{"rule", "taraguchi"}},
             {"h8", "swap", "h9", "swap", "j8", "swap", "e11", "swap", "i8", "swap", "b9", "k8",
              "c9", "l8"},
             5);
  playToFive({{"rule", "taraguchi"}}, {"h8", "h9", "j8", "e11", "i8", "b9", "k8", "c9", "l8"}, 0);
}

TEST_F(GamesTest, TaraguchiOptionTwoOffers) {
  playToFive({{"rule", "taraguchi"}, {"n", 2}},
             {"h8", "h9", "j8", "e11", OFFER, CHOOSE, "b9", "k8", "c9", "l8"}, 0);
}

TEST_F(GamesTest, ForbiddenPointRefusedThenLosingFoul) {
  // f8 g8 + h6 h7: h8 is a double-three for Black.
  const std::vector<std::string> setup = {"f8", "a1", "g8", "a3", "h6", "a5", "h7", "a7"};
  json g = startGame(port_, {{"rule", "standard"}, {"fouls", "reject"}});
  for (const auto& p : setup) play(g, {{"type", "place"}, {"point", p}});
  json before = state(g);
  bool listed = false;
  for (const json& f : before["game"]["forbidden"])
    listed = listed || (f["point"] == "h8" && f["kind"] == "double-three");
  EXPECT_TRUE(listed) << before["game"]["forbidden"].dump();
  auto refused = actAs(g, "opener", {{"type", "place"}, {"point", "h8"}});
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(refused.json()["error"], "forbidden");
  EXPECT_EQ(state(g)["version"], before["version"]);

  json lose = startGame(port_, {{"rule", "standard"}, {"fouls", "lose"}});
  for (const auto& p : setup) play(lose, {{"type", "place"}, {"point", p}});
  json last = play(lose, {{"type", "place"}, {"point", "h8"}});
  EXPECT_EQ(last["status"], "finished");
  EXPECT_EQ(last["game"]["result"]["reason"], "foul");
  EXPECT_EQ(last["game"]["result"]["winner"], "other");
  EXPECT_EQ(last["game"]["result"]["foul"]["kind"], "double-three");
}

TEST_F(GamesTest, TwoPassesDraw) {
  json g = startGame(port_, {{"rule", "standard"}});
  for (const char* p : {"h8", "h9", "j8", "a9", "i10", "b9"})
    play(g, {{"type", "place"}, {"point", p}});
  play(g, {{"type", "pass"}});
  json last = play(g, {{"type", "pass"}});
  EXPECT_EQ(last["status"], "finished");
  EXPECT_TRUE(last["game"]["result"]["winner"].is_null());
  EXPECT_EQ(last["game"]["result"]["reason"], "two-passes");
}

TEST_F(GamesTest, ResignAndDrawByAgreement) {
  json g = startGame(port_, {{"rule", "standard"}});
  play(g, {{"type", "place"}, {"point", "h8"}});
  auto r = actAs(g, "opener", {{"type", "resign"}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["game"]["result"]["reason"], "resign");
  EXPECT_EQ(r.json()["game"]["result"]["winner"], "other");
  EXPECT_EQ(actAs(g, "other", {{"type", "place"}, {"point", "a1"}}).json()["error"], "game-over");

  json d = startGame(port_, {{"rule", "standard"}});
  play(d, {{"type", "place"}, {"point", "h8"}});
  ASSERT_EQ(actAs(d, "opener", {{"type", "draw-offer"}}).status, 200);
  EXPECT_EQ(state(d)["game"]["drawOffer"], "opener");
  auto accepted = actAs(d, "other", {{"type", "draw-accept"}});
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  EXPECT_EQ(accepted.json()["game"]["result"]["reason"], "agreement");
  EXPECT_TRUE(accepted.json()["game"]["result"]["winner"].is_null());
}

TEST_F(GamesTest, TakebackOnlyWhenAllowed) {
  json g = startGame(port_, {{"rule", "standard"}, {"takebacks", true}});
  play(g, {{"type", "place"}, {"point", "h8"}});
  play(g, {{"type", "place"}, {"point", "h9"}});
  auto asked = actAs(g, "other", {{"type", "takeback"}});
  ASSERT_EQ(asked.status, 200) << asked.body;
  auto accepted = actAs(g, "opener", {{"type", "takeback-accept"}});
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  EXPECT_EQ(accepted.json()["game"]["moveCount"], 1);
  EXPECT_EQ(accepted.json()["game"]["toMove"], "other");

  json no = startGame(port_, {{"rule", "standard"}});
  play(no, {{"type", "place"}, {"point", "h8"}});
  auto refused = actAs(no, "opener", {{"type", "takeback"}});
  EXPECT_EQ(refused.status, 409);
  EXPECT_EQ(state(no)["game"]["moveCount"], 1);
}

TEST_F(GamesTest, RecordsInEveryFormat) {
  json g = startGame(port_, {{"rule", "standard"}});
  for (const char* p : {"h8", "h9", "j8"}) play(g, {{"type", "place"}, {"point", p}});
  std::string base = "/api/games/" + g["id"].get<std::string>() + "/record";
  auto text = getJson(port_, base + "?format=text");
  EXPECT_EQ(text.status, 200);
  EXPECT_NE(text.body.find("h8"), std::string::npos) << text.body;
  auto sgf = getJson(port_, base + "?format=sgf");
  EXPECT_EQ(sgf.status, 200);
  EXPECT_NE(sgf.body.find("B[hh]"), std::string::npos) << sgf.body;
  EXPECT_EQ(getJson(port_, base + "?format=rif").status, 200);
  EXPECT_EQ(getJson(port_, base + "?format=psq").status, 200);
  EXPECT_EQ(getJson(port_, base + "?format=doc").status, 400);

  // json: the server's own log with seats, which replays to the state the API shows.
  auto raw = getJson(port_, base + "?format=json");
  ASSERT_EQ(raw.status, 200) << raw.body;
  json record = raw.json();
  EXPECT_EQ(record["id"], g["id"]);
  EXPECT_EQ(record["version"], 4);
  EXPECT_EQ(record["config"]["rule"], "standard");
  ASSERT_EQ(record["log"].size(), 3u);
  EXPECT_EQ(record["log"][2], (json{{"seat", "opener"}, {"type", "place"}, {"point", "j8"}}));
  auto config = configFromJson(record["config"]);
  auto log = logFromJson(record["log"]);
  ASSERT_TRUE(config.ok() && log.ok());
  ReplayResult replayed = replay(config.value(), log.value());
  ASSERT_FALSE(replayed.error.has_value());
  EXPECT_EQ(stateToJson(replayed.state), state(g)["game"]);
}

}  // namespace
}  // namespace renju::test
