// A fair share of the engine (issue 32), against the real server: one address floods
// `POST /api/analysis` with long searches; another address's short analysis and a computer game's
// move are served before the flooder's queued work, and the flooder is refused beyond its share.
// Before, the queue was first come, first served: the other address's 50 ms analysis waited for
// every queued search (29 to 48 s). The assertions are on order and counts, with generous time
// bounds: one engine thread, the flooder's searches take about a second each.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <future>
#include <thread>
#include <vector>

#include "server_harness.h"

namespace renju::test {
namespace {

/// A request that may fail when the server stops under it: its status, or 0.
int statusOrZero(const std::function<HttpResult()>& send) {
  try {
    return send().status;
  } catch (const std::exception&) {
    return 0;
  }
}

TEST(FairShareTest, AFloodingAddressDoesNotDelayOthers) {
  TempDir dir;
  auto server = std::make_unique<ServerProcess>(
      dir.path(), std::vector<std::string>{"--trusted-proxy", "127.0.0.0/8", "--engine-threads",
                                           "1", "--computer-nodes", "2000"});
  server->start();
  const uint16_t port = server->port();
  const Player flooder{"", "203.0.113.5"};
  const Player analyst{"", "198.51.100.7"};
  const Player human{"", "2001:db8:7:7::1"};
  const json longSearch{{"moves", "h8 h9"}, {"search", {{"level", 8}, {"timeMs", 1000}}}};

  // Six long searches, one after the other: the first runs at once, four wait (the address's
  // share, --analysis-share-jobs 4), the sixth is refused.
  std::atomic<int> floodAnswered{0};
  std::vector<std::future<int>> flood;
  for (int i = 0; i < 5; ++i) {
    flood.push_back(std::async(std::launch::async, [&] {
      int status =
          statusOrZero([&] { return call(port, "POST", "/api/analysis", flooder, longSearch); });
      ++floodAnswered;
      return status;
    }));
    std::this_thread::sleep_for(50ms);
  }
  HttpResult refused = call(port, "POST", "/api/analysis", flooder, longSearch);
  expectError(refused, 429, "too-much-analysis");
  EXPECT_GE(std::stoi(refused.headers["retry-after"]), 1);
  EXPECT_EQ(floodAnswered.load(), 0) << "the first search is still running";

  // A computer game of another address: its first move (a seat's decision, level 8) goes ahead
  // of every queued analysis.
  const auto start = std::chrono::steady_clock::now();
  auto created = call(port, "POST", "/api/games", human,
                      {{"rule", "standard"}, {"opener", "opponent"}, {"computer", {{"level", 8}}}});
  ASSERT_EQ(created.status, 201) << created.body;
  const std::string id = created.json()["id"];
  const std::string secret = created.json()["seat"];
  int floodAtMove = -1;
  for (auto until = start + 20s; std::chrono::steady_clock::now() < until;) {
    json v = getJson(port, "/api/games/" + id, secret).json();
    if (v["game"]["toMove"] == created.json()["you"]) {
      floodAtMove = floodAnswered.load();
      break;
    }
    std::this_thread::sleep_for(20ms);
  }
  const auto moveWait = std::chrono::steady_clock::now() - start;
  ASSERT_GE(floodAtMove, 0) << "the computer did not move";
  EXPECT_LE(floodAtMove, 1) << "the computer's move waited for queued analysis";
  EXPECT_LT(moveWait, 10s);

  // Another address's short analysis: served in its turn, before the flooder's later searches.
  const auto asked = std::chrono::steady_clock::now();
  HttpResult quick = call(port, "POST", "/api/analysis", analyst,
                          {{"moves", "h8 h9 i8"}, {"search", {{"level", 1}, {"timeMs", 50}}}});
  const int floodAtQuick = floodAnswered.load();
  const auto quickWait = std::chrono::steady_clock::now() - asked;
  EXPECT_EQ(quick.status, 200) << quick.body;
  // It waits for the search running when it came, no more.
  EXPECT_LE(floodAtQuick, 2) << "first come, first served would answer all five searches first";
  EXPECT_LT(quickWait, 10s) << "before, 29 to 48 s";

  // Stop the server under the remaining searches; their answers are lost or say it stops.
  EXPECT_EQ(server->stop(), 0);
  server.reset();
  int ok = 0;
  for (auto& f : flood) ok += f.get() == 200 ? 1 : 0;
  EXPECT_GE(ok, 1);
}

// The shares are per player key as well as per address, and the queue's total is bounded.
TEST(FairShareTest, AKeysShareAndTheTotalAreCapped) {
  TempDir dir;
  auto server = std::make_unique<ServerProcess>(
      dir.path(),
      std::vector<std::string>{"--trusted-proxy", "127.0.0.0/8", "--engine-threads", "1",
                               "--analysis-share-jobs", "1", "--analysis-queue-ms", "2500"});
  server->start();
  const uint16_t port = server->port();
  const std::string key = "fairShareKey0123456789abcdef";
  auto search = [](int ms) {
    return json{{"moves", "h8 h9"}, {"search", {{"level", 8}, {"timeMs", ms}}}};
  };
  auto later = [&](Player p, int ms) {
    auto f = std::async(std::launch::async, [=] {
      return statusOrZero([&] { return call(port, "POST", "/api/analysis", p, search(ms)); });
    });
    std::this_thread::sleep_for(100ms);
    return f;
  };
  auto running = later({key, "203.0.113.10"}, 3000);  // runs at once
  auto queuedA = later({key, "203.0.113.10"}, 1000);  // the key's and the address's one job
  // Another address with the same key: the key's share is full.
  HttpResult sameKey = call(port, "POST", "/api/analysis", {key, "203.0.113.20"}, search(1000));
  expectError(sameKey, 429, "too-much-analysis");
  EXPECT_GE(std::stoi(sameKey.headers["retry-after"]), 1);
  auto queuedB = later({"", "203.0.113.20"}, 1000);  // without the key it has its own share
  // 2000 ms wait in all: one more second would pass --analysis-queue-ms.
  HttpResult total = call(port, "POST", "/api/analysis", {"", "203.0.113.30"}, search(1000));
  expectError(total, 503, "busy");
  EXPECT_EQ(total.headers["retry-after"], "2");
  // Bad input is still refused as before, whatever the queue holds.
  HttpResult bad = call(port, "POST", "/api/analysis", {"", "203.0.113.30"},
                        {{"moves", "h8 h8"}, {"search", true}});
  expectError(bad, 400, "bad-request");

  EXPECT_EQ(server->stop(), 0);
  server.reset();
  for (auto* f : {&running, &queuedA, &queuedB}) EXPECT_NE(f->get(), 429);
}

}  // namespace
}  // namespace renju::test
