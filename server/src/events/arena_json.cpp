#include "events/arena_json.h"

#include <algorithm>
#include <array>
#include <utility>

#include "events/json_field.h"

namespace renju::server::events {

namespace {

using nlohmann::json;

constexpr std::array<std::pair<ArenaOutcome, const char*>, 3> OUTCOME_NAMES = {{
    {ArenaOutcome::OPENER_WINS, "opener-wins"},
    {ArenaOutcome::SECOND_WINS, "second-wins"},
    {ArenaOutcome::DRAW, "draw"},
}};

Error badArenaLog(const std::string& what) {
  return serverError(ErrorCode::BAD_LOG, what);
}

json boardJson(const ArenaBoard& b) {
  return {{"game", b.gameId}, {"opener", b.opener}, {"second", b.second}, {"ended", b.ended}};
}

Result<ArenaBoard> boardFrom(const json& j) {
  const json* game = j.is_object() ? jsonField(j, "game", jsonIsString) : nullptr;
  const json* opener = game ? jsonField(j, "opener", jsonIsInt) : nullptr;
  const json* second = opener ? jsonField(j, "second", jsonIsInt) : nullptr;
  const json* ended = second ? jsonField(j, "ended", jsonIsBool) : nullptr;
  if (!ended) return badArenaLog("an arena board needs game, opener, second and ended");
  return ArenaBoard{game->get<std::string>(), opener->get<int64_t>(), second->get<int64_t>(),
                    ended->get<bool>()};
}

json gameEndJson(const arena_action::GameEnd& a) {
  const char* outcome = "draw";
  for (const auto& [value, name] : OUTCOME_NAMES)
    if (value == a.outcome) outcome = name;
  return {{"type", "game-end"},
          {"game", a.gameId},
          {"outcome", outcome},
          {"berserkOpener", a.berserkOpener},
          {"berserkSecond", a.berserkSecond},
          {"stonesOpener", a.stonesOpener},
          {"stonesSecond", a.stonesSecond},
          {"forfeit", a.forfeit},
          {"at", a.at}};
}

Result<ArenaAction> gameEndFrom(const json& j) {
  arena_action::GameEnd a;
  const json* game = jsonField(j, "game", jsonIsString);
  const json* outcome = jsonField(j, "outcome", jsonIsString);
  const json* at = jsonField(j, "at", jsonIsInt);
  if (!game || !outcome || !at) return badArenaLog("game-end needs game, outcome and at");
  auto it = std::find_if(OUTCOME_NAMES.begin(), OUTCOME_NAMES.end(),
                         [&](const auto& e) { return outcome->get<std::string>() == e.second; });
  if (it == OUTCOME_NAMES.end()) return badArenaLog("game-end: an unknown outcome");
  for (const char* flag : {"berserkOpener", "berserkSecond", "forfeit"})
    if (!jsonField(j, flag, jsonIsBool)) return badArenaLog(std::string("game-end needs ") + flag);
  for (const char* count : {"stonesOpener", "stonesSecond"})
    if (!jsonField(j, count, jsonIsInt)) return badArenaLog(std::string("game-end needs ") + count);
  a.gameId = game->get<std::string>();
  a.outcome = it->first;
  a.berserkOpener = j["berserkOpener"].get<bool>();
  a.berserkSecond = j["berserkSecond"].get<bool>();
  a.stonesOpener = j["stonesOpener"].get<int>();
  a.stonesSecond = j["stonesSecond"].get<int>();
  a.forfeit = j["forfeit"].get<bool>();
  a.at = at->get<int64_t>();
  return ArenaAction{std::move(a)};
}

Result<ArenaAction> pairFrom(const json& j) {
  const json* boards = jsonField(j, "boards", jsonIsArray);
  const json* at = jsonField(j, "at", jsonIsInt);
  if (!boards || !at) return badArenaLog("pair needs boards and at");
  arena_action::Pair a{{}, at->get<int64_t>()};
  for (const json& b : *boards) {
    auto board = boardFrom(b);
    if (!board) return board.error();
    a.boards.push_back(*board);
  }
  return ArenaAction{std::move(a)};
}

Result<ArenaAction> joinFrom(const json& j) {
  const json* key = jsonField(j, "key", jsonIsString);
  const json* name = jsonField(j, "name", jsonIsString);
  const json* rating = jsonField(j, "rating", jsonIsInt);
  const json* at = jsonField(j, "at", jsonIsInt);
  if (!key || !name || !rating || !at) return badArenaLog("join needs key, name, rating and at");
  return ArenaAction{arena_action::Join{key->get<std::string>(), name->get<std::string>(),
                                        rating->get<int>(), at->get<int64_t>()}};
}

}  // namespace

json arenaActionToJson(const ArenaAction& action) {
  return std::visit(
      [](const auto& a) -> json {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, arena_action::Join>)
          return {{"type", "join"},
                  {"key", a.key},
                  {"name", a.name},
                  {"rating", a.rating},
                  {"at", a.at}};
        if constexpr (std::is_same_v<A, arena_action::Leave>)
          return {{"type", "leave"}, {"key", a.key}};
        if constexpr (std::is_same_v<A, arena_action::Start>)
          return {{"type", "start"}, {"at", a.at}};
        if constexpr (std::is_same_v<A, arena_action::Pair>) {
          json boards = json::array();
          for (const ArenaBoard& b : a.boards) boards.push_back(boardJson(b));
          return {{"type", "pair"}, {"boards", boards}, {"at", a.at}};
        }
        if constexpr (std::is_same_v<A, arena_action::GameEnd>) return gameEndJson(a);
        if constexpr (std::is_same_v<A, arena_action::End>) return {{"type", "end"}};
      },
      action);
}

Result<ArenaAction> arenaActionFromJson(const json& j) {
  if (!j.is_object()) return badArenaLog("an arena action is a JSON object");
  const json* type = jsonField(j, "type", jsonIsString);
  if (!type) return badArenaLog("an arena action needs a type");
  const std::string& t = type->get_ref<const std::string&>();
  if (t == "join") return joinFrom(j);
  if (t == "leave") {
    const json* key = jsonField(j, "key", jsonIsString);
    if (!key) return badArenaLog("leave needs a key");
    return ArenaAction{arena_action::Leave{key->get<std::string>()}};
  }
  if (t == "start") {
    const json* at = jsonField(j, "at", jsonIsInt);
    if (!at) return badArenaLog("start needs at");
    return ArenaAction{arena_action::Start{at->get<int64_t>()}};
  }
  if (t == "pair") return pairFrom(j);
  if (t == "game-end") return gameEndFrom(j);
  if (t == "end") return ArenaAction{arena_action::End{}};
  return badArenaLog("unknown arena action " + t);
}

}  // namespace renju::server::events
