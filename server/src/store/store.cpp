#include "store/store.h"

namespace renju::server {

namespace {
constexpr const char* CONFLICT_CODE = "store-conflict";
}  // namespace

Error storeError(std::string message) {
  return serverError(ErrorCode::UNAVAILABLE, std::move(message));
}

Error conflictError(std::string message) {
  return makeError(CONFLICT_CODE, std::move(message));
}

bool isConflict(const Error& e) {
  return e.code == CONFLICT_CODE;
}

Result<std::optional<Seat>> seatFromColumn(int64_t v) {
  if (v == -1) return std::optional<Seat>{};
  if (v == 0) return std::optional<Seat>{Seat::OPENER};
  if (v == 1) return std::optional<Seat>{Seat::OTHER};
  return storeError("a stored seat is " + std::to_string(v));
}

Result<GameStatus> statusFromColumn(std::string_view name) {
  if (auto s = gameStatusFromString(name)) return *s;
  return storeError("a stored status is '" + std::string(name) + "'");
}

}  // namespace renju::server
