#pragma once
// Pairing by rating (docs/lobby.md, "Rating range" and "Quick pairing by rating"): a rated
// challenge's range, the window of rating difference a waiting challenge accepts, and the choice
// of the nearest rating among the challenges that admit a caller. Pure, unit-tested on its own.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace renju::server {

/// A challenge's rating range: absolute whole ratings, 0 < min <= max <= RATING_RANGE_MAX.
struct RatingRange {
  int min = 0;
  int max = 0;
  friend bool operator==(const RatingRange&, const RatingRange&) = default;
};
inline constexpr int RATING_RANGE_MAX = 4000;

/// Whether `range` is one a challenge may carry.
bool validRatingRange(const RatingRange& range);
/// Whether a player rated `rating` (rounded) may take a challenge with `range` (none admits all).
bool admits(const std::optional<RatingRange>& range, int rating);

/// The window starts at 100 points, grows by 50 per 5 s from 10 s of waiting on, and is gone
/// (no limit) from 60 s.
inline constexpr int PAIRING_WINDOW_START = 100;
inline constexpr int PAIRING_WINDOW_STEP = 50;
inline constexpr int64_t PAIRING_WIDEN_FROM_MS = 10'000;
inline constexpr int64_t PAIRING_STEP_MS = 5'000;
inline constexpr int64_t PAIRING_UNLIMITED_FROM_MS = 60'000;

/// The largest rating difference a challenge that has waited `waitedMs` accepts; nullopt for no
/// limit.
std::optional<int> pairingWindow(int64_t waitedMs);

/// A waiting rated challenge as quick pairing sees it.
struct PairingCandidate {
  std::string id;
  int rating = 0;  ///< its creator's rating at its speed, rounded
  std::optional<RatingRange> range;
  int64_t createdAt = 0;  ///< server ms
};

/// The challenge quick pairing gives a caller rated `callerRating` at `now`: among those whose
/// range admits the caller and whose window holds the difference, the nearest rating, equal
/// distances to the oldest (then the smallest id). nullopt when none qualifies.
std::optional<std::string> nearestChallenge(const std::vector<PairingCandidate>& candidates,
                                            int callerRating, int64_t now);

}  // namespace renju::server
