#include "http/ws_session.h"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <chrono>

#include "base/errors.h"
#include "ops/log.h"
#include "ops/metrics.h"

namespace renju::server {

using namespace std::chrono_literals;

void Listener::Impl::registerSession(const void* key, std::weak_ptr<WsSession> session) {
  std::lock_guard lock(sessionsMutex);
  sessions[key] = std::move(session);
}

void Listener::Impl::unregisterSession(const void* key) {
  std::lock_guard lock(sessionsMutex);
  sessions.erase(key);
}

WsSession::WsSession(std::shared_ptr<Listener::Impl> owner, beast::tcp_stream stream,
                     std::string address)
    : owner_(std::move(owner)),
      ws_(stream.release_socket()),
      address_(std::move(address)),
      limitKey_(address_),
      bucket_(owner_->options.connLimit),
      helloTimer_(ws_.get_executor()),
      inbox_(owner_->options.queueLimit) {}

void WsSession::send(Message message) {
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

void WsSession::closeAfterSend(uint16_t code) {
  net::post(ws_.get_executor(), [self = shared_from_this(), code] {
    self->requestClose(static_cast<websocket::close_code>(code));
  });
}

void WsSession::seated(std::string key) {
  net::post(ws_.get_executor(), [self = shared_from_this(), key = std::move(key)]() mutable {
    self->limitKey_ = "seat " + key;
  });
}

void WsSession::goingAway() {
  net::post(ws_.get_executor(),
            [self = shared_from_this()] { self->requestClose(websocket::close_code::going_away); });
}

template <class Target>
net::awaitable<void> WsSession::run(http::request<http::string_body> req,
                                    std::shared_ptr<Target> target) {
  auto self = shared_from_this();
  setOptions();
  auto [ec] = co_await ws_.async_accept(req, use_tuple);
  if (ec) co_return;
  opened(target->id());
  beast::flat_buffer buffer;
  for (;;) {
    auto [rec, n] = co_await ws_.async_read(buffer, use_tuple);
    if (rec) break;
    std::string text = beast::buffers_to_string(buffer.data());
    buffer.consume(buffer.size());
    if (closeRequested_ || closed_) continue;  // closing: nothing more is read or answered
    if (!admitMessage()) continue;
    ClientMessage msg = ws_.got_text() ? parseClientMessage(text)
                                       : ClientMessage{client_msg::Unexpected{serverError(
                                             ErrorCode::BAD_JSON, "frames are JSON text")}};
    if (subscribed_)
      target->message(self, std::move(msg));
    else
      beforeHello(std::move(msg), *target);
  }
  helloTimer_.cancel();
  if (subscribed_) target->unsubscribe(self);
  closed(target->id());
}

void WsSession::setOptions() {
  websocket::stream_base::timeout timeout{};
  timeout.handshake_timeout = 20s;
  timeout.idle_timeout =
      std::chrono::milliseconds(static_cast<int64_t>(owner_->options.pingSeconds * 2000));
  timeout.keep_alive_pings = true;
  ws_.set_option(timeout);
  ws_.read_message_max(owner_->options.maxMessage);
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "renju"); }));
}

void WsSession::opened(const std::string& id) {
  owner_->registerSession(this, weak_from_this());
  owner_->sockets += 1;
  gameLog(spdlog::level::info, id, "{} socket open", address_);
  if (owner_->stopping) goingAway();
  armHelloTimer();
}

void WsSession::closed(const std::string& id) {
  owner_->sockets -= 1;
  owner_->unregisterSession(this);
  gameLog(spdlog::level::info, id, "{} socket closed", address_);
}

bool WsSession::admitMessage() {
  bool socketOk = bucket_.take(std::chrono::steady_clock::now());
  bool addressOk = socketOk && owner_->limiter.take(limitKey_);
  if (socketOk && addressOk) return true;
  metrics().rateLimited(!socketOk ? RateScope::SOCKET : scopeOf(limitKey_));
  enqueueError(serverError(ErrorCode::RATE_LIMITED, "too many messages; slow down"));
  if (++refusals_ >= 100) requestClose(websocket::close_code::policy_error);
  return false;
}

template <class Target>
void WsSession::beforeHello(ClientMessage msg, Target& target) {
  if (auto* hello = std::get_if<client_msg::Hello>(&msg)) {
    helloTimer_.cancel();
    target.subscribe(shared_from_this(), std::move(*hello));
    subscribed_ = true;
  } else if (std::holds_alternative<client_msg::Ping>(msg)) {
    enqueue(std::make_shared<const std::string>(envelope("pong", nullptr)));
  } else if (auto* bad = std::get_if<client_msg::Unexpected>(&msg)) {
    // A hello that does not parse is answered with what is wrong with it.
    enqueueError(bad->error);
  } else {
    enqueueError(serverError(ErrorCode::NO_HELLO, "send hello first"));
  }
}

// A socket that answers pings but never says hello would hold a descriptor for ever.
void WsSession::armHelloTimer() {
  helloTimer_.expires_after(
      std::chrono::milliseconds(static_cast<int64_t>(owner_->options.helloSeconds * 1000)));
  helloTimer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    if (ec || self->subscribed_) return;
    self->enqueueError(serverError(ErrorCode::NO_HELLO, "no hello in time; closing"));
    self->requestClose(websocket::close_code::policy_error);
  });
}

void WsSession::requestClose(websocket::close_code code) {
  if (closeRequested_) return;
  closeRequested_ = true;
  closeCode_ = code;
  if (!writing_) closeNow(code);
}

// A reader this slow would hold memory for everyone: drop it.
void WsSession::dropSlow() {
  if (closed_) return;
  spdlog::warn("{} socket dropped: outgoing queue full", address_);
  closed_ = true;
  discardQueue();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).close(ignored);
}

void WsSession::enqueue(Message m) {
  push(std::move(m));
  if (!writing_) writeNext();
}

void WsSession::enqueueError(const Error& error) {
  enqueue(std::make_shared<const std::string>(errorMessage(nullptr, error)));
}

void WsSession::push(Message m) {
  // After a close was decided nothing more is queued: the close frame is the last word.
  if (closed_ || closeRequested_) return;
  if (queue_.size() >= owner_->options.queueLimit) return dropSlow();
  queue_.push_back(std::move(m));
}

void WsSession::writeNext() {
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
                  [self = shared_from_this()](beast::error_code ec, size_t) { self->written(ec); });
}

void WsSession::written(beast::error_code ec) {
  writing_ = false;
  // Dropped meanwhile (dropSlow): the written frame was kept until now.
  if (ec || closed_) {
    closed_ = true;
    queue_.clear();
    return;
  }
  queue_.pop_front();
  if (!queue_.empty()) return writeNext();
  if (closeRequested_) closeNow(closeCode_);
}

// The frame being written is the write's buffer: it stays until the write completes.
void WsSession::discardQueue() {
  if (writing_ && !queue_.empty())
    queue_.erase(queue_.begin() + 1, queue_.end());
  else
    queue_.clear();
}

void WsSession::closeNow(websocket::close_code code) {
  if (closed_) return;
  closed_ = true;
  discardQueue();
  ws_.async_close(code, [self = shared_from_this()](beast::error_code) {});
}

// The two targets a socket serves (listener_impl.h, serveSocket).
template net::awaitable<void> WsSession::run(http::request<http::string_body>,
                                             std::shared_ptr<Room>);
template net::awaitable<void> WsSession::run(http::request<http::string_body>,
                                             std::shared_ptr<LobbyFeed>);

}  // namespace renju::server
