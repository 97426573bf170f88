#pragma once
// A game played here, as the archive keeps it once it ends (docs/archive.md): built in the room's
// unit that records the end, so that the game and its explorer counts are stored together with
// the end (store_op::Archive beside SetStatus{FINISHED}).
#include <optional>
#include <string>

#include "game.h"
#include "store/archive.h"

namespace renju::server {

/// Who sat where: the display names ("" for none) and the computer's seat and level when it
/// played.
struct ArchivedPlayers {
  std::string blackName, whiteName;
  std::optional<Seat> computerSeat;
  int computerLevel = 0;
  std::string blackId = {}, whiteId = {};  ///< public ids by colour; "" for none
};

/// The archive row of game `id`, finished in `state` at `endedAt` (server ms), with the clock's
/// settings as JSON ("" without a clock). nullopt for a game that ended without a result
/// (aborted): there is nothing to learn from it.
std::optional<ArchivedGame> archivedFromGame(const std::string& id, const GameState& state,
                                             const std::string& clockJson, int64_t endedAt,
                                             const ArchivedPlayers& players);

}  // namespace renju::server
