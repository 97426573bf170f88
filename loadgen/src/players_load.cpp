// `renju load-players`: the player pages' and leaderboards' latency over HTTP against a running
// server whose store `renju players-gen` filled (scripts/players-bench.sh). Each request is one
// of the four answers a player page or a leaderboard needs: a key's profile, its first page of
// games, its rating history at one speed, or a leaderboard. Keys are picked the way the
// generator gave out seats (most often the keys that play most), so the heaviest pages are
// among the most asked for, as on a real site.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <array>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <chrono>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "histogram.h"
#include "net_client.h"

namespace renju::loadgen {

namespace {

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;

constexpr std::array<const char*, 5> SPEEDS{"bullet", "blitz", "rapid", "classical",
                                            "correspondence"};
constexpr std::array<const char*, 4> ROUTES{"profile", "games", "history", "leaderboard"};

struct PlayersLoadOptions {
  std::string url = "http://127.0.0.1:8080";
  std::string ids = "players.ids";
  int requests = 20000;
  int connections = 4;
  uint64_t seed = 1;
};

struct PlayersLoadReport {
  std::array<Histogram, ROUTES.size()> latency;
  Histogram all;
  int done = 0;
  int errors = 0;  // not 200, or an answer without what it must hold
};

struct PlayersRequest {
  size_t route = 0;
  std::string target;
  std::string mustHold;  // a piece of the answer's JSON that shows it is the right one
};

PlayersRequest nextRequest(const std::vector<std::string>& ids, uint64_t pick) {
  size_t route = pick % ROUTES.size();
  const char* speed = SPEEDS[(pick >> 8) % SPEEDS.size()];
  double u =
      static_cast<double>((pick >> 11) & ((1ull << 40) - 1)) / static_cast<double>(1ull << 40);
  const std::string& id = ids[std::min(ids.size() - 1, static_cast<size_t>(u * u * ids.size()))];
  switch (route) {
    case 0:
      return {route, "/api/players/" + id, "\"results\""};
    case 1:
      return {route, "/api/players/" + id + "/games", "\"games\""};
    case 2:
      return {route, "/api/players/" + id + "/history?speed=" + speed, "\"points\""};
    default:
      return {route, std::string("/api/leaderboard/") + speed, "\"players\""};
  }
}

net::awaitable<void> playersWorker(HttpClient& http, const std::vector<std::string>& ids,
                                   const PlayersLoadOptions& o, int& next, uint64_t& pick,
                                   PlayersLoadReport& report) {
  while (next < o.requests) {
    ++next;
    pick = pick * 6364136223846793005ull + 1442695040888963407ull;
    PlayersRequest r = nextRequest(ids, pick >> 13);
    auto start = Clock::now();
    Result<HttpResponse> answer = co_await http.request("GET", r.target, std::string());
    auto micros = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start);
    report.latency[r.route].record(static_cast<uint64_t>(micros.count()));
    report.all.record(static_cast<uint64_t>(micros.count()));
    ++report.done;
    if (!answer || answer.value().status != 200 ||
        answer.value().body.find(r.mustHold) == std::string::npos)
      ++report.errors;
  }
}

std::vector<std::string> readIds(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> ids;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) ids.push_back(line);
  return ids;
}

void printLine(const char* what, const Histogram& h) {
  auto ms = [&](double q) { return static_cast<double>(h.quantile(q)) / 1000.0; };
  fmt::print("{:<12} {:>7} requests: p50 {:.2f} ms, p90 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms\n",
             what, h.count(), ms(0.5), ms(0.9), ms(0.99), static_cast<double>(h.max()) / 1000.0);
}

void runPlayersLoad(const PlayersLoadOptions& o) {
  auto server = parseUrl(o.url);
  if (!server) throw CLI::ValidationError("--url", server.error().message);
  std::vector<std::string> ids = readIds(o.ids);
  if (ids.empty()) throw CLI::RuntimeError(fmt::format("load-players: no ids in {}", o.ids), 2);
  net::io_context io;
  std::vector<std::unique_ptr<HttpClient>> clients;
  PlayersLoadReport report;
  int next = 0;
  uint64_t pick = o.seed;
  auto start = Clock::now();
  for (int i = 0; i < o.connections; ++i) {
    clients.push_back(std::make_unique<HttpClient>(io, server.value()));
    net::co_spawn(io, playersWorker(*clients.back(), ids, o, next, pick, report), net::detached);
  }
  io.run();
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  fmt::print("players: {} requests over {} connections in {:.1f} s = {:.0f} requests/s, {} keys\n",
             report.done, o.connections, seconds, report.done / seconds, ids.size());
  for (size_t r = 0; r < ROUTES.size(); ++r) printLine(ROUTES[r], report.latency[r]);
  printLine("all", report.all);
  fmt::print("errors {}\n", report.errors);
  if (report.errors > 0) throw CLI::RuntimeError(1);
}

}  // namespace

void addPlayersLoadCommand(CLI::App& app) {
  auto o = std::make_shared<PlayersLoadOptions>();
  CLI::App* cmd = app.add_subcommand(
      "load-players",
      "Measures the player pages' and leaderboards' latency against a server holding "
      "`players-gen`'s store");
  cmd->add_option("--url", o->url, "The server, http://127.0.0.1:PORT (loopback only)")
      ->capture_default_str();
  cmd->add_option("--ids", o->ids, "The public ids players-gen wrote")->capture_default_str();
  cmd->add_option("--requests", o->requests, "Requests in all")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  cmd->add_option("--connections", o->connections, "Requests in flight at once")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  cmd->add_option("--seed", o->seed, "Seed of the requests' order")->capture_default_str();
  cmd->callback([o] { runPlayersLoad(*o); });
}

}  // namespace renju::loadgen
