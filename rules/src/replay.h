#pragma once
// Replays a recorded move list under renju rules, without an opening procedure (old records
// were played under many opening rules): Black moves first, the colours alternate, a five ends
// the game, White also wins with an overline, and a forbidden black move (RIF rule 9.3-9.4) ends
// it as a foul. Only the point played is judged, on a board kept up to date move by move.
#include <optional>
#include <span>
#include <string_view>

#include "board.h"
#include "records.h"
#include "result.h"
#include "types.h"

namespace renju {

enum class ReplayReason : uint8_t {
  NONE,      ///< no decisive move (unfinished, draw by two passes or full board)
  FIVE,      ///< a five (exactly five for Black; five for White)
  OVERLINE,  ///< White's six or more, with no exact five in another line
  FOUL,      ///< Black played a forbidden point that makes no five
};

/// "five", "overline", "foul"; "" for NONE.
std::string_view toString(ReplayReason r);

struct ReplayOutcome {
  /// Moves applied, stones and passes, the decisive move included.
  int moves = 0;
  std::optional<Color> winner;
  ReplayReason reason = ReplayReason::NONE;
  /// With reason FOUL: the move number (1-based), its point and why it is forbidden.
  int foulMove = 0;
  Point foulPoint;
  ForbiddenKind foulKind = ForbiddenKind::NONE;
  /// The game ended at this move (decisive move, second pass in a row, or the full board); 0 while
  /// it goes on.
  int endMove = 0;
  /// What is wrong with the record, if anything. Codes: "occupied" (the replay stops before that
  /// move), "after-end" (moves follow the end of the game; the result stands), or the record's
  /// own read error.
  std::optional<Error> error;
};

/// Replays `moves` (PASS = a pass) from an empty board. Precondition: `board` is empty (it is
/// lent for speed and left empty again).
ReplayOutcome replayMoves(std::span<const Point> moves, Board& board);

/// The same for a record; a record that could not be read completely is replayed as far as it
/// was read, and its read error is reported unless the replay found an earlier one.
ReplayOutcome replayRecord(const Record& record, Board& board);

}  // namespace renju
