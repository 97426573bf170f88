#pragma once
// What a room needs of the place that holds every game in memory (lobby/lobby.h implements it):
// the room sits below the lobby, so it names this interface instead of the lobby itself.
#include <array>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "game.h"

namespace renju::server {

class AddressLimiter;
class EnginePool;
class LiveGames;
class Room;

/// How an event's game ended (settings "event"), told once its end is durable, and again when asked
/// (Room::reportOver): the event's host takes the first telling that it has not recorded.
struct GameOver {
  std::string id;
  std::string event;
  std::optional<Seat> winner;     ///< nullopt: a draw, or no result when `aborted`
  bool aborted = false;           ///< ended without a result
  bool abandoned = false;         ///< won by a claim: the loser was away (reason "abandon")
  std::array<bool, 2> moved{};    ///< by Seat: made a move of his own
  std::array<int, 2> stones{};    ///< by Seat: stones he placed himself
  std::array<bool, 2> berserk{};  ///< by Seat: berserked (an arena's game, Room::berserk)
  int64_t endedAt = 0;
};

class RoomHost {
 public:
  /// The engine pool computer seats think on; nullptr when the computer is off.
  virtual EnginePool* engines() const = 0;
  /// The public games being played here (live.h): rooms put and remove theirs.
  virtual LiveGames& live() = 0;
  /// The spectators' chat cap per client address, shared by every game here (--chat-rate-ip).
  virtual AddressLimiter& chatLimiter() = 0;
  /// Registers a room made elsewhere (a rematch) and starts it.
  virtual void add(std::shared_ptr<Room> room) = 0;
  /// The second seat of `id` was taken: it no longer counts against its creator's address.
  virtual void joined(const std::string& id) = 0;
  /// Forgets `room` (fenced off by the store); the next lookup of its id loads it again.
  virtual void drop(const std::shared_ptr<Room>& room) = 0;
  /// Spectators of `id` on the other nodes (0 on a single node).
  virtual size_t remoteSpectators(const std::string& id) const = 0;
  /// Tells the other nodes how many spectators `id` has here.
  virtual void publishSpectators(const std::string& id, size_t count) = 0;
  /// An event's game ended (durable): its event is told. Called on the room's strand.
  virtual void gameOver(const GameOver& over) = 0;

 protected:
  ~RoomHost() = default;
};

}  // namespace renju::server
