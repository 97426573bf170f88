#include "http/listener.h"

#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <chrono>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/errors.h"
#include "base/http_answers.h"
#include "http/listener_impl.h"
#include "http/ws_session.h"
#include "ops/metrics.h"

namespace renju::server {

using namespace std::chrono_literals;

// Logs unexpected exceptions of a connection's coroutine; a closed socket is a normal end. Asio
// hands them over only as an exception_ptr, so reading one means rethrowing it.
void logFailure(std::exception_ptr e) {
  if (!e) return;
  try {
    std::rethrow_exception(e);
  } catch (const std::exception& ex) {
    spdlog::warn("connection ended: {}", ex.what());
  }
}

Listener::Impl::Impl(net::io_context& io_, const ServerOptions& o, Api& a, Lobby& l,
                     AddressLimiter& lim, ListenAt where)
    : io(io_),
      options(o),
      api(a),
      lobby(l),
      limiter(lim),
      at(std::move(where)),
      acceptor(net::make_strand(io_)),
      peerConnections(o.maxConnectionsPerAddress),
      clientSockets(o.maxConnectionsPerAddress),
      acceptLimiter(o.acceptLimit),
      budget(connectionBudget(o.descriptorReserve)) {
  spare = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
}

Listener::Impl::~Impl() {
  if (spare >= 0) ::close(spare);
}

// A connection the server will not serve still gets a readable answer: its request is read (a
// close with unread data would reset the connection before the answer is seen), answered, closed.
net::awaitable<void> Listener::Impl::refuse(tcp::socket socket, HttpResponse response) {
  struct Done {
    std::atomic<size_t>& n;
    ~Done() { n -= 1; }
  } done{refusing};
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  http::request_parser<http::empty_body> parser;
  parser.header_limit(8 * 1024);
  stream.expires_after(2s);
  co_await http::async_read_header(stream, buffer, parser, use_tuple);
  auto res = toBeast(std::move(response), 11, false, false);
  stream.expires_after(2s);
  co_await http::async_write(stream, res, use_tuple);
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

void Listener::Impl::admit(tcp::socket socket) {
  beast::error_code addrEc;
  auto endpoint = socket.remote_endpoint(addrEc);
  std::string peer = addrEc ? "?" : endpoint.address().to_string();
  bool trusted = options.trustedProxies.trusts(peer);
  auto ex = socket.get_executor();
  // Answering a refusal costs a descriptor for up to 4 s: at most a reserve's worth at once,
  // beyond that the connection is simply closed.
  auto refuseWith = [&](Error e) {
    if (refusing.load() >= options.descriptorReserve / 2) return;  // socket closes on return
    refusing += 1;
    HttpResponse r = errorResponse(e);
    r.header("Retry-After", "5");
    net::co_spawn(ex, refuse(std::move(socket), std::move(r)), logFailure);
  };
  if (!trusted && !acceptLimiter.take(peer)) {
    acceptWarning.hit();
    metrics().rateLimited(RateScope::CONNECTION);
    return refuseWith(serverError(ErrorCode::RATE_LIMITED, "too many new connections; slow down"));
  }
  if (connections.load() >= budget) {
    descriptorsWarning.hit();
    return refuseWith(serverError(ErrorCode::UNAVAILABLE, "the server is at its connection limit"));
  }
  if (!trusted && !peerConnections.acquire(peer)) {
    peerWarning.hit();
    return refuseWith(
        serverError(ErrorCode::TOO_MANY_CONNECTIONS, "too many connections from this address"));
  }
  connections += 1;
  // Small frames follow each other (an event, then the ack or presence): with Nagle's algorithm
  // the second waits for the peer's delayed ACK, up to 40 ms on Linux.
  boost::system::error_code ignored;
  socket.set_option(tcp::no_delay(true), ignored);
  net::co_spawn(ex, httpSession(std::move(socket), std::move(peer)), logFailure);
}

// Out of descriptors although the budget was kept (the store or the log took some): give back
// the spare one, take the waiting connection, tell it 503 and close it, then keep a spare again.
// Without this the connection would wait in the backlog and accept would fail every time.
void Listener::Impl::acceptWithoutDescriptors() {
  descriptorsWarning.hit();
  if (spare < 0) return;
  ::close(spare);
  spare = -1;
  tcp::socket socket(io);
  beast::error_code ec;
  acceptor.non_blocking(true, ec);
  acceptor.accept(socket, ec);
  acceptor.non_blocking(false, ec);
  if (!ec) {
    static const std::string ANSWER =
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n"
        "Connection: close\r\nRetry-After: 5\r\nContent-Length: 66\r\n\r\n"
        "{\"error\":\"unavailable\",\"message\":\"the server is out of sockets\"}\n";
    ::send(socket.native_handle(), ANSWER.data(), ANSWER.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
    socket.shutdown(tcp::socket::shutdown_send, ec);
    socket.close(ec);
  }
  spare = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
}

net::awaitable<void> Listener::Impl::accept() {
  auto self = shared_from_this();
  for (;;) {
    // The socket is made here, not returned by co_await: g++ 12 destroys a structured binding of a
    // co_await result twice, which released the strand once too often.
    tcp::socket socket(net::make_strand(io));
    auto [ec] = co_await acceptor.async_accept(socket, use_tuple);
    if (ec) {
      if (ec == net::error::operation_aborted || !acceptor.is_open()) co_return;
      if (ec == net::error::no_descriptors) {
        acceptWithoutDescriptors();
        net::steady_timer pause(co_await net::this_coro::executor, 10ms);
        co_await pause.async_wait(use_tuple);
      } else {
        spdlog::warn("accept: {}", ec.message());
      }
      continue;
    }
    admit(std::move(socket));
  }
}

Listener::Listener(net::io_context& io, const ServerOptions& options, Api& api, Lobby& lobby,
                   AddressLimiter& limiter, ListenAt at)
    : impl_(std::make_shared<Impl>(io, options, api, lobby, limiter, std::move(at))) {}

Listener::~Listener() = default;

namespace {

// Named by asio's step, as its exceptions named it before start() returned a result.
Error listenError(const char* step, const beast::error_code& ec) {
  return serverError(ErrorCode::UNAVAILABLE, std::string(step) + ": " + ec.message());
}

}  // namespace

Result<std::monostate> Listener::start() {
  beast::error_code ec;
  auto address = net::ip::make_address(impl_->at.host, ec);
  if (ec) return listenError("make_address", ec);
  tcp::endpoint endpoint(address, impl_->at.port);
  tcp::acceptor& acceptor = impl_->acceptor;
  if (acceptor.open(endpoint.protocol(), ec); ec) return listenError("open", ec);
  if (acceptor.set_option(net::socket_base::reuse_address(true), ec); ec)
    return listenError("set_option", ec);
  if (acceptor.bind(endpoint, ec); ec) return listenError("bind", ec);
  if (acceptor.listen(net::socket_base::max_listen_connections, ec); ec)
    return listenError("listen", ec);
  net::co_spawn(acceptor.get_executor(), impl_->accept(), logFailure);
  return std::monostate{};
}

uint16_t Listener::port() const {
  return impl_->acceptor.local_endpoint().port();
}

void Listener::stop() {
  impl_->stopping = true;
  net::post(impl_->acceptor.get_executor(), [impl = impl_] {
    beast::error_code ignored;
    impl->acceptor.close(ignored);
  });
  std::vector<std::shared_ptr<WsSession>> open;
  {
    std::lock_guard lock(impl_->sessionsMutex);
    for (auto& [key, weak] : impl_->sessions)
      if (auto s = weak.lock()) open.push_back(s);
  }
  for (auto& s : open) s->goingAway();
}

size_t Listener::socketCount() const {
  return impl_->sockets.load();
}

void Listener::setLobbyFeed(std::shared_ptr<LobbyFeed> feed) {
  impl_->lobbyFeed = std::move(feed);
}

}  // namespace renju::server
