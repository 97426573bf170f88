#pragma once
// A played game (configuration + action log) as a Record, ready for any export format: the moves
// as they stand at the end (takebacks applied), the rule and its N, every swap decision, the
// declared count, the offered fifth moves, and the result with its reason.
#include <cstdint>
#include <optional>
#include <span>

#include "game.h"
#include "records.h"
#include "result.h"

namespace renju {

/// When the actions of a log were accepted, for the time spent on each move (games with a clock).
struct LogTimes {
  int64_t startMs = 0;                  ///< when the game started (the second player joined)
  std::span<const int64_t> acceptedMs;  ///< one per action of the log, in order
};

/// Folds the log through `apply`. A swap decision is recorded wherever the seat to act may swap:
/// 'S' when it swaps, '-' when it acts otherwise. Error "bad-log" when an action is refused
/// (the message names the action's index and the rules library's reason). Contract:
/// validate(config). With `times` (as many as actions), each move gets the time from the previous
/// change of turn (or the start) to the action that put it on the board, in `timesMs`.
Result<Record> recordFromGame(const GameConfig& config, std::span<const Action> log,
                              const std::optional<LogTimes>& times = std::nullopt);

}  // namespace renju
