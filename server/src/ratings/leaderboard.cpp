#include "ratings/leaderboard.h"

#include <algorithm>

namespace renju::server::ratings {

bool onLeaderboard(const Standing& s, int64_t now) {
  return s.games > 0 && !provisional(s.rating) && s.lastRatedAt >= now - LEADERBOARD_ACTIVE_MS;
}

std::vector<LeaderboardEntry> rankLeaderboard(std::vector<LeaderboardEntry> candidates,
                                              int64_t now) {
  std::erase_if(candidates,
                [now](const LeaderboardEntry& e) { return !onLeaderboard(e.standing, now); });
  std::sort(candidates.begin(), candidates.end(),
            [](const LeaderboardEntry& a, const LeaderboardEntry& b) {
              if (a.standing.rating.rating != b.standing.rating.rating)
                return a.standing.rating.rating > b.standing.rating.rating;
              return a.publicId < b.publicId;
            });
  if (candidates.size() > LEADERBOARD_SIZE) candidates.resize(LEADERBOARD_SIZE);
  return candidates;
}

}  // namespace renju::server::ratings
