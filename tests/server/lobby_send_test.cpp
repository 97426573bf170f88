// The socket's send path under the lobby's fan-out (docs/lobby.md): frames reach every socket in
// the feed's order, and a socket that stops reading is dropped when its queue is full while the
// others go on. Against the real server.
#include <gtest/gtest.h>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

const json SEND_TEST_CHALLENGE = {{"rule", "rif"}, {"clock", {{"initial", 600}, {"increment", 5}}}};

// A client-to-server text frame (masked, as the protocol requires; a zero mask leaves the
// payload as it is).
std::string maskedTextFrame(const std::string& payload) {
  std::string f;
  f += static_cast<char>(0x81);
  f += static_cast<char>(0x80 | payload.size());  // payloads here are shorter than 126
  f += std::string(4, '\0');
  return f + payload;
}

// A lobby socket that says hello and then only writes: it never reads what the server sends, and
// its receive buffer is as small as the kernel allows, so the server's writes soon stall.
class NonReadingLobbySocket {
 public:
  explicit NonReadingLobbySocket(uint16_t port) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    int small = 1024;
    ::setsockopt(fd_, SOL_SOCKET, SO_RCVBUF, &small, sizeof small);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0)
      throw std::runtime_error("connect failed");
    write(
        "GET /api/lobby/socket HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n");
    // A client sends no frame before the 101 (RFC 6455, 4.1): bytes read together with the
    // request are not the WebSocket's, and a busy server reads the pings with it.
    if (!readUpgradeAnswer()) throw std::runtime_error("no 101 answer");
    write(maskedTextFrame(R"({"t":"hello"})"));
  }
  ~NonReadingLobbySocket() { ::close(fd_); }
  NonReadingLobbySocket(const NonReadingLobbySocket&) = delete;
  NonReadingLobbySocket& operator=(const NonReadingLobbySocket&) = delete;

  /// Each ping is answered with a pong the socket will not read; false once the server is gone.
  bool ping(int times) {
    std::string frames;
    for (int i = 0; i < times; ++i) frames += maskedTextFrame(R"({"t":"ping"})");
    return write(frames);
  }

 private:
  // Reads the answer's head byte by byte, so that nothing after it is taken from the kernel.
  bool readUpgradeAnswer() {
    std::string head;
    char c = 0;
    while (head.size() < 4096 && head.find("\r\n\r\n") == std::string::npos) {
      if (::recv(fd_, &c, 1, 0) != 1) return false;
      head += c;
    }
    return head.rfind("HTTP/1.1 101", 0) == 0;
  }

  bool write(const std::string& bytes) {
    size_t sent = 0;
    while (sent < bytes.size()) {
      ssize_t n = ::send(fd_, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) return false;
      sent += static_cast<size_t>(n);
    }
    return true;
  }
  int fd_ = -1;
};

size_t countOf(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Reads `n` challenge-added frames and returns their ids in arrival order.
std::vector<std::string> addedIds(WsClient& ws, size_t n) {
  std::vector<std::string> ids;
  while (ids.size() < n) {
    auto added = ws.nextOf("challenge-added");
    if (!added) break;
    ids.push_back((*added)["d"]["id"]);
  }
  return ids;
}

TEST(LobbySend, FramesKeepTheFeedsOrderAndOnlyTheSocketThatStopsReadingIsDropped) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8", "--queue", "8", "--rate-conn",
                                    "0", "--rate-ip", "0"});
  server.captureLog();
  server.start();
  uint16_t port = server.port();
  WsClient one(port, "/api/lobby/socket"), two(port, "/api/lobby/socket");
  for (WsClient* ws : {&one, &two}) {
    ws->send({{"t", "hello"}});
    ASSERT_TRUE(ws->nextOf("lobby"));
  }

  // Pongs pile up in the kernel's buffers, then in the queue, until the server drops the socket.
  NonReadingLobbySocket slow(port);
  const std::string dropped = "socket dropped: outgoing queue full";
  // Pongs that wait together leave as one batch, so how many pings it takes varies: up to 20 s.
  auto until = std::chrono::steady_clock::now() + 20s;
  while (std::chrono::steady_clock::now() < until && countOf(server.log(), dropped) == 0) {
    if (!slow.ping(200)) std::this_thread::sleep_for(50ms);  // gone: the log line follows
  }
  ASSERT_EQ(countOf(server.log(), dropped), 1u) << server.log();

  // 30 challenges made from three threads at once: both readers see all of them, in one order.
  constexpr int EACH = 10;
  std::vector<std::thread> makers;
  for (int t = 0; t < 3; ++t) {
    makers.emplace_back([port, t] {
      for (int i = 0; i < EACH; ++i) {
        int n = t * EACH + i;
        Player p{std::string(21, 'k') + "ABCDEFGHIJKLMNOPQRSTUVWXYZabcd"[n],
                 "10.1." + std::to_string(t) + "." + std::to_string(i + 1)};
        auto made = call(port, "POST", "/api/challenges", p, SEND_TEST_CHALLENGE);
        EXPECT_EQ(made.status, 201) << made.body;
      }
    });
  }
  for (auto& m : makers) m.join();
  std::vector<std::string> seenByOne = addedIds(one, 3 * EACH);
  ASSERT_EQ(seenByOne.size(), 3u * EACH);
  EXPECT_EQ(addedIds(two, 3 * EACH), seenByOne);
  auto listed = call(port, "GET", "/api/challenges", {});
  EXPECT_EQ(listed.json()["challenges"].size(), 3u * EACH);

  // The dropped socket left the feed: a newcomer's snapshot counts the two readers and itself.
  int counted = 0;
  for (int i = 0; i < 50 && counted != 3; ++i) {
    if (i > 0) std::this_thread::sleep_for(100ms);
    WsClient probe(port, "/api/lobby/socket");
    probe.send({{"t", "hello"}});
    auto snapshot = probe.nextOf("lobby");
    ASSERT_TRUE(snapshot);
    counted = (*snapshot)["d"]["counts"]["players"];
    EXPECT_EQ((*snapshot)["d"]["challenges"].size(), 3u * EACH);
  }
  EXPECT_EQ(counted, 3);
  EXPECT_EQ(countOf(server.log(), dropped), 1u);
  int status = server.stop();
  EXPECT_EQ(status, 0) << server.log();
}

}  // namespace
}  // namespace renju::test
