#pragma once
// Which rating a game counts for. One rating per speed and none per opening rule: the rule
// changes the opening, not the player. A clocked game's speed is its estimated duration for one
// side, initial time + 40 x increment (forty moves each), as the big game sites count it.
#include <cstdint>
#include <optional>
#include <string_view>

namespace renju::server::ratings {

enum class Speed : uint8_t { BULLET, BLITZ, RAPID, CLASSICAL, CORRESPONDENCE };

inline constexpr Speed ALL_SPEEDS[] = {Speed::BULLET, Speed::BLITZ, Speed::RAPID, Speed::CLASSICAL,
                                       Speed::CORRESPONDENCE};

/// The estimated durations where one speed ends and the next begins, in seconds: under 3 minutes
/// bullet, under 8 blitz, under 25 rapid, classical from 25.
inline constexpr int64_t BLITZ_FROM_S = 3 * 60;
inline constexpr int64_t RAPID_FROM_S = 8 * 60;
inline constexpr int64_t CLASSICAL_FROM_S = 25 * 60;

/// The speed of a Fischer clock (`initial` and `increment` in seconds).
Speed speedOfClock(int64_t initialSeconds, int64_t incrementSeconds);

/// The stable name of a speed, as stored and sent ("bullet", ..., "correspondence").
std::string_view speedName(Speed speed);
std::optional<Speed> speedFromName(std::string_view name);

}  // namespace renju::server::ratings
