#pragma once
// From a record read out of a file to the archive's row (`renju import`, docs/archive.md): every
// game is replayed under renju rules first, and a game the rules refuse is reported, not kept.
#include <string>
#include <variant>

#include "board.h"
#include "records.h"
#include "store/archive.h"

namespace renju::server {

/// Why a record is not imported.
struct ImportRejection {
  std::string
      kind;         ///< short and stable, for the tally: "occupied", "after-end", "unreadable", ...
  int move = 0;     ///< the move at fault, 1-based; 0 when the game as a whole is at fault
  std::string why;  ///< one sentence for the user
};

/// The longest player name and event an imported row keeps (in bytes, cut at a character); the
/// site's own display names are at most 20 characters.
inline constexpr size_t IMPORT_NAME_LIMIT = 64;
inline constexpr size_t IMPORT_EVENT_LIMIT = 128;

/// The archive row of `record` (source "import", origin `origin`), or why it is refused.
/// A name or event longer than the limits above is cut, with a note added to record.notes.
/// `board` is lent for the replay (precondition: empty; left empty).
std::variant<ArchivedGame, ImportRejection> importRecord(Record& record, const std::string& origin,
                                                         Board& board);

/// "2026-12-02" as ms since the epoch at 00:00 UTC; 0 for anything else.
int64_t parseRecordDate(const std::string& date);

}  // namespace renju::server
