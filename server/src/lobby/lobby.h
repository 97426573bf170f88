#pragma once
// All games in memory by id: creation, lookup (loading finished games from the store on demand),
// restoring unfinished games at start, expiry of games never joined and eviction of finished ones.
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "base/now.h"
#include "base/rate_limiter.h"
#include "game/live.h"
#include "game/protocol.h"
#include "game/room.h"
#include "game/room_host.h"

namespace renju::server {

class ClusterBus;
class EnginePool;

struct CreateAnswer {
  std::string id;
  std::string seat;
  std::string invite;  ///< "" for a game against the computer (nobody else joins)
  Seat you = Seat::OPENER;
  int computerLevel = 0;  ///< the computer holds the other seat at this level; 0 = none
};

class Lobby : public RoomHost {
 public:
  Lobby(boost::asio::io_context& io, Store& store, const ServerOptions& options);

  /// Loads every unfinished game; returns how many. A game whose log does not replay is logged
  /// and skipped; a store that cannot be read is an error (the server does not start).
  Result<size_t> restore(int64_t now);
  /// Starts the maintenance timer (expiry, eviction).
  void start();
  /// Stops maintenance and closes every socket.
  void stop();

  /// Creates and stores a game for a client at `address`; `reply` runs on some thread once it is
  /// durable. No room is built: an unjoined game lives in the store (and as a few bytes in the
  /// index of unjoined games) until someone opens it. Refused with `too-many-games` when
  /// `address` has --max-unjoined-ip games waiting, `server-full` at --max-unjoined in total;
  /// a game against the computer with `too-many-computer-games` when `address` has
  /// --max-computer-ip of them unfinished.
  void create(const CreateRequest& request, const std::string& address,
              std::function<void(Result<CreateAnswer>)> reply);

  /// Named, never compared by order.
  enum class Lookup : uint8_t { FOUND, EXPIRED, UNKNOWN, UNAVAILABLE };
  /// The room for `id`, loading it from the store when it is not in memory. UNAVAILABLE: the
  /// store could not be read (answer 503 for this request; the next may succeed).
  std::pair<Lookup, std::shared_ptr<Room>> find(const std::string& id);
  /// The room for `id` if it is in memory; never reads the store.
  std::shared_ptr<Room> loaded(const std::string& id) const;
  /// Registers a room made elsewhere (a rematch) and starts it.
  void add(std::shared_ptr<Room> room) override;
  /// The second seat of `id` was taken: it no longer counts against its creator's address.
  void joined(const std::string& id) override;
  /// Forgets `room` (fenced off by the store); the next lookup of its id loads it again.
  void drop(const std::shared_ptr<Room>& room) override;

  /// Rooms in memory.
  size_t size() const;
  /// Rooms in memory being played: neither finished nor gone (the lobby feed's count).
  size_t playing() const;

  /// One node of several (docs/deploy.md): each game this node loads is claimed on `bus`, and
  /// spectator counts and the public games go through it. Call before start(); the bus outlives
  /// the lobby.
  void setBus(ClusterBus* bus);
  /// This node's id in the cluster ("" on a single node).
  std::string node() const;
  /// The bus heard of another node's public game (`view` "" = no longer played there).
  /// Thread-safe.
  void remoteLiveChanged(const std::string& node, const std::string& id, const std::string& view);
  /// The bus heard that another node serves `id` now: drop it here. Thread-safe.
  void claimedElsewhere(const std::string& id);
  /// The bus heard a new spectator count of `id` from another node. Thread-safe.
  void remoteSpectatorsChanged(const std::string& id);
  /// Spectators of `id` on the other nodes (0 without a bus).
  size_t remoteSpectators(const std::string& id) const override;
  /// A player named itself `name` ("" = no name) here: every room in memory, and the other
  /// nodes' over the bus, use it from now on. Thread-safe, never blocks.
  void playerRenamed(const std::string& playerHash, const std::string& name);
  /// The bus heard that a player renamed itself on another node. Thread-safe, never blocks.
  void renamedElsewhere(const std::string& playerHash, const std::string& name);
  /// Tells the other nodes how many spectators `id` has here (nothing without a bus).
  void publishSpectators(const std::string& id, size_t count) override;
  /// An event's game ended: `listener` hears it (the events' hub; set before start()).
  void setGameOverListener(std::function<void(const GameOver&)> listener) {
    gameOver_ = std::move(listener);
  }
  void gameOver(const GameOver& over) override {
    if (gameOver_) gameOver_(over);
  }
  /// Games created and not joined (in memory or not).
  size_t unjoinedCount() const;

  Store& store() { return store_; }
  /// The public games being played here (live.h): rooms put and remove theirs.
  LiveGames& live() override { return live_; }
  /// The engine pool computer seats think on (set once, before restore()).
  void setEngines(EnginePool* engines) { engines_ = engines; }
  EnginePool* engines() const override { return engines_; }
  AddressLimiter& chatLimiter() override { return chatLimiter_; }
  boost::asio::io_context& io() { return io_; }

 private:
  struct Unjoined {
    std::string address;  ///< "" for games restored from a previous run
    int64_t createdAt = 0;
  };
  /// A game against the computer created from an address: it counts against the address until
  /// it is finished, gone from memory, or a day old.
  struct ComputerGame {
    std::weak_ptr<Room> room;
    int64_t createdAt = 0;
  };
  void createAgainstComputer(GameRow row, const std::string& secret, int level,
                             const std::string& address,
                             std::function<void(Result<CreateAnswer>)> reply);
  /// Drops the games of `address` that no longer count and returns how many still do (mutex_).
  size_t computerGamesOf(const std::string& address, int64_t now);
  void sweep();
  void expireUnjoined(int64_t deadline);
  void forgetUnjoined(const std::string& id);  // under mutex_
  void purgeIfDue(int64_t now);
  void announceLiveIfDue(int64_t now);

  boost::asio::io_context& io_;
  Store& store_;
  const ServerOptions& options_;
  EnginePool* engines_ = nullptr;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<Room>> rooms_;
  std::unordered_map<std::string, Unjoined> unjoined_;
  std::unordered_map<std::string, size_t> unjoinedPerAddress_;
  std::unordered_map<std::string, std::vector<ComputerGame>> computerPerAddress_;
  size_t creating_ = 0;  ///< creations being written, counted against the total
  boost::asio::steady_timer sweepTimer_;
  ClusterBus* bus_ = nullptr;
  std::function<void(const GameOver&)> gameOver_;
  LiveGames live_;
  AddressLimiter chatLimiter_;
  bool stopped_ = false;
  int64_t nextPurge_ = 0;         ///< sweep thread only
  int64_t nextAnnouncement_ = 0;  ///< sweep thread only
};

}  // namespace renju::server
