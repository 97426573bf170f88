#include "game/fischer_clock.h"

#include <algorithm>

namespace renju::server {

FischerClock::FischerClock(ClockSettings settings)
    : settings_(settings), remaining_{settings.initialMs, settings.initialMs} {}

FischerClock::FischerClock(ClockSettings settings, int64_t remainingOpener, int64_t remainingOther)
    : settings_(settings), remaining_{remainingOpener, remainingOther} {}

int64_t FischerClock::remainingAt(Seat s, int64_t now) const {
  int64_t r = remaining_[index(s)];
  if (running_ == s && now > since_) r -= now - since_;
  return std::max<int64_t>(r, 0);
}

std::optional<int64_t> FischerClock::flagAt() const {
  if (!running_) return std::nullopt;
  return since_ + std::max<int64_t>(remaining_[index(*running_)], 0);
}

void FischerClock::charge(int64_t now) {
  if (running_ && now > since_) {
    int64_t& r = remaining_[index(*running_)];
    r = std::max<int64_t>(r - (now - since_), 0);
  }
  if (now > since_ || !running_) since_ = now;
}

void FischerClock::runFor(std::optional<Seat> seat, int64_t now) {
  charge(now);
  running_ = seat;
  since_ = now;
}

}  // namespace renju::server
