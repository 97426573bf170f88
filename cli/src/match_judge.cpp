#include "match_judge.h"

#include "forbidden.h"

namespace renju::match {

Judgement judgeMove(Board& board, Color mover, Point p) {
  if (!p.valid()) return {true, ~mover, "off the board"};
  if (!board.isEmpty(p)) return {true, ~mover, "occupied " + toString(p)};
  if (isWinningMove(board, p, mover)) {
    board.place(p, mover);
    return {true, mover, "five"};
  }
  if (mover == Color::BLACK) {
    ForbiddenKind kind = forbiddenKind(board, p);
    if (kind != ForbiddenKind::NONE)
      return {true, Color::WHITE, "foul " + std::string(toString(kind)) + " " + toString(p)};
  }
  board.place(p, mover);
  if (board.stoneCount() == BOARD_POINTS) return {true, std::nullopt, "full board"};
  return {};
}

}  // namespace renju::match
