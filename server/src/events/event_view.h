#pragma once
// What the API and the pages show of an event (docs/api.md, "Tournaments"): its config, players,
// rounds with their boards, standings with the tie-breaks, and what concerns the asking player.
#include <memory>
#include <mutex>
#include <string>

#include <nlohmann/json.hpp>

#include "events/event_host.h"

namespace renju::server::events {

/// `you` of the view `GET /api/tournaments/{id}` answers, for `youKey` (the asking player's key
/// hash, "" for none): whether he organises the event, has entered, and his game in play.
nlohmann::json eventYou(const EventKind& state, const EventRow& row, const std::string& youKey);
/// The view as text, from the text of its public part (ViewCache) with `serverTime` and `you`
/// added (`you` null for the lobby's frames).
std::string eventViewText(const std::string& publicText, int64_t now, const nlohmann::json& you);

/// The public part of an event's view (all of it but `serverTime` and `you`) as JSON text, made
/// from a host's snapshot and shared by every read of the event and every lobby frame, so that a
/// read costs the splice of `you`, not the whole view (docs/performance.md). The text only moves
/// forward: each build is of the newest snapshot.
class ViewCache {
 public:
  struct View {
    std::shared_ptr<const EventKind> state;  ///< the state the text shows
    EventRow row;
    std::shared_ptr<const std::string> text;
  };
  /// The text of `host`'s last durable state, made when that state is new.
  View publicText(const EventHost& host);

 private:
  std::mutex mutex_;
  View view_;
};

/// One line of `GET /api/tournaments`: id, name, format, status, start, players, games' settings.
nlohmann::json eventSummary(const EventRow& row);

}  // namespace renju::server::events
