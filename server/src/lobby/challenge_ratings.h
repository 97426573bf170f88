#pragma once
// The ratings side of open challenges (docs/lobby.md, "Rating range", "Quick pairing by
// rating"): the speed a challenge is rated at, a key's rating there as the lobby shows it, and
// the `ratingRange` of a create request. The choice among waiting challenges is pairing.h's.
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "game/game_settings.h"
#include "lobby/pairing.h"
#include "ratings/speed.h"
#include "result.h"
#include "store/store.h"

namespace renju::server {

/// A key's rating at one speed, rounded, as the lobby shows it: 1500 and provisional for a key
/// that has none there.
struct LobbyRating {
  int value = 1500;
  bool provisional = true;
  friend bool operator==(const LobbyRating&, const LobbyRating&) = default;
};

/// The speed a game of these settings is rated at; nullopt without a clock.
std::optional<ratings::Speed> speedOf(const GameSettings& settings);
/// The same for a settings JSON as challenges keep it; nullopt without a clock or when it does
/// not read.
std::optional<ratings::Speed> speedOfSettingsJson(const std::string& settingsJson);
/// Whether a settings JSON says `"rated": true`.
bool ratedSettingsJson(const std::string& settingsJson);

/// The rating of the key `keyHash` at `speed` (one store read).
Result<LobbyRating> lobbyRating(Store& store, const std::string& keyHash, ratings::Speed speed);

/// The `ratingRange` of a create request: nullopt when absent or null; `bad-request` when it is
/// not {"min": int, "max": int} with 0 < min <= max <= 4000, or when the challenge is not rated.
Result<std::optional<RatingRange>> ratingRangeFrom(const nlohmann::json& body, bool rated);

}  // namespace renju::server
