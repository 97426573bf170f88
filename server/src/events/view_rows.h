#pragma once
// The rows of an event's view (docs/api.md, "Tournaments"), each list a slice at a time: the view
// shows a page of 50, so a row is made only when a page that holds it is asked for. Pure: from a
// state and the standings already ranked (event_view.cpp ranks them once per state).
#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena_standings.h"
#include "events/arena_model.h"
#include "events/event_model.h"
#include "tiebreak.h"

namespace renju::server::events {

/// Rows [from, to) of a list, clamped to its length.
struct Slice {
  size_t from = 0;
  size_t to = 0;
  Slice clamp(size_t size) const;
};

std::string_view entrantStatusName(EntrantStatus status);

/// `{"publicId", "name"}` of a player (name null when he has none).
nlohmann::json playerRef(const std::string& key, const std::string& name);

/// The entrants of a Swiss or round robin in joining order.
nlohmann::json entrantRows(const EventState& s, Slice slice);

/// Where each entrant stands in a round-based event's standings, for the crosstable's cells.
struct Places {
  std::vector<int> byRank;  ///< place (1, 2, ...) of each starting rank, 0 when not standing
  /// By round, the board (0-based) of each starting rank; -1 when he has no board in it.
  std::vector<std::vector<int>> boardOf;
};
Places placesOf(const EventState& s, const std::vector<pairing::StandingRow>& standings);

/// One cell of the crosstable: the opponent's place, `w` or `b`, the result mark; or the bye's
/// mark (`+`, `½`, `0`, `–`) in a round without a game.
std::string crossCell(const EventState& s, const Places& places, int startRank, int round);

/// Standings rows of a Swiss or round robin, each with its tie-breaks and crosstable cells.
nlohmann::json standingRows(const EventState& s, const std::vector<pairing::StandingRow>& rows,
                            const Places& places, Slice slice);

/// Round `round` (1-based, paired) with the slice of its boards and of its byes.
nlohmann::json roundView(const EventState& s, int round, Slice slice);

/// An arena's players in joining order.
nlohmann::json arenaPlayerRows(const ArenaState& a, Slice slice);
/// An arena's standings rows.
nlohmann::json arenaStandingRows(const ArenaState& a,
                                 const std::vector<pairing::ArenaStandingRow>& rows, Slice slice);
/// The boards of the games in play (indexes into `a.boards`) as the view lists them.
nlohmann::json arenaGameRows(const ArenaState& a, const std::vector<size_t>& inPlay, Slice slice);

}  // namespace renju::server::events
