#pragma once
// What a game room sends: the JSON of the public state (docs/api.md), of its events, presence,
// rematch and redirects, built from plain facts the room hands over. Pure: no strand, no store,
// no clock reading (the time is a parameter), so each view is tested on its own
// (tests/server/room_views_test.cpp).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game.h"
#include "game/fischer_clock.h"
#include "store/game_status.h"
#include "store/store.h"

namespace renju::server {

/// One seat as presence shows it.
struct SeatPresence {
  bool joined = false;
  bool connected = false;
  std::optional<int64_t> claimAt;  ///< when the opponent may claim, while the seat is away
};
using SeatsPresence = std::array<SeatPresence, 2>;  ///< by Seat

/// The computer's seat and level, when it plays.
struct ComputerFacts {
  Seat seat = Seat::OTHER;
  int level = 1;
};

/// Everything the public state shows (docs/api.md, GET /api/games/{id}).
struct GameFacts {
  std::string_view id;
  const GameConfig& config;
  const GameState& state;
  int64_t version = 0;
  GameStatus status = GameStatus::WAITING;
  const std::optional<FischerClock>& clock;
  SeatsPresence seats;
  size_t spectators = 0;
  std::array<bool, 2> rematchWanted{};
  std::string_view nextId;
  bool isPublic = false;                ///< listed in the archive when it ends
  std::array<bool, 2> publishWanted{};  ///< by Seat: agreed to publish a private game
  std::optional<ComputerFacts> computer;
  int64_t createdAt = 0;
  bool rated = false;  ///< counts for the ratings (docs/ratings.md)
  nlohmann::json ratings =
      nullptr;  ///< ratingView of a finished rated game; null before or without
  /// By Seat: the display name and public id of the key the seat was taken with ("" for none).
  std::array<std::string, 2> names{};
  std::array<std::string, 2> publicIds{};
  /// The tournament this game is a board of ("" for none).
  std::string_view event = {};
  /// An arena's game: whether its arena allows berserk and each seat's berserk (berserkView);
  /// null for every other game.
  nlohmann::json berserk = nullptr;
};

/// "opener", "other" or null.
nlohmann::json seatName(std::optional<Seat> s);
/// The disconnection grace before the opponent may claim: the full --grace from a 15+5-like game
/// on, scaled down to a quarter of it for short games (lichess' idea).
int64_t claimGraceMs(const std::optional<ClockSettings>& clock, double graceSeconds);

nlohmann::json clockView(const std::optional<FischerClock>& clock, GameStatus status);
/// The seats with their colour, presence, and the name and public id of the key each was taken
/// with (null for none).
nlohmann::json seatsView(const GameState& state, const SeatsPresence& seats,
                         const std::array<std::string, 2>& names = {},
                         const std::array<std::string, 2>& publicIds = {});
nlohmann::json presenceView(size_t spectators, const SeatsPresence& seats);
nlohmann::json rematchView(const std::array<bool, 2>& wanted, std::string_view nextId);
/// Whether the game is (or will be, once over) in the archive, and each seat's agreement to
/// publish it: a private game is public once both agreed.
nlohmann::json publishView(bool isPublic, const std::array<bool, 2>& wanted);
/// An arena's game: `{"allowed": bool, "opener": {"berserk": bool, "can": bool}, "other": ...}`:
/// whether the arena allows berserk, and by seat whether it berserked and whether it may now.
nlohmann::json berserkView(bool allowed, const std::array<bool, 2>& berserked,
                           const std::array<bool, 2>& can);
/// The public state for `you` (null for a spectator) at server time `now`; `game` is the rules
/// library's state JSON (the room caches it between changes).
nlohmann::json gameView(const GameFacts& facts, std::optional<Seat> you, int64_t now,
                        const nlohmann::json& game);
/// What a finished rated game did (docs/api.md, "ratings"): its speed, whether it counted
/// (else why not), and by seat the rating before and after, the change, the deviation after
/// and whether the rating is provisional. Ratings are rounded to whole points.
nlohmann::json ratingView(const GameRatingRow& row);
/// The whole `event` frame of `version`: the action, what it caused, and the state after it
/// without its moves (they follow from the events, and they are what grows with the game). Sent
/// to every socket of the game for every action, so it is written straight into one string, with
/// no JSON tree (game_json_writer.h); members in key order, as the other views dump theirs.
std::string eventMessage(int64_t version, const Action& action, const std::vector<Event>& events,
                         GameStatus status, const std::optional<FischerClock>& clock,
                         const GameState& state, const nlohmann::json* ratings = nullptr,
                         const nlohmann::json* berserk = nullptr);
/// The `ack` frame of an action: the client's id as it sent it, and the version it became.
std::string ackMessage(const nlohmann::json& id, int64_t version);
nlohmann::json welcomeView(std::string_view id, std::optional<Seat> you, int64_t version,
                           int64_t now);
/// Where the rematch is played; a player's socket is given its secret (it keeps it there).
nlohmann::json redirectView(std::string_view nextId, const std::string* secret);

}  // namespace renju::server
