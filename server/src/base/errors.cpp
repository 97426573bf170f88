#include "base/errors.h"

#include <array>

namespace renju::server {

namespace {

struct Entry {
  ErrorCode code;
  std::string_view wire;
  int status;
};

constexpr std::array TABLE = {
    Entry{ErrorCode::BAD_JSON, "bad-json", 400},
    Entry{ErrorCode::BAD_REQUEST, "bad-request", 400},
    Entry{ErrorCode::UNKNOWN_ACTION, "unknown-action", 400},
    Entry{ErrorCode::BAD_CONFIG, "bad-config", 400},
    Entry{ErrorCode::BAD_NAME, "bad-name", 400},
    Entry{ErrorCode::CHAT_EMPTY, "chat-empty", 400},
    Entry{ErrorCode::CHAT_TOO_LONG, "chat-too-long", 400},
    Entry{ErrorCode::BAD_ROUND, "bad-round", 400},
    Entry{ErrorCode::BAD_PAIRING, "bad-pairing", 400},
    Entry{ErrorCode::NO_SEAT, "no-seat", 401},
    Entry{ErrorCode::NO_PLAYER, "no-player", 401},
    Entry{ErrorCode::NOT_A_SEAT, "not-a-seat", 403},
    Entry{ErrorCode::NOT_YOUR_CHALLENGE, "not-your-challenge", 403},
    Entry{ErrorCode::NOT_ORGANISER, "not-organiser", 403},
    Entry{ErrorCode::OUT_OF_RANGE, "out-of-range", 403},
    Entry{ErrorCode::CHAT_NOT_ALLOWED, "chat-not-allowed", 403},
    Entry{ErrorCode::BAD_INVITE, "bad-invite", 403},
    Entry{ErrorCode::REMOVED_ENTRANT, "removed", 403},
    Entry{ErrorCode::UNKNOWN_GAME, "unknown-game", 404},
    Entry{ErrorCode::UNKNOWN_CHALLENGE, "unknown-challenge", 404},
    Entry{ErrorCode::UNKNOWN_EVENT, "unknown-event", 404},
    Entry{ErrorCode::UNKNOWN_PLAYER, "unknown-player", 404},
    Entry{ErrorCode::NOT_FOUND, "not-found", 404},
    Entry{ErrorCode::METHOD_NOT_ALLOWED, "method-not-allowed", 405},
    Entry{ErrorCode::INVITE_USED, "invite-used", 409},
    Entry{ErrorCode::OWN_CHALLENGE, "own-challenge", 409},
    Entry{ErrorCode::NOT_STARTED, "not-started", 409},
    Entry{ErrorCode::GAME_OVER, "game-over", 409},
    Entry{ErrorCode::OPPONENT_PRESENT, "opponent-present", 409},
    Entry{ErrorCode::NO_CLAIM, "no-claim", 409},
    Entry{ErrorCode::REMATCH_EXISTS, "rematch-exists", 409},
    Entry{ErrorCode::NOT_FINISHED, "not-finished", 409},
    Entry{ErrorCode::SPECTATOR, "spectator", 409},
    Entry{ErrorCode::NO_HELLO, "no-hello", 409},
    Entry{ErrorCode::UNKNOWN_MESSAGE, "unknown-message", 409},
    Entry{ErrorCode::BAD_LOG, "bad-log", 409},
    Entry{ErrorCode::BAD_SETTINGS, "bad-settings", 409},
    Entry{ErrorCode::EVENT_STARTED, "event-started", 409},
    Entry{ErrorCode::EVENT_OVER, "event-over", 409},
    Entry{ErrorCode::EVENT_GAME, "event-game", 409},
    Entry{ErrorCode::NO_BERSERK, "no-berserk", 409},
    Entry{ErrorCode::EVENT_FULL, "event-full", 409},
    Entry{ErrorCode::ALREADY_ENTERED, "already-entered", 409},
    Entry{ErrorCode::NOT_ENTERED, "not-entered", 409},
    Entry{ErrorCode::TOO_FEW_PLAYERS, "too-few-players", 409},
    Entry{ErrorCode::EVENT_NOT_RUNNING, "event-not-running", 409},
    Entry{ErrorCode::ROUND_NOT_FINISHED, "round-not-finished", 409},
    Entry{ErrorCode::EXPIRED, "expired", 410},
    Entry{ErrorCode::TOO_LARGE, "too-large", 413},
    Entry{ErrorCode::RATE_LIMITED, "rate-limited", 429},
    Entry{ErrorCode::TOO_MANY_GAMES, "too-many-games", 429},
    Entry{ErrorCode::TOO_MANY_COMPUTER_GAMES, "too-many-computer-games", 429},
    Entry{ErrorCode::TOO_MUCH_ANALYSIS, "too-much-analysis", 429},
    Entry{ErrorCode::TOO_MANY_CHALLENGES, "too-many-challenges", 429},
    Entry{ErrorCode::TOO_MANY_CONNECTIONS, "too-many-connections", 429},
    Entry{ErrorCode::TOO_MANY_SOCKETS, "too-many-sockets", 429},
    Entry{ErrorCode::CHAT_RATE, "chat-rate", 429},
    Entry{ErrorCode::SERVER_FULL, "server-full", 503},
    Entry{ErrorCode::UNAVAILABLE, "unavailable", 503},
    Entry{ErrorCode::BUSY, "busy", 503},
    Entry{ErrorCode::MOVED, "moved", 503},
};

// The table is indexed by the enumerator: each must sit at its own position, every one listed.
constexpr bool tableInOrder() {
  for (size_t i = 0; i < TABLE.size(); ++i)
    if (static_cast<size_t>(TABLE[i].code) != i) return false;
  return static_cast<size_t>(ErrorCode::MOVED) + 1 == TABLE.size();
}
static_assert(tableInOrder(), "errors.cpp: TABLE must list every ErrorCode once, in enum order");

const Entry& entry(ErrorCode code) {
  return TABLE[static_cast<size_t>(code)];
}

}  // namespace

std::string_view wireCode(ErrorCode code) {
  return entry(code).wire;
}

int httpStatus(ErrorCode code) {
  return entry(code).status;
}

int httpStatus(std::string_view wire) {
  for (const Entry& e : TABLE)
    if (e.wire == wire) return e.status;
  return 409;  // the state refuses it: a rules code (occupied, not-your-turn, ...)
}

Error serverError(ErrorCode code, std::string message) {
  return Error{std::string(wireCode(code)), std::move(message)};
}

Error badRequest(std::string message) {
  return serverError(ErrorCode::BAD_REQUEST, std::move(message));
}

bool is(const Error& e, ErrorCode code) {
  return e.code == wireCode(code);
}

}  // namespace renju::server
