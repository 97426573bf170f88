#pragma once
// "My games" (issue 10, docs/lobby.md): `GET /api/my-games` lists the games whose seat was taken
// with the request's player key, those being played first with the ones where it is this
// player's turn on top, then finished ones newest first with their results. Whose turn and the
// result come from replaying each stored log through the rules library, the same replay that
// restores a room: the server has no rules of its own.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/http_types.h"
#include "store/store.h"

namespace renju::server {

/// The most games one answer lists.
constexpr size_t MY_GAMES_LIMIT = 100;

/// One entry of the list for the player whose key hash is `keyHash` (docs/api.md): id, settings,
/// seat, colour, opponent, status, yourTurn, result, moves, lastMoveAt. nullopt when the game is
/// not this player's or its stored settings or log do not replay (it is then left out; the
/// game's own page reports the damage).
std::optional<nlohmann::json> myGameEntry(const PlayerGame& game, const std::string& keyHash);

/// The entries of `games` in the order of the page: waiting and playing games first, those
/// where it is the player's turn on top, each part by its last move, newest first.
nlohmann::json myGamesList(const std::vector<PlayerGame>& games, const std::string& keyHash);

/// Answers `GET /api/my-games` from `store`.
class MyGamesApi {
 public:
  explicit MyGamesApi(Store& store) : store_(store) {}
  void handle(const HttpRequest& request, Respond respond);

 private:
  Store& store_;
};

}  // namespace renju::server
