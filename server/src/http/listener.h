#pragma once
// Accepts TCP connections, speaks HTTP/1.1 (handing requests to Api) and WebSocket (handing
// messages to the game's Room or the lobby feed). Beast lives in its three files (listener.cpp,
// http_session.cpp, ws_session.cpp; listener_impl.h); everything else knows nothing of Beast.
#include <cstdint>
#include <memory>
#include <string>
#include <variant>

#include <boost/asio/io_context.hpp>

#include "base/rate_limiter.h"
#include "base/server_options.h"
#include "http/api.h"
#include "lobby/lobby.h"
#include "lobby/lobby_feed.h"
#include "result.h"

namespace renju::server {

/// Where a listener listens and what it serves: everything (the service port, --host and
/// --port), or /metrics only (--metrics-listen; every other path is 404, no WebSockets).
struct ListenAt {
  enum class Serves : uint8_t { EVERYTHING, METRICS };
  std::string host;
  uint16_t port = 0;
  Serves serves = Serves::EVERYTHING;
};

class Listener {
 public:
  Listener(boost::asio::io_context& io, const ServerOptions& options, Api& api, Lobby& lobby,
           AddressLimiter& limiter, ListenAt at);
  ~Listener();

  /// Binds and starts accepting; an error naming the step that failed and why ("bind: Address
  /// already in use") when the address cannot be bound.
  Result<std::monostate> start();
  /// The bound port (useful with --port 0).
  uint16_t port() const;
  /// Stops accepting and closes every WebSocket politely (close code 1001, going away).
  void stop();
  /// Open WebSockets.
  size_t socketCount() const;
  /// `/api/lobby/socket` follows `feed` (docs/lobby.md); without one it answers 404. Before
  /// start().
  void setLobbyFeed(std::shared_ptr<LobbyFeed> feed);

  /// The inside (http/listener_impl.h), named here for the listener's own files.
  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace renju::server
