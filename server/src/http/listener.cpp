#include "http/listener.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <boost/asio/as_tuple.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <cctype>
#include <chrono>
#include <cmath>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <type_traits>

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/errors.h"
#include "base/http_answers.h"
#include "base/socket_inbox.h"
#include "game/protocol.h"
#include "http/connection_limits.h"
#include "ops/log.h"
#include "ops/metrics.h"

namespace renju::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using namespace std::chrono_literals;

namespace {

constexpr auto use_tuple = net::as_tuple(net::use_awaitable);

// Log unexpected exceptions of a connection's coroutine; a closed socket is a normal end.
void logFailure(std::exception_ptr e) {
  if (!e) return;
  try {
    std::rethrow_exception(e);
  } catch (const std::exception& ex) {
    spdlog::warn("connection ended: {}", ex.what());
  }
}

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

std::string lowerTrimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Framing that two parsers could read differently is refused (request smuggling through a
// proxy): a Transfer-Encoding other than plain `chunked`, both Transfer-Encoding and
// Content-Length, and HTTP/1.1 without Host.
std::optional<std::string> framingError(const http::request_header<>& h) {
  auto te = h.find(http::field::transfer_encoding);
  if (te != h.end()) {
    if (h.count(http::field::transfer_encoding) > 1 || lowerTrimmed(te->value()) != "chunked")
      return "only Transfer-Encoding: chunked is accepted";
    if (h.find(http::field::content_length) != h.end())
      return "Transfer-Encoding and Content-Length together";
  }
  if (h.version() >= 11 && h.find(http::field::host) == h.end()) return "HTTP/1.1 needs Host";
  return std::nullopt;
}

}  // namespace

struct Listener::Impl : std::enable_shared_from_this<Listener::Impl> {
  class WsSession;

  net::io_context& io;
  const ServerOptions& options;
  Api& api;
  Lobby& lobby;
  AddressLimiter& limiter;
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

  Impl(net::io_context& io_, const ServerOptions& o, Api& a, Lobby& l, AddressLimiter& lim)
      : io(io_),
        options(o),
        api(a),
        lobby(l),
        limiter(lim),
        acceptor(net::make_strand(io_)),
        peerConnections(o.maxConnectionsPerAddress),
        clientSockets(o.maxConnectionsPerAddress),
        acceptLimiter(o.acceptLimit),
        budget(connectionBudget(o.descriptorReserve)) {
    spare = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
  }
  ~Impl() {
    if (spare >= 0) ::close(spare);
  }

  net::awaitable<void> accept();
  void admit(tcp::socket socket);
  void acceptWithoutDescriptors();
  net::awaitable<void> refuse(tcp::socket socket, HttpResponse response);
  net::awaitable<void> httpSession(tcp::socket socket, std::string peer);
  net::awaitable<void> upgrade(beast::tcp_stream& stream, http::request<http::string_body> req,
                               const std::string& client, bool& handedOver);
  template <class Target>
  net::awaitable<void> serveSocket(beast::tcp_stream& stream, http::request<http::string_body> req,
                                   const std::string& client, std::shared_ptr<Target> target);
  net::awaitable<HttpResponse> callApi(const HttpRequest& request);
};

// One WebSocket: a read loop (coroutine) and a bounded queue of shared frames written one
// message at a time, all on the connection's strand. Frames handed over from other strands (a
// room's, the lobby feed's) gather in an inbox; frames that meet there, or that wait behind a write
// in flight, leave as one `batch` message: one handler, one `sendmsg` and one wakeup of the reader
// instead of one each. An actor's event and its ack usually meet so, and a lobby change reaches
// thousands of sockets (docs/performance.md, "The lobby" and "The hot path").
class Listener::Impl::WsSession final : public Subscriber,
                                        public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(std::shared_ptr<Impl> owner, beast::tcp_stream stream, std::string address)
      : owner_(std::move(owner)),
        ws_(stream.release_socket()),
        address_(std::move(address)),
        limitKey_(address_),
        bucket_(owner_->options.connLimit),
        helloTimer_(ws_.get_executor()),
        inbox_(owner_->options.queueLimit) {}

  void send(Message message) override {
    switch (inbox_.put(std::move(message))) {
      case SocketInbox::Put::QUEUED:
        return;
      case SocketInbox::Put::POST_FLUSH:
        net::post(ws_.get_executor(), [self = shared_from_this()] {
          std::vector<Message> frames = self->inbox_.take();
          if (!frames.empty()) self->enqueue(batchOf(frames));
        });
        return;
      case SocketInbox::Put::FULL:
        net::post(ws_.get_executor(), [self = shared_from_this()] { self->dropSlow(); });
        return;
    }
  }

  void closeAfterSend(uint16_t code) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), code] {
      self->requestClose(static_cast<websocket::close_code>(code));
    });
  }

  // A proven seat is limited by its own bucket, not its address's: a stranger flooding from the
  // same address (a NAT, a proxy) must not make a player lose on time.
  void seated(std::string key) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), key = std::move(key)]() mutable {
      self->limitKey_ = "seat " + key;
    });
  }

  void goingAway() {
    net::post(ws_.get_executor(), [self = shared_from_this()] {
      self->requestClose(websocket::close_code::going_away);
    });
  }

  /// Serves the socket of `room`: a game's Room, or the lobby feed (the same four calls).
  template <class Target>
  net::awaitable<void> run(http::request<http::string_body> req, std::shared_ptr<Target> room) {
    auto self = shared_from_this();
    websocket::stream_base::timeout timeout{};
    timeout.handshake_timeout = 20s;
    timeout.idle_timeout =
        std::chrono::milliseconds(static_cast<int64_t>(owner_->options.pingSeconds * 2000));
    timeout.keep_alive_pings = true;
    ws_.set_option(timeout);
    ws_.read_message_max(owner_->options.maxMessage);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(http::field::server, "renju"); }));
    auto [ec] = co_await ws_.async_accept(req, use_tuple);
    if (ec) co_return;
    {
      std::lock_guard lock(owner_->sessionsMutex);
      owner_->sessions[this] = self;
    }
    owner_->sockets += 1;
    gameLog(spdlog::level::info, room->id(), "{} socket open", address_);
    if (owner_->stopping) goingAway();
    armHelloTimer();

    beast::flat_buffer buffer;
    int refusals = 0;
    for (;;) {
      auto [rec, n] = co_await ws_.async_read(buffer, use_tuple);
      if (rec) break;
      std::string text = beast::buffers_to_string(buffer.data());
      buffer.consume(buffer.size());
      if (closeRequested_ || closed_) continue;  // closing: nothing more is read or answered
      bool socketOk = bucket_.take(std::chrono::steady_clock::now());
      bool addressOk = socketOk && owner_->limiter.take(limitKey_);
      if (!socketOk || !addressOk) {
        metrics().rateLimited(!socketOk ? RateScope::SOCKET : scopeOf(limitKey_));
        enqueue(std::make_shared<const std::string>(errorMessage(
            nullptr, serverError(ErrorCode::RATE_LIMITED, "too many messages; slow down"))));
        if (++refusals >= 100) requestClose(websocket::close_code::policy_error);
        continue;
      }
      ClientMessage msg = ws_.got_text() ? parseClientMessage(text)
                                         : ClientMessage{client_msg::Unexpected{serverError(
                                               ErrorCode::BAD_JSON, "frames are JSON text")}};
      if (!subscribed_) {
        if (auto* hello = std::get_if<client_msg::Hello>(&msg)) {
          helloTimer_.cancel();
          room->subscribe(self, std::move(*hello));
          subscribed_ = true;
        } else if (std::holds_alternative<client_msg::Ping>(msg)) {
          enqueue(std::make_shared<const std::string>(envelope("pong", nullptr)));
        } else if (auto* bad = std::get_if<client_msg::Unexpected>(&msg)) {
          // A hello that does not parse is answered with what is wrong with it.
          enqueue(std::make_shared<const std::string>(errorMessage(nullptr, bad->error)));
        } else {
          enqueue(std::make_shared<const std::string>(
              errorMessage(nullptr, serverError(ErrorCode::NO_HELLO, "send hello first"))));
        }
        continue;
      }
      room->message(self, std::move(msg));
    }
    helloTimer_.cancel();
    if (subscribed_) room->unsubscribe(self);
    owner_->sockets -= 1;
    {
      std::lock_guard lock(owner_->sessionsMutex);
      owner_->sessions.erase(this);
    }
    gameLog(spdlog::level::info, room->id(), "{} socket closed", address_);
  }

 private:
  // A socket that answers pings but never says hello would hold a descriptor for ever.
  void armHelloTimer() {
    helloTimer_.expires_after(
        std::chrono::milliseconds(static_cast<int64_t>(owner_->options.helloSeconds * 1000)));
    helloTimer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
      if (ec || self->subscribed_) return;
      self->enqueue(std::make_shared<const std::string>(
          errorMessage(nullptr, serverError(ErrorCode::NO_HELLO, "no hello in time; closing"))));
      self->requestClose(websocket::close_code::policy_error);
    });
  }

  void requestClose(websocket::close_code code) {
    if (closeRequested_) return;
    closeRequested_ = true;
    closeCode_ = code;
    if (!writing_) closeNow(code);
  }

  // A reader this slow would hold memory for everyone: drop it.
  void dropSlow() {
    if (closed_) return;
    spdlog::warn("{} socket dropped: outgoing queue full", address_);
    closed_ = true;
    discardQueue();
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).close(ignored);
  }

  void enqueue(Message m) {
    push(std::move(m));
    if (!writing_) writeNext();
  }

  void push(Message m) {
    // After a close was decided nothing more is queued: the close frame is the last word.
    if (closed_ || closeRequested_) return;
    if (queue_.size() >= owner_->options.queueLimit) return dropSlow();
    queue_.push_back(std::move(m));
  }

  void writeNext() {
    if (queue_.empty() || closed_) return;
    if (queue_.size() >= 2) {
      // Frames queued behind a slow write leave together too.
      std::vector<Message> frames(queue_.begin(), queue_.end());
      queue_.clear();
      queue_.push_back(batchOf(frames));
    }
    writing_ = true;
    ws_.text(true);
    ws_.async_write(net::buffer(*queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, size_t) {
                      self->writing_ = false;
                      // Dropped meanwhile (dropSlow): the written frame was kept until now.
                      if (ec || self->closed_) {
                        self->closed_ = true;
                        self->queue_.clear();
                        return;
                      }
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) return self->writeNext();
                      if (self->closeRequested_) self->closeNow(self->closeCode_);
                    });
  }

  // The frame being written is the write's buffer: it stays until the write completes.
  void discardQueue() {
    if (writing_ && !queue_.empty())
      queue_.erase(queue_.begin() + 1, queue_.end());
    else
      queue_.clear();
  }

  void closeNow(websocket::close_code code) {
    if (closed_) return;
    closed_ = true;
    discardQueue();
    ws_.async_close(code, [self = shared_from_this()](beast::error_code) {});
  }

  std::shared_ptr<Impl> owner_;
  // On the bare socket: the WebSocket keeps its own timeouts (handshake, idle, pings), and
  // beast::tcp_stream's timer bookkeeping on every write was a cost per delivery.
  websocket::stream<tcp::socket> ws_;
  std::string address_;
  std::string limitKey_;  ///< the shared bucket: the address's, or the seat's once proven
  TokenBucket bucket_;
  net::steady_timer helloTimer_;
  std::deque<Message> queue_;
  SocketInbox inbox_;
  bool subscribed_ = false;
  bool writing_ = false;
  bool closeRequested_ = false;
  bool closed_ = false;
  websocket::close_code closeCode_ = websocket::close_code::normal;
};

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

// A WebSocket upgrade: refused with an ordinary HTTP answer, or handed to a WsSession (then
// `handedOver` is set and the stream belongs to the session).
net::awaitable<void> Listener::Impl::upgrade(beast::tcp_stream& stream,
                                             http::request<http::string_body> req,
                                             const std::string& client, bool& handedOver) {
  std::string_view target = req.target();
  std::string path(target.substr(0, target.find('?')));
  constexpr std::string_view PREFIX = "/api/games/", SUFFIX = "/socket";
  HttpResponse refusal;
  // Upgrades are bounded by the accept rate and the socket cap, not by the request bucket: a
  // flood of requests from a player's address must not keep the player from reconnecting.
  if (stopping) {
    refusal = errorResponse(serverError(ErrorCode::UNAVAILABLE, "the server is stopping"));
  } else if (path.size() > PREFIX.size() + SUFFIX.size() && path.rfind(PREFIX, 0) == 0 &&
             path.compare(path.size() - SUFFIX.size(), SUFFIX.size(), SUFFIX) == 0) {
    std::string id = path.substr(PREFIX.size(), path.size() - PREFIX.size() - SUFFIX.size());
    auto [lookup, room] = lobby.find(id);
    if (room && !clientSockets.acquire(client)) {
      peerWarning.hit();
      refusal = errorResponse(
          serverError(ErrorCode::TOO_MANY_SOCKETS, "too many sockets from this address"));
    } else if (room) {
      handedOver = true;
      co_await serveSocket(stream, std::move(req), client, room);
      co_return;
    } else {
      refusal = errorResponse(
          lookup == Lobby::Lookup::EXPIRED
              ? serverError(ErrorCode::EXPIRED, "this game expired unjoined")
          : lookup == Lobby::Lookup::UNAVAILABLE
              ? serverError(ErrorCode::UNAVAILABLE, "the game store failed; try again")
              : serverError(ErrorCode::UNKNOWN_GAME, "no game has this id"));
    }
  } else if (path == "/api/lobby/socket" && lobbyFeed) {
    if (!clientSockets.acquire(client)) {
      peerWarning.hit();
      refusal = errorResponse(
          serverError(ErrorCode::TOO_MANY_SOCKETS, "too many sockets from this address"));
    } else {
      handedOver = true;
      co_await serveSocket(stream, std::move(req), client, lobbyFeed);
      co_return;
    }
  } else {
    refusal = errorResponse(
        serverError(ErrorCode::NOT_FOUND, "WebSockets live at /api/games/{id}/socket"));
  }
  gameLog(spdlog::level::info, gameIdInPath(path), "{} {} {} {}", client, req.method_string(), path,
          refusal.status);
  auto res = toBeast(std::move(refusal), req.version(), false, false);
  co_await http::async_write(stream, res, use_tuple);
}

net::awaitable<void> Listener::Impl::httpSession(tcp::socket socket, std::string peer) {
  auto self = shared_from_this();
  // Released however the session ends; a WebSocket session runs inside this one.
  struct Counted {
    Impl& impl;
    std::string peer;
    bool countedPeer;
    ~Counted() {
      if (countedPeer) impl.peerConnections.release(peer);
      impl.connections -= 1;
    }
  } counted{*this, peer, !options.trustedProxies.trusts(peer)};
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  for (;;) {
    http::request_parser<http::string_body> parser;
    parser.body_limit(options.maxBody);
    parser.header_limit(16 * 1024);
    stream.expires_after(30s);
    // The header first: its framing is checked before any body is read.
    auto [ec, n] = co_await http::async_read_header(stream, buffer, parser, use_tuple);
    std::optional<std::string> badFraming;
    if (!ec) badFraming = framingError(parser.get());
    if (!ec && !badFraming && !parser.is_done()) {
      auto [bec, bn] = co_await http::async_read(stream, buffer, parser, use_tuple);
      ec = bec;
    }
    if (ec == http::error::end_of_stream || ec == beast::error::timeout ||
        ec == net::error::operation_aborted || ec == net::error::connection_reset ||
        ec == net::error::eof)
      break;
    if (ec || badFraming) {
      bool tooLarge = ec == http::error::body_limit || ec == http::error::header_limit;
      HttpResponse r = errorResponse(
          tooLarge ? serverError(ErrorCode::TOO_LARGE, "the request is too large")
                   : serverError(ErrorCode::BAD_REQUEST,
                                 badFraming ? *badFraming : "malformed HTTP request"));
      auto res = toBeast(std::move(r), 11, false, false);
      stream.expires_after(5s);
      co_await http::async_write(stream, res, use_tuple);
      spdlog::info("{} bad request: {}", peer, badFraming ? *badFraming : ec.message());
      break;
    }
    auto start = std::chrono::steady_clock::now();
    http::request<http::string_body> req = parser.release();
    std::string client = options.trustedProxies.clientAddress(peer, req["X-Forwarded-For"]);

    if (websocket::is_upgrade(req)) {
      bool handedOver = false;
      co_await upgrade(stream, std::move(req), client, handedOver);
      if (handedOver) co_return;
      break;
    }

    bool keepAlive = req.keep_alive() && !stopping;
    bool head = req.method() == http::verb::head;
    HttpResponse response;
    HttpRequest plain = toPlain(req, client);
    std::string key = api.limitKey(plain);
    if (!limiter.take(key)) {
      metrics().rateLimited(scopeOf(key));
      response =
          errorResponse(serverError(ErrorCode::RATE_LIMITED, "too many requests; slow down"));
      int retry = std::max(1, static_cast<int>(std::ceil(limiter.retryAfter(key))));
      response.header("Retry-After", std::to_string(retry));
    } else {
      response = co_await callApi(plain);
    }
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
    if (wec || !keepAlive) break;
  }
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
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
                   AddressLimiter& limiter)
    : impl_(std::make_shared<Impl>(io, options, api, lobby, limiter)) {}

Listener::~Listener() = default;

void Listener::start() {
  auto address = net::ip::make_address(impl_->options.host);
  tcp::endpoint endpoint(address, impl_->options.port);
  impl_->acceptor.open(endpoint.protocol());
  impl_->acceptor.set_option(net::socket_base::reuse_address(true));
  impl_->acceptor.bind(endpoint);
  impl_->acceptor.listen(net::socket_base::max_listen_connections);
  net::co_spawn(impl_->acceptor.get_executor(), impl_->accept(), logFailure);
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
  std::vector<std::shared_ptr<Impl::WsSession>> open;
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
