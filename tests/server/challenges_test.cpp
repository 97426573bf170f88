// The open challenges as a pure piece (docs/lobby.md): no socket, no store, times passed in.
#include <gtest/gtest.h>

#include "lobby/challenges.h"
#include "server_harness.h"

namespace renju::test {
namespace {

using server::Challenge;
using server::CHALLENGE_TTL_MS;
using server::Challenges;

const std::string TARAGUCHI = R"({"rule":"taraguchi","n":10})";
const std::string RIF = R"({"rule":"rif"})";

Challenge challenge(const std::string& id, const std::string& key, const std::string& address,
                    int64_t at, const std::string& settings = TARAGUCHI) {
  Challenge c;
  c.id = id;
  c.settings = settings;
  c.creatorHash = key;
  c.address = address;
  c.createdAt = at;
  return c;
}

std::string codeOf(const std::optional<renju::Error>& e) {
  return e ? e->code : "";
}

TEST(Challenges, AddListTakeAndCancel) {
  Challenges c;
  EXPECT_FALSE(c.add(challenge("c1", "ka", "1.1.1.1", 100)));
  EXPECT_FALSE(c.add(challenge("c2", "kb", "2.2.2.2", 50, RIF)));
  auto open = c.open();
  ASSERT_EQ(open.size(), 2u);
  EXPECT_EQ(open[0].id, "c2");  // oldest first
  EXPECT_EQ(c.of("ka")->id, "c1");

  // Own challenge refused, and still open afterwards.
  EXPECT_EQ(c.take("c1", "ka", 200).error().code, "own-challenge");
  auto taken = c.take("c1", "kb", 200);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->creatorHash, "ka");
  EXPECT_EQ(c.take("c1", "kc", 200).error().code, "unknown-challenge");  // taken once only
  EXPECT_FALSE(c.of("ka"));

  EXPECT_EQ(c.cancel("c2", "ka").error().code, "not-your-challenge");
  EXPECT_EQ(c.size(), 1u);
  EXPECT_TRUE(c.cancel("c2", "kb"));
  EXPECT_EQ(c.cancel("c2", "kb").error().code, "unknown-challenge");
  EXPECT_EQ(c.size(), 0u);
}

TEST(Challenges, OnePerKeyAndOnePerAddressUntilItCloses) {
  Challenges c;
  EXPECT_FALSE(c.add(challenge("c1", "ka", "1.1.1.1", 100)));
  EXPECT_EQ(codeOf(c.add(challenge("c2", "ka", "9.9.9.9", 110))), "too-many-challenges");
  EXPECT_EQ(codeOf(c.add(challenge("c3", "kb", "1.1.1.1", 120))), "too-many-challenges");
  EXPECT_EQ(c.size(), 1u);
  // Challenges restored from the store have no address: they never block one.
  EXPECT_FALSE(c.add(challenge("r1", "kr", "", 10)));
  EXPECT_FALSE(c.add(challenge("r2", "ks", "", 10)));
  ASSERT_TRUE(c.cancel("c1", "ka"));
  EXPECT_FALSE(c.add(challenge("c4", "ka", "1.1.1.1", 130)));
}

TEST(Challenges, ExpireAfterThirtyMinutesUnanswered) {
  Challenges c;
  EXPECT_FALSE(c.add(challenge("old", "ka", "1.1.1.1", 1000)));
  EXPECT_FALSE(c.add(challenge("new", "kb", "2.2.2.2", 5000)));
  EXPECT_TRUE(c.expire(1000 + CHALLENGE_TTL_MS - 1).empty());
  // Past its time it can no longer be taken even before the sweep removes it.
  EXPECT_EQ(c.take("old", "kc", 1000 + CHALLENGE_TTL_MS).error().code, "unknown-challenge");
  auto gone = c.expire(1000 + CHALLENGE_TTL_MS);
  ASSERT_EQ(gone.size(), 1u);
  EXPECT_EQ(gone[0].id, "old");
  EXPECT_FALSE(c.of("ka"));
  EXPECT_FALSE(c.add(challenge("again", "ka", "1.1.1.1", 1000 + CHALLENGE_TTL_MS)));
  EXPECT_EQ(c.size(), 2u);
}

TEST(Challenges, QuickPairingTakesTheOldestWithTheSameSettingsNotOwn) {
  Challenges c;
  EXPECT_FALSE(c.add(challenge("rif", "ka", "1", 10, RIF)));
  EXPECT_FALSE(c.add(challenge("t2", "kb", "2", 30)));
  EXPECT_FALSE(c.add(challenge("t1", "kc", "3", 20)));
  EXPECT_EQ(c.match(TARAGUCHI, "kz", 40).value_or(""), "t1");
  EXPECT_EQ(c.match(TARAGUCHI, "kc", 40).value_or(""), "t2");  // not one's own
  EXPECT_EQ(c.match(RIF, "kz", 40).value_or(""), "rif");
  EXPECT_FALSE(c.match(RIF, "ka", 40));
  EXPECT_FALSE(c.match(R"({"rule":"standard"})", "kz", 40));
  EXPECT_FALSE(c.match(RIF, "kz", 10 + CHALLENGE_TTL_MS));  // expired
}

}  // namespace
}  // namespace renju::test

// ---- against the real server --------------------------------------------------------------------

namespace renju::test {
namespace {

const json TARAGUCHI_10 = {
    {"rule", "taraguchi"}, {"n", 10}, {"clock", {{"initial", 600}, {"increment", 4}}}};
const json RIF_30 = {{"rule", "rif"}, {"clock", {{"initial", 1800}, {"increment", 2}}}};

TEST(ChallengesApi, CreateAcceptPlayCancelLimitsQuickPairingAndRestart) {
  TempDir dir;
  std::vector<std::string> flags{"--trusted-proxy", "127.0.0.0/8",       "--rate-challenge",
                                 "0.001",           "--burst-challenge", "4"};
  ServerProcess server(dir.path(), flags);
  server.start();
  uint16_t port = server.port();
  Player a = player('a', "10.0.0.1"), b = player('b', "10.0.0.2"), c = player('c', "10.0.0.1");

  EXPECT_EQ(call(port, "GET", "/api/challenges", {}).json()["challenges"].size(), 0u);
  expectError(call(port, "POST", "/api/challenges", {"", "10.0.0.9"}, TARAGUCHI_10), 401,
              "no-player");
  expectError(call(port, "POST", "/api/challenges", a, {{"rule", "gomoku"}}), 400, "bad-request");
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana"}}).status, 200);
  auto made = call(port, "POST", "/api/challenges", a, TARAGUCHI_10);  // a: 1 of 4
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json()["id"];
  auto listed = call(port, "GET", "/api/challenges", {}).json()["challenges"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["id"], id);
  EXPECT_EQ(listed[0]["name"], "Ana");
  EXPECT_EQ(listed[0]["settings"]["rule"], "taraguchi");
  EXPECT_EQ(listed[0]["settings"]["clock"]["incrementMs"], 4000);
  // One per key and one per address; one's own is not accepted. A refused creation counts
  // against the key's rate as any other.
  expectError(call(port, "POST", "/api/challenges", a, RIF_30), 429,
              "too-many-challenges");  // a: 2 of 4
  expectError(call(port, "POST", "/api/challenges", c, RIF_30), 429, "too-many-challenges");
  expectError(call(port, "POST", "/api/challenges/" + id + "/accept", a), 409, "own-challenge");
  expectError(call(port, "DELETE", "/api/challenges/" + id, b), 403, "not-your-challenge");
  EXPECT_EQ(call(port, "GET", "/api/challenges/" + id, {}).json()["status"], "open");

  // b accepts: a game with both seats taken, a's secret and key holding a's seat.
  auto accepted = call(port, "POST", "/api/challenges/" + id + "/accept", b);
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  std::string game = accepted.json()["game"];
  expectError(call(port, "POST", "/api/challenges/" + id + "/accept", c), 404, "unknown-challenge");
  auto state = call(port, "GET", "/api/challenges/" + id, {}).json();
  EXPECT_EQ(state["status"], "accepted");
  EXPECT_EQ(state["game"], game);
  std::string bSeat = accepted.json()["you"], aSeat = bSeat == "opener" ? "other" : "opener";
  EXPECT_EQ(getJson(port, "/api/games/" + game, made.json()["seat"]).json()["you"], aSeat);
  WsClient ws(port, "/api/games/" + game + "/socket");
  ws.send({{"t", "hello"}, {"d", {{"player", a.key}}}});
  EXPECT_EQ(ws.nextOf("welcome").value_or(json())["d"]["you"], aSeat);
  auto full = ws.nextOf("state");
  ASSERT_TRUE(full);
  EXPECT_EQ((*full)["d"]["status"], "playing");
  std::string opener =
      aSeat == "opener" ? std::string(made.json()["seat"]) : std::string(accepted.json()["seat"]);
  EXPECT_EQ(postJson(port, "/api/games/" + game + "/actions", {{"type", "place"}, {"point", "h8"}},
                     opener)
                .status,
            200);
  EXPECT_TRUE(ws.nextOf("event"));

  // Cancel, then the rate limit of creating and cancelling (burst 4).
  auto again = call(port, "POST", "/api/challenges", a, RIF_30);  // a: 3 of 4
  ASSERT_EQ(again.status, 201) << again.body;
  std::string second = again.json()["id"];
  EXPECT_EQ(call(port, "DELETE", "/api/challenges/" + second, a).status, 200);  // a: 4 of 4
  expectError(call(port, "DELETE", "/api/challenges/" + second, a), 429, "rate-limited");
  expectError(call(port, "POST", "/api/challenges", a, RIF_30), 429, "rate-limited");
  EXPECT_EQ(call(port, "GET", "/api/challenges/" + second, {}).json()["status"], "cancelled");
  EXPECT_EQ(call(port, "GET", "/api/challenges", {}).json()["challenges"].size(), 0u);

  // Quick pairing: the first waits, the second with the same settings meets it.
  auto waits = call(port, "POST", "/api/challenges/quick", c, RIF_30);
  ASSERT_EQ(waits.status, 201) << waits.body;
  auto other = call(port, "POST", "/api/challenges/quick", b, TARAGUCHI_10);  // other settings
  ASSERT_EQ(other.status, 201) << other.body;
  auto meets = call(port, "POST", "/api/challenges/quick", player('d', "10.0.0.4"), RIF_30);
  ASSERT_EQ(meets.status, 200) << meets.body;
  EXPECT_EQ(
      call(port, "GET", "/api/challenges/" + std::string(waits.json()["id"]), {}).json()["game"],
      meets.json()["game"]);

  // What is open survives a restart; what was taken does not come back.
  EXPECT_EQ(server.stop(), 0);
  server.start();
  auto back = call(server.port(), "GET", "/api/challenges", {}).json()["challenges"];
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0]["id"], other.json()["id"]);
  expectError(call(server.port(), "POST", "/api/challenges", b, RIF_30), 429,
              "too-many-challenges");
}

/// Reads `counts` frames until one has `field` == `value` (they come every 2 s at most, when
/// something changed); false when none did within 6 s.
bool countsReach(WsClient& ws, const std::string& field, int value) {
  auto until = std::chrono::steady_clock::now() + 6s;
  while (std::chrono::steady_clock::now() < until) {
    auto c = ws.nextOf("counts", 1000ms);
    if (c && (*c)["d"][field] == value) return true;
  }
  return false;
}

TEST(LobbyFeed, TwoSocketsSeeChallengesAddedAndRemovedAndTheCounts) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a = player('a', "10.0.0.1"), b = player('b', "10.0.0.2");
  auto made = call(port, "POST", "/api/challenges", a, RIF_30);
  ASSERT_EQ(made.status, 201) << made.body;

  WsClient one(port, "/api/lobby/socket");
  one.send({{"t", "hello"}, {"d", {{"player", a.key}}}});
  auto snapshot = one.nextOf("lobby");
  ASSERT_TRUE(snapshot);
  ASSERT_EQ((*snapshot)["d"]["challenges"].size(), 1u);
  EXPECT_EQ((*snapshot)["d"]["challenges"][0]["id"], made.json()["id"]);
  EXPECT_EQ((*snapshot)["d"]["counts"]["players"], 1);
  WsClient two(port, "/api/lobby/socket");
  two.send({{"t", "hello"}, {"d", {{"player", b.key}}}});
  auto second = two.nextOf("lobby");
  ASSERT_TRUE(second);
  EXPECT_EQ((*second)["d"]["counts"]["players"], 2);
  EXPECT_EQ((*second)["d"]["counts"]["games"], 0);
  EXPECT_TRUE(countsReach(one, "players", 2));  // the first learns of the second

  // b cancels nothing of a's; a new challenge of b's reaches both, then its acceptance.
  auto bMade = call(port, "POST", "/api/challenges", b, TARAGUCHI_10);
  ASSERT_EQ(bMade.status, 201);
  for (WsClient* ws : {&one, &two}) {
    auto added = ws->nextOf("challenge-added");
    ASSERT_TRUE(added);
    EXPECT_EQ((*added)["d"]["id"], bMade.json()["id"]);
    EXPECT_EQ((*added)["d"]["settings"]["n"], 10);
  }
  ASSERT_EQ(call(port, "POST", "/api/challenges/" + std::string(bMade.json()["id"]) + "/accept", a)
                .status,
            200);
  for (WsClient* ws : {&one, &two}) {
    auto removed = ws->nextOf("challenge-removed");
    ASSERT_TRUE(removed);
    EXPECT_EQ((*removed)["d"]["id"], bMade.json()["id"]);
    EXPECT_EQ((*removed)["d"]["reason"], "accepted");
  }
  ASSERT_EQ(call(port, "DELETE", "/api/challenges/" + std::string(made.json()["id"]), a).status,
            200);
  auto cancelled = two.nextOf("challenge-removed");
  ASSERT_TRUE(cancelled);
  EXPECT_EQ((*cancelled)["d"]["reason"], "cancelled");
  EXPECT_TRUE(countsReach(two, "games", 1));  // the game being played now
  one.close();
  EXPECT_TRUE(countsReach(two, "players", 1));
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
