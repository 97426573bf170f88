// `renju serve`: options, start-up (store, restore, listener), and a clean stop on SIGTERM/SIGINT.
#include <spdlog/spdlog.h>
#include <sys/resource.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <thread>
#include <vector>

#include "archive/archive_api.h"
#include "cluster/cluster_bus.h"
#include "commands.h"
#include "computer/analysis_api.h"
#include "computer/engine_pool.h"
#include "http/api.h"
#include "http/listener.h"
#include "http/pages.h"
#include "lobby/challenge_api.h"
#include "lobby/lobby.h"
#include "lobby/lobby_feed.h"
#include "open_store.h"
#include "ops/log.h"
#include "store/postgres/postgres_store.h"

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

int runServer(ServerOptions& options, const AnalysisLimits& analysisLimits,
              double challengeTtlSeconds, const std::string& logLevel, const std::string& logFormat,
              const std::string& portFile) {
  setupLogging(logFormat == "json" ? LogFormat::JSON : LogFormat::TEXT, logLevel);
  raiseDescriptorLimit();

  auto opened = openStore(options.store, SqliteOptions{options.db, options.synchronous});
  if (!opened) {
    spdlog::critical("cannot open the store: {}", opened.error().message);
    return 1;
  }
  std::unique_ptr<Store> store = std::move(opened).value();

  int threads = options.threads > 0
                    ? options.threads
                    : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  // Before `io`: handlers destroyed with `io` may hold the lobby feed, whose timers are
  // feedThread's.
  OwnThread feedThread;
  net::io_context io(threads);
  // Engine work never runs on the I/O threads (docs/architecture.md, "The engine in the server").
  EnginePool engines(
      EnginePoolOptions{options.engineThreads, options.engineQueue, options.engineHashMb});
  int exitCode = 0;
  std::unique_ptr<Listener> listener;
  bool stopping = false;
  net::steady_timer drain(io);
  std::unique_ptr<Lobby> lobby;
  auto stopServer = [&](int code) {
    net::post(io, [&, code] {
      if (stopping) return;
      stopping = true;
      exitCode = code;
      spdlog::info("stopping: closing sockets, finishing writes");
      if (listener) listener->stop();
      if (lobby) lobby->stop();
      // Let the close frames and the answers to requests in flight go out, then stop.
      drain.expires_after(std::chrono::milliseconds(500));
      drain.async_wait([&](boost::system::error_code) { io.stop(); });
    });
  };
  lobby = std::make_unique<Lobby>(io, *store, options);
  lobby->setEngines(&engines);  // before restore(): restored computer seats resume their turn
  // A cluster node serves the games nginx sends it, loading each when first asked for, and hears
  // the other nodes on PostgreSQL's LISTEN/NOTIFY; a single node holds every unfinished game.
  std::unique_ptr<ClusterBus> bus;
  std::function<void(const std::string&)> challengesHeard;
  if (options.cluster) {
    try {
      // The bus's thread must not block: a challenge is read again from the store on the I/O
      // threads. `challenges` is made below, before the I/O threads start and after the bus.
      ClusterBus::Handlers handlers{
          [&lobby](const std::string& id) { lobby->claimedElsewhere(id); },
          [&lobby](const std::string& id) { lobby->remoteSpectatorsChanged(id); },
          [&io, &challengesHeard](const std::string& id) {
            net::post(io, [&challengesHeard, id] {
              if (challengesHeard) challengesHeard(id);
            });
          },
          [&lobby](const std::string& node, const std::string& id, const std::string& view) {
            lobby->remoteLiveChanged(node, id, view);
          },
          [&lobby](const std::string& playerHash, const std::string& name) {
            lobby->renamedElsewhere(playerHash, name);
          }};
      bus = std::make_unique<ClusterBus>(options.store, std::move(handlers));
    } catch (const std::exception& e) {
      spdlog::critical("cannot join the cluster: {}", e.what());
      store->close();
      return 1;
    }
    lobby->setBus(bus.get());
    spdlog::info("cluster node {}: games are loaded when first asked for", bus->node());
  } else {
    int64_t started = nowMs();
    auto restored = lobby->restore(started);
    if (!restored) {
      spdlog::critical("cannot restore the games: {}", restored.error().message);
      store->close();
      return 1;
    }
    spdlog::info("restored {} unfinished games (previous heartbeat {} ms ago)", restored.value(),
                 store->previousHeartbeat() ? started - store->previousHeartbeat() : 0);
  }

  Pages pages(options.assets);
  pages.setGameLookup([&](const std::string& id) {
    switch (lobby->find(id).first) {
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
  if (!std::filesystem::is_directory(std::filesystem::path(options.assets) / "pages"))
    spdlog::warn("no pages under {}: pages answer 503 until the client is built", options.assets);
  Api api(*lobby, pages, options, [&] { return listener ? listener->socketCount() : 0; });
  AnalysisApi analysis(engines, analysisLimits);
  api.setAnalysis(analysis);
  ArchiveApi archive(*store);
  api.setArchive(archive);
  ChallengeApi challenges(*lobby, options, options.challengeLimit,
                          static_cast<int64_t>(challengeTtlSeconds * 1000));
  if (auto open = challenges.restore(nowMs()); !open) {
    spdlog::critical("cannot restore the open challenges: {}", open.error().message);
    store->close();
    return 1;
  }
  api.setChallenges(challenges);
  if (bus) {
    challenges.setBus(bus.get());
    challengesHeard = [&challenges](const std::string& id) { challenges.heard(id); };
  }
  AddressLimiter limiter(options.addressLimit);
  listener = std::make_unique<Listener>(io, options, api, *lobby, limiter);
  auto feed = std::make_shared<LobbyFeed>(
      feedThread.io, challenges, [&] { return lobby->playing(); },
      std::chrono::microseconds(static_cast<int64_t>(options.lobbyBatchMs * 1000)));
  feed->followLive(lobby->live());
  if (bus)
    feed->shareCounts([&bus](size_t players, size_t games) {
      bus->counts(ClusterBus::Counts{players, games});
      ClusterBus::Counts others = bus->remoteCounts();
      return std::pair{others.players, others.games};
    });
  listener->setLobbyFeed(feed);
  try {
    listener->start();
  } catch (const std::exception& e) {
    spdlog::critical("cannot listen on {}:{}: {}", options.host, options.port, e.what());
    store->close();
    return 1;
  }
  // Links fall back to the listen address: with --port 0 that is the port the kernel picked. The
  // I/O threads have not started yet, so nothing reads the options meanwhile.
  options.port = listener->port();
  lobby->start();
  challenges.start();
  feed->start();
  spdlog::info("listening on http://{}:{} (db {}, assets {}, {} threads)", options.host,
               listener->port(), options.db, options.assets, threads);
  if (!portFile.empty()) {
    std::string tmp = portFile + ".tmp";
    std::ofstream(tmp) << listener->port() << "\n";
    std::filesystem::rename(tmp, portFile);
  }

  net::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](boost::system::error_code ec, int sig) {
    if (ec) return;
    spdlog::info("signal {}", sig);
    stopServer(0);
  });

  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&io] { io.run(); });
  io.run();
  for (auto& t : pool) t.join();
  // The feed's sockets hold the listener, which holds the feed: let go of it so that nothing is
  // left behind at exit.
  listener->setLobbyFeed(nullptr);
  feed->stop();
  // Running searches see their stop flag and return; what they post goes to the stopped context.
  engines.shutdown();
  // Every accepted action was durable before it was acknowledged; this completes the writes
  // still queued (their answers are lost with the connections, their data is not).
  store->close();
  auto stats = store->stats();
  spdlog::info("stopped: {} writes in {} transactions, {} games purged", stats.units,
               stats.transactions, stats.purged);
  return exitCode;
}

}  // namespace

void addServeCommand(CLI::App& app) {
  auto options = std::make_shared<ServerOptions>();
  auto logLevel = std::make_shared<std::string>("info");
  auto logFormat = std::make_shared<std::string>("text");
  auto portFile = std::make_shared<std::string>();
  auto analysis = std::make_shared<AnalysisLimits>();
  CLI::App* cmd = app.add_subcommand("serve", "Run the game server: pages, JSON API, WebSocket");
  cmd->add_option("--host", options->host, "Address to listen on")->capture_default_str();
  cmd->add_option("--port", options->port, "Port (0 = any free port)")->capture_default_str();
  cmd->add_option("--db", options->db, "SQLite database file")->capture_default_str();
  CLI::Option* storeOption =
      cmd->add_option("--store", options->store,
                      "PostgreSQL instead of SQLite: postgresql://user@host:port/database")
          ->check([](const std::string& s) {
            return isPostgresUrl(s) ? std::string() : "--store takes a postgresql:// URL";
          });
  cmd->add_flag("--cluster", options->cluster,
                "One of several nodes behind nginx on one PostgreSQL (--store): games are loaded "
                "when first asked for, takeovers and spectators go through LISTEN/NOTIFY")
      ->needs(storeOption);
  cmd->add_option("--assets", options->assets, "The client build (pages/ and assets/)")
      ->capture_default_str();
  cmd->add_option("--public-url", options->publicUrl,
                  "Base of the links in answers (default: http://<Host header>)");
  cmd->add_option("--port-file", *portFile, "Write the bound port to this file once listening");
  cmd->add_option("--log-level", *logLevel, "trace, debug, info, warn, error, critical, off")
      ->check(CLI::IsMember(
          {"trace", "debug", "info", "warn", "warning", "err", "error", "critical", "off"}))
      ->capture_default_str();
  cmd->add_option("--log-format", *logFormat, "text, or json: one JSON object per line")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("--threads", options->threads, "I/O threads (0 = one per core)")
      ->capture_default_str();
  cmd->add_option("--sync", options->synchronous, "SQLite synchronous mode: full or normal")
      ->check(CLI::IsMember({"full", "normal"}))
      ->capture_default_str();
  cmd->add_option("--grace", options->graceSeconds,
                  "Seconds a disconnected seat is waited for before the opponent may claim "
                  "(for a 15+5 game; shorter clocks scale it down)")
      ->capture_default_str();
  cmd->add_option("--correspondence-day-seconds", options->correspondenceDaySeconds,
                  "Length of a correspondence clock's day in seconds (shorter for tests)")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  cmd->add_option("--expiry", options->expirySeconds, "Seconds before a game never joined expires")
      ->capture_default_str();
  cmd->add_option("--keep-finished", options->keepFinishedSeconds,
                  "Seconds a finished game nobody watches stays in memory")
      ->capture_default_str();
  cmd->add_option("--retention", options->retentionSeconds,
                  "Seconds after its expiry that a game never joined is deleted from the store")
      ->capture_default_str();
  cmd->add_option("--max-body", options->maxBody, "HTTP body limit in bytes")
      ->capture_default_str();
  cmd->add_option("--max-message", options->maxMessage, "WebSocket message limit in bytes")
      ->capture_default_str();
  cmd->add_option("--ring", options->ringSize, "Versioned messages kept per game for reconnects")
      ->capture_default_str();
  cmd->add_option("--queue", options->queueLimit, "Outgoing messages queued per socket")
      ->capture_default_str();
  cmd->add_option("--lobby-batch", options->lobbyBatchMs,
                  "Milliseconds a lobby change waits for others to go out with it (0: at once)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1000.0));
  cmd->add_option("--ping", options->pingSeconds, "WebSocket ping interval in seconds")
      ->capture_default_str();
  cmd->add_option("--rate-conn", options->connLimit.perSecond,
                  "Messages per second per socket (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-conn", options->connLimit.burst, "Burst per socket")
      ->capture_default_str();
  cmd->add_option("--rate-ip", options->addressLimit.perSecond,
                  "HTTP requests + socket messages per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-ip", options->addressLimit.burst, "Burst per address")
      ->capture_default_str();
  cmd->add_option("--rate-challenge", options->challengeLimit.perSecond,
                  "Open challenges created or cancelled per second per player key (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-challenge", options->challengeLimit.burst,
                  "Burst of challenges created or cancelled per player key")
      ->capture_default_str();
  // Beside ServerOptions, not in it: only the challenge API reads it, and a change to
  // server_options.h rebuilds most of the server.
  auto challengeTtl = std::make_shared<double>(CHALLENGE_TTL_MS / 1000.0);
  cmd->add_option("--challenge-ttl-seconds", *challengeTtl,
                  "An open challenge unanswered for this long expires (shorter for tests)")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  cmd->add_option("--host-name", options->hostNames,
                  "Host names the links in answers may use when --public-url is not set "
                  "(default: the listen address and localhost); repeatable");
  auto proxies = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--trusted-proxy", *proxies,
                  "Address or CIDR of a proxy whose X-Forwarded-For is believed; repeatable");
  cmd->add_option("--max-conn-ip", options->maxConnectionsPerAddress,
                  "Open connections (and WebSockets) per client address")
      ->capture_default_str();
  cmd->add_option("--rate-accept", options->acceptLimit.perSecond,
                  "New connections per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-accept", options->acceptLimit.burst, "Burst of new connections")
      ->capture_default_str();
  cmd->add_option("--hello-timeout", options->helloSeconds,
                  "Seconds a WebSocket may stay open without saying hello")
      ->capture_default_str();
  cmd->add_option("--fd-reserve", options->descriptorReserve,
                  "Descriptors kept back from connections (new ones get 503 beyond)")
      ->capture_default_str();
  cmd->add_option("--presence-interval", options->presenceSeconds,
                  "At most one presence update per game per this many seconds")
      ->capture_default_str();
  cmd->add_option("--max-unjoined-ip", options->maxUnjoinedPerAddress,
                  "Games waiting for a second player per creator address")
      ->capture_default_str();
  cmd->add_option("--max-unjoined", options->maxUnjoined,
                  "Games waiting for a second player in total")
      ->capture_default_str();
  cmd->add_option("--max-computer-ip", options->maxComputerPerAddress,
                  "Unfinished games against the computer per creator address (0 = no cap)")
      ->capture_default_str();
  cmd->add_option("--engine-threads", options->engineThreads,
                  "Engine worker threads (computer seats, analysis), each with its own engine")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--engine-queue", options->engineQueue,
                  "Engine jobs waiting for a thread; beyond, analysis answers 503")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--engine-hash-mb", options->engineHashMb,
                  "Transposition table per engine thread, in MiB")
      ->check(CLI::Range(1, 65536))
      ->capture_default_str();
  cmd->add_option("--computer-move-ms", options->computerMoveMs,
                  "The computer's time cap per decision, ms (its clock may leave it less)")
      ->check(CLI::Range(int64_t{10}, int64_t{600000}))
      ->capture_default_str();
  cmd->add_option("--computer-nodes", options->computerNodes,
                  "The computer's node cap per decision; 0 = its level's own")
      ->capture_default_str();
  cmd->add_option("--analysis-ms", analysis->maxTimeMs,
                  "Longest engine time of one analysis search or solve, in milliseconds")
      ->check(CLI::Range(int64_t{1}, int64_t{600000}))
      ->capture_default_str();
  cmd->add_option("--analysis-rate", analysis->perAddress.perSecond,
                  "Analysis requests with engine work per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--analysis-burst", analysis->perAddress.burst,
                  "Burst of analysis requests per address")
      ->capture_default_str();
  cmd->callback([options, analysis, challengeTtl, logLevel, logFormat, portFile, proxies] {
    std::vector<Network> networks;
    for (const std::string& p : *proxies) {
      auto n = Network::parse(p);
      if (!n) throw CLI::ValidationError("--trusted-proxy", "not an address or CIDR: " + p);
      networks.push_back(*n);
    }
    options->trustedProxies = TrustedProxies(std::move(networks));
    analysis->defaultTimeMs = std::min(analysis->defaultTimeMs, analysis->maxTimeMs);
    int code = runServer(*options, *analysis, *challengeTtl, *logLevel, *logFormat, *portFile);
    if (code != 0) std::exit(code);
  });
}

}  // namespace renju::server
