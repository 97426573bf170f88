// The kernel's floor under one action of `renju serve`, measured with no server code at all: what
// loopback TCP, the wake-ups and a synced WAL append cost on this machine. The per-action
// budget (60 us of server CPU) is compared with these figures in docs/performance.md, "The floor".
//
// BM_FanOut plays one action the way the server does since session 11: a server thread waits in
// epoll, reads the actor's message and writes one frame to each of the game's three sockets
// (the actor's batch of event and ack, the opponent's event, the spectator's event). The
// benchmark thread is every client. `games` actions are in flight at once: 1 makes every message
// wake a sleeping thread, more let one wake-up serve several. Counter `server_us`: the server
// thread's own CPU per action (user and kernel), read from its thread CPU clock.
#include <benchmark/benchmark.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <time.h>
#include <array>
#include <atomic>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr size_t ACTION_BYTES = 60;  // {"t":"act","id":"a123","d":{"move":"h8"}} and framing
constexpr size_t FRAME_BYTES = 150;  // an event frame with its clocks, version and move
constexpr int SOCKETS_PER_GAME = 3;

void must(bool ok, const char* what) {
  if (!ok) throw std::runtime_error(std::string(what) + " failed");
}

void noDelay(int fd) {
  int one = 1;
  must(setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one) == 0, "TCP_NODELAY");
}

// One loopback connection: `client` is the benchmark's end, `server` the server thread's.
struct Pair {
  int client = -1;
  int server = -1;
};

class Listener {
 public:
  Listener() {
    fd_ = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    must(fd_ >= 0, "socket");
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    must(bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0, "bind");
    must(listen(fd_, 1024) == 0, "listen");
    socklen_t len = sizeof addr_;
    must(getsockname(fd_, reinterpret_cast<sockaddr*>(&addr_), &len) == 0, "getsockname");
  }
  ~Listener() { close(fd_); }
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;

  Pair connectPair() {
    Pair p;
    p.client = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    must(p.client >= 0, "socket");
    must(connect(p.client, reinterpret_cast<sockaddr*>(&addr_), sizeof addr_) == 0, "connect");
    p.server = accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
    must(p.server >= 0, "accept");
    noDelay(p.client);
    noDelay(p.server);
    return p;
  }

 private:
  int fd_ = -1;
  sockaddr_in addr_{};
};

struct Game {
  std::array<Pair, SOCKETS_PER_GAME> sockets;  // [0] is the actor's
  size_t pendingBytes = 0;                     // of the actor's message, on the server side
};

// The server thread: epoll on every actor socket; for each whole action read, one frame to each
// socket of its game. Nothing else: no parsing, no JSON, no store.
class FanOutServer {
 public:
  explicit FanOutServer(std::vector<Game>& games) : games_(games) {
    epoll_ = epoll_create1(EPOLL_CLOEXEC);
    must(epoll_ >= 0, "epoll_create1");
    for (size_t i = 0; i < games_.size(); ++i) {
      epoll_event ev{};
      ev.events = EPOLLIN;
      ev.data.u64 = i;
      must(epoll_ctl(epoll_, EPOLL_CTL_ADD, games_[i].sockets[0].server, &ev) == 0, "epoll_ctl");
    }
    thread_ = std::thread([this] { run(); });
    must(pthread_getcpuclockid(thread_.native_handle(), &clock_) == 0, "pthread_getcpuclockid");
  }
  ~FanOutServer() {
    stop_ = true;
    thread_.join();
    close(epoll_);
  }
  FanOutServer(const FanOutServer&) = delete;
  FanOutServer& operator=(const FanOutServer&) = delete;

  /// The server thread's CPU time so far, in microseconds.
  double cpuMicros() const {
    timespec t{};
    clock_gettime(clock_, &t);
    return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
  }

 private:
  void run() {
    std::array<epoll_event, 256> events{};
    std::array<char, 4096> in{};
    const std::string frame(FRAME_BYTES, 'e');
    while (!stop_) {
      int n = epoll_wait(epoll_, events.data(), static_cast<int>(events.size()), 50);
      for (int i = 0; i < n; ++i) {
        Game& g = games_[events[static_cast<size_t>(i)].data.u64];
        ssize_t got = recv(g.sockets[0].server, in.data(), in.size(), 0);
        if (got <= 0) continue;
        g.pendingBytes += static_cast<size_t>(got);
        for (; g.pendingBytes >= ACTION_BYTES; g.pendingBytes -= ACTION_BYTES)
          for (const Pair& p : g.sockets) send(p.server, frame.data(), frame.size(), MSG_NOSIGNAL);
      }
    }
  }

  std::vector<Game>& games_;
  int epoll_ = -1;
  std::atomic<bool> stop_{false};
  clockid_t clock_{};
  std::thread thread_;
};

// The clients' side of one round: one action on every game, then every frame it caused.
class Clients {
 public:
  explicit Clients(std::vector<Game>& games) : games_(games) {
    epoll_ = epoll_create1(EPOLL_CLOEXEC);
    must(epoll_ >= 0, "epoll_create1");
    for (Game& g : games_)
      for (Pair& p : g.sockets) {
        epoll_event ev{};
        ev.events = EPOLLIN;
        ev.data.fd = p.client;
        must(epoll_ctl(epoll_, EPOLL_CTL_ADD, p.client, &ev) == 0, "epoll_ctl");
      }
  }
  ~Clients() { close(epoll_); }
  Clients(const Clients&) = delete;
  Clients& operator=(const Clients&) = delete;

  void round() {
    const std::string action(ACTION_BYTES, 'a');
    for (Game& g : games_) send(g.sockets[0].client, action.data(), action.size(), MSG_NOSIGNAL);
    size_t expected = games_.size() * SOCKETS_PER_GAME * FRAME_BYTES;
    std::array<epoll_event, 256> events{};
    std::array<char, 16384> buf{};
    while (expected > 0) {
      int n = epoll_wait(epoll_, events.data(), static_cast<int>(events.size()), 1000);
      must(n > 0, "a frame within 1 s");
      for (int i = 0; i < n; ++i) {
        ssize_t got = recv(events[static_cast<size_t>(i)].data.fd, buf.data(), buf.size(), 0);
        if (got > 0) expected -= static_cast<size_t>(got);
      }
    }
  }

 private:
  std::vector<Game>& games_;
  int epoll_ = -1;
};

void BM_FanOut(benchmark::State& state) {
  const auto gameCount = static_cast<size_t>(state.range(0));
  Listener listener;
  std::vector<Game> games(gameCount);
  for (Game& g : games)
    for (Pair& p : g.sockets) p = listener.connectPair();
  double serverMicros = 0;
  {
    FanOutServer server(games);
    Clients clients(games);
    for (int i = 0; i < 10; ++i) clients.round();  // warm up: slow start, caches
    double before = server.cpuMicros();
    for (auto _ : state) clients.round();
    serverMicros = server.cpuMicros() - before;
  }
  for (Game& g : games)
    for (Pair& p : g.sockets) {
      close(p.client);
      close(p.server);
    }
  const double actions = static_cast<double>(state.iterations()) * static_cast<double>(gameCount);
  state.counters["server_us"] = serverMicros / actions;
  state.SetItemsProcessed(static_cast<int64_t>(actions));
}
BENCHMARK(BM_FanOut)->Arg(1)->Arg(16)->Arg(256)->UseRealTime();

// The store's part: one commit appends a few WAL pages and syncs them (synchronous=FULL). Group
// commit shares one such commit among every action that waited for it (4 to 20 under load).
void BM_WalAppendSync(benchmark::State& state) {
  const auto pages = static_cast<size_t>(state.range(0));
  char path[] = "loopback-bench-XXXXXX";
  int fd = mkstemp(path);
  must(fd >= 0, "mkstemp");
  unlink(path);
  const std::string page(4096 * pages, 'w');
  off_t at = 0;
  for (auto _ : state) {
    must(pwrite(fd, page.data(), page.size(), at) == static_cast<ssize_t>(page.size()), "pwrite");
    must(fdatasync(fd) == 0, "fdatasync");
    at += static_cast<off_t>(page.size());
    if (at > (64 << 20)) at = 0;  // a WAL restarts from its beginning after a checkpoint
  }
  close(fd);
}
BENCHMARK(BM_WalAppendSync)->Arg(2)->Arg(8);

}  // namespace
BENCHMARK_MAIN();
