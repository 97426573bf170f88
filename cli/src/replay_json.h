#pragma once
// One line of `renju replay` output:
// {"id": 7, "moves": 31, "winner": "black", "reason": "five", "foul": null, "error": null}
#include <fmt/format.h>

#include <string_view>

#include "replay.h"

namespace renju::cli {

/// Appends the JSON line (with its '\n') for a game whose id is `id` (written as a number when
/// it is a plain decimal number, else as a string).
void appendReplayJson(fmt::memory_buffer& out, std::string_view id, const ReplayOutcome& o);

/// Appends s as a JSON string literal, quotes included.
void appendJsonString(fmt::memory_buffer& out, std::string_view s);

}  // namespace renju::cli
