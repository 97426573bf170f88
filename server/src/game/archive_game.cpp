#include "game/archive_game.h"

#include "openings.h"
#include "records.h"

namespace renju::server {

std::optional<ArchivedGame> archivedFromGame(const std::string& id, const GameState& state,
                                             const std::string& clockJson, int64_t endedAt,
                                             const ArchivedPlayers& players) {
  const auto& result = state.result();
  if (!result || result->reason == EndReason::ABORTED) return std::nullopt;
  ArchivedGame g;
  g.id = id;
  g.source = "here";
  g.rule = std::string(toString(state.config().rule));
  g.n = state.config().n;
  std::string moves;
  for (const Move& m : state.moves()) {
    if (!moves.empty()) moves += ' ';
    moves += m.point.valid() ? toString(m.point) : "--";
  }
  g.moves = std::move(moves);
  g.length = state.moveCount();
  const auto& played = state.moves();
  if (played.size() >= 3 && played[0].point.valid() && played[1].point.valid() &&
      played[2].point.valid())
    if (auto o = classifyOpening(played[0].point, played[1].point, played[2].point))
      g.opening = std::string(o->code);
  g.result = result->winnerColor ? std::string(toString(*result->winnerColor)) : "draw";
  g.reason = std::string(toString(result->reason));
  g.playedAt = endedAt;
  g.clock = clockJson;
  g.blackName = players.blackName;
  g.whiteName = players.whiteName;
  g.blackId = players.blackId;
  g.whiteId = players.whiteId;
  // The seat's colour at the end: the swaps of the opening decided it.
  if (players.computerSeat) {
    g.computerColor = std::string(toString(state.colorOf(*players.computerSeat)));
    g.computerLevel = players.computerLevel;
  }
  g.contentHash = archiveContentHash(g);
  return g;
}

}  // namespace renju::server
