#include "game/protocol.h"

#include <algorithm>
#include <iterator>
#include <string>

#include "base/errors.h"
#include "game/players.h"
#include "game_json.h"

namespace renju::server {

using nlohmann::json;

namespace {

constexpr int64_t MAX_CLOCK_INITIAL_S = 10800;
constexpr int64_t MAX_CLOCK_INCREMENT_S = 600;
constexpr size_t MAX_CLIENT_ID = 64;
// 140 code points of at most 4 bytes, with room for white space that trimming removes.
constexpr size_t MAX_CHAT_BYTES = 2048;

// `{"level": 1..8}`; nothing else, so that a mistaken field (a second computer, a seat) is
// refused instead of ignored: the computer always takes the seat the creator does not hold.
Result<int> parseComputer(const json& c) {
  const std::string range =
      std::to_string(COMPUTER_MIN_LEVEL) + ".." + std::to_string(COMPUTER_MAX_LEVEL);
  if (!c.is_object()) return badRequest("\"computer\" is null or {\"level\": " + range + "}");
  for (const auto& [key, value] : c.items())
    if (key != "level")
      return badRequest(
          "\"computer\" has only \"level\": the computer takes the seat you do "
          "not hold (\"opener\" says which); \"" +
          key + "\" is not known");
  auto level = c.find("level");
  if (level == c.end() || !level->is_number_integer())
    return badRequest("\"computer.level\" is a whole number, " + range);
  int64_t v = level->get<int64_t>();
  if (v < COMPUTER_MIN_LEVEL || v > COMPUTER_MAX_LEVEL)
    return badRequest("\"computer.level\" is " + range);
  return static_cast<int>(v);
}

// `"clock"`: {"initial": s, "increment": s} (Fischer) or {"days": n} (correspondence).
std::optional<Error> parseClock(const json& clock, CreateRequest& r) {
  if (!clock.is_object())
    return badRequest("\"clock\" is null, {\"initial\", \"increment\"} or {\"days\"}");
  if (auto days = clock.find("days"); days != clock.end()) {
    if (clock.size() != 1 || !days->is_number_integer() ||
        std::ranges::find(CORRESPONDENCE_DAYS, days->get<int64_t>()) ==
            std::end(CORRESPONDENCE_DAYS))
      return badRequest("\"clock\" {\"days\": n} takes n of 1, 2, 3, 5, 7 or 14, alone");
    r.clockDays = days->get<int>();
    return std::nullopt;
  }
  auto initial = clock.find("initial");
  auto increment = clock.find("increment");
  if (initial == clock.end() || !initial->is_number_integer())
    return badRequest("\"clock.initial\" is a whole number of seconds");
  int64_t init = initial->get<int64_t>();
  if (init < 1 || init > MAX_CLOCK_INITIAL_S)
    return badRequest("\"clock.initial\" is 1.." + std::to_string(MAX_CLOCK_INITIAL_S) +
                      " seconds");
  int64_t inc = 0;
  if (increment != clock.end()) {
    if (!increment->is_number_integer())
      return badRequest("\"clock.increment\" is a whole number of seconds");
    inc = increment->get<int64_t>();
    if (inc < 0 || inc > MAX_CLOCK_INCREMENT_S)
      return badRequest("\"clock.increment\" is 0.." + std::to_string(MAX_CLOCK_INCREMENT_S) +
                        " seconds");
  }
  r.clockInitialMs = init * 1000;
  r.clockIncrementMs = inc * 1000;
  return std::nullopt;
}

// A chat message's shape; its text is checked by the room (chat.h), where the refusals have
// their own codes. Texts far past any valid message are refused here, before they are copied.
client_msg::Chat parseChatShape(const json& d, Error& error) {
  client_msg::Chat chat;
  auto channel = d.find("channel");
  auto text = d.find("text");
  if (channel == d.end() || !(*channel == "players" || *channel == "spectators")) {
    error = badRequest("a chat's \"channel\" is \"players\" or \"spectators\"");
  } else if (text == d.end() || !text->is_string()) {
    error = badRequest("a chat's \"text\" is a string");
  } else if (text->get_ref<const std::string&>().size() > MAX_CHAT_BYTES) {
    error = serverError(ErrorCode::CHAT_TOO_LONG, "a message has at most 140 characters");
  } else {
    chat.spectators = *channel == "spectators";
    chat.text = text->get<std::string>();
  }
  return chat;
}

}  // namespace

Result<RequestedAction> parseRequestedAction(const json& j) {
  if (!j.is_object()) return badRequest("an action is a JSON object with a \"type\"");
  auto type = j.find("type");
  if (type == j.end() || !type->is_string()) return badRequest("an action needs a string \"type\"");
  const std::string& t = type->get_ref<const std::string&>();
  if (t == "rematch") return RequestedAction{RematchRequest{}};
  if (t == "publish") return RequestedAction{PublishRequest{}};
  if (t == "berserk") return RequestedAction{BerserkRequest{}};
  if (t == "claim-win") return RequestedAction{ClaimRequest{false}};
  if (t == "claim-draw") return RequestedAction{ClaimRequest{true}};
  if (t == "claim") {
    auto result = j.find("result");
    if (result == j.end()) return RequestedAction{ClaimRequest{false}};
    if (result->is_string() && *result == "win") return RequestedAction{ClaimRequest{false}};
    if (result->is_string() && *result == "draw") return RequestedAction{ClaimRequest{true}};
    return badRequest("a claim's \"result\" is \"win\" or \"draw\"");
  }
  if (t == "flag")
    return serverError(ErrorCode::UNKNOWN_ACTION,
                       "\"flag\" is decided by the server's clock alone");
  auto action = actionFromJson(j, Seat::OPENER);
  if (!action) return action.error();
  return RequestedAction{RulesAction{std::move(action).value()}};
}

Result<CreateRequest> parseCreateRequest(const json& j) {
  if (!j.is_object()) return badRequest("the body is a JSON object");
  CreateRequest r;
  json config = json::object();
  for (const char* key : {"rule", "n", "fouls", "takebacks"})
    if (auto it = j.find(key); it != j.end() && !it->is_null()) config[key] = *it;
  auto parsed = configFromJson(config);
  if (!parsed) return badRequest(parsed.error().message);
  r.config = parsed.value();

  if (auto clock = j.find("clock"); clock != j.end() && !clock->is_null())
    if (auto e = parseClock(*clock, r)) return *e;

  if (auto opener = j.find("opener"); opener != j.end() && !opener->is_null()) {
    if (*opener == "creator")
      r.opener = OpenerChoice::CREATOR;
    else if (*opener == "opponent")
      r.opener = OpenerChoice::OPPONENT;
    else if (*opener == "random")
      r.opener = OpenerChoice::RANDOM;
    else
      return badRequest("\"opener\" is \"creator\", \"opponent\" or \"random\"");
  }

  if (auto computer = j.find("computer"); computer != j.end() && !computer->is_null()) {
    auto level = parseComputer(*computer);
    if (!level) return level.error();
    r.computerLevel = level.value();
  }

  if (auto rated = j.find("rated"); rated != j.end() && !rated->is_null()) {
    if (!rated->is_boolean()) return badRequest("\"rated\" is true or false");
    r.rated = rated->get<bool>();
  }
  if (r.rated.value_or(false) && r.computerLevel)
    return badRequest("a game against the computer is never rated");
  if (r.rated.value_or(false) && !r.clockInitialMs && r.clockDays == 0)
    return badRequest("a game without a clock is never rated: it has no speed");
  return r;
}

ClientMessage parseClientMessage(std::string_view text) {
  using namespace client_msg;
  json j = json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object())
    return Unexpected{serverError(ErrorCode::BAD_JSON, "a message is one JSON object")};
  auto t = j.find("t");
  if (t == j.end() || !t->is_string())
    return Unexpected{serverError(ErrorCode::BAD_JSON, "a message needs a string \"t\"")};
  const std::string& type = t->get_ref<const std::string&>();
  auto d = j.find("d");
  bool hasData = d != j.end() && !d->is_null();

  if (type == "ping") return Ping{};
  if (type == "sync") return Sync{};
  if (type == "hello") {
    Hello h;
    if (!hasData) return h;
    if (!d->is_object()) return Unexpected{badRequest("hello's \"d\" is an object")};
    if (auto seat = d->find("seat"); seat != d->end() && !seat->is_null()) {
      if (!seat->is_string() || seat->get_ref<const std::string&>().size() > 128)
        return Unexpected{badRequest("\"seat\" is a seat secret")};
      h.seat = seat->get<std::string>();
    }
    if (auto player = d->find("player"); player != d->end() && !player->is_null()) {
      if (!player->is_string() || !validPlayerKey(player->get_ref<const std::string&>()))
        return Unexpected{serverError(ErrorCode::NO_PLAYER, "\"player\" is a player key")};
      h.player = player->get<std::string>();
    }
    if (auto since = d->find("since"); since != d->end() && !since->is_null()) {
      if (!since->is_number_integer() || since->get<int64_t>() < 0)
        return Unexpected{badRequest("\"since\" is a version (a whole number >= 0)")};
      h.since = since->get<int64_t>();
    }
    if (auto live = d->find("live"); live != d->end() && !live->is_null()) {
      if (!live->is_boolean()) return Unexpected{badRequest("\"live\" is true or false")};
      h.live = live->get<bool>();
    }
    if (auto t = d->find("tournament"); t != d->end() && !t->is_null()) {
      if (!t->is_string() || t->get<std::string>().empty() || t->get<std::string>().size() > 32)
        return Unexpected{badRequest("\"tournament\" is an event's id")};
      h.tournament = t->get<std::string>();
    }
    return h;
  }
  if (type == "action") {
    if (!hasData || !d->is_object())
      return Unexpected{badRequest("an action message has \"d\": {\"id\", \"action\"}")};
    auto id = d->find("id");
    if (id == d->end() || !((id->is_string() && !id->get_ref<const std::string&>().empty() &&
                             id->get_ref<const std::string&>().size() <= MAX_CLIENT_ID) ||
                            id->is_number_integer()))
      return Unexpected{
          badRequest("an action needs an \"id\": a string of 1..64 characters or "
                     "an integer")};
    std::string key = id->dump();
    auto action = d->find("action");
    if (action == d->end()) return BadAct{*id, badRequest("an action message needs \"action\"")};
    auto parsed = parseRequestedAction(*action);
    if (!parsed) return BadAct{*id, parsed.error()};
    return Act{*id, std::move(key), std::move(parsed).value()};
  }
  if (type == "chat") {
    if (!hasData || !d->is_object())
      return Unexpected{badRequest("a chat message has \"d\": {\"channel\", \"text\"}")};
    Error error;
    Chat chat = parseChatShape(*d, error);
    if (!error.code.empty()) return Unexpected{std::move(error)};
    return chat;
  }
  if (type == "chat-follow") {
    if (hasData && d->is_object())
      if (auto f = d->find("spectators"); f != d->end() && f->is_boolean())
        return ChatFollow{f->get<bool>()};
    return Unexpected{badRequest("chat-follow has \"d\": {\"spectators\": true|false}")};
  }
  return Unexpected{serverError(ErrorCode::UNKNOWN_MESSAGE,
                                "unknown message type \"" + type.substr(0, 32) + "\"")};
}

// The envelope is written around the dumped data rather than built as a JSON tree holding a copy
// of it: events are sent once per action and their data is most of the frame. `type` is one of
// our own identifiers and needs no escaping.
std::string envelope(std::string_view type, const json& data) {
  std::string out = R"({"t":")";
  out += type;
  if (data.is_null()) return out += R"("})";
  out += R"(","d":)";
  out += dumpJson(data);
  return out += '}';
}

std::string versionedEnvelope(std::string_view type, int64_t version, const json& data) {
  std::string out = R"({"t":")";
  out += type;
  out += R"(","v":)";
  out += std::to_string(version);
  out += R"(,"d":)";
  out += dumpJson(data);
  return out += '}';
}

std::string errorMessage(const json& id, const Error& error) {
  return envelope("error", json{{"id", id}, {"error", error.code}, {"message", error.message}});
}

std::string errorBody(const Error& error) {
  return dumpJson(json{{"error", error.code}, {"message", error.message}});
}

}  // namespace renju::server
