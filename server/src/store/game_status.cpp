#include "store/game_status.h"

#include <array>
#include <utility>

namespace renju::server {

namespace {

constexpr std::array<std::pair<GameStatus, std::string_view>, 4> NAMES = {{
    {GameStatus::WAITING, "waiting"},
    {GameStatus::PLAYING, "playing"},
    {GameStatus::FINISHED, "finished"},
    {GameStatus::EXPIRED, "expired"},
}};

}  // namespace

std::string_view toString(GameStatus s) {
  for (const auto& [status, name] : NAMES)
    if (status == s) return name;
  return "unknown";
}

std::optional<GameStatus> gameStatusFromString(std::string_view name) {
  for (const auto& [status, n] : NAMES)
    if (n == name) return status;
  return std::nullopt;
}

}  // namespace renju::server
