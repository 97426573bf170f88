#pragma once
// What the API and the pages show of an event (docs/api.md, "Tournaments"): its config, players,
// rounds with their boards, standings with the tie-breaks, and what concerns the asking player.
#include <string>

#include <nlohmann/json.hpp>

#include "events/event_host.h"

namespace renju::server::events {

/// The whole event as `GET /api/tournaments/{id}` answers it; `youKey` is the asking player's key
/// hash ("" for none): `you` says whether he organises it, has entered, and his game in play.
nlohmann::json eventView(const EventKind& state, const EventRow& row, const std::string& youKey,
                         int64_t now);
/// One line of `GET /api/tournaments`: id, name, format, status, start, players, games' settings.
nlohmann::json eventSummary(const EventRow& row);

}  // namespace renju::server::events
