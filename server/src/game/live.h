#pragma once
// Live games (issue 10, docs/lobby.md, "Watch"): the public games being played on this node (a
// game is public when its settings say `"public": true`, an open challenge not ticked private),
// each with what a small board on the Watch page needs. Rooms put their game here from their
// strand after each durable change and remove it when it ends; `GET /api/live` lists them and the
// lobby feed tells its sockets (lobby_feed.cpp, which coalesces the changes off the rooms'
// strands). In a cluster each node also keeps the public games the other nodes announced on the
// bus (cluster_bus.h), so that every node's Watch page shows all of them; a node's own copy of a
// game comes first. Thread-safe: one mutex around the maps.
#include <array>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "game.h"
#include "game/fischer_clock.h"

namespace renju::server {

struct GameSettings;

/// The most games `GET /api/live` and the feed's snapshot list.
constexpr size_t LIVE_LIMIT = 50;

struct LiveEntry {
  std::string id;
  nlohmann::json view;    ///< liveView() without "spectators"
  size_t spectators = 0;  ///< on this node and the others
  int64_t clockMs = 0;    ///< the initial time of its clock (0 without one): longer first
};

/// What the Watch page shows of a game: {id, settings, names {black, white}, publicIds {black,
/// white}, moves (points in order, null for a pass), toMove ("black" | "white"), clock {black,
/// white} ms left or null}. `keysBySeat` are the key hashes the seats were taken with.
nlohmann::json liveView(const std::string& id, const GameSettings& settings, const GameState& state,
                        const std::optional<FischerClock>& clock,
                        const std::array<std::string, 2>& namesBySeat,
                        const std::array<std::string, 2>& keysBySeat, int64_t now);

/// An entry with its spectators, as the API and the feed send it.
nlohmann::json liveJson(const LiveEntry& e);

/// What a node tells the others of one of its public games (the bus payload), and back.
std::string liveAnnouncement(const LiveEntry& e);
std::optional<LiveEntry> fromAnnouncement(const std::string& id, const std::string& text);

class LiveGames {
 public:
  /// Told the id of each game put or removed (any thread, outside the lock): post, never block.
  using Listener = std::function<void(const std::string& id)>;
  /// Told each change of this node's own games: the entry, or nullptr once removed. Called
  /// outside the lock; it must not block.
  using Publisher = std::function<void(const std::string& id, const LiveEntry* entry)>;

  void put(LiveEntry entry);
  void remove(const std::string& id);
  std::optional<LiveEntry> get(const std::string& id) const;
  /// The most watched first, then the longest clock, then by id; at most `limit`.
  std::vector<LiveEntry> list(size_t limit) const;
  nlohmann::json listJson(size_t limit) const;
  void setListener(Listener listener);

  // The other nodes' games (a cluster).
  void setPublisher(Publisher publisher);
  /// `node` serves `entry` now, as it said at `now` (ms).
  void putRemote(const std::string& node, LiveEntry entry, int64_t now);
  /// `node` no longer plays `id`.
  void removeRemote(const std::string& node, const std::string& id);
  /// Forgets what the other nodes did not repeat since `before` (a node that stopped).
  void forgetRemoteBefore(int64_t before);
  /// This node's own games, to announce again.
  std::vector<LiveEntry> local() const;

 private:
  struct Remote {
    std::string node;
    LiveEntry entry;
    int64_t heardAt = 0;
  };
  void tell(const std::string& id) const;
  void publish(const std::string& id, const LiveEntry* entry) const;

  mutable std::mutex mutex_;
  std::unordered_map<std::string, LiveEntry> games_;
  std::unordered_map<std::string, Remote> remote_;
  Listener listener_;
  Publisher publisher_;
};

}  // namespace renju::server
