#pragma once
// Everything `renju serve` can be told on its command line (serve_command.cpp).
#include <cstdint>
#include <string>

#include "rate_limiter.h"

namespace renju::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  uint16_t port = 8080;
  std::string db = "./var/renju.sqlite3";
  std::string assets = "client/dist";
  std::string publicUrl;             ///< base of the links in answers; "" = http://<Host header>
  std::string synchronous = "full";  ///< SQLite synchronous: "full" or "normal" (docs/server.md)
  int threads = 0;                   ///< I/O threads; 0 = one per core
  double graceSeconds = 40;          ///< disconnection grace before a claim, for a 15+5 game
  double expirySeconds = 86400;      ///< games never joined expire after this
  double keepFinishedSeconds = 300;  ///< finished games without viewers leave memory after this
  size_t maxBody = 16 * 1024;        ///< HTTP body limit
  size_t maxMessage = 4 * 1024;      ///< WebSocket message limit
  size_t ringSize = 16;              ///< versioned messages kept per game for reconnects
  size_t queueLimit = 256;           ///< outgoing messages queued per socket before it is dropped
  RateLimit connLimit{20, 40};       ///< per socket, messages per second and burst
  RateLimit addressLimit{300, 600};  ///< per client address, HTTP requests + socket messages
  double pingSeconds = 15;           ///< WebSocket ping interval (a silent socket is dropped at 2x)
};

}  // namespace renju::server
