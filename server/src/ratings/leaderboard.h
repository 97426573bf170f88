#pragma once
// Who is on a speed's leaderboard (docs/ratings.md, "Player pages and leaderboards"): keys whose
// rating is established and who played rated at that speed lately, best first. The stores read
// the candidates with the same bounds; this is the rule itself, applied to what they read.
#include <cstdint>
#include <string>
#include <vector>

#include "ratings/rated_game.h"

namespace renju::server::ratings {

inline constexpr size_t LEADERBOARD_SIZE = 100;
/// A key whose last rated game at the speed ended longer ago than this is left off.
inline constexpr int64_t LEADERBOARD_ACTIVE_MS = 30LL * 24 * 3600 * 1000;

struct LeaderboardEntry {
  std::string keyHash;
  std::string publicId;
  std::string name;  ///< "" without a display name
  Standing standing;
};

/// Whether a key standing at `s` belongs on the leaderboard at `now` (server ms): not provisional
/// (deviation at most PROVISIONAL_DEVIATION, as stored after its last game) and its last rated
/// game within LEADERBOARD_ACTIVE_MS.
bool onLeaderboard(const Standing& s, int64_t now);

/// The leaderboard made of `candidates` at `now`: those on it, by rating descending (unrounded),
/// equal ratings by public id, the first LEADERBOARD_SIZE.
std::vector<LeaderboardEntry> rankLeaderboard(std::vector<LeaderboardEntry> candidates,
                                              int64_t now);

}  // namespace renju::server::ratings
