// HTTP/1.1 on one connection: requests read, checked and handed to Api, answers written, and a
// WebSocket upgrade handed to a WsSession. Part of the listener (listener_impl.h).
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cmath>

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/text.h"
#include "http/listener_impl.h"
#include "http/ws_session.h"
#include "ops/log.h"
#include "ops/metrics.h"

namespace renju::server {

using namespace std::chrono_literals;

HttpRequest toPlain(const http::request<http::string_body>& req, const std::string& address) {
  HttpRequest r;
  r.method = std::string(req.method_string());
  std::string_view target = req.target();
  size_t q = target.find('?');
  r.path = percentDecode(target.substr(0, q), false);
  if (q != std::string_view::npos) r.query = std::string(target.substr(q + 1));
  r.authorization = std::string(req[http::field::authorization]);
  r.cookie = std::string(req[http::field::cookie]);
  r.acceptLanguage = std::string(req[http::field::accept_language]);
  r.acceptEncoding = std::string(req[http::field::accept_encoding]);
  r.host = std::string(req[http::field::host]);
  r.body = req.body();
  r.address = address;
  return r;
}

http::response<http::string_body> toBeast(HttpResponse plain, unsigned version, bool keepAlive,
                                          bool head) {
  http::response<http::string_body> res{static_cast<http::status>(plain.status), version};
  res.set(http::field::server, "renju");
  res.set(http::field::content_type, plain.contentType);
  res.set("X-Content-Type-Options", "nosniff");
  bool policy = false;
  for (auto& [name, value] : plain.headers) {
    policy = policy || beast::iequals(name, "Content-Security-Policy");
    res.insert(name, value);
  }
  // Pages bring their own policy; nothing else (JSON, assets, errors) is a document to run or
  // frame.
  if (!policy) res.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  res.keep_alive(keepAlive);
  res.body() = std::move(plain.body);
  res.prepare_payload();
  if (head) res.body().clear();
  return res;
}

// Framing that two parsers could read differently is refused (request smuggling through a
// proxy): a Transfer-Encoding other than plain `chunked`, both Transfer-Encoding and
// Content-Length, and HTTP/1.1 without Host.
std::optional<std::string> framingError(const http::request_header<>& h) {
  auto te = h.find(http::field::transfer_encoding);
  if (te != h.end()) {
    if (h.count(http::field::transfer_encoding) > 1 ||
        lowerAscii(trimSpace(te->value())) != "chunked")
      return "only Transfer-Encoding: chunked is accepted";
    if (h.find(http::field::content_length) != h.end())
      return "Transfer-Encoding and Content-Length together";
  }
  if (h.version() >= 11 && h.find(http::field::host) == h.end()) return "HTTP/1.1 needs Host";
  return std::nullopt;
}

namespace {

// The peer went away or was silent too long: no answer is owed.
bool connectionOver(const beast::error_code& ec) {
  return ec == http::error::end_of_stream || ec == beast::error::timeout ||
         ec == net::error::operation_aborted || ec == net::error::connection_reset ||
         ec == net::error::eof;
}

HttpResponse malformedAnswer(const beast::error_code& ec,
                             const std::optional<std::string>& badFraming) {
  bool tooLarge = ec == http::error::body_limit || ec == http::error::header_limit;
  return errorResponse(tooLarge ? serverError(ErrorCode::TOO_LARGE, "the request is too large")
                                : serverError(ErrorCode::BAD_REQUEST,
                                              badFraming ? *badFraming : "malformed HTTP request"));
}

// Released however the session ends; a WebSocket session runs inside the HTTP one.
struct CountedConnection {
  Listener::Impl& impl;
  std::string peer;
  bool countedPeer;
  ~CountedConnection() {
    if (countedPeer) impl.peerConnections.release(peer);
    impl.connections -= 1;
  }
};

struct ReadOutcome {
  beast::error_code ec;
  std::optional<std::string> badFraming;
};

// The header first: its framing is checked before any body is read.
net::awaitable<ReadOutcome> readRequest(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                        http::request_parser<http::string_body>& parser) {
  ReadOutcome out;
  auto [ec, n] = co_await http::async_read_header(stream, buffer, parser, use_tuple);
  out.ec = ec;
  if (!ec) out.badFraming = framingError(parser.get());
  if (!ec && !out.badFraming && !parser.is_done()) {
    auto [bec, bn] = co_await http::async_read(stream, buffer, parser, use_tuple);
    out.ec = bec;
  }
  co_return out;
}

}  // namespace

net::awaitable<void> Listener::Impl::httpSession(tcp::socket socket, std::string peer) {
  auto self = shared_from_this();
  CountedConnection counted{*this, peer, !options.trustedProxies.trusts(peer)};
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  for (;;) {
    http::request_parser<http::string_body> parser;
    parser.body_limit(options.maxBody);
    parser.header_limit(16 * 1024);
    stream.expires_after(30s);
    ReadOutcome read = co_await readRequest(stream, buffer, parser);
    if (connectionOver(read.ec)) break;
    if (read.ec || read.badFraming) {
      auto res = toBeast(malformedAnswer(read.ec, read.badFraming), 11, false, false);
      stream.expires_after(5s);
      co_await http::async_write(stream, res, use_tuple);
      spdlog::info("{} bad request: {}", peer,
                   read.badFraming ? *read.badFraming : read.ec.message());
      break;
    }
    http::request<http::string_body> req = parser.release();
    std::string client = options.trustedProxies.clientAddress(peer, req["X-Forwarded-For"]);
    if (beast::websocket::is_upgrade(req) && at.serves == ListenAt::Serves::EVERYTHING) {
      bool handedOver = false;
      co_await upgrade(stream, std::move(req), client, handedOver);
      if (handedOver) co_return;
      break;
    }
    if (!co_await serveRequest(stream, std::move(req), client)) break;
  }
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

// Answers one request; false when the connection is to close.
net::awaitable<bool> Listener::Impl::serveRequest(beast::tcp_stream& stream,
                                                  http::request<http::string_body> req,
                                                  const std::string& client) {
  auto start = std::chrono::steady_clock::now();
  bool keepAlive = req.keep_alive() && !stopping;
  bool head = req.method() == http::verb::head;
  HttpRequest plain = toPlain(req, client);
  const bool metricsOnly = at.serves == ListenAt::Serves::METRICS;  // the operator's: no limit
  const std::string key = metricsOnly ? std::string() : api.limitKey(plain);
  // Not a conditional expression: g++ 12 destroys a co_await result inside one twice.
  HttpResponse response;
  if (metricsOnly)
    response = api.metricsOnly(plain);
  else if (limiter.take(key))
    response = co_await callApi(plain);
  else
    response = rateLimited(key);
  int status = response.status;
  auto res = toBeast(std::move(response), req.version(), keepAlive, head);
  stream.expires_after(30s);
  auto [wec, wn] = co_await http::async_write(stream, res, use_tuple);
  auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                    std::chrono::steady_clock::now() - start)
                    .count();
  std::string_view target = req.target();
  std::string_view path = target.substr(0, target.find('?'));  // a query is never logged
  gameLog(spdlog::level::info, gameIdInPath(path), "{} {} {} {} {:.1f}ms", client,
          req.method_string(), path, status, static_cast<double>(micros) / 1000);
  co_return !wec && keepAlive;
}

HttpResponse Listener::Impl::rateLimited(const std::string& key) {
  metrics().rateLimited(scopeOf(key));
  HttpResponse response =
      errorResponse(serverError(ErrorCode::RATE_LIMITED, "too many requests; slow down"));
  int retry = std::max(1, static_cast<int>(std::ceil(limiter.retryAfter(key))));
  response.header("Retry-After", std::to_string(retry));
  return response;
}

net::awaitable<HttpResponse> Listener::Impl::callApi(const HttpRequest& request) {
  auto ex = co_await net::this_coro::executor;
  // A named initiation, not a lambda temporary inside the co_await expression: g++ 12 may destroy
  // such temporaries twice (here: the captured strand executor).
  auto initiation = [this, &request, ex](auto handler) {
    auto h = std::make_shared<decltype(handler)>(std::move(handler));
    api.handle(request, [h, ex](HttpResponse response) {
      net::post(ex, [h, response = std::move(response)]() mutable { (*h)(std::move(response)); });
    });
  };
  HttpResponse response =
      co_await net::async_initiate<decltype(net::use_awaitable), void(HttpResponse)>(
          initiation, net::use_awaitable);
  co_return response;
}

// Runs a WsSession on the upgraded stream for `target` (a game's Room or the lobby feed); the
// socket the caller acquired for the address is released however the session ends.
template <class Target>
net::awaitable<void> Listener::Impl::serveSocket(beast::tcp_stream& stream,
                                                 http::request<http::string_body> req,
                                                 const std::string& client,
                                                 std::shared_ptr<Target> target) {
  auto session = std::make_shared<WsSession>(shared_from_this(), std::move(stream), client);
  struct Release {
    AddressCounter& counter;
    const std::string& client;
    ~Release() { counter.release(client); }
  } release{clientSockets, client};
  co_await session->run(std::move(req), std::move(target));
}

// Why a socket is refused (nullopt: it is not, and it is counted for `client`): the target was
// not found (`lookup` says why) or the address has its share of sockets.
std::optional<HttpResponse> Listener::Impl::socketRefusal(Lobby::Lookup lookup, bool found,
                                                          const std::string& client) {
  if (found && !clientSockets.acquire(client)) {
    peerWarning.hit();
    return errorResponse(
        serverError(ErrorCode::TOO_MANY_SOCKETS, "too many sockets from this address"));
  }
  if (found) return std::nullopt;
  return errorResponse(lookup == Lobby::Lookup::EXPIRED
                           ? serverError(ErrorCode::EXPIRED, "this game expired unjoined")
                       : lookup == Lobby::Lookup::UNAVAILABLE
                           ? serverError(ErrorCode::UNAVAILABLE, "the game store failed; try again")
                           : serverError(ErrorCode::UNKNOWN_GAME, "no game has this id"));
}

// A WebSocket upgrade: refused with an ordinary HTTP answer, or handed to a WsSession (then
// `handedOver` is set and the stream belongs to the session). Upgrades are bounded by the accept
// rate and the socket cap, not by the request bucket: a flood of requests from a player's
// address must not keep the player from reconnecting.
net::awaitable<void> Listener::Impl::upgrade(beast::tcp_stream& stream,
                                             http::request<http::string_body> req,
                                             const std::string& client, bool& handedOver) {
  std::string_view target = req.target();
  std::string path(target.substr(0, target.find('?')));
  constexpr std::string_view PREFIX = "/api/games/", SUFFIX = "/socket";
  std::optional<HttpResponse> refusal;
  if (stopping) {
    refusal = errorResponse(serverError(ErrorCode::UNAVAILABLE, "the server is stopping"));
  } else if (path.size() > PREFIX.size() + SUFFIX.size() && path.starts_with(PREFIX) &&
             path.ends_with(SUFFIX)) {
    std::string id = path.substr(PREFIX.size(), path.size() - PREFIX.size() - SUFFIX.size());
    auto [lookup, room] = lobby.find(id);
    refusal = socketRefusal(lookup, room != nullptr, client);
    if (!refusal) {
      handedOver = true;
      co_await serveSocket(stream, std::move(req), client, room);
      co_return;
    }
  } else if (path == "/api/lobby/socket" && lobbyFeed) {
    refusal = socketRefusal(Lobby::Lookup::FOUND, true, client);
    if (!refusal) {
      handedOver = true;
      co_await serveSocket(stream, std::move(req), client, lobbyFeed);
      co_return;
    }
  } else {
    refusal = errorResponse(
        serverError(ErrorCode::NOT_FOUND, "WebSockets live at /api/games/{id}/socket"));
  }
  gameLog(spdlog::level::info, gameIdInPath(path), "{} {} {} {}", client, req.method_string(), path,
          refusal->status);
  auto res = toBeast(std::move(*refusal), req.version(), false, false);
  co_await http::async_write(stream, res, use_tuple);
}

}  // namespace renju::server
