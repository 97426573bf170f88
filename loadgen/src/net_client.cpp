// The only translation unit of the load generator that includes Beast.
#include "net_client.h"

#include <sys/resource.h>

#include <boost/asio/as_tuple.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <charconv>
#include <chrono>
#include <deque>

namespace renju::loadgen {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

// Binds an unopened socket to a local address before connecting; empty = let the kernel choose.
std::optional<Error> bindTo(tcp::socket& socket, const std::string& bindAddress) {
  if (bindAddress.empty()) return std::nullopt;
  boost::system::error_code ec;
  auto address = net::ip::make_address(bindAddress, ec);
  if (ec) return makeError("bad-bind", "cannot read bind address " + bindAddress);
  socket.open(address.is_v4() ? tcp::v4() : tcp::v6(), ec);
  if (!ec) socket.bind(tcp::endpoint(address, 0), ec);
  if (ec) return makeError("transport", "bind " + bindAddress + ": " + ec.message());
  return std::nullopt;
}

constexpr auto CLIENT_TUPLE = net::as_tuple(net::use_awaitable);
constexpr auto CONNECT_TIMEOUT = 10s;
constexpr auto REQUEST_TIMEOUT = 30s;

Error transportError(std::string_view what, const boost::system::error_code& ec) {
  return makeError("transport", std::string(what) + ": " + ec.message());
}

// Resolves once, synchronously: the load generator talks to one loopback server.
tcp::endpoint resolve(net::io_context& io, const Endpoint& server) {
  boost::system::error_code ec;
  auto address = net::ip::make_address(server.host, ec);
  if (!ec) return tcp::endpoint(address, server.port);
  tcp::resolver resolver(io);
  auto results = resolver.resolve(server.host, std::to_string(server.port), ec);
  if (ec || results.empty()) return tcp::endpoint(net::ip::make_address("127.0.0.1"), server.port);
  return results.begin()->endpoint();
}

}  // namespace

Result<Endpoint> parseUrl(std::string_view url) {
  constexpr std::string_view SCHEME = "http://";
  if (!url.starts_with(SCHEME)) return makeError("bad-url", "the URL must start with http://");
  url.remove_prefix(SCHEME.size());
  url = url.substr(0, url.find('/'));
  auto colon = url.rfind(':');
  if (colon == std::string_view::npos) return makeError("bad-url", "the URL needs a port");
  Endpoint e;
  e.host = std::string(url.substr(0, colon));
  auto digits = url.substr(colon + 1);
  unsigned port = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
  if (ec != std::errc() || end != digits.data() + digits.size() || port == 0 || port > 65535 ||
      e.host.empty())
    return makeError("bad-url", "cannot read host and port in the URL");
  e.port = static_cast<uint16_t>(port);
  return e;
}

// ---------------------------------------------------------------------------------------------
// HTTP

struct HttpClient::Impl {
  net::io_context& io;
  Endpoint server;
  tcp::endpoint endpoint;
  std::string bindAddress;
  std::string authorization;
  std::optional<beast::tcp_stream> stream;
  beast::flat_buffer buffer;

  Impl(net::io_context& io_, Endpoint server_, std::string bind)
      : io(io_),
        server(std::move(server_)),
        endpoint(resolve(io_, server)),
        bindAddress(std::move(bind)) {}
};

HttpClient::HttpClient(net::io_context& io, Endpoint server, std::string bindAddress)
    : impl_(std::make_unique<Impl>(io, std::move(server), std::move(bindAddress))) {}
HttpClient::~HttpClient() = default;

void HttpClient::setAuthorization(std::string value) {
  impl_->authorization = std::move(value);
}

void HttpClient::close() {
  if (impl_->stream) {
    boost::system::error_code ignored;
    impl_->stream->socket().shutdown(tcp::socket::shutdown_both, ignored);
    impl_->stream.reset();
  }
}

net::awaitable<Result<HttpResponse>> HttpClient::request(std::string_view method,
                                                         const std::string& target,
                                                         const std::string& body) {
  Impl& s = *impl_;
  http::verb verb = http::string_to_verb(method);
  if (verb == http::verb::unknown) co_return makeError("bad-method", std::string(method));
  // A kept-alive connection may have been closed by the server meanwhile: one retry on a fresh
  // connection, and only when nothing of the response was read.
  for (int attempt = 0; attempt < 2; ++attempt) {
    bool reused = s.stream.has_value();
    if (!s.stream) {
      s.stream.emplace(s.io);
      s.buffer.clear();
      if (auto err = bindTo(s.stream->socket(), s.bindAddress)) {
        s.stream.reset();
        co_return *err;
      }
      s.stream->expires_after(CONNECT_TIMEOUT);
      auto [ec] = co_await s.stream->async_connect(s.endpoint, CLIENT_TUPLE);
      if (ec) {
        s.stream.reset();
        co_return transportError("connect", ec);
      }
    }
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, s.server.host + ":" + std::to_string(s.server.port));
    req.set(http::field::user_agent, "renju-load");
    if (!s.authorization.empty()) req.set(http::field::authorization, s.authorization);
    req.keep_alive(true);
    if (!body.empty()) {
      req.set(http::field::content_type, "application/json");
      req.body() = body;
    }
    req.prepare_payload();
    s.stream->expires_after(REQUEST_TIMEOUT);
    auto [wec, wn] = co_await http::async_write(*s.stream, req, CLIENT_TUPLE);
    if (wec) {
      s.stream.reset();
      if (reused) continue;
      co_return transportError("write", wec);
    }
    http::response_parser<http::string_body> parser;
    parser.body_limit(64 * 1024 * 1024);
    auto [rec, rn] = co_await http::async_read(*s.stream, s.buffer, parser, CLIENT_TUPLE);
    if (rec) {
      s.stream.reset();
      if (reused && rn == 0) continue;
      co_return transportError("read", rec);
    }
    auto& res = parser.get();
    HttpResponse out{static_cast<int>(res.result_int()), std::move(res.body())};
    if (!res.keep_alive()) close();
    co_return out;
  }
  co_return makeError("transport", "the server closed the connection twice");
}

// ---------------------------------------------------------------------------------------------
// WebSocket

struct WsClient::Impl : std::enable_shared_from_this<WsClient::Impl> {
  net::io_context& io;
  std::string host;  // Host header
  tcp::endpoint endpoint;
  std::string bindAddress;
  // On the bare socket, as the server's sockets are: beast::tcp_stream arms and cancels a timer
  // around every read and write, a cost per frame that the load generator pays on the same
  // cores as the server. The connect and the handshakes have a timer of their own.
  websocket::stream<tcp::socket> ws;
  net::steady_timer deadline;
  beast::flat_buffer buffer;
  std::deque<std::string> queue;
  bool writing = false;
  bool open = false;

  Impl(net::io_context& io_, std::string host_, tcp::endpoint endpoint_, std::string bind)
      : io(io_),
        host(std::move(host_)),
        endpoint(endpoint_),
        bindAddress(std::move(bind)),
        ws(io_),
        deadline(io_) {}

  // Closes the socket when `after` passes before disarm(): what waits on it ends with an error.
  void arm(std::chrono::steady_clock::duration after) {
    deadline.expires_after(after);
    deadline.async_wait([weak = weak_from_this()](boost::system::error_code ec) {
      if (ec) return;
      if (auto self = weak.lock()) self->shut();
    });
  }
  void disarm() { deadline.cancel(); }

  // One write in flight; the queue's front is the write's buffer until it completes.
  void writeNext() {
    if (!open || queue.empty()) {
      writing = false;
      if (!open) shut();
      return;
    }
    writing = true;
    ws.text(true);
    ws.async_write(net::buffer(queue.front()),
                   [self = shared_from_this()](boost::system::error_code ec, size_t) {
                     // The connection may have been dropped meanwhile even when this write
                     // succeeded.
                     if (ec || !self->open) {
                       self->writing = false;
                       self->open = false;
                       self->shut();
                       return;
                     }
                     self->queue.pop_front();
                     self->writeNext();
                   });
  }

  void shut() {
    open = false;
    // The message being written stays until its write completes (it is the write's buffer).
    if (!writing) queue.clear();
    boost::system::error_code ignored;
    auto& socket = ws.next_layer();
    if (socket.is_open()) {
      // RST instead of FIN + TIME_WAIT: a vanishing client, and no port left lingering.
      socket.set_option(net::socket_base::linger(true, 0), ignored);
      socket.close(ignored);
    }
  }
};

WsClient::WsClient(net::io_context& io, Endpoint server, std::string bindAddress) {
  auto endpoint = resolve(io, server);
  impl_ = std::make_shared<Impl>(io, server.host + ":" + std::to_string(server.port), endpoint,
                                 std::move(bindAddress));
}

WsClient::~WsClient() {
  if (impl_) impl_->shut();
}

net::awaitable<std::optional<Error>> WsClient::connect(const std::string& target) {
  // A fresh stream each time: operations still pending on a dropped one keep the old Impl alive.
  auto old = impl_;
  old->shut();
  auto self = std::make_shared<Impl>(old->io, old->host, old->endpoint, old->bindAddress);
  impl_ = self;
  auto& socket = self->ws.next_layer();
  boost::system::error_code ec;
  if (auto err = bindTo(socket, self->bindAddress)) co_return *err;
  self->arm(CONNECT_TIMEOUT);
  auto [cec] = co_await socket.async_connect(self->endpoint, CLIENT_TUPLE);
  if (cec) {
    self->disarm();
    self->shut();
    co_return transportError("connect", cec);
  }
  socket.set_option(tcp::no_delay(true), ec);
  auto [hec] = co_await self->ws.async_handshake(self->host, target, CLIENT_TUPLE);
  self->disarm();
  if (hec) {
    self->shut();
    co_return transportError("handshake", hec);
  }
  self->ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
  self->open = true;
  co_return std::nullopt;
}

void WsClient::send(std::string text) {
  auto& s = *impl_;
  if (!s.open) return;
  s.queue.push_back(std::move(text));
  if (!s.writing) s.writeNext();
}

net::awaitable<Result<std::string>> WsClient::read() {
  auto self = impl_;
  if (!self->open) co_return makeError("closed", "not connected");
  auto [ec, n] = co_await self->ws.async_read(self->buffer, CLIENT_TUPLE);
  if (ec) {
    self->shut();
    co_return makeError("closed", ec.message());
  }
  std::string text = beast::buffers_to_string(self->buffer.data());
  self->buffer.consume(self->buffer.size());
  co_return text;
}

void WsClient::drop() {
  impl_->shut();
}

net::awaitable<void> WsClient::close() {
  auto self = impl_;
  if (!self->open) co_return;
  self->arm(2s);
  co_await self->ws.async_close(websocket::close_code::normal, CLIENT_TUPLE);
  self->disarm();
  self->shut();
}

bool WsClient::isOpen() const {
  return impl_->open;
}
size_t WsClient::queued() const {
  return impl_->queue.size();
}

uint64_t raiseFileLimit(uint64_t wanted) {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0) return 0;
  if (lim.rlim_cur >= wanted) return lim.rlim_cur;
  rlimit raised = lim;
  raised.rlim_cur = wanted;
  if (raised.rlim_max < wanted) raised.rlim_max = wanted;
  if (setrlimit(RLIMIT_NOFILE, &raised) == 0) return wanted;
  // Without CAP_SYS_RESOURCE only the soft limit can move, up to the hard one.
  raised.rlim_max = lim.rlim_max;
  raised.rlim_cur = std::min<rlim_t>(wanted, lim.rlim_max);
  if (setrlimit(RLIMIT_NOFILE, &raised) == 0) return raised.rlim_cur;
  return lim.rlim_cur;
}

}  // namespace renju::loadgen
