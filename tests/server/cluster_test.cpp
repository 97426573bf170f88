// Several nodes on one PostgreSQL (docs/deploy.md, "The cluster"): the LISTEN/NOTIFY bus between
// two real buses, and two real `renju serve --cluster` processes handing a game over. They need
// PostgreSQL: skipped without RENJU_TEST_PG (CI sets it: scripts/test.d/50-postgres.sh); the
// failover through nginx is scripts/test.d/60-failover.sh.
#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <thread>

#include "cluster_bus.h"
#include "server_harness.h"

namespace renju::test {
namespace {

using server::ClusterBus;

/// Waits up to 5 s for `done`.
template <class F>
bool eventually(F done) {
  auto deadline = std::chrono::steady_clock::now() + 5s;
  while (std::chrono::steady_clock::now() < deadline) {
    if (done()) return true;
    std::this_thread::sleep_for(10ms);
  }
  return done();
}

TEST(ClusterBus, ClaimsAndSpectatorCountsReachTheOtherNodesOnly) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  std::mutex m;
  std::vector<std::string> claimedOnA, claimedOnB, countsOnB;
  ClusterBus a(pgUrlFor(dir.path()), {[&](const std::string& g) {
                                        std::lock_guard lock(m);
                                        claimedOnA.push_back(g);
                                      },
                                      nullptr});
  ClusterBus b(pgUrlFor(dir.path()), {[&](const std::string& g) {
                                        std::lock_guard lock(m);
                                        claimedOnB.push_back(g);
                                      },
                                      [&](const std::string& g) {
                                        std::lock_guard lock(m);
                                        countsOnB.push_back(g);
                                      }});
  EXPECT_NE(a.node(), b.node());

  a.spectators("g1", 2);
  a.spectators("g1", 3);  // only the latest matters
  b.spectators("g2", 1);
  ASSERT_TRUE(eventually([&] { return b.remoteSpectators("g1") == 3; }));
  ASSERT_TRUE(eventually([&] { return a.remoteSpectators("g2") == 1; }));
  EXPECT_EQ(a.remoteSpectators("g1"), 0u);  // a node never hears itself
  EXPECT_EQ(b.remoteSpectators("g2"), 0u);
  {
    std::lock_guard lock(m);
    EXPECT_FALSE(countsOnB.empty());
    EXPECT_EQ(countsOnB.back(), "g1");
  }

  // B takes g1 over: A is told, and B forgets A's spectators of it (they move to B).
  b.claim("g1");
  ASSERT_TRUE(eventually([&] {
    std::lock_guard lock(m);
    return claimedOnA == std::vector<std::string>{"g1"};
  }));
  EXPECT_EQ(b.remoteSpectators("g1"), 0u);
  {
    std::lock_guard lock(m);
    EXPECT_TRUE(claimedOnB.empty());
  }
  // A count of 0 removes a node's spectators.
  b.spectators("g2", 0);
  EXPECT_TRUE(eventually([&] { return a.remoteSpectators("g2") == 0; }));
  a.stop();
  b.stop();
}

TEST(ClusterBus, AWrongUrlIsAClearError) {
  EXPECT_THROW(ClusterBus("postgresql://nobody@127.0.0.1:1/none", {}), std::runtime_error);
}

// Node B serves a game node A holds (nginx moved it after A was down, say): B claims it, A drops
// it and closes its sockets with 4000, and the game goes on on B from what the store holds.
TEST(Cluster, AGameOpenedOnAnotherNodeMovesThere) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  ServerProcess a(dir.path(), {"--cluster"});
  ServerProcess b(dir.path(), {"--cluster"});
  a.start();
  b.start();
  json g = startGame(a.port(), {{"rule", "standard"}});
  std::string id = g["id"];
  std::string target = "/api/games/" + id + "/actions";
  ASSERT_EQ(
      postJson(a.port(), target, {{"type", "place"}, {"point", "h8"}}, secretToMove(a.port(), g))
          .status,
      200);
  WsClient player(a.port(), "/api/games/" + id + "/socket");
  player.send({{"t", "hello"}, {"d", {{"seat", secretToMove(a.port(), g)}}}});
  ASSERT_TRUE(player.nextOf("welcome"));
  WsClient spectator(a.port(), "/api/games/" + id + "/socket");
  spectator.send({{"t", "hello"}, {"d", json::object()}});
  ASSERT_TRUE(spectator.nextOf("welcome"));

  auto onB = getJson(b.port(), "/api/games/" + id);
  ASSERT_EQ(onB.status, 200);
  EXPECT_EQ(onB.json()["version"], 2);
  int code = 0;
  EXPECT_TRUE(player.closedBy(5000ms, &code));
  EXPECT_EQ(code, 4000);
  EXPECT_TRUE(spectator.closedBy(5000ms, &code));
  EXPECT_EQ(code, 4000);

  // The game goes on on B; A no longer holds it.
  WsClient moved(b.port(), "/api/games/" + id + "/socket");
  moved.send({{"t", "hello"}, {"d", {{"since", 2}}}});
  ASSERT_TRUE(moved.nextOf("welcome"));
  ASSERT_EQ(
      postJson(b.port(), target, {{"type", "place"}, {"point", "h9"}}, secretToMove(b.port(), g))
          .status,
      200);
  auto event = moved.nextOf("event");
  ASSERT_TRUE(event);
  EXPECT_EQ((*event)["v"], 3);
  auto metrics = httpRequest(a.port(), "GET", "/metrics").body;
  EXPECT_NE(metrics.find("\nrenju_games_dropped_total 1\n"), std::string::npos);
  EXPECT_NE(metrics.find("\nrenju_games_in_memory 0\n"), std::string::npos);
}

}  // namespace
}  // namespace renju::test
