#pragma once
// Fives and Black's forbidden moves (RIF rules 9 and 10), exactly as section 2 of
// docs/rules.md describes them.
#include <utility>
#include <vector>

#include "board.h"
#include "types.h"

namespace renju {

/// Whether a three whose straight-four point would also complete a five in another line still
/// counts as a real three. The project's one rules Decision (reference section 2): it does NOT
/// (literal RIF 9.3: "... a straight four ... without making a five at the same time").
inline constexpr bool FIVE_COMPLETION_KEEPS_THREE_REAL = false;

/// Precondition: p valid and empty. Black: a stone on p makes exactly five in some line (RIF 9.1);
/// White: five or more.
bool isWinningMove(const Board& b, Point p, Color c);

/// Precondition: p valid and empty. A black stone on p makes six or more in some line.
bool makesOverline(const Board& b, Point p);

/// Precondition: p valid and empty. Judged for Black whoever is to move: NONE when legal (a move
/// that makes a five is always legal), else the first that applies of overline, double-four,
/// double-three.
ForbiddenKind forbiddenKind(const Board& b, Point p);

/// The same on a board the caller lets us use: the exact double-three test places and removes
/// stones on `b` and leaves it exactly as it was. Saves a copy of the board; not for a board
/// another thread is reading.
ForbiddenKind forbiddenKindInPlace(Board& b, Point p);

/// Every forbidden empty point for Black with its kind, sorted by Point::index().
std::vector<std::pair<Point, ForbiddenKind>> forbiddenMap(const Board& b);

}  // namespace renju
