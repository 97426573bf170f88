#pragma once
// The server's one error model: every error it makes is a named code with a stable wire string
// (the `error` field of HTTP answers and socket `error` frames, docs/api.md) and an HTTP status,
// all in one table (errors.cpp). Errors travel as the rules library's `Error` value, so codes
// of the rules (`occupied`, `not-your-turn`, ...) pass through unchanged and answer 409.
#include <cstdint>
#include <string>
#include <string_view>

#include "result.h"

namespace renju::server {

/// Meaning is by name only: the table in errors.cpp is checked at compile time to list every
/// enumerator once, in this order.
enum class ErrorCode : uint8_t {
  BAD_JSON,
  BAD_REQUEST,
  UNKNOWN_ACTION,
  BAD_CONFIG,
  BAD_NAME,
  CHAT_EMPTY,
  CHAT_TOO_LONG,
  BAD_ROUND,
  BAD_PAIRING,
  NO_SEAT,
  NO_PLAYER,
  NOT_A_SEAT,
  NOT_YOUR_CHALLENGE,
  NOT_ORGANISER,
  OUT_OF_RANGE,
  CHAT_NOT_ALLOWED,
  BAD_INVITE,
  REMOVED_ENTRANT,
  UNKNOWN_GAME,
  UNKNOWN_CHALLENGE,
  UNKNOWN_EVENT,
  UNKNOWN_PLAYER,
  NOT_FOUND,
  METHOD_NOT_ALLOWED,
  INVITE_USED,
  OWN_CHALLENGE,
  NOT_STARTED,
  GAME_OVER,
  OPPONENT_PRESENT,
  NO_CLAIM,
  REMATCH_EXISTS,
  NOT_FINISHED,
  SPECTATOR,
  NO_HELLO,
  UNKNOWN_MESSAGE,
  BAD_LOG,
  BAD_SETTINGS,
  EVENT_STARTED,
  EVENT_OVER,
  EVENT_GAME,
  NO_BERSERK,
  EVENT_FULL,
  ALREADY_ENTERED,
  NOT_ENTERED,
  TOO_FEW_PLAYERS,
  EVENT_NOT_RUNNING,
  ROUND_NOT_FINISHED,
  EXPIRED,
  TOO_LARGE,
  RATE_LIMITED,
  TOO_MANY_GAMES,
  TOO_MANY_COMPUTER_GAMES,
  TOO_MUCH_ANALYSIS,
  TOO_MANY_CHALLENGES,
  TOO_MANY_CONNECTIONS,
  TOO_MANY_SOCKETS,
  CHAT_RATE,
  SERVER_FULL,
  UNAVAILABLE,
  BUSY,
  MOVED,
};

/// The stable wire string ("bad-json", "unavailable", ...).
std::string_view wireCode(ErrorCode code);
/// The HTTP status that answers `code`.
int httpStatus(ErrorCode code);
/// The HTTP status for an error's wire code: the table's, else 409 (a refusal of the rules).
int httpStatus(std::string_view wire);

/// An error of the server with its named code.
Error serverError(ErrorCode code, std::string message);
/// `serverError(ErrorCode::BAD_REQUEST, message)`: the request's own fault.
Error badRequest(std::string message);
/// Whether `e` carries `code`.
bool is(const Error& e, ErrorCode code);

}  // namespace renju::server
