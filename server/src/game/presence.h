#pragma once
// Who is at a game, and when to tell: the sockets per seat and the spectators, and the
// coalescing that sends at most one `presence` per game per interval however many sockets come
// and go (1,200 spectators arriving one by one once cost 1,200 x 1,200 messages). Pure: the room
// reports arrivals and departures and runs the timer this piece asks for.
#include <array>
#include <chrono>
#include <cstddef>
#include <optional>

#include "game.h"

namespace renju::server {

class Presence {
 public:
  using Clock = std::chrono::steady_clock;

  /// A socket arrived, holding `seat` or watching (nullopt).
  void arrived(std::optional<Seat> seat);
  /// A socket left; true when it was the last socket of its seat (the seat is away from now).
  bool left(std::optional<Seat> seat);
  size_t sockets(Seat s) const { return seatSockets_[static_cast<size_t>(s)]; }
  size_t spectators() const { return spectators_; }

  /// The spectator count the other nodes of a cluster must hear, when it changed since they last
  /// did (nothing after the game was dropped here: its sockets are leaving for another node).
  std::optional<size_t> toPublish(bool dropped);
  /// The game is dropped here: true when the other nodes heard a count that must be cleared.
  bool unpublish();

  /// A change to tell: when the next coalesced update is due, or nullopt when one is already
  /// scheduled (this change rides along with it).
  std::optional<Clock::time_point> schedule(Clock::time_point now, Clock::duration interval);
  /// The scheduled update ran (or was cancelled): the next change schedules a new one.
  void fired() { pending_ = false; }
  /// An update was sent at `now`: the next one waits a whole interval after it.
  void sent(Clock::time_point now) { sentAt_ = now; }

 private:
  std::array<size_t, 2> seatSockets_{};
  size_t spectators_ = 0;
  size_t published_ = 0;
  bool pending_ = false;
  Clock::time_point sentAt_{};
};

}  // namespace renju::server
