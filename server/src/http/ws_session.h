#pragma once
// One WebSocket (internal to the listener, see listener_impl.h): a read loop (coroutine) and a
// bounded queue of shared frames written one message at a time, all on the connection's strand.
// Frames handed over from other strands (a room's, the lobby feed's) gather in an inbox; frames
// that meet there, or that wait behind a write in flight, leave as one `batch` message: one
// handler, one `sendmsg` and one wakeup of the reader instead of one each. An actor's event and
// its ack usually meet so, and a lobby change reaches thousands of sockets (docs/performance.md,
// "What was tried": the batch and lobby rows).
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "base/rate_limiter.h"
#include "base/socket_inbox.h"
#include "game/protocol.h"
#include "game/room.h"
#include "http/listener_impl.h"

namespace renju::server {

namespace websocket = beast::websocket;

class WsSession final : public Subscriber, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(std::shared_ptr<Listener::Impl> owner, beast::tcp_stream stream, std::string address);

  void send(Message message) override;
  void closeAfterSend(uint16_t code) override;
  // A proven seat is limited by its own bucket, not its address's: a stranger flooding from the
  // same address (a NAT, a proxy) must not make a player lose on time.
  void seated(std::string key) override;
  std::string address() const override { return address_; }
  void goingAway();

  /// Serves the socket of `target`: a game's Room, or the lobby feed (the same four calls).
  /// Instantiated for Room and LobbyFeed in ws_session.cpp.
  template <class Target>
  net::awaitable<void> run(http::request<http::string_body> req, std::shared_ptr<Target> target);

 private:
  void setOptions();
  void opened(const std::string& id);
  void closed(const std::string& id);
  /// Whether the socket's and its address's buckets let a message in; answers when not.
  bool admitMessage();
  /// Before hello only hello and ping are answered.
  template <class Target>
  void beforeHello(ClientMessage msg, Target& target);
  void armHelloTimer();
  void requestClose(websocket::close_code code);
  void dropSlow();
  void enqueue(Message m);
  void enqueueError(const Error& error);
  void push(Message m);
  void writeNext();
  void written(beast::error_code ec);
  void discardQueue();
  void closeNow(websocket::close_code code);

  std::shared_ptr<Listener::Impl> owner_;
  // On the bare socket: the WebSocket keeps its own timeouts (handshake, idle, pings), and
  // beast::tcp_stream's timer bookkeeping on every write was a cost per delivery.
  websocket::stream<tcp::socket> ws_;
  std::string address_;
  std::string limitKey_;  ///< the shared bucket: the address's, or the seat's once proven
  TokenBucket bucket_;
  net::steady_timer helloTimer_;
  std::deque<Message> queue_;
  SocketInbox inbox_;
  int refusals_ = 0;  ///< messages refused by the rate limits
  bool subscribed_ = false;
  bool writing_ = false;
  bool closeRequested_ = false;
  bool closed_ = false;
  websocket::close_code closeCode_ = websocket::close_code::normal;
};

}  // namespace renju::server
