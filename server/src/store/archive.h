#pragma once
// The archive of finished games and the opening explorer's counts (docs/archive.md): the rows
// both stores keep, the search the archive page makes, and the pure computations both stores
// share (identity of a game by its content, explorer rows of a batch of games).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "types.h"

namespace renju::server {

/// One archived game. `moves` is a plain move list ("h8 h9 i8"; "--" for a pass).
struct ArchivedGame {
  std::string id;           ///< the game's id when played here; derived from contentHash else
  std::string contentHash;  ///< SHA-256 hex (archiveContentHash); unique in the archive
  std::string source;       ///< "here" or "import"
  std::string rule;         ///< rule id ("rif", "soosorv", ...); "" when the record has none
  int n = 0;                ///< Soosõrv's or Taraguchi's N; 0 when none
  std::string opening;      ///< "2D" etc. when the first three stones make one of the 26
  std::string result;       ///< "black", "white", "draw"; "" when unknown or unfinished
  std::string reason;       ///< "five", "resign", "time", ... as records say; "" when unknown
  std::string moves;
  int length = 0;        ///< moves played, passes included
  int64_t playedAt = 0;  ///< ms since the epoch (UTC) the game ended; 0 when unknown
  std::string clock;     ///< the clock settings as JSON; "" when unknown
  std::string blackName, whiteName;
  std::string event;   ///< tournament or event, imported games
  std::string origin;  ///< imported: the file's name; here: ""
  /// Played here against the computer: the colour it played ("black", "white") and its level
  /// (1..8); "" and 0 when both players were people, and for every imported game.
  std::string computerColor;
  int computerLevel = 0;
  /// Played here: the public id of the key that held each colour at the end; "" for the
  /// computer, a seat taken without a key, and every imported game.
  std::string blackId = {};
  std::string whiteId = {};

  friend bool operator==(const ArchivedGame&, const ArchivedGame&) = default;
};

/// Where a page of the archive starts: after this (playedAt, id), newest first.
struct ArchiveCursor {
  int64_t playedAt = 0;
  std::string id;
};

/// The archive page's filters; empty or zero = any.
struct ArchiveQuery {
  std::string source, rule, opening, result, reason;
  int64_t playedFrom = 0, playedTo = 0;  ///< ms, inclusive; 0 = open end
  int minLength = 0, maxLength = 0;
  std::string name;  ///< a player's display name, exactly (either colour)
  std::optional<ArchiveCursor> after;
  int limit = 50;  ///< 1..MAX_ARCHIVE_PAGE
};
inline constexpr int MAX_ARCHIVE_PAGE = 100;

struct ArchivePage {
  std::vector<ArchivedGame> games;    ///< newest first (playedAt, then id, descending)
  std::optional<ArchiveCursor> next;  ///< set when more games follow
};

/// One move played from a position, in the canonical orientation (position_key.h).
struct ExplorerRow {
  uint64_t key = 0;    ///< canonical key of the position before the move
  std::string source;  ///< "here" or "import"
  std::string rule;
  int move = 0;       ///< Point::index() of the move, canonical orientation
  int64_t games = 0;  ///< every game that played it (results unknown included)
  int64_t blackWins = 0, draws = 0, whiteWins = 0;
  friend bool operator==(const ExplorerRow&, const ExplorerRow&) = default;
};

/// The explorer counts the first EXPLORER_PLIES moves of each game.
inline constexpr int EXPLORER_PLIES = 40;

/// A game's identity: SHA-256 hex of its rule, N, moves, player names and date, so that the same
/// record imported twice (or from two formats) is one game, while two games of different players
/// that happen to share their moves stay two.
std::string archiveContentHash(const ArchivedGame& g);
/// The id of an imported game: "i" and the first 15 hex digits of its content hash.
std::string importedGameId(const std::string& contentHash);

/// The explorer rows that `games` add, summed per (key, source, rule, move), in a stable order.
/// The walk stops at a pass or an unreadable move.
std::vector<ExplorerRow> explorerRows(const std::vector<const ArchivedGame*>& games);

/// The moves of a plain move list; nullopt at the first token that is neither a point nor "--".
std::optional<std::vector<Point>> parseArchivedMoves(const std::string& moves);

/// Store keys are signed 64-bit columns: the key's bits as such, and back.
inline int64_t keyColumn(uint64_t key) {
  return static_cast<int64_t>(key);
}
inline uint64_t keyFromColumn(int64_t v) {
  return static_cast<uint64_t>(v);
}

}  // namespace renju::server
