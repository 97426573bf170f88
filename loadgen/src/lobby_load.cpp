// `renju load-lobby`: the lobby benchmark of issue 10. Many players each hold one open challenge
// (one per key and per address, so each player has a key and a loopback address of its own),
// many home pages follow the lobby socket, and in the measured phase the players withdraw and
// make challenges again at a set rate. Every change is timed from the request that made it to
// its arrival on every lobby socket. The sockets are read on a thread per core with plain epoll
// and recv() (lobby_sockets.h): the generator shares the machine with the server it measures.
#include <arpa/inet.h>
#include <fmt/format.h>
#include <sys/resource.h>

#include <CLI/CLI.hpp>
#include <atomic>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <mutex>
#include <random>
#include <thread>
#include <unordered_map>

#include "histogram.h"
#include "json_scan.h"
#include "lobby_sockets.h"
#include "net_client.h"

namespace renju::loadgen {

namespace {

namespace net = boost::asio;
using Clock = std::chrono::steady_clock;

struct LobbyOptions {
  std::string url = "http://127.0.0.1:8080";
  int challenges = 2000;
  int sockets = 5000;
  double rate = 10;  // changes per second in the measured phase
  int duration = 30;
  uint64_t seed = 1;
  int threads = 0;  // threads reading the sockets; 0 = one per core
};

// Loopback source address i: 127.0.x.y, one per player (the server allows one open challenge
// per address), and spread over the same range for the sockets.
std::string sourceAddress(int i) {
  return fmt::format("127.0.{}.{}", 1 + i / 250, 1 + i % 250);
}

std::string playerKey(uint64_t seed, int i) {
  // 22 base64url characters, as the client makes them; distinct per (seed, i).
  static const char* ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::mt19937_64 rng(seed * 1000003 + static_cast<uint64_t>(i));
  std::string key;
  for (int k = 0; k < 22; ++k) key += ALPHABET[rng() % 64];
  return key;
}

// The names identify a player's challenge in `challenge-added` before its id is known.
std::string playerName(int i) {
  return fmt::format("lobby {}", i);
}
std::string nameBody(int i) {
  return fmt::format(R"({{"name":"{}"}})", playerName(i));
}
std::string challengeBody(int i) {
  static const char* RULES[] = {"rif", "taraguchi", "soosorv", "standard", "yamaguchi"};
  return fmt::format(R"({{"rule":"{}","fouls":"reject","clock":{{"initial":{},"increment":{}}}}})",
                     RULES[i % 5], 60 * (1 + i % 30), i % 10);
}

// A steady-clock instant as an atomic count, read by the socket threads.
using Instant = std::atomic<Clock::rep>;

struct Player {
  std::unique_ptr<HttpClient> http;
  std::string challenge;  // the open challenge's id (the main thread's)
  // When the player last asked to make and to withdraw its challenge: the two events are timed
  // apart, since a slow socket may see the withdrawal after the next challenge was asked for.
  Instant created{0}, cancelled{0};
};

// One thread's share of the lobby sockets, with its own histogram (written on that thread only).
struct SocketThread {
  std::unique_ptr<LobbySocketThread> sockets;
  Histogram delivery;
};

class LobbyLoad {
 public:
  LobbyLoad(const LobbyOptions& o, Endpoint server) : o_(o), server_(std::move(server)) {}
  ~LobbyLoad() { stopSocketThreads(); }  // when the run ended early

  void run() {
    net::co_spawn(io_, main(), [](std::exception_ptr e) {
      if (e) std::rethrow_exception(e);
    });
    io_.run();
  }

 private:
  net::awaitable<void> main() {
    auto t0 = Clock::now();
    co_await fill();
    double fillSeconds = secondsSince(t0);
    t0 = Clock::now();
    co_await connectSockets();
    double connectSeconds = secondsSince(t0);
    fmt::print(
        stderr,
        "lobby: {} challenges open in {:.1f} s, {} sockets with their snapshot in {:.1f} s\n",
        o_.challenges, fillSeconds, open_, connectSeconds);
    measuring_ = true;
    t0 = Clock::now();
    double cpu0 = cpuSeconds();
    co_await churn();
    double seconds = secondsSince(t0);
    // Let the last changes arrive before stopping the sockets.
    co_await sleep(std::chrono::milliseconds(1000));
    cpu_ = cpuSeconds() - cpu0;
    stopSocketThreads();
    report(seconds);
  }

  // Every player names itself and makes its challenge (a few at a time).
  net::awaitable<void> fill() {
    for (int i = 0; i < o_.challenges; ++i) {
      Player& p = players_.emplace_back();
      p.http = std::make_unique<HttpClient>(io_, server_, sourceAddress(i));
      p.http->setAuthorization("Player " + playerKey(o_.seed, i));
      nameIndex_[playerName(i)] = i;
    }
    int next = 0, running = 8, done = 0;
    for (int w = 0; w < running; ++w) net::co_spawn(io_, fillWorker(next, done), net::detached);
    while (done < running) co_await sleep(std::chrono::milliseconds(20));
  }

  net::awaitable<void> fillWorker(int& next, int& done) {
    while (next < o_.challenges) {
      int i = next++;
      std::string body = nameBody(i);
      auto named = co_await players_[i].http->request("PUT", "/api/player", body);
      if (!named || named.value().status != 200) error("naming a player");
      co_await create(i);
    }
    ++done;
  }

  net::awaitable<void> create(int i) {
    Player& p = players_[i];
    std::string body = challengeBody(i);
    p.created = Clock::now().time_since_epoch().count();
    auto answer = co_await p.http->request("POST", "/api/challenges", body);
    if (!answer || answer.value().status != 201) {
      error(fmt::format("creating a challenge: {}", answer ? answer.value().body : "no answer"));
      co_return;
    }
    auto id = findString(answer.value().body, "id");
    if (!id) error("a challenge without an id");
    p.challenge = id ? std::string(*id) : std::string();
    std::lock_guard lock(idMutex_);
    idIndex_[p.challenge] = i;
  }

  net::awaitable<void> cancel(int i) {
    Player& p = players_[i];
    std::string target = "/api/challenges/" + p.challenge;
    p.cancelled = Clock::now().time_since_epoch().count();
    auto answer = co_await p.http->request("DELETE", target, std::string());
    if (!answer || answer.value().status != 200) error("cancelling a challenge");
  }

  // Each socket thread connects its share (socket i goes to thread i % threads), a few
  // handshakes at a time, and keeps reading them.
  net::awaitable<void> connectSockets() {
    int n = o_.threads > 0 ? o_.threads
                           : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    LobbySocketThread::Options base;
    base.server.sin_family = AF_INET;
    base.server.sin_port = htons(server_.port);
    if (::inet_pton(AF_INET, server_.host.c_str(), &base.server.sin_addr) != 1)
      throw std::runtime_error("load-lobby needs an IPv4 address in --url, not " + server_.host);
    base.host = server_.host + ":" + std::to_string(server_.port);
    for (int k = 0; k < n; ++k) {
      LobbySocketThread::Options options = base;
      for (int i = k; i < o_.sockets; i += n) {
        in_addr source{};
        ::inet_pton(AF_INET, sourceAddress(i % 10000).c_str(), &source);
        options.sources.push_back(source);
      }
      SocketThread& t = *threads_.emplace_back(std::make_unique<SocketThread>());
      t.sockets = std::make_unique<LobbySocketThread>(
          std::move(options), [this, &t](std::string_view text) { onMessage(t, text); },
          [this](const std::string& what) {
            if (!stopped_) error("lobby socket: " + what);
          });
      t.sockets->start();
    }
    while (settled() < o_.sockets) co_await sleep(std::chrono::milliseconds(20));
    for (auto& t : threads_) open_ += t->sockets->open();
  }

  int settled() const {
    int n = 0;
    for (auto& t : threads_) n += t->sockets->open() + t->sockets->failed();
    return n;
  }

  // Drops every socket and ends the threads.
  void stopSocketThreads() {
    stopped_ = true;
    for (auto& t : threads_) t->sockets->stop();
  }

  // Withdraws and remakes challenges at o_.rate changes per second, one player after another.
  net::awaitable<void> churn() {
    auto interval = std::chrono::duration<double>(2.0 / o_.rate);  // two changes per player
    auto next = Clock::now();
    auto end = Clock::now() + std::chrono::seconds(o_.duration);
    int player = 0;
    while (Clock::now() < end) {
      next += std::chrono::duration_cast<Clock::duration>(interval);
      int i = player++ % o_.challenges;
      net::co_spawn(io_, cancelThenCreate(i), net::detached);
      ++changes_;
      ++changes_;
      net::steady_timer t(io_, next);
      co_await t.async_wait(net::use_awaitable);
    }
  }

  net::awaitable<void> cancelThenCreate(int i) {
    co_await cancel(i);
    co_await create(i);
  }

  // A text message on one of thread t's sockets, on that thread.
  void onMessage(SocketThread& t, std::string_view text) {
    if (!measuring_) return;
    auto type = findString(text, "t");
    auto data = findMember(text, "d");
    if (!type || !data) return;
    std::optional<Clock::rep> asked;
    if (*type == "challenge-added") {
      // nameIndex_ is complete before the sockets connect and never changes after.
      if (auto name = findString(*data, "name"); name) {
        auto it = nameIndex_.find(std::string(*name));
        if (it != nameIndex_.end()) asked = players_[it->second].created.load();
      }
    } else if (*type == "challenge-removed") {
      if (auto id = findString(*data, "id"); id) {
        std::lock_guard lock(idMutex_);
        auto it = idIndex_.find(std::string(*id));
        if (it != idIndex_.end()) asked = players_[it->second].cancelled.load();
      }
    }
    if (!asked) return;
    Clock::duration waited = Clock::now() - Clock::time_point(Clock::duration(*asked));
    auto micros = std::chrono::duration_cast<std::chrono::microseconds>(waited);
    t.delivery.record(static_cast<uint64_t>(micros.count()));
  }

  void report(double seconds) {
    uint64_t frames = 0, batches = 0;
    for (auto& t : threads_) {
      delivery_.merge(t->delivery);
      frames += t->sockets->frames();
      batches += t->sockets->batches();
    }
    auto ms = [&](double q) { return static_cast<double>(delivery_.quantile(q)) / 1000.0; };
    fmt::print(
        "lobby: {} open challenges, {} lobby sockets; {} changes in {:.1f} s ({:.1f}/s)\n"
        "delivered {} of {} (change x socket); from request to socket: p50 {:.2f} ms, p90 {:.2f} "
        "ms, p99 {:.2f} ms, max {:.2f} ms; errors {}\n"
        "load generator CPU while measuring: {:.1f} s; {} text frames, {} of them batches\n",
        o_.challenges, open_.load(), changes_, seconds, changes_ / seconds, delivery_.count(),
        expected(), ms(0.5), ms(0.9), ms(0.99), static_cast<double>(delivery_.max()) / 1000.0,
        errors_.load(), cpu_, frames, batches);
  }

  net::awaitable<void> sleep(Clock::duration d) {
    net::steady_timer t(io_, d);
    co_await t.async_wait(net::use_awaitable);
  }
  // This process's CPU time (user + system, all threads): on a shared machine the cost of the
  // generator is part of what the figures mean.
  static double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    auto s = [](const timeval& t) {
      return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
    };
    return s(u.ru_utime) + s(u.ru_stime);
  }
  static double secondsSince(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  }
  void error(const std::string& what) {
    if (errors_++ < 10) fmt::print(stderr, "load-lobby: {}\n", what);
  }

 public:
  int errors() const { return errors_.load(); }
  uint64_t delivered() const { return delivery_.count(); }
  uint64_t expected() const {
    return static_cast<uint64_t>(changes_) * static_cast<uint64_t>(open_.load());
  }

 private:
  LobbyOptions o_;
  Endpoint server_;
  net::io_context io_;
  std::deque<Player> players_;  // a deque: Player holds atomics and must not move
  std::vector<std::unique_ptr<SocketThread>> threads_;
  std::unordered_map<std::string, int> nameIndex_;
  std::mutex idMutex_;  // idIndex_ changes on the main thread while the socket threads read it
  std::unordered_map<std::string, int> idIndex_;
  Histogram delivery_;  // the socket threads' histograms, merged for the report
  std::atomic<bool> measuring_{false};
  std::atomic<bool> stopped_{false};  // the sockets are being dropped: no more errors
  std::atomic<int> open_{0};
  int changes_ = 0;
  double cpu_ = 0;
  std::atomic<int> errors_{0};
};

}  // namespace

void addLobbyLoadCommand(CLI::App& app) {
  auto o = std::make_shared<LobbyOptions>();
  CLI::App* sub = app.add_subcommand(
      "load-lobby",
      "Lobby benchmark: open challenges, lobby sockets, and the delay of each change to them");
  sub->add_option("--url", o->url, "The server, http://127.0.0.1:PORT (loopback only)")
      ->capture_default_str();
  sub->add_option("--challenges", o->challenges, "Open challenges, one per player")
      ->capture_default_str()
      ->check(CLI::Range(1, 60000));
  sub->add_option("--sockets", o->sockets, "Lobby sockets (home pages)")
      ->capture_default_str()
      ->check(CLI::Range(1, 60000));
  sub->add_option("--rate", o->rate, "Changes per second in the measured phase")
      ->capture_default_str()
      ->check(CLI::Range(0.1, 10000.0));
  sub->add_option("--duration", o->duration, "Seconds of the measured phase")
      ->capture_default_str()
      ->check(CLI::Range(1, 3600));
  sub->add_option("--seed", o->seed, "Seed of the players' keys")->capture_default_str();
  sub->add_option("--threads", o->threads, "Threads reading the lobby sockets (0 = one per core)")
      ->capture_default_str()
      ->check(CLI::Range(0, 64));
  sub->callback([o] {
    auto server = parseUrl(o->url);
    if (!server) throw CLI::ValidationError("--url", server.error().message);
    LobbyLoad load(*o, server.value());
    load.run();
    // Every change must reach every socket, and nothing may fail.
    if (load.errors() > 0 || load.delivered() != load.expected()) throw CLI::RuntimeError(1);
  });
}

}  // namespace renju::loadgen
