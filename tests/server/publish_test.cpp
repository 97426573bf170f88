// "Publish this game" (docs/archive.md) against the real server: a game played through a private
// link reaches the archive only once both seats agreed after its end, each agreement durable
// (it survives a restart between the two), and the second one archives the game in its unit.
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

/// A link game (standard rule, the creator opens as Black) played to Black's five on row 8;
/// `lastMove` false stops one move short.
json playLinkGame(uint16_t port, bool lastMove = true) {
  json started = startGame(port, {{"rule", "standard"}, {"opener", "creator"}});
  std::string id = started["id"];
  const char* moves[] = {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"};
  for (int i = 0; i < (lastMove ? 9 : 8); ++i) {
    auto r = postJson(port, "/api/games/" + id + "/actions",
                      {{"type", "place"}, {"point", moves[i]}}, secretToMove(port, started));
    EXPECT_EQ(r.status, 200) << moves[i] << " " << r.body;
  }
  return started;
}

HttpResult publish(uint16_t port, const json& started, const std::string& seat) {
  return postJson(port, "/api/games/" + started["id"].get<std::string>() + "/actions",
                  {{"type", "publish"}}, started["seats"][seat]);
}

json publishState(uint16_t port, const std::string& id) {
  return getJson(port, "/api/games/" + id).json()["publish"];
}

TEST(Publish, APrivateGameIsArchivedOnceBothSeatsAgreedEvenAcrossARestart) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  json game = playLinkGame(server.port());
  std::string id = game["id"];
  EXPECT_EQ(publishState(server.port(), id),
            (json{{"public", false}, {"opener", false}, {"other", false}}));

  ASSERT_EQ(publish(server.port(), game, "opener").status, 200);
  EXPECT_EQ(publishState(server.port(), id),
            (json{{"public", false}, {"opener", true}, {"other", false}}));
  EXPECT_EQ(getJson(server.port(), "/api/archive/" + id).status, 404);
  EXPECT_TRUE(getJson(server.port(), "/api/explorer?moves=h8").json()["moves"].empty());

  // The first agreement was durable: the other seat agrees after a restart.
  EXPECT_EQ(server.stop(), 0);
  server.start();
  uint16_t port = server.port();
  EXPECT_EQ(publishState(port, id)["opener"], true);
  auto second = publish(port, game, "other");
  ASSERT_EQ(second.status, 200) << second.body;
  EXPECT_EQ(publishState(port, id), (json{{"public", true}, {"opener", true}, {"other", true}}));

  auto archived = getJson(port, "/api/archive/" + id);
  ASSERT_EQ(archived.status, 200) << archived.body;
  EXPECT_EQ(archived.json()["result"], "black");
  EXPECT_EQ(archived.json()["reason"], "five");
  EXPECT_EQ(archived.json()["length"], 9);
  auto next = getJson(port, "/api/explorer?moves=h8").json()["moves"];
  ASSERT_EQ(next.size(), 1u) << next;
  EXPECT_EQ(next[0]["move"], "a1");
  EXPECT_EQ(next[0]["games"], 1);

  // On the last move the game is over: nothing was played next, which is no error.
  auto end = getJson(port, "/api/explorer?moves=h8+a1+i8+a2+j8+a3+k8+a4+l8");
  ASSERT_EQ(end.status, 200) << end.body;
  EXPECT_EQ(end.json(), (json{{"moves", json::array()}}));

  // Its downloads are the game's own records (the opening facts and move times of the log), not
  // the archive row's moves alone.
  for (std::string format : {"text", "sgf", "rif"}) {
    auto fromArchive = getJson(port, "/api/archive/" + id + "/record?format=" + format);
    ASSERT_EQ(fromArchive.status, 200) << format << " " << fromArchive.body;
    EXPECT_EQ(fromArchive.body,
              getJson(port, "/api/games/" + id + "/record?format=" + format).body);
  }

  // Agreeing again changes nothing and is no error.
  EXPECT_EQ(publish(port, game, "opener").status, 200);
  EXPECT_EQ(getJson(port, "/api/archive?source=here").json()["games"].size(), 1u);
  EXPECT_EQ(getJson(port, "/api/explorer?moves=h8").json()["moves"][0]["games"], 1);
}

TEST(Publish, OnlyAFinishedGamesSeatsMayPublishIt) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json game = playLinkGame(port, false);
  std::string id = game["id"];
  expectError(publish(port, game, "opener"), 409, "not-finished");
  EXPECT_EQ(publishState(port, id)["opener"], false);

  // A spectator (no seat secret) cannot speak for a seat.
  auto spectator = postJson(port, "/api/games/" + id + "/actions", {{"type", "publish"}});
  EXPECT_GE(spectator.status, 400) << spectator.body;
  EXPECT_LT(spectator.status, 500) << spectator.body;
  EXPECT_EQ(publishState(port, id), (json{{"public", false}, {"opener", false}, {"other", false}}));
}

TEST(Publish, BothSeatsAgreeingOverSocketsAtOnceArchivesTheGameAndTellsEverySocket) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json game = playLinkGame(port);
  std::string id = game["id"];
  WsClient opener(port, "/api/games/" + id + "/socket");
  WsClient other(port, "/api/games/" + id + "/socket");
  WsClient watcher(port, "/api/games/" + id + "/socket");
  socketHello(opener, {{"seat", game["seats"]["opener"]}});
  socketHello(other, {{"seat", game["seats"]["other"]}});
  socketHello(watcher, json::object());
  // Sent back to back: the second unit must hold both agreements, whichever is written first.
  opener.act("p1", {{"type", "publish"}});
  other.act("p2", {{"type", "publish"}});
  EXPECT_TRUE(opener.nextOf("ack"));
  EXPECT_TRUE(other.nextOf("ack"));
  std::optional<json> seen;
  for (int i = 0; i < 2; ++i) seen = watcher.nextOf("publish");
  ASSERT_TRUE(seen);
  EXPECT_EQ((*seen)["d"], (json{{"public", true}, {"opener", true}, {"other", true}}));
  EXPECT_EQ(getJson(port, "/api/archive/" + id).status, 200);
}

}  // namespace
}  // namespace renju::test
