#include "lobby_sockets.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "json_scan.h"
#include "ws_frames.h"

namespace renju::loadgen {

namespace {

constexpr uint8_t TEXT = 0x1, CLOSE = 0x8, PONG = 0xA;

// Sends all of `bytes` on a non-blocking socket; the frames sent here (the upgrade, hello, pongs)
// are small enough for an empty send buffer, so a short write is treated as a failure.
bool sendAll(int fd, std::string_view bytes) {
  ssize_t n = ::send(fd, bytes.data(), bytes.size(), MSG_NOSIGNAL);
  return n == static_cast<ssize_t>(bytes.size());
}

// Closes with a reset instead of FIN + TIME_WAIT: a vanishing page, and no port left lingering.
void drop(int fd) {
  linger l{1, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
  ::close(fd);
}

}  // namespace

struct LobbySocketThread::Socket {
  enum class State { IDLE, CONNECTING, HEAD, SNAPSHOT, LIVE, GONE };
  int fd = -1;
  State state = State::IDLE;
  std::string head;  // the upgrade answer until its blank line
  WsFrameReader frames;
  std::vector<WsEvent> events;
};

LobbySocketThread::LobbySocketThread(Options options, OnMessage onMessage, OnError onError)
    : options_(std::move(options)),
      onMessage_(std::move(onMessage)),
      onError_(std::move(onError)) {}

LobbySocketThread::~LobbySocketThread() {
  stop();
}

void LobbySocketThread::start() {
  epoll_ = ::epoll_create1(EPOLL_CLOEXEC);
  if (epoll_ < 0) throw std::runtime_error(std::string("epoll_create1: ") + std::strerror(errno));
  thread_ = std::thread([this] { run(); });
}

void LobbySocketThread::stop() {
  stopping_ = true;
  if (thread_.joinable()) thread_.join();
  if (epoll_ >= 0) ::close(epoll_);
  epoll_ = -1;
}

void LobbySocketThread::run() {
  std::vector<Socket> sockets(options_.sources.size());
  size_t next = 0;
  int inFlight = 0;
  std::vector<epoll_event> ready(256);
  std::string bytes(64 * 1024, '\0');
  while (!stopping_.load(std::memory_order_relaxed)) {
    startHandshakes(sockets, next, inFlight);
    // A short timeout: stop() is seen within it, and no wakeup descriptor is needed.
    int n = ::epoll_wait(epoll_, ready.data(), static_cast<int>(ready.size()), 50);
    for (int i = 0; i < n; ++i) {
      Socket& s = sockets[ready[i].data.u64];
      if (s.fd < 0) continue;  // failed earlier in this batch
      if (s.state == Socket::State::CONNECTING) {
        int err = 0;
        socklen_t len = sizeof err;
        ::getsockopt(s.fd, SOL_SOCKET, SO_ERROR, &err, &len);
        if (err != 0) {
          fail(s, inFlight, std::string("connect: ") + std::strerror(err));
          continue;
        }
        std::string upgrade = "GET /api/lobby/socket HTTP/1.1\r\nHost: " + options_.host +
                              "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                              "Sec-WebSocket-Key: bG9iYnkgbG9hZCBzb2NrZXQ=\r\n"
                              "Sec-WebSocket-Version: 13\r\n\r\n";
        epoll_event ev{EPOLLIN, {.u64 = ready[i].data.u64}};
        if (!sendAll(s.fd, upgrade) || ::epoll_ctl(epoll_, EPOLL_CTL_MOD, s.fd, &ev) != 0) {
          fail(s, inFlight, "sending the upgrade");
          continue;
        }
        s.state = Socket::State::HEAD;
        continue;
      }
      // Everything the kernel holds for the socket, then the next socket.
      for (;;) {
        ssize_t got = ::recv(s.fd, bytes.data(), bytes.size(), 0);
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
        if (got <= 0) {
          fail(s, inFlight, got == 0 ? "the server closed a lobby socket" : "recv failed");
          break;
        }
        if (!onFrames(s, std::string_view(bytes.data(), static_cast<size_t>(got)), inFlight)) break;
      }
    }
  }
  for (Socket& s : sockets)
    if (s.fd >= 0) drop(s.fd);
}

void LobbySocketThread::startHandshakes(std::vector<Socket>& sockets, size_t& next, int& inFlight) {
  while (next < sockets.size() && inFlight < options_.handshakes) {
    Socket& s = sockets[next];
    s.fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    ++inFlight;
    sockaddr_in local{};
    local.sin_family = AF_INET;
    local.sin_addr = options_.sources[next];
    epoll_event ev{EPOLLOUT, {.u64 = next}};
    ++next;
    if (s.fd < 0 || ::bind(s.fd, reinterpret_cast<sockaddr*>(&local), sizeof local) != 0) {
      fail(s, inFlight, std::string("socket or bind: ") + std::strerror(errno));
      continue;
    }
    int r = ::connect(s.fd, reinterpret_cast<const sockaddr*>(&options_.server),
                      sizeof options_.server);
    if ((r != 0 && errno != EINPROGRESS) || ::epoll_ctl(epoll_, EPOLL_CTL_ADD, s.fd, &ev) != 0) {
      fail(s, inFlight, std::string("connect: ") + std::strerror(errno));
      continue;
    }
    s.state = Socket::State::CONNECTING;
  }
}

// The bytes of one recv: the rest of the upgrade answer, then frames.
bool LobbySocketThread::onFrames(Socket& s, std::string_view bytes, int& inFlight) {
  if (s.state == Socket::State::HEAD) {
    s.head.append(bytes);
    size_t end = s.head.find("\r\n\r\n");
    if (end == std::string::npos) return true;
    if (s.head.rfind("HTTP/1.1 101", 0) != 0) {
      fail(s, inFlight, "upgrade refused: " + s.head.substr(0, s.head.find('\r')));
      return false;
    }
    bytes = std::string_view(s.head).substr(end + 4);  // frames read with the head
    if (!sendAll(s.fd, maskedFrame(TEXT, R"({"t":"hello"})"))) {
      fail(s, inFlight, "sending hello");
      return false;
    }
    s.state = Socket::State::SNAPSHOT;
  }
  s.events.clear();
  bool ok = s.frames.feed(bytes, s.events);
  s.head.clear();  // `bytes` may have pointed into it
  if (!ok) {
    fail(s, inFlight, "a malformed frame from the server");
    return false;
  }
  for (WsEvent& e : s.events) {
    if (e.kind == WsEvent::Kind::TEXT) ++frames_;
    if (e.kind == WsEvent::Kind::TEXT && findString(e.payload, "t") == "batch") {
      ++batches_;
      auto inner = findMember(e.payload, "d");
      auto messages = inner ? arrayElements(*inner) : std::nullopt;
      if (!messages) {
        fail(s, inFlight, "a malformed batch");
        return false;
      }
      for (std::string_view m : *messages)
        if (!onMessage(s, m, inFlight)) return false;
      continue;
    }
    if (e.kind == WsEvent::Kind::PING) {
      // The server's keep-alive: unanswered, it would close an idle socket.
      sendAll(s.fd, maskedFrame(PONG, e.payload));
    } else if (e.kind == WsEvent::Kind::CLOSE) {
      sendAll(s.fd, maskedFrame(CLOSE, std::string_view(e.payload).substr(0, 2)));
      fail(s, inFlight, "the server closed a lobby socket");
      return false;
    } else if (!onMessage(s, e.payload, inFlight)) {
      return false;
    }
  }
  return true;
}

// One message (alone in its frame or out of a batch): the snapshot first, then the caller's.
bool LobbySocketThread::onMessage(Socket& s, std::string_view text, int& inFlight) {
  if (s.state == Socket::State::LIVE) {
    onMessage_(text);
    return true;
  }
  if (findString(text, "t") != "lobby") {
    fail(s, inFlight, "no lobby snapshot");
    return false;
  }
  s.state = Socket::State::LIVE;
  --inFlight;
  ++open_;
  return true;
}

void LobbySocketThread::fail(Socket& s, int& inFlight, const std::string& what) {
  if (s.state != Socket::State::LIVE) {
    --inFlight;
    ++failed_;
  }
  s.state = Socket::State::GONE;
  if (s.fd >= 0) {
    ::epoll_ctl(epoll_, EPOLL_CTL_DEL, s.fd, nullptr);
    drop(s.fd);
  }
  s.fd = -1;
  onError_(what);
}

}  // namespace renju::loadgen
