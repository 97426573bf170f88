#include "lobby/pairing.h"

#include <cstdlib>
#include <tuple>

namespace renju::server {

bool validRatingRange(const RatingRange& range) {
  return range.min > 0 && range.min <= range.max && range.max <= RATING_RANGE_MAX;
}

bool admits(const std::optional<RatingRange>& range, int rating) {
  return !range || (rating >= range->min && rating <= range->max);
}

std::optional<int> pairingWindow(int64_t waitedMs) {
  if (waitedMs >= PAIRING_UNLIMITED_FROM_MS) return std::nullopt;
  if (waitedMs < PAIRING_WIDEN_FROM_MS) return PAIRING_WINDOW_START;
  auto steps = static_cast<int>((waitedMs - PAIRING_WIDEN_FROM_MS) / PAIRING_STEP_MS);
  return PAIRING_WINDOW_START + PAIRING_WINDOW_STEP * steps;
}

std::optional<std::string> nearestChallenge(const std::vector<PairingCandidate>& candidates,
                                            int callerRating, int64_t now) {
  const PairingCandidate* best = nullptr;
  auto key = [callerRating](const PairingCandidate& c) {
    return std::tuple(std::abs(c.rating - callerRating), c.createdAt, c.id);
  };
  for (const PairingCandidate& c : candidates) {
    if (!admits(c.range, callerRating)) continue;
    std::optional<int> window = pairingWindow(now - c.createdAt);
    if (window && std::abs(c.rating - callerRating) > *window) continue;
    if (!best || key(c) < key(*best)) best = &c;
  }
  if (!best) return std::nullopt;
  return best->id;
}

}  // namespace renju::server
