// `renju serve --challenge-ttl-seconds` (docs/lobby.md): the open challenges' expiry, shortened for
// the browser tests, in the pure piece and over the lobby socket of the real server.
#include <gtest/gtest.h>

#include "lobby/challenges.h"
#include "server_harness.h"

namespace renju::test {
namespace {

using server::Challenge;
using server::Challenges;

Challenge challenge(const std::string& id, const std::string& key, int64_t at) {
  Challenge c;
  c.id = id;
  c.settings = R"({"rule":"taraguchi","n":10})";
  c.creatorHash = key;
  c.address = "1.1.1.1";
  c.createdAt = at;
  return c;
}

TEST(ChallengeTtl, AShorterTtlExpiresSooner) {
  Challenges c(2000);
  EXPECT_EQ(c.ttlMs(), 2000);
  EXPECT_EQ(Challenges().ttlMs(), server::CHALLENGE_TTL_MS);
  EXPECT_FALSE(c.add(challenge("short", "ka", 1000)));
  const std::string settings = R"({"rule":"taraguchi","n":10})";
  EXPECT_TRUE(c.match(settings, "kb", 2999));
  EXPECT_FALSE(c.match(settings, "kb", 3000));
  EXPECT_TRUE(c.expire(2999).empty());
  ASSERT_EQ(c.expire(3000).size(), 1u);
  EXPECT_EQ(c.size(), 0u);
}

TEST(ChallengeTtl, AChallengeExpiresAfterTheTtlOfTheCommandLine) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--challenge-ttl-seconds", "1"});
  server.start();
  uint16_t port = server.port();
  WsClient ws(port, "/api/lobby/socket");
  ws.send({{"t", "hello"}, {"d", json::object()}});
  ASSERT_TRUE(ws.nextOf("lobby"));
  const json rif = {{"rule", "rif"}, {"clock", {{"initial", 1800}, {"increment", 2}}}};
  auto made = call(port, "POST", "/api/challenges", Player{std::string(22, 'a'), ""}, rif);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json()["id"];
  auto listed = call(port, "GET", "/api/challenges", Player{}).json()["challenges"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(made.json()["expiresAt"].get<int64_t>() - listed[0]["createdAt"].get<int64_t>(), 1000);
  auto removed = ws.nextOf("challenge-removed");  // swept within the TTL's half after it
  ASSERT_TRUE(removed);
  EXPECT_EQ((*removed)["d"]["id"], id);
  EXPECT_EQ((*removed)["d"]["reason"], "expired");
  EXPECT_EQ(call(port, "GET", "/api/challenges/" + id, Player{}).json()["status"], "expired");
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
