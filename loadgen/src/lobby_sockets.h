#pragma once
// The lobby benchmark's home pages: one thread's share of the lobby sockets, connected a few at a
// time and read on an epoll loop with plain recv() (framing in ws_frames.h). Each socket says
// hello, waits for its `lobby` snapshot, and from then on every message it gets (each one of a
// `batch` apart) is handed to the caller, on this thread.
#include <netinet/in.h>

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace renju::loadgen {

class LobbySocketThread {
 public:
  struct Options {
    sockaddr_in server{};          ///< the server's loopback address and port
    std::string host;              ///< the Host header
    std::vector<in_addr> sources;  ///< one bind address per socket of this thread
    int handshakes = 16;           ///< handshakes in flight at once
  };
  using OnMessage = std::function<void(std::string_view text)>;
  using OnError = std::function<void(const std::string& what)>;

  LobbySocketThread(Options options, OnMessage onMessage, OnError onError);
  ~LobbySocketThread();
  LobbySocketThread(const LobbySocketThread&) = delete;
  LobbySocketThread& operator=(const LobbySocketThread&) = delete;

  /// Starts the thread, which connects every socket of its share and then reads them.
  void start();
  /// Drops every socket (a reset, as a vanishing page) and joins the thread.
  void stop();
  /// Sockets that got their snapshot; sockets that failed before that.
  int open() const { return open_.load(); }
  int failed() const { return failed_.load(); }
  /// Text frames read, and how many of them were batches (after stop()).
  uint64_t frames() const { return frames_; }
  uint64_t batches() const { return batches_; }

 private:
  struct Socket;
  void run();
  void startHandshakes(std::vector<Socket>& sockets, size_t& next, int& inFlight);
  bool onFrames(Socket& s, std::string_view bytes, int& inFlight);
  bool onMessage(Socket& s, std::string_view text, int& inFlight);
  void fail(Socket& s, int& inFlight, const std::string& what);

  Options options_;
  OnMessage onMessage_;
  OnError onError_;
  int epoll_ = -1;
  std::atomic<bool> stopping_{false};
  std::atomic<int> open_{0}, failed_{0};
  uint64_t frames_ = 0, batches_ = 0;  // this thread's
  std::thread thread_;
};

}  // namespace renju::loadgen
