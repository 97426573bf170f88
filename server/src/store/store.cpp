#include "store/store.h"

#include <stdexcept>

namespace renju::server {

std::optional<Seat> seatFromColumn(int64_t v) {
  if (v == -1) return std::nullopt;
  if (v == 0) return Seat::OPENER;
  if (v == 1) return Seat::OTHER;
  throw std::runtime_error("a stored seat is " + std::to_string(v));
}

GameStatus statusFromColumn(std::string_view name) {
  if (auto s = gameStatusFromString(name)) return *s;
  throw std::runtime_error("a stored status is '" + std::string(name) + "'");
}

}  // namespace renju::server
