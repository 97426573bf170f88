#pragma once
// What the API and the pages show of an event (docs/api.md, "Tournaments"): its config, a page of
// its players and standings (with the crosstable's cells), one round's boards, an arena's games in
// play, and what concerns the asking player. Long lists go a page at a time, so that a read of an
// arena of 2,000 is a few kilobytes (docs/performance.md).
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>

#include <nlohmann/json.hpp>

#include "events/event_host.h"

namespace renju::server::events {

/// Rows per page of every list of the view.
constexpr int VIEW_PAGE_ROWS = 50;

/// Which part of the long lists a view shows (`?page=&round=&boards=`).
struct ViewQuery {
  int page = 1;    ///< of players, standings and an arena's games in play
  int round = 0;   ///< the round shown; 0: the newest paired
  int boards = 1;  ///< the page of that round's boards and byes

  friend auto operator<=>(const ViewQuery&, const ViewQuery&) = default;
};

/// Shared by every view of one durable state: the state, its row and its ranked standings.
struct RankedState;

/// The views of an event's newest durable state, each page's text made once and shared by every
/// read and lobby frame that asks for it, so that a read costs the splice of `you` (docs/
/// performance.md). Texts only move forward: each is of the newest snapshot.
class ViewCache {
 public:
  ViewCache();
  ~ViewCache();

  struct View {
    std::shared_ptr<const RankedState> ranked;
    std::shared_ptr<const std::string> text;  ///< the public part: all but serverTime and you
  };
  /// The view `query` asks of `host`'s last durable state.
  View publicText(const EventHost& host, const ViewQuery& query);

 private:
  std::mutex mutex_;
  std::shared_ptr<const RankedState> ranked_;
  std::map<ViewQuery, std::shared_ptr<const std::string>> texts_;
};

/// `you` for `youKey` (the asking player's key hash, "" for none): whether he organises the event,
/// has entered, his game in play, and the standings page that holds him.
nlohmann::json eventYou(const RankedState& ranked, const std::string& youKey);
/// The view as text, from its public part with `serverTime` and `you` added (`you` null for the
/// lobby's frames).
std::string eventViewText(const std::string& publicText, int64_t now, const nlohmann::json& you);

/// One line of `GET /api/tournaments`: id, name, format, status, start, players, games' settings.
nlohmann::json eventSummary(const EventRow& row);

}  // namespace renju::server::events
