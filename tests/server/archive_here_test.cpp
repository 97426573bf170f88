// Games played here go into the archive when they end (docs/archive.md), against the real
// server: a game from a public open challenge is archived in the unit that records its end, with
// the players' display names, its result and its explorer counts; a game from a private
// challenge is not.
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

/// A challenge by `a` (who opens: Black under the standard rule) accepted by `b`, played to
/// Black's five on row 8; returns the game's id.
std::string playToFive(uint16_t port, const Player& a, const Player& b, bool isPrivate) {
  json settings = {{"rule", "standard"}, {"opener", "creator"}, {"private", isPrivate}};
  auto made = call(port, "POST", "/api/challenges", a, settings);
  EXPECT_EQ(made.status, 201) << made.body;
  auto accepted =
      call(port, "POST", "/api/challenges/" + std::string(made.json()["id"]) + "/accept", b);
  EXPECT_EQ(accepted.status, 200) << accepted.body;
  std::string game = accepted.json()["game"];
  std::string black = made.json()["seat"], white = accepted.json()["seat"];
  const char* moves[] = {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"};
  for (int i = 0; i < 9; ++i) {
    auto r = postJson(port, "/api/games/" + game + "/actions",
                      {{"type", "place"}, {"point", moves[i]}}, i % 2 ? white : black);
    EXPECT_EQ(r.status, 200) << moves[i] << " " << r.body;
  }
  return game;
}

TEST(ArchiveHere, APublicGameIsArchivedWhenItEndsAPrivateOneIsNot) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player ann{std::string(22, 'a'), "10.0.0.1"}, bo{std::string(22, 'b'), "10.0.0.2"};
  ASSERT_EQ(call(port, "PUT", "/api/player", ann, {{"name", "Ann"}}).status, 200);
  ASSERT_EQ(call(port, "PUT", "/api/player", bo, {{"name", "Bo"}}).status, 200);

  std::string open = playToFive(port, ann, bo, false);
  auto here = getJson(port, "/api/archive?source=here");
  ASSERT_EQ(here.status, 200) << here.body;
  ASSERT_EQ(here.json()["games"].size(), 1u) << here.body;
  json g = here.json()["games"][0];
  EXPECT_EQ(g["id"], open);
  EXPECT_EQ(g["rule"], "standard");
  EXPECT_EQ(g["result"], "black");
  EXPECT_EQ(g["reason"], "five");
  EXPECT_EQ(g["black"], "Ann");
  EXPECT_EQ(g["white"], "Bo");
  EXPECT_EQ(g["length"], 9);
  EXPECT_EQ(g["moves"], json({"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"}));
  EXPECT_GT(g["playedAt"].get<int64_t>(), 0);
  EXPECT_EQ(getJson(port, "/api/archive?name=Ann").json()["games"].size(), 1u);
  EXPECT_EQ(getJson(port, "/api/archive/" + open).json(), g);

  // Its explorer counts came in the same unit: after h8, a1 once, here, Black won.
  auto next = getJson(port, "/api/explorer?moves=h8").json()["moves"];
  ASSERT_EQ(next.size(), 1u) << next;
  EXPECT_EQ(next[0]["source"], "here");
  EXPECT_EQ(next[0]["move"], "a1");
  EXPECT_EQ(next[0]["games"], 1);
  EXPECT_EQ(next[0]["blackWins"], 1);

  // A private challenge's game is not listed (no "publish" agreement exists yet).
  std::string hidden = playToFive(port, ann, bo, true);
  EXPECT_EQ(getJson(port, "/api/games/" + hidden).json()["status"], "finished");
  EXPECT_EQ(getJson(port, "/api/archive?source=here").json()["games"].size(), 1u);
  EXPECT_EQ(getJson(port, "/api/archive/" + hidden).status, 404);
  EXPECT_EQ(getJson(port, "/api/explorer?moves=h8").json()["moves"][0]["games"], 1);

  // After a restart the archived game is still there.
  EXPECT_EQ(server.stop(), 0);
  server.start();
  EXPECT_EQ(getJson(server.port(), "/api/archive/" + open).status, 200);
}

}  // namespace
}  // namespace renju::test
