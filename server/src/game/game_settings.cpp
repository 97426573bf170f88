#include "game/game_settings.h"

#include "base/errors.h"
#include "game_json.h"

namespace renju::server {

using nlohmann::json;

std::optional<ClockSettings> clockOf(const CreateRequest& request, int64_t dayMs) {
  if (request.clockDays > 0) return ClockSettings{request.clockDays * dayMs, 0, request.clockDays};
  if (request.clockInitialMs)
    return ClockSettings{*request.clockInitialMs, request.clockIncrementMs};
  return std::nullopt;
}

json settingsToJson(const GameSettings& s) {
  json j = toJson(s.config);
  j["clock"] = s.clock
                   ? json{{"initialMs", s.clock->initialMs}, {"incrementMs", s.clock->incrementMs}}
                   : json(nullptr);
  if (s.clock && s.clock->days > 0) j["clock"]["days"] = s.clock->days;
  if (s.isPublic) j["public"] = true;
  if (s.rated) j["rated"] = true;
  if (!s.event.empty()) j["event"] = s.event;
  if (s.berserk) j["berserk"] = *s.berserk;
  return j;
}

Result<GameSettings> settingsFromJson(const json& j) {
  if (!j.is_object()) return serverError(ErrorCode::BAD_SETTINGS, "settings are an object");
  json config = j;
  config.erase("clock");
  config.erase("public");
  config.erase("rated");
  config.erase("event");
  config.erase("berserk");
  auto parsed = configFromJson(config);
  if (!parsed) return parsed.error();
  GameSettings s{parsed.value(), std::nullopt};
  if (auto c = j.find("clock"); c != j.end() && c->is_object())
    s.clock = ClockSettings{c->value("initialMs", int64_t{0}), c->value("incrementMs", int64_t{0}),
                            c->value("days", 0)};
  if (auto p = j.find("public"); p != j.end() && p->is_boolean()) s.isPublic = p->get<bool>();
  if (auto r = j.find("rated"); r != j.end() && r->is_boolean()) s.rated = r->get<bool>();
  if (auto e = j.find("event"); e != j.end() && e->is_string()) s.event = e->get<std::string>();
  if (auto b = j.find("berserk"); b != j.end() && b->is_boolean()) s.berserk = b->get<bool>();
  return s;
}

}  // namespace renju::server
