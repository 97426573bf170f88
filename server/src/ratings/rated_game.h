#pragma once
// One rated game and what it does to both keys' ratings (docs/ratings.md): the time growth of the
// deviation, the pair limit's verdict and the shield of established ratings. Pure, so that the
// live update in the store and `renju ratings --recompute` run the same code and give the same
// numbers.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "ratings/glicko2.h"
#include "ratings/speed.h"

namespace renju::server::ratings {

/// A rating is provisional while its deviation is above this (lichess' threshold).
inline constexpr double PROVISIONAL_DEVIATION = 110;
/// At most this many counted games between the same two keys in any PAIR_WINDOW_MS.
inline constexpr int PAIR_GAMES_PER_WINDOW = 3;
inline constexpr int64_t PAIR_WINDOW_MS = 24LL * 3600 * 1000;
/// One idle rating period: the deviation grows by one period's volatility per day.
inline constexpr int64_t PERIOD_MS = 24LL * 3600 * 1000;

/// Why a rated game counted for nobody.
inline constexpr std::string_view PAIR_LIMIT = "pair-limit";

/// A key's rating at one speed, with its record.
struct Standing {
  Rating rating;
  int64_t games = 0;
  int64_t wins = 0;
  int64_t draws = 0;
  int64_t losses = 0;
  int64_t lastRatedAt = 0;  ///< server ms of its last counted game at this speed; 0 = none
};

/// A rated game as the unit of its end stores it. Arrays are by seat (0 = opener, 1 = other).
struct RatedGame {
  std::string gameId;
  Speed speed = Speed::BLITZ;
  std::array<std::string, 2> keys;  ///< the player key hashes the seats were taken with
  double openerScore = 0;           ///< 1 the opener won, 0.5 a draw, 0 the other won
  int64_t endedAt = 0;              ///< server ms
};

/// What a rated game did. `before` is each key's standing at the game's end (the deviation grown
/// by the time since its last game), `after` the same after it; equal when it did not count.
struct GameOutcome {
  bool counted = false;
  std::string_view reason;  ///< "" when it counted, else PAIR_LIMIT
  std::array<Standing, 2> before;
  std::array<Standing, 2> after;
};

bool provisional(const Rating& r);

/// The standing `s` as it is at `at`: its deviation grown by the periods since its last game.
Standing standingAt(const Standing& s, int64_t at, const Glicko2Config& config = {});

/// The outcome of `game` for the keys' stored standings (by seat); `pairGames` is how many
/// counted games the two keys had with each other in the PAIR_WINDOW_MS before it ended.
GameOutcome rateGame(const RatedGame& game, const std::array<Standing, 2>& stored, int pairGames,
                     const Glicko2Config& config = {});

}  // namespace renju::server::ratings
