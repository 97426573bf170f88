#pragma once
// Made-up rated play for the player pages' and leaderboards' benchmark (docs/performance.md,
// `renju players-gen`): many keys and many finished rated games between them, shaped like a real
// site's. A few keys play thousands of games and most play a few (the chance that a seat goes to
// key k falls as 1/sqrt(k)), each key has a hidden strength that decides its results, the speeds
// are mixed as on a game site, and the games end over the last year up to `now`, so the
// leaderboards (active in the last 30 days) are full. Game i depends only on the seed and i.
#include <cstdint>
#include <string>
#include <vector>

#include "store/store.h"

namespace renju::server {

struct PlayersGenOptions {
  uint64_t keys = 100000;
  uint64_t games = 1000000;
  uint64_t seed = 1;
  int64_t now = 0;  ///< server ms: the last game ends just before it
};

class PlayersGenerator {
 public:
  explicit PlayersGenerator(const PlayersGenOptions& options) : o_(options) {}

  /// The player key of key `index` (what a browser would hold); its hash is what the store keeps.
  static std::string keyOf(uint64_t index);
  /// The display name key `index` chose; every seventh key has none.
  static std::string nameOf(uint64_t index);

  /// The store units of games [first, first + count): for each game, its row, its end and its
  /// rating (store_op::CreateGame, SetStatus, RateGame), in the order they ended.
  std::vector<StoreOp> gameOps(uint64_t first, uint64_t count) const;
  /// store_op::SeePlayer for keys [first, first + count): each key's name.
  std::vector<StoreOp> playerOps(uint64_t first, uint64_t count) const;

 private:
  struct Plan {
    uint64_t opener = 0;
    uint64_t other = 0;
    int speed = 0;           ///< index into the presets
    double openerScore = 0;  ///< 1, 0.5 or 0
    int64_t endedAt = 0;
    int moves = 0;
  };
  Plan plan(uint64_t index) const;
  uint64_t pickKey(uint64_t& state) const;

  PlayersGenOptions o_;
};

}  // namespace renju::server
