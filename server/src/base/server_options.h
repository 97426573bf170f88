#pragma once
// Everything `renju serve` can be told on its command line (serve_command.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "base/client_address.h"
#include "base/rate_limiter.h"

namespace renju::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;
  std::string db = "./var/renju.sqlite3";
  std::string store;     ///< "postgresql://..." selects PostgreSQL; "" = SQLite at `db`
  bool cluster = false;  ///< one of several nodes on `store` behind nginx (docs/deploy.md)
  std::string assets = "client/dist";
  std::string publicUrl;  ///< base of the links in answers; "" = http://<Host header>
  /// "host:port" of a listener that serves /metrics only, which the main port then no longer
  /// serves; "" = /metrics on the main port (docs/server.md, "Metrics").
  std::string metricsListen;
  std::string synchronous = "full";  ///< SQLite synchronous: "full" or "normal" (docs/server.md)
  int threads = 0;                   ///< I/O threads; 0 = one per core
  double graceSeconds = 40;          ///< disconnection grace before a claim, for a 15+5 game
  double expirySeconds = 86400;      ///< games never joined expire after this
  double correspondenceDaySeconds = 86400;  ///< a correspondence clock's day (shorter in tests)
  int64_t correspondenceDayMs() const {
    return static_cast<int64_t>(correspondenceDaySeconds * 1000);
  }
  double keepFinishedSeconds = 300;     ///< finished games without viewers leave memory after this
  double retentionSeconds = 7 * 86400;  ///< games never joined are deleted this long after expiry
  size_t maxBody = 16 * 1024;           ///< HTTP body limit
  size_t maxMessage = 4 * 1024;         ///< WebSocket message limit
  size_t ringSize = 16;                 ///< versioned messages kept per game for reconnects
  size_t queueLimit = 256;      ///< outgoing messages queued per socket before it is dropped
  double lobbyBatchMs = 10;     ///< a lobby change waits this long for others to travel with it
  RateLimit connLimit{20, 40};  ///< per socket, messages per second and burst
  RateLimit addressLimit{300, 600};  ///< per client address, HTTP requests + socket messages
  RateLimit challengeLimit{0.2, 6};  ///< per player key: open challenges created + cancelled
  /// The spectators' chat (docs/chat.md): messages per client address, over all its sockets and
  /// games, and per game, over all its writers. A rate of 0 disables the cap.
  RateLimit chatAddressLimit{1, 10};
  RateLimit chatGameLimit{2, 20};
  double pingSeconds = 15;  ///< WebSocket ping interval (a silent socket is dropped at 2x)
  // Abuse bounds (docs/server.md, "Limits and bad input"); a cap of 0 means none.
  std::vector<std::string>
      hostNames;  ///< Hosts answered for in links; empty = listen address, localhost
  TrustedProxies trustedProxies;          ///< peers whose X-Forwarded-For is believed
  size_t maxConnectionsPerAddress = 256;  ///< open TCP connections and WebSockets per address
  RateLimit acceptLimit{20, 100};         ///< new connections per second (and burst) per address
  double helloSeconds = 5;                ///< a WebSocket that has not said hello by then is closed
  size_t descriptorReserve = 64;  ///< descriptors kept back from connections (store, log, 503s)
  double presenceSeconds = 1;     ///< at most one presence update per game per this interval
  size_t maxUnjoinedPerAddress = 200;  ///< games created and not yet joined, per address
  size_t maxUnjoined = 20000;          ///< the same, in total
  size_t maxComputerPerAddress = 8;    ///< unfinished games against the computer, per address
  // The computer seat (computer_seat.h): caps on one decision beside its clock.
  int64_t computerMoveMs = 5000;  ///< time cap per decision (the only limit without a clock)
  uint64_t computerNodes = 0;     ///< node cap per decision; 0 = the level's own (tests, load)
  // The engine pool (engine_pool.h): computer seats and analysis requests.
  int engineThreads = 1;     ///< worker threads, each with its own engine
  size_t engineQueue = 64;   ///< jobs waiting for a thread before submits are refused
  size_t engineHashMb = 16;  ///< transposition table per engine thread, in MiB
  // The engine's fair share (computer/fair_queue.h): analysis queued per owner and in all.
  size_t analysisShareJobs = 4;     ///< analysis jobs queued per address and per player key
  int64_t analysisShareMs = 12000;  ///< analysis time queued per address and per player key
  int64_t analysisQueueMs = 20000;  ///< analysis time queued per engine thread
};

}  // namespace renju::server
