#include "game_json.h"

#include <cstdint>
#include <string>

namespace renju {

using nlohmann::json;

namespace {

// Untrusted numbers: anything outside this range is refused before it reaches an int.
constexpr std::int64_t MAX_ABS_COUNT = 1'000'000;
// An offer never holds more points than the board has.
constexpr std::size_t MAX_POINTS = BOARD_POINTS;

json pointJson(Point p) {
  return p.valid() ? json(toString(p)) : json(nullptr);
}

json pointsJson(std::span<const Point> points) {
  json a = json::array();
  for (Point p : points) a.push_back(toString(p));
  return a;
}

template <class T>
json optionalId(const std::optional<T>& v) {
  return v ? json(std::string(toString(*v))) : json(nullptr);
}

// The start of an untrusted string for an error message, cut at a character boundary so that the
// message stays valid UTF-8 (the server puts it into JSON).
std::string excerpt(const std::string& s, std::size_t max) {
  if (s.size() <= max) return s;
  std::size_t n = max;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  return s.substr(0, n) + "...";
}

Error badRequest(std::string message) {
  return makeError("bad-request", std::move(message));
}

Result<Point> pointFrom(const json& j, std::string_view field) {
  if (!j.is_string()) return badRequest(std::string(field) + " must be a point such as \"h8\"");
  const auto& s = j.get_ref<const std::string&>();
  auto p = parsePoint(s);
  if (!p) return badRequest("\"" + excerpt(s, 16) + "\" is not a point on the board (a1..o15)");
  return *p;
}

std::optional<std::int64_t> integerFrom(const json& j) {
  if (j.is_number_unsigned()) {
    auto u = j.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(MAX_ABS_COUNT)) return std::nullopt;
    return static_cast<std::int64_t>(u);
  }
  if (j.is_number_integer()) {
    auto i = j.get<std::int64_t>();
    if (i > MAX_ABS_COUNT || i < -MAX_ABS_COUNT) return std::nullopt;
    return i;
  }
  return std::nullopt;
}

Result<Action> actionFromJsonUnchecked(const json& j, std::optional<Seat> seat) {
  if (!j.is_object()) return badRequest("an action must be a JSON object");
  Action a;
  auto type = j.find("type");
  if (type == j.end() || !type->is_string()) return badRequest("an action needs a \"type\" string");
  const auto& typeName = type->get_ref<const std::string&>();
  auto t = parseActionType(typeName);
  if (!t)
    return makeError("unknown-action", "\"" + excerpt(typeName, 32) + "\" is not an action type");
  a.type = *t;
  if (seat) {
    a.seat = *seat;
  } else {
    auto s = j.find("seat");
    if (s == j.end() || !s->is_string())
      return badRequest("a stored action needs \"seat\": \"opener\" or \"other\"");
    auto parsed = parseSeat(s->get_ref<const std::string&>());
    if (!parsed) return badRequest("\"seat\" must be \"opener\" or \"other\"");
    a.seat = *parsed;
  }
  switch (a.type) {
    case ActionType::PLACE:
    case ActionType::CHOOSE: {
      auto p = j.find("point");
      if (p == j.end()) return badRequest(typeName + " needs a \"point\"");
      auto point = pointFrom(*p, "\"point\"");
      if (!point) return point.error();
      a.point = *point;
      break;
    }
    case ActionType::OFFER: {
      auto ps = j.find("points");
      if (ps == j.end() || !ps->is_array())
        return badRequest("offer needs \"points\": an array of points");
      if (ps->size() > MAX_POINTS) return badRequest("too many offered points");
      for (const auto& item : *ps) {
        auto point = pointFrom(item, "each offered point");
        if (!point) return point.error();
        a.points.push_back(*point);
      }
      break;
    }
    case ActionType::DECLARE: {
      auto c = j.find("count");
      if (c == j.end()) return badRequest("declare needs a \"count\"");
      auto n = integerFrom(*c);
      if (!n) return badRequest("\"count\" must be a whole number such as 5");
      a.count = static_cast<int>(*n);
      break;
    }
    default:
      break;
  }
  return a;
}

}  // namespace

Result<json> parseJson(std::string_view text) {
  json j = json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) return makeError("bad-json", "the text is not valid JSON");
  return j;
}

json toJson(const GameConfig& config) {
  return json{{"rule", toString(config.rule)},
              {"n", config.n},
              {"fouls", toString(config.fouls)},
              {"takebacks", config.takebacks}};
}

Result<GameConfig> configFromJson(const json& j) {
  if (!j.is_object()) return makeError("bad-config", "a game config must be a JSON object");
  GameConfig c;
  if (auto r = j.find("rule"); r != j.end()) {
    if (!r->is_string()) return makeError("bad-config", "\"rule\" must be a string");
    auto rule = parseRule(r->get_ref<const std::string&>());
    if (!rule)
      return makeError("bad-config",
                       "unknown rule; use standard, rif, yamaguchi, soosorv or taraguchi");
    c.rule = *rule;
  }
  c.n = defaultN(c.rule);
  if (auto n = j.find("n"); n != j.end() && !n->is_null() && defaultN(c.rule) != 0) {
    auto v = integerFrom(*n);
    if (!v) return makeError("bad-config", "\"n\" must be a whole number from 1 to 10");
    c.n = static_cast<int>(*v);
  }
  if (auto f = j.find("fouls"); f != j.end()) {
    if (!f->is_string()) return makeError("bad-config", "\"fouls\" must be a string");
    auto fouls = parseFoulMode(f->get_ref<const std::string&>());
    if (!fouls) return makeError("bad-config", "\"fouls\" must be \"reject\" or \"lose\"");
    c.fouls = *fouls;
  }
  if (auto t = j.find("takebacks"); t != j.end()) {
    if (!t->is_boolean()) return makeError("bad-config", "\"takebacks\" must be true or false");
    c.takebacks = t->get<bool>();
  }
  if (auto e = validate(c)) return *e;
  return c;
}

json toJson(const Action& action, bool withSeat) {
  json j = json::object();
  j["type"] = toString(action.type);
  if (withSeat) j["seat"] = toString(action.seat);
  switch (action.type) {
    case ActionType::PLACE:
    case ActionType::CHOOSE:
      j["point"] = pointJson(action.point);
      break;
    case ActionType::OFFER:
      j["points"] = pointsJson(action.points);
      break;
    case ActionType::DECLARE:
      j["count"] = action.count;
      break;
    default:
      break;
  }
  return j;
}

Result<Action> actionFromJson(const json& j, std::optional<Seat> seat) {
  // Every access above checks the type first; the catch is a last guard for the library's own
  // exceptions so that untrusted input can never throw out of here.
  try {
    return actionFromJsonUnchecked(j, seat);
  } catch (const json::exception&) {
    return badRequest("malformed action");
  }
}

json logToJson(std::span<const Action> log) {
  json a = json::array();
  for (const Action& action : log) a.push_back(toJson(action, true));
  return a;
}

Result<std::vector<Action>> logFromJson(const json& j) {
  if (!j.is_array()) return badRequest("an action log must be a JSON array");
  std::vector<Action> log;
  log.reserve(j.size());
  for (std::size_t i = 0; i < j.size(); ++i) {
    auto a = actionFromJson(j[i]);
    if (!a)
      return makeError(a.error().code, "action " + std::to_string(i) + ": " + a.error().message);
    log.push_back(std::move(a).value());
  }
  return log;
}

json toJson(const GameResult& r) {
  json j = json::object();
  j["winner"] = optionalId(r.winner);
  j["winnerColor"] = optionalId(r.winnerColor);
  j["reason"] = toString(r.reason);
  if (r.reason == EndReason::FOUL)
    j["foul"] = json{{"kind", toString(r.foulKind)}, {"point", pointJson(r.foulPoint)}};
  else
    j["foul"] = nullptr;
  if (r.abortedBy) j["abortedBy"] = toString(*r.abortedBy);
  return j;
}

json toJson(const Event& e) {
  json j = json::object();
  j["type"] = toString(e.type);
  j["seat"] = toString(e.seat);
  switch (e.type) {
    case EventType::STONE_PLACED:
      j["color"] = toString(e.color);
      j["point"] = pointJson(e.point);
      j["move"] = e.moveNumber;
      break;
    case EventType::PASSED:
      j["color"] = toString(e.color);
      j["move"] = e.moveNumber;
      break;
    case EventType::SWAPPED:
      j["openerColor"] = toString(e.color);
      break;
    case EventType::DECLARED:
      j["count"] = e.count;
      break;
    case EventType::OFFERED:
      j["points"] = pointsJson(e.points);
      break;
    case EventType::CHOSEN:
      j["point"] = pointJson(e.point);
      break;
    case EventType::TAKEBACK_APPLIED:
      j["points"] = pointsJson(e.points);
      j["moves"] = e.count;
      break;
    case EventType::FINISHED:
      j["result"] = e.result ? toJson(*e.result) : json(nullptr);
      break;
    default:
      break;
  }
  return j;
}

json eventsToJson(std::span<const Event> events) {
  json a = json::array();
  for (const Event& e : events) a.push_back(toJson(e));
  return a;
}

namespace {

json allowedJson(const AllowedAction& a) {
  json j = json::object();
  j["type"] = toString(a.type);
  switch (a.type) {
    case ActionType::PLACE:
      j["region"] = toString(a.region);
      break;
    case ActionType::DECLARE:
      j["min"] = a.min;
      j["max"] = a.max;
      break;
    case ActionType::OFFER:
      j["count"] = a.count;
      break;
    case ActionType::CHOOSE:
      j["points"] = pointsJson(a.choices);
      break;
    default:
      break;
  }
  return j;
}

json allowedListJson(const GameState& s, Seat seat) {
  json a = json::array();
  for (const AllowedAction& x : s.allowedActions(seat)) a.push_back(allowedJson(x));
  return a;
}

}  // namespace

namespace {

json stateJson(const GameState& s, bool withMoves) {
  json j = toJson(s.config());
  j["status"] = toString(s.status());
  j["phase"] = toString(s.phase());
  const auto toMove = s.toMove();
  j["toMove"] = optionalId(toMove);
  j["nextColor"] = toString(s.nextColor());
  j["colors"] = json{{"opener", toString(s.colorOf(Seat::OPENER))},
                     {"other", toString(s.colorOf(Seat::OTHER))}};
  j["allowed"] = json{{"opener", allowedListJson(s, Seat::OPENER)},
                      {"other", allowedListJson(s, Seat::OTHER)}};
  if (withMoves) {
    // The largest part of the view (one entry per move): built in place, without nlohmann's
    // initializer lists, which copy every element.
    json& moves = j["moves"] = json::array();
    moves.get_ref<json::array_t&>().reserve(s.moves().size());
    for (const Move& m : s.moves()) {
      json& o = moves.emplace_back(json::object());
      o["move"] = m.number;
      o["color"] = toString(m.color);
      o["point"] = pointJson(m.point);
    }
  }
  j["moveCount"] = s.moveCount();
  j["openingLastMove"] = s.openingLastMove();
  j["offers"] = pointsJson(s.offers());
  j["declared"] = s.declared() ? json(*s.declared()) : json(nullptr);
  j["drawOffer"] = optionalId(s.drawOfferBy());
  j["takebackRequest"] = optionalId(s.takebackRequestBy());
  json forbidden = json::array();
  for (const auto& [p, kind] : s.forbiddenPoints())
    forbidden.push_back(json{{"point", toString(p)}, {"kind", toString(kind)}});
  j["forbidden"] = std::move(forbidden);
  std::vector<int> classes = toMove ? s.offerClasses(*toMove) : std::vector<int>{};
  j["offerClasses"] = classes.empty() ? json(nullptr) : json(classes);
  if (auto o = s.opening())
    j["opening"] = json{{"code", o->code}, {"name", o->name}};
  else
    j["opening"] = nullptr;
  j["result"] = s.result() ? toJson(*s.result()) : json(nullptr);
  return j;
}

}  // namespace

json stateToJson(const GameState& s) {
  return stateJson(s, true);
}

json stateToJsonWithoutMoves(const GameState& s) {
  return stateJson(s, false);
}

}  // namespace renju
