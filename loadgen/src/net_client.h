#pragma once
// HTTP/1.1 and WebSocket clients for the load generator, as C++20 coroutines on one io_context.
// Beast stays inside net_client.cpp: this header needs only Asio's awaitable.
#include <boost/asio/awaitable.hpp>
#include <boost/asio/io_context.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "result.h"

namespace renju::loadgen {

/// Where the server listens.
struct Endpoint {
  std::string host = "127.0.0.1";
  uint16_t port = 0;
};

/// Parses "http://127.0.0.1:8080" (path ignored); only plain http on a numeric or named host.
Result<Endpoint> parseUrl(std::string_view url);

struct HttpResponse {
  int status = 0;
  std::string body;
};

/// One keep-alive HTTP connection, reopened when the server closes it. One request at a time.
/// `bindAddress`, when set, is the local address to connect from (127.0.0.x): the server limits
/// requests per client address, and each address has its own ephemeral ports.
class HttpClient {
 public:
  HttpClient(boost::asio::io_context& io, Endpoint server, std::string bindAddress = {});
  ~HttpClient();
  HttpClient(const HttpClient&) = delete;
  HttpClient& operator=(const HttpClient&) = delete;

  /// Sends `method target` with a JSON body (empty: none); an Error only for transport failures,
  /// HTTP error statuses come back as responses. Contract: the strings outlive the co_await
  /// (arguments by reference: g++ 12 mishandles temporaries in co_await expressions).
  boost::asio::awaitable<Result<HttpResponse>> request(std::string_view method,
                                                       const std::string& target,
                                                       const std::string& body);
  /// Sent as `Authorization` on every later request (a player key: "Player <key>").
  void setAuthorization(std::string value);
  void close();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// One WebSocket client connection. Writes are queued (one in flight at a time), reads are pulled.
/// `bindAddress` as for HttpClient.
class WsClient {
 public:
  WsClient(boost::asio::io_context& io, Endpoint server, std::string bindAddress = {});
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  /// TCP connect plus the upgrade handshake on `target` (path and query), which must outlive the
  /// co_await.
  boost::asio::awaitable<std::optional<Error>> connect(const std::string& target);
  /// Queues a text message; dropped silently when the connection is not open.
  void send(std::string text);
  /// The next text message; an Error with code "closed" when the connection ends.
  boost::asio::awaitable<Result<std::string>> read();
  /// Drops the connection at once, without a close handshake (a client vanishing).
  void drop();
  /// Sends a close frame and ends the connection.
  boost::asio::awaitable<void> close();
  bool isOpen() const;
  /// Messages queued but not yet written.
  size_t queued() const;

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;  // shared with the pending operations, which may outlive a drop()
};

/// Raises the open-file limit towards `wanted`, up to the hard limit; returns the limit now in
/// force.
uint64_t raiseFileLimit(uint64_t wanted);

}  // namespace renju::loadgen
