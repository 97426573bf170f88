#pragma once
// Every message in and out of the server (docs/api.md, docs/protocol.md). Parsing takes untrusted
// text and never throws; it depends only on the rules library and nlohmann-json, so it can be
// fuzzed on its own.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include <nlohmann/json.hpp>

#include "base/json_text.h"
#include "game.h"
#include "result.h"

namespace renju::server {

// ---- what a seat asks for (HTTP body or the socket's "action") ------------------------------

/// An action of the rules library, without its seat (the server knows who speaks).
struct RulesAction {
  Action action;
};
/// `{"type": "claim", "result": "win"|"draw"}` (also "claim-win" / "claim-draw").
struct ClaimRequest {
  bool draw = false;
};
/// `{"type": "rematch"}`.
struct RematchRequest {};
/// `{"type": "publish"}`: this seat agrees to list a finished private game in the archive.
struct PublishRequest {};

/// `{"type": "berserk"}`: in an arena's game, this seat halves its clock and loses its increment
/// for a bonus point on a win (docs/tournaments.md, "Berserk").
struct BerserkRequest {};

using RequestedAction =
    std::variant<RulesAction, ClaimRequest, RematchRequest, PublishRequest, BerserkRequest>;

/// Parses one action object. Errors: bad-request, unknown-action (also for "flag", which only
/// the server's timer makes).
Result<RequestedAction> parseRequestedAction(const nlohmann::json& j);

// ---- game creation --------------------------------------------------------------------------

enum class OpenerChoice : uint8_t { CREATOR, OPPONENT, RANDOM };

/// The computer's levels (the engine's, ai/src/levels.h; checked in computer_seat.cpp).
constexpr int COMPUTER_MIN_LEVEL = 1;
constexpr int COMPUTER_MAX_LEVEL = 8;

/// The correspondence clocks offered: days per move.
constexpr int CORRESPONDENCE_DAYS[] = {1, 2, 3, 5, 7, 14};

struct CreateRequest {
  GameConfig config;
  std::optional<int64_t> clockInitialMs;  ///< nullopt = no clock
  int64_t clockIncrementMs = 0;
  /// `"clock": {"days": n}`: a correspondence clock of n days per move (CORRESPONDENCE_DAYS);
  /// 0 = none. The server turns days into time (--correspondence-day-seconds).
  int clockDays = 0;
  OpenerChoice opener = OpenerChoice::CREATOR;
  /// `"computer": {"level": n}`: the computer holds the seat the creator does not.
  std::optional<int> computerLevel;
  /// `"rated"`: true or false; nullopt when the body leaves it out (each kind of game has its
  /// default, docs/ratings.md). Never true with a computer or without a clock.
  std::optional<bool> rated;
  /// The creator's player key hash ("" without one): from `Authorization: Player`, set by the
  /// API after parsing, never read from the body.
  std::string playerHash;
};

/// Parses the body of POST /api/games. Errors: bad-request.
Result<CreateRequest> parseCreateRequest(const nlohmann::json& j);

// ---- socket messages from the client ----------------------------------------------------------

namespace client_msg {
struct Hello {
  std::optional<std::string> seat;
  std::optional<std::string> player;  ///< the player key (players.h), never logged
  std::optional<int64_t> since;
  bool live = false;            ///< the lobby socket: also follow the live games (docs/protocol.md)
  std::string tournament = {};  ///< the lobby socket: the event whose changes it follows ("" none)
};
struct Act {
  nlohmann::json id;  ///< as the client sent it (string or integer), echoed in ack/error
  std::string key;    ///< canonical form of id, for idempotency
  RequestedAction action;
};
/// An action message whose id was fine but whose action was not: answered with its id.
struct BadAct {
  nlohmann::json id;
  Error error;
};
struct Sync {};
struct Ping {};
/// `{"t": "chat", "d": {"channel": "players"|"spectators", "text": "..."}}`; the text is checked
/// by the room (chat.h), the shape here.
struct Chat {
  bool spectators = false;  ///< the channel: the spectators' or the players'
  std::string text;
};
/// `{"t": "chat-follow", "d": {"spectators": true|false}}`: a seat shows the spectators' chat.
struct ChatFollow {
  bool spectators = false;
};
/// Anything else: not JSON, no "t", an unknown "t", a malformed hello or id.
struct Unexpected {
  Error error;
};
}  // namespace client_msg

using ClientMessage = std::variant<client_msg::Hello, client_msg::Act, client_msg::BadAct,
                                   client_msg::Sync, client_msg::Ping, client_msg::Chat,
                                   client_msg::ChatFollow, client_msg::Unexpected>;

ClientMessage parseClientMessage(std::string_view text);

// ---- messages to the client ------------------------------------------------------------------

/// {"t": type, "d": data}.
std::string envelope(std::string_view type, const nlohmann::json& data);
/// {"t": type, "v": version, "d": data}.
std::string versionedEnvelope(std::string_view type, int64_t version, const nlohmann::json& data);
/// {"t": "error", "d": {"id": id, "error": code, "message": message}}.
std::string errorMessage(const nlohmann::json& id, const Error& error);
/// {"error": code, "message": message} (HTTP bodies).
std::string errorBody(const Error& error);

}  // namespace renju::server
