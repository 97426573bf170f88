#pragma once
// Positions as the `forbidden` command reads them: stones with their colour ("Bh8 Wh9 Bi8", any
// order) or a move list alternating from Black ("h8 h9 i8").
#include <string_view>
#include <utility>
#include <vector>

#include "result.h"
#include "types.h"

namespace renju::cli {

using Stones = std::vector<std::pair<Point, Color>>;

/// "Bh8 Wh9 bi8", "Bh8,Wh9" or "Bh8Wh9Bi8": a colour letter (B or W, any case) then a point.
/// Errors name the stone's number and column: "stone 3 (column 9): 'Xh8' is not a stone ...",
/// "stone 4 (column 13): h8 is already taken by stone 1".
Result<Stones> parseStoneList(std::string_view text);

/// A move list (notation.h), stones alternating from Black.
Result<Stones> parseMovesAsStones(std::string_view text);

/// Either form, told apart by the first token: a letter then a letter ("Bh8") is a stone list,
/// a letter then a digit ("h8") a move list.
Result<Stones> parsePosition(std::string_view text);

}  // namespace renju::cli
