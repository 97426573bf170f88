#pragma once
// An arena's actions as JSON, one `event_log` row each (the config is an EventConfig:
// event_json.h). Reading checks every field; what it accepts, writing gives back unchanged.
#include <nlohmann/json.hpp>

#include "events/arena_model.h"

namespace renju::server::events {

nlohmann::json arenaActionToJson(const ArenaAction& action);
/// Errors: `bad-log` naming what is wrong (an unknown type, a missing or mistyped field).
Result<ArenaAction> arenaActionFromJson(const nlohmann::json& j);

}  // namespace renju::server::events
