#pragma once
// A played game (configuration + action log) as a Record, ready for any export format: the moves
// as they stand at the end (takebacks applied), the rule and its N, every swap decision, the
// declared count, the offered fifth moves, and the result with its reason.
#include <span>

#include "game.h"
#include "records.h"
#include "result.h"

namespace renju {

/// Folds the log through `apply`. A swap decision is recorded wherever the seat to act may swap:
/// 'S' when it swaps, '-' when it acts otherwise. Error "bad-log" when an action is refused
/// (the message names the action's index and the rules library's reason). Contract:
/// validate(config).
Result<Record> recordFromGame(const GameConfig& config, std::span<const Action> log);

}  // namespace renju
