#pragma once
// The listener's inside, shared by its three Beast translation units: listener.cpp (the accept
// loop and the connection bounds), http_session.cpp (HTTP/1.1 requests and WebSocket upgrades)
// and ws_session.cpp (one WebSocket). Included by those files only.
#include <atomic>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <exception>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "base/http_types.h"
#include "base/rate_limiter.h"
#include "base/server_options.h"
#include "http/api.h"
#include "http/connection_limits.h"
#include "http/listener.h"
#include "lobby/lobby.h"
#include "lobby/lobby_feed.h"

namespace renju::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

inline constexpr auto use_tuple = net::as_tuple(net::use_awaitable);

/// Logs what ended a connection's coroutine with an exception (co_spawn's completion).
void logFailure(std::exception_ptr e);

/// The plain request Api reads; `address` is the client's.
HttpRequest toPlain(const http::request<http::string_body>& req, const std::string& address);
/// The Beast response of `plain`, with the headers every answer carries.
http::response<http::string_body> toBeast(HttpResponse plain, unsigned version, bool keepAlive,
                                          bool head);
/// Why a request's framing is refused (request smuggling), or nullopt.
std::optional<std::string> framingError(const http::request_header<>& h);

class WsSession;

struct Listener::Impl : std::enable_shared_from_this<Listener::Impl> {
  net::io_context& io;
  const ServerOptions& options;
  Api& api;
  Lobby& lobby;
  AddressLimiter& limiter;
  const ListenAt at;
  tcp::acceptor acceptor;
  std::atomic<size_t> sockets{0};
  std::atomic<bool> stopping{false};
  std::mutex sessionsMutex;
  std::map<const void*, std::weak_ptr<WsSession>> sessions;
  std::shared_ptr<LobbyFeed> lobbyFeed;  ///< set before start()

  // Connection bounds: per TCP peer (a trusted proxy is not counted), per client address for
  // WebSockets, new connections per second per peer, and the descriptors left.
  AddressCounter peerConnections;
  AddressCounter clientSockets;
  AddressLimiter acceptLimiter;
  std::atomic<size_t> connections{0};
  std::atomic<size_t> refusing{0};
  size_t budget;
  int spare = -1;  ///< a descriptor given back when accept fails for want of one
  ThrottledWarning descriptorsWarning{"descriptor budget reached: new connections get 503"};
  ThrottledWarning acceptWarning{"new connections refused: an address is over its accept rate"};
  ThrottledWarning peerWarning{"connections refused: an address is over its connection cap"};

  Impl(net::io_context& io_, const ServerOptions& o, Api& a, Lobby& l, AddressLimiter& lim,
       ListenAt where);
  ~Impl();

  // listener.cpp
  net::awaitable<void> accept();
  void admit(tcp::socket socket);
  void acceptWithoutDescriptors();
  net::awaitable<void> refuse(tcp::socket socket, HttpResponse response);

  // http_session.cpp
  net::awaitable<void> httpSession(tcp::socket socket, std::string peer);
  net::awaitable<bool> serveRequest(beast::tcp_stream& stream, http::request<http::string_body> req,
                                    const std::string& client);
  HttpResponse rateLimited(const std::string& key);
  net::awaitable<HttpResponse> callApi(const HttpRequest& request);
  net::awaitable<void> upgrade(beast::tcp_stream& stream, http::request<http::string_body> req,
                               const std::string& client, bool& handedOver);
  std::optional<HttpResponse> socketRefusal(Lobby::Lookup lookup, bool found,
                                            const std::string& client);
  template <class Target>
  net::awaitable<void> serveSocket(beast::tcp_stream& stream, http::request<http::string_body> req,
                                   const std::string& client, std::shared_ptr<Target> target);

  // ws_session.cpp
  void registerSession(const void* key, std::weak_ptr<WsSession> session);
  void unregisterSession(const void* key);
};

}  // namespace renju::server
