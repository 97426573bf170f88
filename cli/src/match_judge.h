#pragma once
// The referee of an engine match: every move goes through the rules library. A move on an
// occupied point or off the board, or a forbidden point for Black, loses; exactly five for Black
// and five or more for White win (RIF 9); a full board is a draw.
#include <optional>
#include <string>

#include "board.h"
#include "types.h"

namespace renju::match {

struct Judgement {
  bool over = false;
  std::optional<Color> winner;  ///< nullopt with `over`: a draw
  std::string reason;           ///< "five", "foul double-three h8", "occupied h8", "full board"
};

/// Judges `mover` playing `p` on `board` and places the stone unless the move is refused (off
/// the board, occupied, forbidden). A five takes precedence over a forbidden shape (RIF 9.4).
Judgement judgeMove(Board& board, Color mover, Point p);

}  // namespace renju::match
