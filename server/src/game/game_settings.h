#pragma once
// What the server remembers about a game that is not part of the rules: the clock and whether the
// game is public or rated. Stored as the game row's settings JSON (docs/api.md): the rules
// library's config with "clock" and, for a public game, "public": true, for a rated one "rated":
// true (docs/ratings.md), for an event's game "event": its id, for an arena's game "berserk":
// whether its arena allows berserk.
#include <optional>

#include <nlohmann/json.hpp>

#include "game.h"
#include "game/fischer_clock.h"
#include "game/protocol.h"
#include "result.h"

namespace renju::server {

struct GameSettings {
  GameConfig config;
  std::optional<ClockSettings> clock;
  /// Created from a public open challenge: archived when it ends (docs/archive.md).
  bool isPublic = false;
  /// Counts for the players' ratings when it ends (docs/ratings.md, "Which games are rated").
  bool rated = false;
  /// The tournament this game is a board of (docs/tournaments.md), "" for none: no abort, no
  /// rematch, and its end is reported to the event (RoomHost::gameOver).
  std::string event = {};
  /// An arena's game (docs/tournaments.md, "Berserk"): whether its arena lets a player berserk;
  /// nullopt for every other game. Stored as "berserk": true or false.
  std::optional<bool> berserk = {};
};
/// The clock a create request asks for; a correspondence day lasts `dayMs` (a day, shorter in
/// tests: --correspondence-day-seconds).
std::optional<ClockSettings> clockOf(const CreateRequest& request, int64_t dayMs);
nlohmann::json settingsToJson(const GameSettings& s);
/// Errors: bad-settings (not an object), or the rules library's code for a bad config.
Result<GameSettings> settingsFromJson(const nlohmann::json& j);

}  // namespace renju::server
