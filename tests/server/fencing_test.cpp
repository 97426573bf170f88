// Fencing between nodes that share one store (docs/server.md, "Fencing"): two real servers on the
// same database. Node B takes over a game that node A still holds in memory and stores the next
// version; A's own write of that version is refused by the store (CONFLICT), so A drops the game:
// the request gets 503 `moved`, A's sockets are closed with 4000 (reconnect), and A's next lookup
// serves the game as the store has it.
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

HttpResult placeBySecret(uint16_t port, const json& g, const std::string& secret,
                         const std::string& p) {
  return postJson(port, "/api/games/" + idOf(g) + "/actions", {{"type", "place"}, {"point", p}},
                  secret);
}

TEST(Fencing, ANodeThatLostAGameDropsItAndSendsItsClientsToReconnect) {
  TempDir dir;
  ServerProcess a(dir.path());
  a.start();
  json g = startGame(a.port(), {{"rule", "standard"}});
  std::string first = secretToMove(a.port(), g);

  WsClient ws(a.port(), "/api/games/" + idOf(g) + "/socket");
  ws.send({{"t", "hello"}, {"d", {{"seat", first}}}});
  ASSERT_TRUE(ws.nextOf("welcome"));

  ServerProcess b(dir.path());
  b.start();
  // B loads the game from the store and stores version 2.
  auto onB = placeBySecret(b.port(), g, first, "h8");
  ASSERT_EQ(onB.status, 200) << onB.body;

  // A still holds version 1 in memory and accepts another first stone: the store refuses it.
  auto onA = placeBySecret(a.port(), g, first, "g7");
  EXPECT_EQ(onA.status, 503) << onA.body;
  EXPECT_EQ(onA.json()["error"], "moved");
  int code = 0;
  EXPECT_TRUE(ws.closedBy(5000ms, &code));
  EXPECT_EQ(code, 4000);

  // A forgot its copy: it now serves B's version, and the next move is stored through A.
  json view = getJson(a.port(), "/api/games/" + idOf(g)).json();
  EXPECT_EQ(view["version"], 2);
  ASSERT_EQ(view["game"]["moves"].size(), 1u);
  std::string second = secretToMove(a.port(), g);
  EXPECT_NE(second, first);
  auto next = placeBySecret(a.port(), g, second, "h9");
  EXPECT_EQ(next.status, 200) << next.body;
  // B is stale now in its turn.
  auto stale = placeBySecret(b.port(), g, second, "j9");
  EXPECT_EQ(stale.status, 503) << stale.body;
  EXPECT_EQ(b.stop(), 0);
  EXPECT_EQ(a.stop(), 0);
}

TEST(Fencing, AJoinStoredByAnotherNodeIsAConflict) {
  TempDir dir;
  ServerProcess a(dir.path());
  a.start();
  json created = createGame(a.port(), {{"rule", "standard"}});
  std::string id = created["id"];
  // A holds the waiting game in memory (a view loads it); B loads it and lets the invite in.
  ASSERT_EQ(getJson(a.port(), "/api/games/" + id).status, 200);
  ServerProcess b(dir.path());
  b.start();
  auto onB = postJson(b.port(), "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  ASSERT_EQ(onB.status, 200) << onB.body;
  auto onA = postJson(a.port(), "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  EXPECT_EQ(onA.status, 503) << onA.body;
  EXPECT_EQ(onA.json()["error"], "moved");
  // The seat B handed out is the only one: A, reloaded, sees the game joined.
  auto again = postJson(a.port(), "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  EXPECT_EQ(again.status, 409) << again.body;
  EXPECT_EQ(again.json()["error"], "invite-used");
  EXPECT_EQ(b.stop(), 0);
  EXPECT_EQ(a.stop(), 0);
}

}  // namespace
}  // namespace renju::test
