#include "server_run.h"

#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "archive/archive_api.h"
#include "base/now.h"
#include "cluster/cluster_bus.h"
#include "computer/engine_pool.h"
#include "events/event_api.h"
#include "events/event_hub.h"
#include "events/event_view.h"
#include "http/api.h"
#include "http/listener.h"
#include "http/pages.h"
#include "lobby/challenge_api.h"
#include "lobby/lobby.h"
#include "lobby/lobby_feed.h"
#include "open_store.h"
#include "ops/log.h"
#include "store/sqlite/sqlite_store.h"

namespace renju::server {
namespace {

namespace net = boost::asio;

// An io_context with a thread of its own, stopped and joined when it goes. The lobby's fan-out
// runs on one: a change is handed to every lobby socket at once instead of waiting behind the
// socket writes of the change before it in the I/O threads' queue, so that both leave together
// (docs/lobby.md, "Batches").
struct OwnThread {
  net::io_context io{1};
  net::executor_work_guard<net::io_context::executor_type> work{io.get_executor()};
  std::thread thread{[this] { io.run(); }};
  OwnThread() = default;
  OwnThread(const OwnThread&) = delete;
  OwnThread& operator=(const OwnThread&) = delete;
  ~OwnThread() {
    work.reset();
    net::post(io, [this] { io.stop(); });  // after what is already queued
    thread.join();
  }
};

// 15,000 sockets need more descriptors than the usual soft limit of 1024.
void raiseDescriptorLimit() {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) == 0 && lim.rlim_cur < lim.rlim_max) {
    lim.rlim_cur = lim.rlim_max;
    setrlimit(RLIMIT_NOFILE, &lim);
  }
}

int ioThreads(const ServerOptions& options) {
  if (options.threads > 0) return options.threads;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

std::unique_ptr<Store> openServerStore(const ServerOptions& options) {
  auto store = openStore(options.store, SqliteOptions{options.db, options.synchronous});
  if (!store) {
    spdlog::critical("cannot open the store: {}", store.error().message);
    return nullptr;
  }
  return std::move(store).value();
}

// Every part of a running server. The members are declared in the order they are built, so they
// are destroyed in the reverse order and each outlives the parts that refer to it.
class Server {
 public:
  Server(ServerOptions& options, const ServeSettings& settings, std::unique_ptr<Store> store);

  /// Loads the games, wires the APIs and listens; false (logged, the store closed) when any of
  /// them fails.
  bool start();
  /// Runs the I/O threads until a signal has stopped them; returns the exit status.
  int run();

 private:
  bool loadGames();
  bool joinCluster();
  bool restoreGames();
  void answerGameLookups();
  bool restoreChallenges();
  bool restoreEvents();
  bool listen();
  bool listenForMetrics();
  void writePortFile() const;
  void stop(int code);
  void shutDown();
  bool fail(const std::string& what);

  ServerOptions& options_;
  const ServeSettings& settings_;
  std::unique_ptr<Store> store_;
  int threads_;
  // Before io_: handlers destroyed with io_ may hold the lobby feed, whose timers are
  // feedThread_'s.
  OwnThread feedThread_;
  net::io_context io_;
  // Engine work never runs on the I/O threads (docs/architecture.md, "The engine in the server").
  EnginePool engines_;
  int exitCode_ = 0;
  std::unique_ptr<Listener> listener_;
  std::unique_ptr<Listener> metricsListener_;  ///< with --metrics-listen
  bool stopping_ = false;
  net::steady_timer drain_;
  Lobby lobby_;
  std::unique_ptr<ClusterBus> bus_;
  std::function<void(const std::string&)> challengesHeard_;
  Pages pages_;
  Api api_;
  AnalysisApi analysis_;
  ArchiveApi archive_;
  ChallengeApi challenges_;
  events::EventHub events_;
  events::EventApi eventApi_;
  AddressLimiter limiter_;
  std::shared_ptr<LobbyFeed> feed_;
  std::optional<net::signal_set> signals_;
};

Server::Server(ServerOptions& options, const ServeSettings& settings, std::unique_ptr<Store> store)
    : options_(options),
      settings_(settings),
      store_(std::move(store)),
      threads_(ioThreads(options)),
      io_(threads_),
      engines_(EnginePoolOptions{options.engineThreads, options.engineQueue, options.engineHashMb,
                                 options.analysisShareJobs, options.analysisShareMs,
                                 options.analysisQueueMs}),
      drain_(io_),
      lobby_(io_, *store_, options),
      pages_(options.assets),
      api_(lobby_, pages_, options, [this] { return listener_ ? listener_->socketCount() : 0; }),
      analysis_(engines_, settings.analysis),
      archive_(*store_),
      challenges_(lobby_, options, options.challengeLimit,
                  static_cast<int64_t>(settings.challengeTtlSeconds * 1000)),
      events_(lobby_, *store_, options, settings.eventBeatMs),
      eventApi_(events_, *store_, options),
      limiter_(options.addressLimit) {
  lobby_.setEngines(&engines_);  // before restore(): restored computer seats resume their turn
}

bool Server::fail(const std::string& what) {
  spdlog::critical("{}", what);
  store_->close();
  return false;
}

bool Server::start() {
  if (!loadGames()) return false;
  answerGameLookups();
  api_.setAnalysis(analysis_);
  api_.setArchive(archive_);
  if (!restoreChallenges()) return false;
  api_.setChallenges(challenges_);
  if (!restoreEvents()) return false;
  api_.setEvents(eventApi_);
  if (bus_) {
    challenges_.setBus(bus_.get());
    challengesHeard_ = [this](const std::string& id) { challenges_.heard(id); };
  }
  // The signals are ours before anyone can connect or read the port file: a TERM that came
  // between the port file and the handler would end the process by its default action, without
  // the clean stop (a test that stopped a server at once saw exit status -1 under load).
  signals_.emplace(io_, SIGINT, SIGTERM);
  signals_->async_wait([this](boost::system::error_code ec, int sig) {
    if (ec) return;
    spdlog::info("signal {}", sig);
    stop(0);
  });
  if (!listen() || !listenForMetrics()) return false;
  lobby_.start();
  challenges_.start();
  events_.start();
  feed_->start();
  spdlog::info("listening on http://{}:{} (db {}, assets {}, {} threads)", options_.host,
               listener_->port(), options_.db, options_.assets, threads_);
  writePortFile();
  return true;
}

// A cluster node serves the games nginx sends it, loading each when first asked for, and hears
// the other nodes on PostgreSQL's LISTEN/NOTIFY; a single node holds every unfinished game.
bool Server::loadGames() {
  return options_.cluster ? joinCluster() : restoreGames();
}

bool Server::joinCluster() {
  // The bus's thread must not block: a challenge is read again from the store on the I/O
  // threads, where challengesHeard_ is set once the challenges are restored.
  ClusterBus::Handlers handlers{
      [this](const std::string& id) { lobby_.claimedElsewhere(id); },
      [this](const std::string& id) { lobby_.remoteSpectatorsChanged(id); },
      [this](const std::string& id) {
        net::post(io_, [this, id] {
          if (challengesHeard_) challengesHeard_(id);
        });
      },
      [this](const std::string& node, const std::string& id, const std::string& view) {
        lobby_.remoteLiveChanged(node, id, view);
      },
      [this](const std::string& playerHash, const std::string& name) {
        lobby_.renamedElsewhere(playerHash, name);
      },
      [this](const std::string& id) { net::post(io_, [this, id] { events_.heard(id); }); }};
  auto bus = ClusterBus::open(options_.store, std::move(handlers));
  if (!bus) return fail(fmt::format("cannot join the cluster: {}", bus.error().message));
  bus_ = std::move(bus).value();
  lobby_.setBus(bus_.get());
  spdlog::info("cluster node {}: games are loaded when first asked for", bus_->node());
  return true;
}

bool Server::restoreGames() {
  int64_t started = nowMs();
  auto restored = lobby_.restore(started);
  if (!restored) return fail(fmt::format("cannot restore the games: {}", restored.error().message));
  spdlog::info("restored {} unfinished games (previous heartbeat {} ms ago)", restored.value(),
               store_->previousHeartbeat() ? started - store_->previousHeartbeat() : 0);
  return true;
}

// A game page is served only for a game that exists; the page's own API request then reads it.
void Server::answerGameLookups() {
  pages_.setGameLookup([this](const std::string& id) {
    switch (lobby_.find(id).first) {
      case Lobby::Lookup::FOUND:
        return GameCheck::FOUND;
      case Lobby::Lookup::EXPIRED:
        return GameCheck::EXPIRED;
      case Lobby::Lookup::UNAVAILABLE:
        // The store could not say: serve the page, whose API request then answers 503.
        return GameCheck::FOUND;
      case Lobby::Lookup::UNKNOWN:
        break;
    }
    return GameCheck::UNKNOWN;
  });
  if (!std::filesystem::is_directory(std::filesystem::path(options_.assets) / "pages"))
    spdlog::warn("no pages under {}: pages answer 503 until the client is built", options_.assets);
}

bool Server::restoreChallenges() {
  auto open = challenges_.restore(nowMs());
  if (!open)
    return fail(fmt::format("cannot restore the open challenges: {}", open.error().message));
  return true;
}

// Every event not finished is held here from the start: its scheduler runs without a request
// (start times, rounds, no-shows), and its games report their ends to it.
bool Server::restoreEvents() {
  lobby_.setGameOverListener([this](const GameOver& over) { events_.gameOver(over); });
  if (bus_)
    events_.joinCluster(events::ClusterSide{bus_->node(), [this] { return bus_->liveNodes(); },
                                            [this](const std::string& id) { bus_->event(id); }});
  auto restored = events_.restore();
  if (!restored)
    return fail(fmt::format("cannot restore the events: {}", restored.error().message));
  spdlog::info("restored {} events", restored.value());
  return true;
}

bool Server::listen() {
  listener_ = std::make_unique<Listener>(io_, options_, api_, lobby_, limiter_,
                                         ListenAt{options_.host, options_.port});
  feed_ = std::make_shared<LobbyFeed>(
      feedThread_.io, challenges_, [this] { return lobby_.playing(); },
      std::chrono::microseconds(static_cast<int64_t>(options_.lobbyBatchMs * 1000)));
  feed_->followLive(lobby_.live());
  feed_->followTournaments(
      [this](const std::string& id) -> std::optional<std::string> {
        auto host = events_.find(id);
        if (!host) return std::nullopt;
        const events::EventHost& h = *host.value();
        auto view = h.viewCache().publicText(h, events::ViewQuery{});
        return events::eventViewText(*view.text, nowMs(), nullptr);
      },
      std::chrono::milliseconds(settings_.eventFeedMs));
  events_.setChanged([feed = std::weak_ptr<LobbyFeed>(feed_)](const std::string& id) {
    if (auto f = feed.lock()) f->tournamentChanged(id);
  });
  if (bus_)
    feed_->shareCounts([this](size_t players, size_t games) {
      bus_->counts(ClusterBus::Counts{players, games});
      ClusterBus::Counts others = bus_->remoteCounts();
      return std::pair{others.players, others.games};
    });
  listener_->setLobbyFeed(feed_);
  if (auto listening = listener_->start(); !listening)
    return fail(fmt::format("cannot listen on {}:{}: {}", options_.host, options_.port,
                            listening.error().message));
  // Links fall back to the listen address: with --port 0 that is the port the kernel picked. The
  // I/O threads have not started yet, so nothing reads the options meanwhile.
  options_.port = listener_->port();
  return true;
}

// /metrics on an address of its own, which the operator keeps private (docs/deploy.md); the main
// port then answers 404 for it.
bool Server::listenForMetrics() {
  if (options_.metricsListen.empty()) return true;
  metricsListener_ = std::make_unique<Listener>(
      io_, options_, api_, lobby_, limiter_,
      ListenAt{settings_.metricsHost, settings_.metricsPort, ListenAt::Serves::METRICS});
  if (auto listening = metricsListener_->start(); !listening)
    return fail(fmt::format("cannot listen for metrics on {}: {}", options_.metricsListen,
                            listening.error().message));
  spdlog::info("metrics on http://{}:{}/metrics only (not on the main port)", settings_.metricsHost,
               metricsListener_->port());
  return true;
}

// The bound port, and on a second line the metrics port when there is one (tests use port 0).
void Server::writePortFile() const {
  if (settings_.portFile.empty()) return;
  std::string tmp = settings_.portFile + ".tmp";
  {
    std::ofstream out(tmp);
    out << listener_->port() << "\n";
    if (metricsListener_) out << metricsListener_->port() << "\n";
  }
  std::filesystem::rename(tmp, settings_.portFile);
}

void Server::stop(int code) {
  net::post(io_, [this, code] {
    if (stopping_) return;
    stopping_ = true;
    exitCode_ = code;
    spdlog::info("stopping: closing sockets, finishing writes");
    listener_->stop();
    if (metricsListener_) metricsListener_->stop();
    lobby_.stop();
    events_.stop();
    // Let the close frames and the answers to requests in flight go out, then stop.
    drain_.expires_after(std::chrono::milliseconds(500));
    drain_.async_wait([this](boost::system::error_code) { io_.stop(); });
  });
}

int Server::run() {
  std::vector<std::thread> pool;
  for (int i = 1; i < threads_; ++i) pool.emplace_back([this] { io_.run(); });
  io_.run();
  for (auto& t : pool) t.join();
  shutDown();
  return exitCode_;
}

void Server::shutDown() {
  // The feed's sockets hold the listener, which holds the feed: let go of it so that nothing is
  // left behind at exit.
  listener_->setLobbyFeed(nullptr);
  feed_->stop();
  // Running searches see their stop flag and return; what they post goes to the stopped context.
  engines_.shutdown();
  // Every accepted action was durable before it was acknowledged; this completes the writes
  // still queued (their answers are lost with the connections, their data is not).
  store_->close();
  auto stats = store_->stats();
  spdlog::info("stopped: {} writes in {} transactions, {} games purged", stats.units,
               stats.transactions, stats.purged);
}

}  // namespace

int runServer(ServerOptions& options, const ServeSettings& settings) {
  setupLogging(settings.logFormat == "json" ? LogFormat::JSON : LogFormat::TEXT, settings.logLevel);
  raiseDescriptorLimit();
  std::unique_ptr<Store> store = openServerStore(options);
  if (!store) return 1;
  Server server(options, settings, std::move(store));
  if (!server.start()) return 1;
  return server.run();
}

}  // namespace renju::server
