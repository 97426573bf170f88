#pragma once
// What the room's files share and nobody else needs: the room is one class written in several
// files (room.cpp, room_actions.cpp, room_sockets.cpp, room_rematch.cpp, room_computer.cpp,
// room_maintenance.cpp, room_chat.cpp, room_publish.cpp).
#include <nlohmann/json.hpp>

#include "base/errors.h"
#include "game/protocol.h"
#include "game/room.h"
#include "ops/metrics.h"

namespace renju::server::room_internal {

inline size_t seatIndex(Seat s) {
  return static_cast<size_t>(s);
}

inline Error unavailable() {
  return serverError(ErrorCode::UNAVAILABLE, "the game store failed; the server is stopping");
}

inline Error movedError() {
  return serverError(ErrorCode::MOVED, "this game is now served elsewhere; connect again");
}

// Every error a socket is sent passes here, so that /metrics counts it by code.
inline Message errorFrame(const nlohmann::json& id, const Error& e) {
  metrics().error(e.code);
  return std::make_shared<const std::string>(errorMessage(id, e));
}

// What an event's game refuses (docs/tournaments.md): an abort would let either player void a
// board, and the pairing, not the players, decides who meets again.
inline bool eventRefuses(const RequestedAction& requested) {
  if (std::holds_alternative<RematchRequest>(requested)) return true;
  const auto* rules = std::get_if<RulesAction>(&requested);
  return rules && rules->action.type == ActionType::ABORT;
}

}  // namespace renju::server::room_internal
