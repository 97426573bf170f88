// A tournament on two `renju serve --cluster` nodes sharing one PostgreSQL (docs/architecture.md,
// "Events"): both nodes show it as it changes, one node schedules it, and when that node dies the
// other takes it over, with no round paired twice. Skipped without RENJU_TEST_PG.
#include <gtest/gtest.h>

#include <thread>

#include "base/sha256.h"
#include "events/event_hub.h"
#include "ratings/public_id.h"
#include "server_harness.h"

namespace renju::test {
namespace {

const json CLUSTER_GAMES = {{"rule", "standard"},
                            {"clock", {{"initialMs", 300000}, {"incrementMs", 0}}}};

Player clusterEntrant(int i) {
  return Player{"cluster-event-key-" + std::string(6, static_cast<char>('a' + i)),
                "10.0.2." + std::to_string(i + 1)};
}

std::string clusterPublicId(const Player& p) {
  return server::ratings::publicIdOf(server::sha256Hex(p.key));
}

/// A cluster node's id, as its health answer gives it.
std::string nodeIdOf(const ServerProcess& server) {
  auto health = call(server.port(), "GET", "/api/health", Player{});
  return health.status == 200 && health.json()["node"].is_string() ? health.json()["node"] : "";
}

json viewOn(uint16_t port, const std::string& id, const std::string& query = "") {
  auto got = call(port, "GET", "/api/tournaments/" + id + query, Player{});
  return got.status == 200 ? got.json() : json();
}

/// Waits up to 30 s (a dead node is forgotten after 10) for `ready` on that node's view.
json waitOn(uint16_t port, const std::string& id, const std::function<bool(const json&)>& ready) {
  for (int i = 0; i < 600; ++i) {
    json v = viewOn(port, id);
    if (!v.is_null() && ready(v)) return v;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ADD_FAILURE() << "never got there: " << viewOn(port, id).dump();
  return viewOn(port, id);
}

/// Plays every pending game of round `round` through the node at `port`: the first player wins.
void playRoundOn(uint16_t port, const std::string& id, size_t round,
                 const std::vector<Player>& players) {
  waitOn(port, id, [&](const json& v) { return v.value("pairedRounds", 0u) >= round; });
  json v = viewOn(port, id, "?round=" + std::to_string(round));
  auto who = [&](const json& ref) {
    for (const Player& p : players)
      if (ref["publicId"] == clusterPublicId(p)) return p;
    return Player{};
  };
  for (const json& b : v["round"]["boards"]) {
    if (b["game"].is_null() || b["result"] != "pending") continue;
    std::string path = "/api/games/" + b["game"].get<std::string>() + "/actions";
    Player first = who(b["first"]), second = who(b["second"]);
    ASSERT_EQ(call(port, "POST", path, first, {{"type", "place"}, {"point", "h8"}}).status, 200);
    ASSERT_EQ(call(port, "POST", path, second, {{"type", "place"}, {"point", "h9"}}).status, 200);
    ASSERT_EQ(call(port, "POST", path, second, {{"type", "resign"}}).status, 200);
  }
}

TEST(TournamentCluster, BothNodesShowTheEventAndTheOtherSchedulesItWhenItsNodeDies) {
  if (!usingPostgres()) GTEST_SKIP() << "RENJU_TEST_PG is not set";
  TempDir dir;
  std::vector<std::string> args{"--cluster", "--event-beat-ms", "50", "--event-feed-ms", "100"};
  auto a = std::make_unique<ServerProcess>(dir.path(), args);
  auto b = std::make_unique<ServerProcess>(dir.path(), args);
  a->start();
  b->start();
  std::string nodeA = nodeIdOf(*a), nodeB = nodeIdOf(*b);
  // Each node announces itself every 2 s: once both have heard the other, one schedules the event
  // and the other must take over when it dies (without this, each would schedule it alone).
  std::this_thread::sleep_for(2500ms);
  ASSERT_FALSE(nodeA.empty() || nodeB.empty());

  std::vector<Player> players;
  for (int i = 0; i < 4; ++i) players.push_back(clusterEntrant(i));
  auto made =
      call(a->port(), "POST", "/api/tournaments", players[0],
           {{"name", "Two nodes"}, {"format", "swiss"}, {"rounds", 3}, {"games", CLUSTER_GAMES}});
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json()["id"];
  // Entries on either node; both nodes see all of them.
  for (size_t i = 0; i < players.size(); ++i)
    ASSERT_EQ(call((i % 2 ? b : a)->port(), "POST", "/api/tournaments/" + id + "/join", players[i])
                  .status,
              200);
  waitOn(a->port(), id, [&](const json& v) { return v["players"].size() == players.size(); });
  ASSERT_EQ(call(b->port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status, 200);
  playRoundOn(b->port(), id, 1, players);
  waitOn(a->port(), id, [](const json& v) { return v.value("pairedRounds", 0) == 2; });

  // The node that schedules it dies; the other pairs the last round once it stops hearing it.
  bool aSchedules = server::events::schedulerOf({nodeA, nodeB}, id) == nodeA;
  ServerProcess& survivor = aSchedules ? *b : *a;
  (aSchedules ? a : b)->kill9();
  playRoundOn(survivor.port(), id, 2, players);
  playRoundOn(survivor.port(), id, 3, players);
  json final = waitOn(survivor.port(), id, [](const json& v) { return v["status"] == "finished"; });
  EXPECT_EQ(final["pairedRounds"], 3);
  auto pairs = storeQuery(dir.path(), "SELECT count(*) AS n FROM event_log WHERE event_id = '" +
                                          id + "' AND action LIKE '%\"pair\"%'");
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0].begin()->second, "3") << "no round paired twice";
}

}  // namespace
}  // namespace renju::test
