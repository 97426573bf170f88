// What an operator sees, against the real process: /metrics in the Prometheus text format moves
// as actions, errors, sockets and floods happen; `--log-format json` writes one JSON object per
// line, naming the game, and never a secret.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

/// One scrape: every sample by its name with labels (`renju_errors_total{code="x"}`), and the
/// type of every family.
struct Scrape {
  std::map<std::string, double> samples;
  std::map<std::string, std::string> types;
  double at(const std::string& key) const {
    auto it = samples.find(key);
    return it == samples.end() ? 0 : it->second;
  }
};

// Parses the exposition text strictly enough to catch a malformed line: a sample is
// `name{labels} value` with a known family declared by # TYPE before it.
Scrape scrape(uint16_t port) {
  HttpResult r = httpRequest(port, "GET", "/metrics");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.headers["content-type"], "text/plain; version=0.0.4; charset=utf-8");
  Scrape s;
  static const std::regex SAMPLE(R"(^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[a-z]+="[^"]*"\})? (\S+)$)");
  std::istringstream in(r.body);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("# TYPE ", 0) == 0) {
      std::istringstream words(line.substr(7));
      std::string name, type;
      words >> name >> type;
      s.types[name] = type;
      continue;
    }
    if (line.rfind("# HELP ", 0) == 0) continue;
    std::smatch m;
    EXPECT_TRUE(std::regex_match(line, m, SAMPLE)) << "bad line: " << line;
    if (m.empty()) continue;
    std::string name = m[1];
    std::string family = std::regex_replace(name, std::regex("_(bucket|sum|count)$"), "");
    EXPECT_TRUE(s.types.count(name) || s.types.count(family)) << "undeclared: " << name;
    s.samples[name + m[2].str()] = std::stod(m[3]);
  }
  return s;
}

// A histogram's buckets never decrease, and the +Inf bucket is its count.
void expectHistogram(const Scrape& s, const std::string& name) {
  EXPECT_EQ(s.types.at(name), "histogram");
  std::vector<std::pair<double, double>> buckets;  // (bound, cumulative)
  for (const auto& [key, value] : s.samples) {
    std::string prefix = name + "_bucket{le=\"";
    if (key.rfind(prefix, 0) != 0) continue;
    std::string le = key.substr(prefix.size(), key.size() - prefix.size() - 2);
    buckets.emplace_back(le == "+Inf" ? 1e300 : std::stod(le), value);
  }
  ASSERT_GE(buckets.size(), 5u) << name;
  std::sort(buckets.begin(), buckets.end());
  double previous = 0;
  for (auto& [bound, cumulative] : buckets) {
    EXPECT_GE(cumulative, previous) << name << " le=" << bound;
    previous = cumulative;
  }
  EXPECT_EQ(buckets.back().second, s.at(name + "_count")) << name;
}

TEST(Operations, MetricsMoveWithActionsErrorsSocketsAndFloods) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--rate-conn", "5", "--burst-conn", "5"});
  server.start();
  uint16_t port = server.port();

  // The server queues a purge of old unjoined games at start (one unit, and the next is hours
  // away). Wait until it is committed, so that the counts below see only this test's units: on
  // PostgreSQL the commit can come after the first scrape.
  Scrape before = scrape(port);
  for (int i = 0; i < 20 && before.at("renju_store_batch_units_sum") < 1; ++i) {
    std::this_thread::sleep_for(250ms);  // within the test's accept rate (5/s)
    before = scrape(port);
  }
  ASSERT_GE(before.at("renju_store_batch_units_sum"), 1);
  EXPECT_EQ(before.at("renju_games_in_memory"), 0);
  EXPECT_EQ(before.at("renju_sockets"), 0);
  EXPECT_EQ(before.types.at("renju_actions_total"), "counter");
  for (const char* h :
       {"renju_action_latency_seconds", "renju_store_commit_seconds", "renju_store_batch_units"})
    expectHistogram(before, h);
  EXPECT_GT(before.at("process_resident_memory_bytes"), 1e6);

  // One game (a creation and a join), five moves, two refusals and an unknown game.
  json g = startGame(port, {{"rule", "standard"}});
  std::string target = "/api/games/" + g["id"].get<std::string>() + "/actions";
  for (const char* p : {"h8", "h9", "j8", "a9", "i8"}) {
    auto r = postJson(port, target, {{"type", "place"}, {"point", p}}, secretToMove(port, g));
    ASSERT_EQ(r.status, 200) << r.body;
  }
  std::string waiting = secretToMove(port, g) == g["seats"]["opener"] ? "other" : "opener";
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(postJson(port, target, {{"type", "place"}, {"point", "b9"}},
                       g["seats"][waiting].get<std::string>())
                  .status,
              409);
  EXPECT_EQ(getJson(port, "/api/games/AAAAAAAAAA").status, 404);

  // A spectator socket that floods: its messages beyond the burst are refused.
  WsClient ws(port, "/api/games/" + g["id"].get<std::string>() + "/socket");
  ws.send({{"t", "hello"}, {"d", json::object()}});
  ASSERT_TRUE(ws.nextOf("welcome"));
  for (int i = 0; i < 20; ++i) ws.send({{"t", "ping"}});
  int limited = 0;
  while (auto m = ws.next(1000ms))
    if ((*m)["t"] == "error" && (*m)["d"]["error"] == "rate-limited") ++limited;
  ASSERT_GE(limited, 10);

  Scrape during = scrape(port);
  EXPECT_EQ(during.at("renju_games_in_memory"), 1);
  EXPECT_EQ(during.at("renju_sockets"), 1);
  EXPECT_EQ(during.at("renju_actions_total") - before.at("renju_actions_total"), 5);
  EXPECT_EQ(during.at("renju_action_latency_seconds_count") -
                before.at("renju_action_latency_seconds_count"),
            5);
  EXPECT_GT(during.at("renju_action_latency_seconds_sum"),
            before.at("renju_action_latency_seconds_sum"));
  // Seven units reached the store (creation, join, five moves), in one to seven transactions.
  EXPECT_EQ(during.at("renju_store_batch_units_sum") - before.at("renju_store_batch_units_sum"), 7);
  double commits =
      during.at("renju_store_commit_seconds_count") - before.at("renju_store_commit_seconds_count");
  EXPECT_GE(commits, 1);
  EXPECT_LE(commits, 7);
  EXPECT_EQ(during.at("renju_store_batch_units_count") - before.at("renju_store_batch_units_count"),
            commits);
  EXPECT_EQ(during.at("renju_errors_total{code=\"not-your-turn\"}") -
                before.at("renju_errors_total{code=\"not-your-turn\"}"),
            2);
  EXPECT_EQ(during.at("renju_errors_total{code=\"unknown-game\"}") -
                before.at("renju_errors_total{code=\"unknown-game\"}"),
            1);
  EXPECT_EQ(during.at("renju_rate_limited_total{limit=\"socket\"}") -
                before.at("renju_rate_limited_total{limit=\"socket\"}"),
            limited);
  EXPECT_EQ(during.at("renju_rate_limited_total{limit=\"address\"}"), 0);
  for (const char* h :
       {"renju_action_latency_seconds", "renju_store_commit_seconds", "renju_store_batch_units"})
    expectHistogram(during, h);

  ws.close();
  for (int i = 0; i < 50 && scrape(port).at("renju_sockets") != 0; ++i)
    std::this_thread::sleep_for(20ms);
  EXPECT_EQ(scrape(port).at("renju_sockets"), 0);
  EXPECT_EQ(httpRequest(port, "POST", "/metrics").status, 405);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Operations, JsonLogsNameTheGameAndHoldNoSecret) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--log-format", "json", "--log-level", "trace"});
  server.captureLog();
  server.start();
  uint16_t port = server.port();

  // A whole game over HTTP and a socket, to a five, then a rematch: every secret the server
  // makes (seats, invite, the rematch's seats) is handed out on the way.
  json created = createGame(port, {{"rule", "standard"}});
  std::string id = created["id"];
  std::set<std::string> secrets = {created["seat"], created["invite"]};
  auto joined = postJson(port, "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  ASSERT_EQ(joined.status, 200);
  secrets.insert(joined.json()["seat"].get<std::string>());
  json g{{"id", id},
         {"seats",
          {{created["you"].get<std::string>(), created["seat"]},
           {joined.json()["you"].get<std::string>(), joined.json()["seat"]}}}};
  WsClient ws(port, "/api/games/" + id + "/socket");
  ws.send({{"t", "hello"}, {"d", {{"seat", g["seats"]["opener"]}}}});
  ASSERT_TRUE(ws.nextOf("welcome"));
  for (const char* p : {"h8", "h9", "j8", "a9", "i8", "b9", "k8", "c9", "l8"}) {
    auto r = postJson(port, "/api/games/" + id + "/actions", {{"type", "place"}, {"point", p}},
                      secretToMove(port, g));
    ASSERT_EQ(r.status, 200) << r.body;
  }
  EXPECT_EQ(getJson(port, "/api/games/" + id).json()["status"], "finished");
  EXPECT_EQ(postJson(port, "/api/games/" + id + "/actions", {{"type", "place"}, {"point", "o15"}},
                     "not-a-secret-of-this-game")
                .status,
            403);
  for (const char* seat : {"opener", "other"})
    ASSERT_EQ(postJson(port, "/api/games/" + id + "/actions", {{"type", "rematch"}},
                       g["seats"][seat].get<std::string>())
                  .status,
              200);
  for (const char* seat : {"opener", "other"}) {
    auto next = getJson(port, "/api/games/" + id + "/rematch", g["seats"][seat]);
    ASSERT_EQ(next.status, 200);
    secrets.insert(next.json()["seat"].get<std::string>());
  }
  ws.close();
  EXPECT_EQ(server.stop(), 0);

  std::istringstream in(server.log());
  std::string line;
  int lines = 0, aboutGame = 0, moves = 0;
  while (std::getline(in, line)) {
    ++lines;
    json j = json::parse(line, nullptr, false);
    ASSERT_TRUE(j.is_object()) << "not one JSON object: " << line;
    EXPECT_TRUE(j["time"].is_string() && j["level"].is_string() && j["msg"].is_string()) << line;
    for (const std::string& s : secrets) EXPECT_EQ(line.find(s), std::string::npos) << line;
    if (j.contains("game")) {
      EXPECT_TRUE(j["game"].is_string()) << line;
      if (j["game"] == id) ++aboutGame;
      if (j["game"] == id && j["msg"].get<std::string>().find(" place") != std::string::npos)
        ++moves;
    }
    // A line that names this game in its message carries it as "game" too.
    if (j["msg"].get<std::string>().find(id) != std::string::npos) {
      EXPECT_EQ(j["game"], id) << line;
    }
  }
  EXPECT_GE(lines, 20);
  EXPECT_GE(aboutGame, 12);  // creation, join, socket, nine moves, requests
  EXPECT_EQ(moves, 9);
}

}  // namespace
}  // namespace renju::test
