// Several nodes on one PostgreSQL (docs/deploy.md, "The cluster"): the LISTEN/NOTIFY bus between
// two real buses, and two real `renju serve --cluster` processes handing a game over. They need
// PostgreSQL: skipped without RENJU_TEST_PG (CI sets it: scripts/test.d/50-postgres.sh); the
// failover through nginx is scripts/test.d/60-failover.sh.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

#include "cluster/cluster_bus.h"
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

/// A bus on `url`, or nullptr (and the test fails) when it cannot open.
std::unique_ptr<ClusterBus> openBus(const std::string& url, ClusterBus::Handlers handlers = {}) {
  auto bus = ClusterBus::open(url, std::move(handlers));
  if (!bus) {
    ADD_FAILURE() << bus.error().message;
    return nullptr;
  }
  return std::move(bus).value();
}

TEST(ClusterBus, ClaimsAndSpectatorCountsReachTheOtherNodesOnly) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  std::mutex m;
  std::vector<std::string> claimedOnA, claimedOnB, countsOnB;
  auto busA = openBus(pgUrlFor(dir.path()), {[&](const std::string& g) {
                                               std::lock_guard lock(m);
                                               claimedOnA.push_back(g);
                                             },
                                             nullptr, nullptr, nullptr});
  auto busB = openBus(pgUrlFor(dir.path()), {[&](const std::string& g) {
                                               std::lock_guard lock(m);
                                               claimedOnB.push_back(g);
                                             },
                                             [&](const std::string& g) {
                                               std::lock_guard lock(m);
                                               countsOnB.push_back(g);
                                             },
                                             nullptr, nullptr});
  ASSERT_TRUE(busA && busB);
  ClusterBus& a = *busA;
  ClusterBus& b = *busB;
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

TEST(ClusterBus, TheLobbysChallengesLiveGamesAndCountsReachTheOtherNodes) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  std::mutex m;
  std::vector<std::string> challenges;
  std::vector<std::array<std::string, 3>> views;  // node, game, view
  auto busA = openBus(pgUrlFor(dir.path()));
  auto busB =
      openBus(pgUrlFor(dir.path()),
              {nullptr, nullptr,
               [&](const std::string& id) {
                 std::lock_guard lock(m);
                 challenges.push_back(id);
               },
               [&](const std::string& node, const std::string& game, const std::string& view) {
                 std::lock_guard lock(m);
                 views.push_back({node, game, view});
               }});
  ASSERT_TRUE(busA && busB);
  ClusterBus& a = *busA;
  ClusterBus& b = *busB;
  // In the order they changed (a withdrawn one before its creator's next), not by id.
  a.challenge("c2");
  a.challenge("c1");
  ASSERT_TRUE(eventually([&] {
    std::lock_guard lock(m);
    return challenges == std::vector<std::string>{"c2", "c1"};
  }));

  // Views of one game sent within LIVE_EVERY: the latest arrives, spaces and all.
  a.live("g1", R"({"view": {"id": "g1", "moves": []}})");
  a.live("g1", R"({"view": {"id": "g1", "moves": ["h8"]}})");
  ASSERT_TRUE(eventually([&] {
    std::lock_guard lock(m);
    return !views.empty() && views.back()[2] == R"({"view": {"id": "g1", "moves": ["h8"]}})";
  }));
  {
    std::lock_guard lock(m);
    EXPECT_EQ(views.back()[0], a.node());
    EXPECT_EQ(views.back()[1], "g1");
  }
  a.live("g1", "");
  ASSERT_TRUE(eventually([&] {
    std::lock_guard lock(m);
    return views.back()[2].empty() && views.back()[1] == "g1";
  }));
  // Too long for a notification: not sent, and the bus goes on.
  a.live("g2", std::string(ClusterBus::MAX_PAYLOAD + 1, 'x'));

  a.counts({3, 2});
  ASSERT_TRUE(eventually([&] { return b.remoteCounts().players == 3; }));
  EXPECT_EQ(b.remoteCounts().games, 2u);
  EXPECT_EQ(a.remoteCounts().players, 0u);  // a node never counts itself twice
  b.counts({1, 0});
  ASSERT_TRUE(eventually([&] { return a.remoteCounts().players == 1; }));
  {
    std::lock_guard lock(m);
    for (const auto& v : views) EXPECT_NE(v[1], "g2");
  }
  a.stop();
  b.stop();
}

TEST(ClusterBus, RenamesReachTheOtherNodesInOrderSpacesAndEmptyNamesIncluded) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  std::mutex m;
  std::vector<std::pair<std::string, std::string>> heard;  // key hash, name
  auto busA = openBus(pgUrlFor(dir.path()));
  ClusterBus::Handlers handlers;
  handlers.renamed = [&](const std::string& hash, const std::string& name) {
    std::lock_guard lock(m);
    heard.emplace_back(hash, name);
  };
  auto busB = openBus(pgUrlFor(dir.path()), handlers);
  ASSERT_TRUE(busA && busB);
  ClusterBus& a = *busA;
  ClusterBus& b = *busB;
  a.renamed("h1", "Ana Maria");
  a.renamed("h1", "");  // no name any more
  a.renamed("h2", "Bo");
  const std::vector<std::pair<std::string, std::string>> expected{
      {"h1", "Ana Maria"}, {"h1", ""}, {"h2", "Bo"}};
  ASSERT_TRUE(eventually([&] {
    std::lock_guard lock(m);
    return heard == expected;
  }));
  b.renamed("h3", "Cy");  // a node never hears itself
  std::this_thread::sleep_for(200ms);
  {
    std::lock_guard lock(m);
    EXPECT_EQ(heard, expected);
  }
  a.stop();
  b.stop();
}

TEST(ClusterBus, AWrongUrlIsAClearError) {
  auto bus = ClusterBus::open("postgresql://nobody@127.0.0.1:1/none", {});
  ASSERT_FALSE(bus.ok());
  EXPECT_EQ(bus.error().message.rfind("cluster bus: ", 0), 0u) << bus.error().message;
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

/// Reads `counts` frames until one says `players`; false when none did within 8 s.
bool clusterCountsReach(WsClient& ws, int players) {
  auto until = std::chrono::steady_clock::now() + 8s;
  while (std::chrono::steady_clock::now() < until) {
    auto c = ws.nextOf("counts", 1000ms);
    if (c && (*c)["d"]["players"] == players) return true;
  }
  return false;
}

/// The next `type` frame of `ws` about `id`, skipping others.
std::optional<json> clusterFrameOf(WsClient& ws, const std::string& type, const json& id) {
  for (int i = 0; i < 20; ++i) {
    auto f = ws.nextOf(type);
    if (!f || (*f)["d"]["id"] == id) return f;
  }
  return std::nullopt;
}

// Visitors reach any node (nginx's least_conn): every node lists every open challenge and every
// public game, and counts the players of all.
TEST(Cluster, EveryNodeShowsTheSameLobbyAndLiveGames) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  ServerProcess a(dir.path(), {"--cluster", "--trusted-proxy", "127.0.0.0/8"});
  ServerProcess b(dir.path(), {"--cluster", "--trusted-proxy", "127.0.0.0/8"});
  a.start();
  b.start();
  Player ana{std::string(22, 'n'), "10.0.2.1"}, bia{std::string(22, 'o'), "10.0.2.2"},
      caio{std::string(22, 'p'), "10.0.2.3"};
  WsClient onA(a.port(), "/api/lobby/socket");
  onA.send({{"t", "hello"}, {"d", {{"player", ana.key}, {"live", true}}}});
  ASSERT_TRUE(onA.nextOf("lobby"));
  WsClient onB(b.port(), "/api/lobby/socket");
  onB.send({{"t", "hello"}, {"d", {{"player", bia.key}}}});
  ASSERT_TRUE(onB.nextOf("lobby"));
  EXPECT_TRUE(clusterCountsReach(onA, 2));  // ana here, bia on B

  // Made on A, listed on B at once; taken on B, gone from A.
  json rif = {{"rule", "rif"}, {"clock", {{"initial", 1800}, {"increment", 2}}}};
  auto made = call(a.port(), "POST", "/api/challenges", ana, rif);
  ASSERT_EQ(made.status, 201) << made.body;
  json id = made.json()["id"];
  auto added = clusterFrameOf(onB, "challenge-added", id);
  ASSERT_TRUE(added);
  EXPECT_EQ((*added)["d"]["settings"]["rule"], "rif");
  EXPECT_EQ(getJson(b.port(), "/api/challenges").json()["challenges"][0]["id"], id);
  // The creator's one challenge holds on every node.
  expectError(call(b.port(), "POST", "/api/challenges", ana, rif), 429, "too-many-challenges");
  auto accepted =
      call(b.port(), "POST", "/api/challenges/" + id.get<std::string>() + "/accept", bia);
  ASSERT_EQ(accepted.status, 200) << accepted.body;
  auto removed = clusterFrameOf(onA, "challenge-removed", id);
  ASSERT_TRUE(removed);
  EXPECT_EQ((*removed)["d"]["reason"], "accepted");
  EXPECT_EQ(getJson(a.port(), "/api/challenges").json()["challenges"], json::array());
  // Taken already: A's copy is gone, and the store would refuse it anyway.
  expectError(call(a.port(), "POST", "/api/challenges/" + id.get<std::string>() + "/accept", caio),
              404, "unknown-challenge");

  // The game is played on B; A's Watch page follows it to its end.
  json game = accepted.json()["game"];
  auto live = clusterFrameOf(onA, "live-changed", game);
  ASSERT_TRUE(live);
  std::string bSeat = accepted.json()["seat"], aSeat = made.json()["seat"];
  std::string black = accepted.json()["you"] == "opener" ? bSeat : aSeat;
  std::string white = black == bSeat ? aSeat : bSeat;
  std::string actions = "/api/games/" + game.get<std::string>() + "/actions";
  ASSERT_EQ(postJson(b.port(), actions, {{"type", "place"}, {"point", "h8"}}, black).status, 200);
  json seen = (*live)["d"];
  while (seen["moves"].empty()) {
    auto next = clusterFrameOf(onA, "live-changed", game);
    ASSERT_TRUE(next);
    seen = (*next)["d"];
  }
  EXPECT_EQ(seen["moves"], json{"h8"});
  json listed = getJson(a.port(), "/api/live").json()["games"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["id"], game);
  // Ana names herself on A; B, which serves the game, names her so on every Watch page.
  ASSERT_EQ(call(a.port(), "PUT", "/api/player", ana, {{"name", "Ana Nova"}}).status, 200);
  while (seen["names"]["black"] != "Ana Nova" && seen["names"]["white"] != "Ana Nova") {
    auto next = clusterFrameOf(onA, "live-changed", game);
    ASSERT_TRUE(next) << "the new name never reached the node serving the game";
    seen = (*next)["d"];
  }
  ASSERT_EQ(postJson(b.port(), actions, {{"type", "resign"}}, white).status, 200);
  ASSERT_TRUE(clusterFrameOf(onA, "live-removed", game));
  EXPECT_EQ(getJson(a.port(), "/api/live").json()["games"], json::array());

  // Made and withdrawn on B: A lists it, then not.
  auto other = call(b.port(), "POST", "/api/challenges", caio, rif);
  ASSERT_EQ(other.status, 201) << other.body;
  json otherId = other.json()["id"];
  ASSERT_TRUE(clusterFrameOf(onA, "challenge-added", otherId));
  ASSERT_EQ(call(b.port(), "DELETE", "/api/challenges/" + otherId.get<std::string>(), caio).status,
            200);
  auto withdrawn = clusterFrameOf(onA, "challenge-removed", otherId);
  ASSERT_TRUE(withdrawn);
  EXPECT_EQ((*withdrawn)["d"]["reason"], "cancelled");
  EXPECT_EQ(a.stop(), 0);
  EXPECT_EQ(b.stop(), 0);
}

}  // namespace
}  // namespace renju::test
