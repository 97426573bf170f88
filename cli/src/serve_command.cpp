// `renju serve`: its options. server_run.cpp builds and runs the server they describe.
#include <arpa/inet.h>

#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "base/client_address.h"
#include "base/server_options.h"
#include "commands.h"
#include "lobby/challenge_api.h"
#include "open_store.h"
#include "server_run.h"

namespace renju::server {
namespace {

// "127.0.0.1:9100" or "[::1]:9100": an IP address (no name: the listener binds it as given) and
// a port (0 = any free one).
std::optional<std::pair<std::string, uint16_t>> splitListenAddress(const std::string& s) {
  size_t colon = s.rfind(':');
  if (colon == std::string::npos || colon + 1 == s.size() || colon + 6 < s.size())
    return std::nullopt;
  std::string host = s.substr(0, colon);
  bool bracketed = host.size() > 2 && host.front() == '[' && host.back() == ']';
  if (bracketed) host = host.substr(1, host.size() - 2);
  unsigned char bytes[sizeof(in6_addr)];
  bool v4 = !bracketed && inet_pton(AF_INET, host.c_str(), bytes) == 1;
  bool v6 = bracketed && inet_pton(AF_INET6, host.c_str(), bytes) == 1;
  if (!v4 && !v6) return std::nullopt;
  std::string port = s.substr(colon + 1);
  if (port.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  unsigned long number = std::stoul(port);
  if (number > 65535) return std::nullopt;
  return std::pair{host, static_cast<uint16_t>(number)};
}

// Everything the command line sets; the callback turns it into the server's settings.
struct ServeArgs {
  ServerOptions options;
  // Beside ServerOptions, not in it: only one part reads each, and a change to server_options.h
  // rebuilds most of the server.
  ServeSettings settings;
  std::vector<std::string> proxies;
  ServeArgs() { settings.challengeTtlSeconds = CHALLENGE_TTL_MS / 1000.0; }
};

// Where the server listens, what it serves and where it stores.
void addPlaceOptions(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--host", a.options.host, "Address to listen on")->capture_default_str();
  cmd->add_option("--port", a.options.port, "Port (0 = any free port)")->capture_default_str();
  CLI::Option* storeOption = addStoreOptions(cmd, a.options.db, a.options.store);
  cmd->add_flag("--cluster", a.options.cluster,
                "One of several nodes behind nginx on one PostgreSQL (--store): games are loaded "
                "when first asked for, takeovers and spectators go through LISTEN/NOTIFY")
      ->needs(storeOption);
  cmd->add_option("--assets", a.options.assets, "The client build (pages/ and assets/)")
      ->capture_default_str();
  cmd->add_option("--public-url", a.options.publicUrl,
                  "Base of the links in answers (default: http://<Host header>)");
  cmd->add_option("--port-file", a.settings.portFile,
                  "Write the bound port to this file once listening (and the metrics port on a "
                  "second line with --metrics-listen)");
  cmd->add_option("--metrics-listen", a.options.metricsListen,
                  "Serve /metrics only on this address, host:port (e.g. 127.0.0.1:9100), and no "
                  "longer on the main port; recommended, so that only the operator reads it")
      ->check([](const std::string& s) {
        return splitListenAddress(s) ? std::string()
                                     : "--metrics-listen takes an IP address and a port, as "
                                       "127.0.0.1:9100 or [::1]:9100, not \"" +
                                           s + "\"";
      });
}

// Logging, I/O threads and SQLite durability.
void addProcessOptions(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--log-level", a.settings.logLevel,
                  "trace, debug, info, warn, error, critical, off")
      ->check(CLI::IsMember(
          {"trace", "debug", "info", "warn", "warning", "err", "error", "critical", "off"}))
      ->capture_default_str();
  cmd->add_option("--log-format", a.settings.logFormat, "text, or json: one JSON object per line")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->add_option("--threads", a.options.threads, "I/O threads (0 = one per core)")
      ->capture_default_str();
  cmd->add_option("--sync", a.options.synchronous, "SQLite synchronous mode: full or normal")
      ->check(CLI::IsMember({"full", "normal"}))
      ->capture_default_str();
}

// How long seats, unjoined and finished games are waited for or kept.
void addGameTimeOptions(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--grace", a.options.graceSeconds,
                  "Seconds a disconnected seat is waited for before the opponent may claim "
                  "(for a 15+5 game; shorter clocks scale it down)")
      ->capture_default_str();
  cmd->add_option("--correspondence-day-seconds", a.options.correspondenceDaySeconds,
                  "Length of a correspondence clock's day in seconds (shorter for tests)")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  cmd->add_option("--expiry", a.options.expirySeconds, "Seconds before a game never joined expires")
      ->capture_default_str();
  cmd->add_option("--keep-finished", a.options.keepFinishedSeconds,
                  "Seconds a finished game nobody watches stays in memory")
      ->capture_default_str();
  cmd->add_option("--retention", a.options.retentionSeconds,
                  "Seconds after its expiry that a game never joined is deleted from the store")
      ->capture_default_str();
}

// The spectators' chat over many sockets (docs/chat.md, "Limits"); each socket's own rate is
// fixed (CHAT_RATE).
void addChatLimits(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--chat-rate-ip", a.options.chatAddressLimit.perSecond,
                  "Spectators' chat messages per second per client address, over all its sockets "
                  "and games (0 = no limit)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--chat-burst-ip", a.options.chatAddressLimit.burst,
                  "Burst of spectators' chat messages per client address")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--chat-rate-game", a.options.chatGameLimit.perSecond,
                  "Spectators' chat messages per second per game, over all its writers "
                  "(0 = no limit)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--chat-burst-game", a.options.chatGameLimit.burst,
                  "Burst of spectators' chat messages per game")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
}

// Sizes, queues and rates of messages and challenges.
void addMessageLimits(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--max-body", a.options.maxBody, "HTTP body limit in bytes")
      ->capture_default_str();
  cmd->add_option("--max-message", a.options.maxMessage, "WebSocket message limit in bytes")
      ->capture_default_str();
  cmd->add_option("--ring", a.options.ringSize, "Versioned messages kept per game for reconnects")
      ->capture_default_str();
  cmd->add_option("--queue", a.options.queueLimit, "Outgoing messages queued per socket")
      ->capture_default_str();
  cmd->add_option("--lobby-batch", a.options.lobbyBatchMs,
                  "Milliseconds a lobby change waits for others to go out with it (0: at once)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1000.0));
  cmd->add_option("--ping", a.options.pingSeconds, "WebSocket ping interval in seconds")
      ->capture_default_str();
  cmd->add_option("--rate-conn", a.options.connLimit.perSecond,
                  "Messages per second per socket (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-conn", a.options.connLimit.burst, "Burst per socket")
      ->capture_default_str();
  cmd->add_option("--rate-ip", a.options.addressLimit.perSecond,
                  "HTTP requests + socket messages per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-ip", a.options.addressLimit.burst, "Burst per address")
      ->capture_default_str();
  cmd->add_option("--rate-challenge", a.options.challengeLimit.perSecond,
                  "Open challenges created or cancelled per second per player key (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-challenge", a.options.challengeLimit.burst,
                  "Burst of challenges created or cancelled per player key")
      ->capture_default_str();
  addChatLimits(cmd, a);
  cmd->add_option("--challenge-ttl-seconds", a.settings.challengeTtlSeconds,
                  "An open challenge unanswered for this long expires (shorter for tests)")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  cmd->add_option("--event-beat-ms", a.settings.eventBeatMs,
                  "How often each tournament's scheduler runs: start times, rounds, no-shows")
      ->check(CLI::Range(int64_t{20}, int64_t{60000}))
      ->capture_default_str();
  cmd->add_option("--event-feed-ms", a.settings.eventFeedMs,
                  "At most one tournament frame per event this often on the lobby socket")
      ->check(CLI::Range(int64_t{10}, int64_t{60000}))
      ->capture_default_str();
}

// What one client address may open, and whom to believe about addresses.
void addAddressLimits(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--host-name", a.options.hostNames,
                  "Host names the links in answers may use when --public-url is not set "
                  "(default: the listen address and localhost); repeatable");
  cmd->add_option("--trusted-proxy", a.proxies,
                  "Address or CIDR of a proxy whose X-Forwarded-For is believed; repeatable")
      ->check([](const std::string& p) {
        return Network::parse(p) ? std::string() : "not an address or CIDR: " + p;
      });
  cmd->add_option("--max-conn-ip", a.options.maxConnectionsPerAddress,
                  "Open connections (and WebSockets) per client address")
      ->capture_default_str();
  cmd->add_option("--rate-accept", a.options.acceptLimit.perSecond,
                  "New connections per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--burst-accept", a.options.acceptLimit.burst, "Burst of new connections")
      ->capture_default_str();
  cmd->add_option("--hello-timeout", a.options.helloSeconds,
                  "Seconds a WebSocket may stay open without saying hello")
      ->capture_default_str();
  cmd->add_option("--fd-reserve", a.options.descriptorReserve,
                  "Descriptors kept back from connections (new ones get 503 beyond)")
      ->capture_default_str();
  cmd->add_option("--presence-interval", a.options.presenceSeconds,
                  "At most one presence update per game per this many seconds")
      ->capture_default_str();
  cmd->add_option("--max-unjoined-ip", a.options.maxUnjoinedPerAddress,
                  "Games waiting for a second player per creator address")
      ->capture_default_str();
  cmd->add_option("--max-unjoined", a.options.maxUnjoined,
                  "Games waiting for a second player in total")
      ->capture_default_str();
  cmd->add_option("--max-computer-ip", a.options.maxComputerPerAddress,
                  "Unfinished games against the computer per creator address (0 = no cap)")
      ->capture_default_str();
}

// The engine pool, the computer seat and analysis.
void addEngineOptions(CLI::App* cmd, ServeArgs& a) {
  cmd->add_option("--engine-threads", a.options.engineThreads,
                  "Engine worker threads (computer seats, analysis), each with its own engine")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--engine-queue", a.options.engineQueue,
                  "Engine jobs waiting for a thread; beyond, analysis answers 503")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--engine-hash-mb", a.options.engineHashMb,
                  "Transposition table per engine thread, in MiB")
      ->check(CLI::Range(1, 65536))
      ->capture_default_str();
  cmd->add_option("--computer-move-ms", a.options.computerMoveMs,
                  "The computer's time cap per decision, ms (its clock may leave it less)")
      ->check(CLI::Range(int64_t{10}, int64_t{600000}))
      ->capture_default_str();
  cmd->add_option("--computer-nodes", a.options.computerNodes,
                  "The computer's node cap per decision; 0 = its level's own")
      ->capture_default_str();
  cmd->add_option("--analysis-ms", a.settings.analysis.maxTimeMs,
                  "Longest engine time of one analysis search or solve, in milliseconds")
      ->check(CLI::Range(int64_t{1}, int64_t{600000}))
      ->capture_default_str();
  cmd->add_option("--analysis-rate", a.settings.analysis.perAddress.perSecond,
                  "Analysis requests with engine work per second per address (0 = no limit)")
      ->capture_default_str();
  cmd->add_option("--analysis-burst", a.settings.analysis.perAddress.burst,
                  "Burst of analysis requests per address")
      ->capture_default_str();
  cmd->add_option("--analysis-share-jobs", a.options.analysisShareJobs,
                  "Analysis requests waiting for the engine per address and per player key; "
                  "beyond, 429 (0 = no cap)")
      ->capture_default_str();
  cmd->add_option("--analysis-share-ms", a.options.analysisShareMs,
                  "Analysis engine time waiting per address and per player key, ms; beyond, 429 "
                  "(0 = no cap)")
      ->check(CLI::Range(int64_t{0}, int64_t{86400000}))
      ->capture_default_str();
  cmd->add_option("--analysis-queue-ms", a.options.analysisQueueMs,
                  "Analysis engine time waiting in all, ms per engine thread; beyond, 503 "
                  "(0 = no cap)")
      ->check(CLI::Range(int64_t{0}, int64_t{86400000}))
      ->capture_default_str();
}

// The settings that depend on several options, then the server itself.
void runFromArgs(ServeArgs& a) {
  std::vector<Network> networks;
  for (const std::string& p : a.proxies) networks.push_back(*Network::parse(p));  // checked
  a.options.trustedProxies = TrustedProxies(std::move(networks));
  if (auto metrics = splitListenAddress(a.options.metricsListen))  // checked when set
    std::tie(a.settings.metricsHost, a.settings.metricsPort) = *metrics;
  a.settings.analysis.defaultTimeMs =
      std::min(a.settings.analysis.defaultTimeMs, a.settings.analysis.maxTimeMs);
  int code = runServer(a.options, a.settings);
  if (code != 0) std::exit(code);
}

}  // namespace

void addServeCommand(CLI::App& app) {
  auto args = std::make_shared<ServeArgs>();
  CLI::App* cmd = app.add_subcommand("serve", "Run the game server: pages, JSON API, WebSocket");
  addPlaceOptions(cmd, *args);
  addProcessOptions(cmd, *args);
  addGameTimeOptions(cmd, *args);
  addMessageLimits(cmd, *args);
  addAddressLimits(cmd, *args);
  addEngineOptions(cmd, *args);
  cmd->callback([args] { runFromArgs(*args); });
}

}  // namespace renju::server
