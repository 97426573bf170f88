#pragma once
// A game played here as a record file (docs/api.md, "record"; docs/archive.md, the downloads):
// the rules library reads the log (records_game.h: swap decisions, declared count, offers,
// result, each move's time); this piece adds what only the server knows (id, date) and writes
// the chosen format. Pure: the room calls it with its log in memory, the archive's API with the
// rows read back from the store.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "records.h"
#include "result.h"
#include "store/store.h"

namespace renju::server {

/// The rules library's actions of a stored log, in order; the room's own berserk rows are not
/// among them. Errors: the first row that does not parse (its own code, e.g. bad-json or
/// unknown-action).
Result<std::vector<Action>> logFromRows(const std::vector<ActionRow>& rows);

/// A berserk (an arena's game, docs/tournaments.md) is a row of the game's log that is not the
/// rules library's: `{"type": "berserk", "seat": "opener"|"other"}`, its clocks halved for the
/// seat. The row of `seat`'s berserk, and the seat of a berserk row (nullopt for any other row).
std::string berserkRowJson(Seat seat);
std::optional<Seat> berserkRowSeat(const ActionRow& row);

struct PlayedGame {
  std::string_view id;
  const GameConfig& config;
  const std::vector<Action>& log;
  const std::vector<int64_t>& logAt;  ///< when each action was accepted (server ms)
  int64_t joinedAt = 0;               ///< server ms; 0 while waiting
  int64_t createdAt = 0;
  bool clocked = false;  ///< with a clock, each move's time is kept
};
/// The game as a record, dated the day it started.
Result<Record> playedGameRecord(const PlayedGame& game);
/// The same from a game read back from the store.
Result<Record> storedGameRecord(const LoadedGame& game);

struct RecordFile {
  std::string body;
  std::string contentType;
};
/// `r` as `text`, `sgf`, `rif` or `psq`. Errors: bad-request for another format, or for a record
/// the format cannot hold (PSQ has no opening procedure to write a pass with).
Result<RecordFile> writeRecordFile(const Record& r, std::string_view format);

}  // namespace renju::server
