#include "game/presence.h"

#include <algorithm>
#include <cassert>

namespace renju::server {

void Presence::arrived(std::optional<Seat> seat) {
  if (seat)
    seatSockets_[static_cast<size_t>(*seat)] += 1;
  else
    spectators_ += 1;
}

bool Presence::left(std::optional<Seat> seat) {
  if (!seat) {
    assert(spectators_ > 0);
    spectators_ -= 1;
    return false;
  }
  size_t& n = seatSockets_[static_cast<size_t>(*seat)];
  assert(n > 0);
  n -= 1;
  return n == 0;
}

std::optional<size_t> Presence::toPublish(bool dropped) {
  if (dropped || spectators_ == published_) return std::nullopt;
  published_ = spectators_;
  return published_;
}

bool Presence::unpublish() {
  bool heard = published_ != 0;
  published_ = 0;
  return heard;
}

std::optional<Presence::Clock::time_point> Presence::schedule(Clock::time_point now,
                                                              Clock::duration interval) {
  if (pending_) return std::nullopt;
  pending_ = true;
  return std::max(sentAt_ + interval, now);
}

}  // namespace renju::server
