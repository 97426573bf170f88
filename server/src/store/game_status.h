#pragma once
// A game's status as the server knows it: the rules library knows only playing and finished;
// the server adds the time before the second player joins and the end of a game never joined.
#include <cstdint>
#include <optional>
#include <string_view>

namespace renju::server {

/// Stored by name, never by number (store rows hold the name): the order carries no meaning.
enum class GameStatus : uint8_t { WAITING, PLAYING, FINISHED, EXPIRED };

/// "waiting", "playing", "finished", "expired": the names of the API and of store rows.
std::string_view toString(GameStatus s);
std::optional<GameStatus> gameStatusFromString(std::string_view name);

}  // namespace renju::server
