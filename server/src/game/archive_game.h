#pragma once
// A game played here, as the archive keeps it once it ends (docs/archive.md): built in the room's
// unit that records the end, so that the game and its explorer counts are stored together with
// the end (store_op::Archive beside SetStatus{FINISHED}).
#include <optional>
#include <string>

#include "game.h"
#include "store/archive.h"

namespace renju::server {

/// The archive row of game `id`, finished in `state` at `endedAt` (server ms), with the clock's
/// settings as JSON ("" without a clock) and the players' display names ("" for none). nullopt
/// for a game that ended without a result (aborted): there is nothing to learn from it.
std::optional<ArchivedGame> archivedFromGame(const std::string& id, const GameState& state,
                                             const std::string& clockJson, int64_t endedAt,
                                             const std::string& blackName,
                                             const std::string& whiteName);

}  // namespace renju::server
