#include "events/event_json.h"

#include <algorithm>
#include <array>
#include <utility>

#include "base/utf8.h"
#include "events/json_field.h"
#include "game/game_settings.h"

namespace renju::server::events {

namespace {

using nlohmann::json;

constexpr size_t MAX_EVENT_NAME = 80;

// FIDE's abbreviations (C.07, Art. 14), as the API and the store name them.
constexpr std::array<std::pair<pairing::TieBreak, std::string_view>, 5> TIE_BREAK_NAMES = {{
    {pairing::TieBreak::BUCHHOLZ, "bh"},
    {pairing::TieBreak::BUCHHOLZ_CUT1, "bh-c1"},
    {pairing::TieBreak::SONNEBORN_BERGER, "sb"},
    {pairing::TieBreak::DIRECT_ENCOUNTER, "de"},
    {pairing::TieBreak::WINS, "won"},
}};

constexpr std::array<std::pair<BoardResult, std::string_view>, 9> RESULT_NAMES = {{
    {BoardResult::PENDING, "pending"},
    {BoardResult::FIRST_WINS, "first-wins"},
    {BoardResult::SECOND_WINS, "second-wins"},
    {BoardResult::DRAW, "draw"},
    {BoardResult::FIRST_WINS_FORFEIT, "first-wins-forfeit"},
    {BoardResult::SECOND_WINS_FORFEIT, "second-wins-forfeit"},
    {BoardResult::DOUBLE_FORFEIT, "double-forfeit"},
    {BoardResult::BYE, "bye"},
    {BoardResult::FREE, "free"},
}};

Error badEventConfig(const std::string& what) {
  return serverError(ErrorCode::BAD_CONFIG, what);
}

// An event's name is shown in lists and pages as plain text: UTF-8, 1 to 80 characters, no
// control characters, no space at either end.
bool validEventName(std::string_view name) {
  if (name.empty() || name.front() == ' ' || name.back() == ' ') return false;
  size_t characters = 0;
  while (!name.empty()) {
    auto c = nextCodePoint(name);
    if (!c || *c < 0x20 || *c == 0x7F || ++characters > MAX_EVENT_NAME) return false;
  }
  return true;
}
Error badEventLog(const std::string& what) {
  return serverError(ErrorCode::BAD_LOG, what);
}

// An optional integer field at least 0: its value, `fallback` when absent, nullopt when wrong.
std::optional<int64_t> eventCount(const json& j, const char* key, int64_t fallback) {
  if (!j.contains(key)) return fallback;
  const json* v = jsonField(j, key, jsonIsInt);
  if (!v || v->get<int64_t>() < 0) return std::nullopt;
  return v->get<int64_t>();
}

Result<std::vector<pairing::TieBreak>> tieBreaksFrom(const json& j) {
  std::vector<pairing::TieBreak> out;
  if (!j.contains("tieBreaks")) return out;
  const json* list = jsonField(j, "tieBreaks", jsonIsArray);
  if (!list) return badEventConfig("tieBreaks must be a list of names");
  for (const json& v : *list) {
    auto it = std::find_if(TIE_BREAK_NAMES.begin(), TIE_BREAK_NAMES.end(), [&](const auto& e) {
      return v.is_string() && v.get<std::string>() == e.second;
    });
    if (it == TIE_BREAK_NAMES.end())
      return badEventConfig("tieBreaks: " + v.dump() + " is not one of bh, bh-c1, sb, de, won");
    out.push_back(it->first);
  }
  return out;
}

json boardToJson(const EventBoard& b) {
  return {{"first", b.first},
          {"second", b.second},
          {"game", b.gameId},
          {"result", boardResultName(b.result)}};
}

Result<EventBoard> boardFromJson(const json& j) {
  const json* first = j.is_object() ? jsonField(j, "first", jsonIsInt) : nullptr;
  const json* second = first ? jsonField(j, "second", jsonIsInt) : nullptr;
  const json* game = second ? jsonField(j, "game", jsonIsString) : nullptr;
  const json* result = game ? jsonField(j, "result", jsonIsString) : nullptr;
  auto r = result ? boardResultFromName(result->get<std::string>()) : std::nullopt;
  if (!r) return badEventLog("a board needs first, second, game and a known result");
  return EventBoard{first->get<int>(), second->get<int>(), game->get<std::string>(), *r};
}

// The string field `key` of an action, or an error naming it.
Result<std::string> actionText(const json& j, const char* key) {
  const json* v = jsonField(j, key, jsonIsString);
  if (!v) return badEventLog(std::string("the action needs a string ") + key);
  return v->get<std::string>();
}

Result<int> actionNumber(const json& j, const char* key) {
  const json* v = jsonField(j, key, jsonIsInt);
  if (!v) return badEventLog(std::string("the action needs an integer ") + key);
  return v->get<int>();
}

Result<EventAction> pairFromJson(const json& j) {
  auto round = actionNumber(j, "round");
  const json* boards = jsonField(j, "boards", jsonIsArray);
  if (!round || !boards) return badEventLog("pair needs a round and a list of boards");
  action::PairRound a{*round, {}};
  for (const json& b : *boards) {
    auto board = boardFromJson(b);
    if (!board) return board.error();
    a.boards.push_back(*board);
  }
  return EventAction{std::move(a)};
}

Result<EventAction> resultFromJson(const json& j) {
  auto round = actionNumber(j, "round");
  auto board = actionNumber(j, "board");
  auto name = actionText(j, "result");
  auto r = name ? boardResultFromName(*name) : std::nullopt;
  if (!round || !board || !r)
    return badEventLog("result needs a round, a board and a known result");
  return EventAction{action::SetResult{*round, *board, *r}};
}

Result<EventAction> joinFromJson(const json& j) {
  auto key = actionText(j, "key");
  auto name = actionText(j, "name");
  auto rating = actionNumber(j, "rating");
  if (!key || !name || !rating) return badEventLog("join needs a key, a name and a rating");
  return EventAction{action::Join{*key, *name, *rating}};
}

// The actions that name only a key.
template <class A>
Result<EventAction> keyedAction(const json& j) {
  auto key = actionText(j, "key");
  if (!key) return key.error();
  return EventAction{A{*key}};
}

}  // namespace

std::string_view tieBreakName(pairing::TieBreak t) {
  for (const auto& [value, name] : TIE_BREAK_NAMES)
    if (value == t) return name;
  return "bh";
}

json eventConfigToJson(const EventConfig& c) {
  json tieBreaks = json::array();
  for (pairing::TieBreak t : c.tieBreaks) tieBreaks.push_back(tieBreakName(t));
  return {{"name", c.name},         {"format", formatName(c.format)},
          {"rounds", c.rounds},     {"playerLimit", c.playerLimit},
          {"tieBreaks", tieBreaks}, {"durationMs", c.durationMs},
          {"berserk", c.berserk},   {"games", c.gameSettings},
          {"startsAt", c.startsAt}, {"private", c.isPrivate},
          {"noShowMs", c.noShowMs}};
}

Result<EventConfig> eventConfigFromJson(const json& j) {
  if (!j.is_object()) return badEventConfig("an event's config is a JSON object");
  EventConfig c;
  const json* name = jsonField(j, "name", jsonIsString);
  if (!name) return badEventConfig("name must be a string");
  c.name = name->get<std::string>();
  if (!validEventName(c.name))
    return badEventConfig("name: 1 to 80 characters of text, no space at either end");
  const json* format = jsonField(j, "format", jsonIsString);
  auto f = format ? formatFromName(format->get<std::string>()) : std::nullopt;
  if (!f) return badEventConfig("format: one of swiss, round-robin, double-round-robin, arena");
  c.format = *f;
  auto rounds = eventCount(j, "rounds", 0);
  auto limit = eventCount(j, "playerLimit", 0);
  auto startsAt = eventCount(j, "startsAt", 0);
  auto noShow = eventCount(j, "noShowMs", 0);
  auto duration = eventCount(j, "durationMs", 0);
  if (!rounds || !limit || !startsAt || !noShow || !duration || *rounds > 1000 || *limit > 100'000)
    return badEventConfig(
        "rounds, playerLimit, durationMs, startsAt and noShowMs are whole numbers from 0");
  c.rounds = static_cast<int>(*rounds);
  c.playerLimit = static_cast<int>(*limit);
  c.startsAt = *startsAt;
  c.noShowMs = *noShow;
  c.durationMs = *duration;
  auto tieBreaks = tieBreaksFrom(j);
  if (!tieBreaks) return tieBreaks.error();
  c.tieBreaks = std::move(tieBreaks).value();
  if (j.contains("private") && !j["private"].is_boolean())
    return badEventConfig("private: a boolean");
  c.isPrivate = j.value("private", false);
  if (j.contains("berserk") && !j["berserk"].is_boolean())
    return badEventConfig("berserk: a boolean");
  c.berserk = j.value("berserk", true);
  const json* games = jsonField(j, "games", jsonIsObject);
  if (!games) return badEventConfig("games: the games' settings, an object");
  if (auto settings = settingsFromJson(*games); !settings) return settings.error();
  c.gameSettings = *games;
  return c;
}

std::string_view boardResultName(BoardResult result) {
  for (const auto& [value, name] : RESULT_NAMES)
    if (value == result) return name;
  return "pending";
}

std::optional<BoardResult> boardResultFromName(std::string_view name) {
  for (const auto& [value, n] : RESULT_NAMES)
    if (n == name) return value;
  return std::nullopt;
}

json eventActionToJson(const EventAction& action) {
  return std::visit(
      [](const auto& a) -> json {
        using A = std::decay_t<decltype(a)>;
        if constexpr (std::is_same_v<A, action::Join>)
          return {{"type", "join"}, {"key", a.key}, {"name", a.name}, {"rating", a.rating}};
        if constexpr (std::is_same_v<A, action::Withdraw>)
          return {{"type", "withdraw"}, {"key", a.key}};
        if constexpr (std::is_same_v<A, action::Pause>) return {{"type", "pause"}, {"key", a.key}};
        if constexpr (std::is_same_v<A, action::Remove>)
          return {{"type", "remove"}, {"key", a.key}};
        if constexpr (std::is_same_v<A, action::HalfBye>)
          return {{"type", "half-bye"}, {"key", a.key}, {"round", a.round}};
        if constexpr (std::is_same_v<A, action::Start>)
          return {{"type", "start"}, {"topSeedOpens", a.topSeedOpens}};
        if constexpr (std::is_same_v<A, action::PairRound>) {
          json boards = json::array();
          for (const EventBoard& b : a.boards) boards.push_back(boardToJson(b));
          return {{"type", "pair"}, {"round", a.round}, {"boards", boards}};
        }
        if constexpr (std::is_same_v<A, action::SetResult>)
          return {{"type", "result"},
                  {"round", a.round},
                  {"board", a.board},
                  {"result", boardResultName(a.result)}};
        if constexpr (std::is_same_v<A, action::End>) return {{"type", "end"}};
      },
      action);
}

Result<EventAction> eventActionFromJson(const json& j) {
  if (!j.is_object()) return badEventLog("an event action is a JSON object");
  auto type = actionText(j, "type");
  if (!type) return type.error();
  const std::string& t = *type;
  if (t == "join") return joinFromJson(j);
  if (t == "withdraw") return keyedAction<action::Withdraw>(j);
  if (t == "pause") return keyedAction<action::Pause>(j);
  if (t == "remove") return keyedAction<action::Remove>(j);
  if (t == "half-bye") {
    auto key = actionText(j, "key");
    auto round = actionNumber(j, "round");
    if (!key || !round) return badEventLog("half-bye needs a key and a round");
    return EventAction{action::HalfBye{*key, *round}};
  }
  if (t == "start") {
    const json* top = jsonField(j, "topSeedOpens", jsonIsBool);
    if (!top) return badEventLog("start needs topSeedOpens");
    return EventAction{action::Start{top->get<bool>()}};
  }
  if (t == "pair") return pairFromJson(j);
  if (t == "result") return resultFromJson(j);
  if (t == "end") return EventAction{action::End{}};
  return badEventLog("unknown event action " + t);
}

}  // namespace renju::server::events
