#pragma once
// An event's config and actions as JSON: what the store keeps (the `events` row's config, one
// `event_log` row per action) and what the API reads (docs/api.md). Reading checks every field
// and names the one that is wrong; what it accepts, writing gives back unchanged.
#include <nlohmann/json.hpp>

#include "events/event_model.h"

namespace renju::server::events {

nlohmann::json eventConfigToJson(const EventConfig& config);
/// Errors: `bad-config` naming the field (a missing or mistyped one, a name of 1 to 80
/// characters, an unknown format or tie-break, a limit or time below 0), or the games' settings'
/// own error.
Result<EventConfig> eventConfigFromJson(const nlohmann::json& j);

/// The stable name of a tie-break ("bh", "bh-c1", "sb", "de", "won").
std::string_view tieBreakName(pairing::TieBreak t);

/// The stable name of a board result ("first-wins", "bye", ...).
std::string_view boardResultName(BoardResult result);
std::optional<BoardResult> boardResultFromName(std::string_view name);

nlohmann::json eventActionToJson(const EventAction& action);
/// Errors: `bad-log` naming what is wrong (an unknown type, a missing or mistyped field).
Result<EventAction> eventActionFromJson(const nlohmann::json& j);

}  // namespace renju::server::events
