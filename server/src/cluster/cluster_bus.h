#pragma once
// What the nodes of a cluster tell each other, over PostgreSQL's LISTEN/NOTIFY (channel
// `renju_cluster`) rather than a bus of our own (docs/deploy.md, "The cluster"):
// - "I serve game X now" (a claim): a node still holding X drops it, so that its sockets
//   reconnect through nginx to the node that serves the game;
// - "game X has N spectators here": every node adds the other nodes' counts to its own;
// - the lobby (issue 10): "open challenge X changed" (made, taken, cancelled; the other nodes
//   read it again from the store, which holds the truth), "public game X looks like this now"
//   (the Watch page's view, at most every LIVE_EVERY per game) and "this node has N lobby
//   players and M games being played" (every few seconds; a node silent for COUNTS_TTL no longer
//   counts);
// - "the player of key hash H is called N now": the rooms that seat it name it so (chat, Watch
//   page, archive) without reading the store again.
// One thread owns one libpq connection that listens and sends. Notifications are best effort: a
// node that misses a claim is still fenced off by the store at its next write.
#include <chrono>
#include <cstddef>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "result.h"

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
    /// Another node changed the challenge `id`.
    std::function<void(const std::string& id)> challengeChanged;
    /// Another node's public game `game` changed: `view` is what that node said of it (JSON),
    /// or "" once it is no longer played there.
    std::function<void(const std::string& node, const std::string& game, const std::string& view)>
        liveChanged;
    /// A player renamed itself on another node ("" = no name now).
    std::function<void(const std::string& playerHash, const std::string& name)> renamed = nullptr;
    /// Another node made or changed the tournament `id` (read it again from the store).
    std::function<void(const std::string& id)> eventChanged = nullptr;
  };

  /// A public game's view is sent at most this often (the Watch page folds moves alike).
  static constexpr std::chrono::milliseconds LIVE_EVERY{500};
  /// Lobby counts older than this are another node's that stopped.
  static constexpr std::chrono::seconds COUNTS_TTL{10};
  /// The most a notification may carry (PostgreSQL refuses 8,000 bytes and more).
  static constexpr size_t MAX_PAYLOAD = 7900;

  struct Counts {
    size_t players = 0;
    size_t games = 0;
  };

  /// Connects to `url` (a libpq URI) and listens; an error ("cluster bus: ...") when that
  /// fails. A connection lost later is made again every second.
  static Result<std::unique_ptr<ClusterBus>> open(std::string url, Handlers handlers);
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

  /// Tells the other nodes that challenge `id` changed. Never blocks.
  void challenge(const std::string& id);
  /// Announces the view of public game `game` ("" = no longer played here). Only the latest of
  /// a game is sent, at most every LIVE_EVERY; a view over MAX_PAYLOAD is not sent. Never blocks.
  void live(const std::string& game, std::string view);
  /// Announces that the player of key hash `playerHash` is called `name` now ("" = none): a
  /// display name (players.h) has no line break. Sent in order. Never blocks.
  void renamed(const std::string& playerHash, const std::string& name);
  /// Announces this node's lobby counts (only the latest is sent). Never blocks.
  void counts(Counts here);
  /// The other nodes' lobby counts, as last heard within COUNTS_TTL.
  Counts remoteCounts() const;
  /// This node and every node heard from within COUNTS_TTL (each sends its counts every 2 s):
  /// the nodes alive, among which each tournament has one scheduler (events/event_hub.h).
  std::vector<std::string> liveNodes() const;
  /// Tells the other nodes that tournament `id` was made or changed. Never blocks.
  void event(const std::string& id);

  /// Sends what is queued, then closes the connection. Called by the destructor too.
  void stop();

 private:
  ClusterBus(std::string url, Handlers handlers);
  void run(pg_conn* conn);
  void receive(const std::string& payload);
  void wake();
  std::string takeOutgoing(bool& stop, std::chrono::milliseconds& wait);
  bool receiveLobby(const std::string& kind, const std::string& node, const std::string& id,
                    std::istringstream& rest);

  std::string url_;
  Handlers handlers_;
  std::string node_;
  int wakeFd_ = -1;  ///< eventfd: something to send, or stop

  std::mutex mutex_;
  std::deque<std::string> claims_;        ///< games to claim, in order
  std::map<std::string, size_t> counts_;  ///< spectator counts to send, the latest by game
  /// Challenges changed here, to tell in the order they changed: a withdrawn challenge must be
  /// heard before its creator's next one, which the other nodes would refuse while the first
  /// is listed.
  std::vector<std::string> challenges_;
  std::map<std::string, std::string> live_;  ///< public games' views to send, the latest by game
  std::vector<std::pair<std::string, std::string>> renames_;  ///< (key hash, name), in order
  std::set<std::string> events_;  ///< tournaments changed here since the last send
  std::chrono::steady_clock::time_point nextLive_{};  ///< when views may be sent again
  std::optional<Counts> lobbyCounts_;                 ///< this node's, to send
  bool stopping_ = false;

  mutable std::mutex remoteMutex_;
  /// game -> (node -> spectators): the other nodes' nonzero counts
  std::map<std::string, std::map<std::string, size_t>, std::less<>> remote_;
  struct HeardCounts {
    Counts counts;
    std::chrono::steady_clock::time_point at;
  };
  std::map<std::string, HeardCounts> remoteCounts_;  ///< node -> its lobby counts

  std::thread thread_;
};

}  // namespace renju::server
