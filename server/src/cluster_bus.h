#pragma once
// What the nodes of a cluster tell each other, over PostgreSQL's LISTEN/NOTIFY (channel
// `renju_cluster`) rather than a bus of our own (docs/deploy.md, "The cluster"):
// - "I serve game X now" (a claim): a node still holding X drops it, so that its sockets
//   reconnect through nginx to the node that serves the game;
// - "game X has N spectators here": every node adds the other nodes' counts to its own.
// One thread owns one libpq connection that listens and sends. Notifications are best effort: a
// node that misses a claim is still fenced off by the store at its next write.
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>

struct pg_conn;

namespace renju::server {

class ClusterBus {
 public:
  /// Both run on the bus thread: post the work, never block.
  struct Handlers {
    /// Another node serves `game` now.
    std::function<void(const std::string& game)> claimed;
    /// Another node's spectator count of `game` changed.
    std::function<void(const std::string& game)> spectatorsChanged;
  };

  /// Connects to `url` (a libpq URI) and listens; throws std::runtime_error when that fails.
  /// A connection lost later is made again every second.
  ClusterBus(std::string url, Handlers handlers);
  ~ClusterBus();
  ClusterBus(const ClusterBus&) = delete;
  ClusterBus& operator=(const ClusterBus&) = delete;

  /// This node's random id, as its notifications carry it.
  const std::string& node() const { return node_; }

  /// Announces that this node serves `game` now. Never blocks.
  void claim(const std::string& game);
  /// Announces this node's spectator count of `game` (0 once it no longer serves it). Only the
  /// latest count of a game waiting to be sent is sent. Never blocks.
  void spectators(const std::string& game, size_t count);
  /// The spectators of `game` on the other nodes, as last heard.
  size_t remoteSpectators(const std::string& game) const;

  /// Sends what is queued, then closes the connection. Called by the destructor too.
  void stop();

 private:
  void run(pg_conn* conn);
  void receive(const std::string& payload);
  void wake();
  std::string takeOutgoing(bool& stop);

  std::string url_;
  Handlers handlers_;
  std::string node_;
  int wakeFd_ = -1;  ///< eventfd: something to send, or stop

  std::mutex mutex_;
  std::deque<std::string> claims_;        ///< games to claim, in order
  std::map<std::string, size_t> counts_;  ///< spectator counts to send, the latest by game
  bool stopping_ = false;

  mutable std::mutex remoteMutex_;
  /// game -> (node -> spectators): the other nodes' nonzero counts
  std::map<std::string, std::map<std::string, size_t>, std::less<>> remote_;

  std::thread thread_;
};

}  // namespace renju::server
