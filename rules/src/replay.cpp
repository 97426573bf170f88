#include "replay.h"

#include <cassert>
#include <string>

#include "forbidden.h"

namespace renju {

std::string_view toString(ReplayReason r) {
  switch (r) {
    case ReplayReason::FIVE:
      return "five";
    case ReplayReason::OVERLINE:
      return "overline";
    case ReplayReason::FOUL:
      return "foul";
    case ReplayReason::NONE:
      break;
  }
  return "";
}

namespace {

// Whether a stone of colour c on empty p makes exactly five in some line (then White's winning
// move is a five, not an overline). Walks the board; used once per game.
bool makesExactFive(const Board& b, Point p, Color c) {
  static constexpr int DX[4] = {1, 0, 1, 1};
  static constexpr int DY[4] = {0, 1, 1, -1};
  for (int d = 0; d < 4; ++d) {
    int run = 1;
    for (int s : {1, -1}) {
      Point q(p.x + s * DX[d], p.y + s * DY[d]);
      while (q.valid() && b.at(q) == c) {
        ++run;
        q = Point(q.x + s * DX[d], q.y + s * DY[d]);
      }
    }
    if (run == 5) return true;
  }
  return false;
}

}  // namespace

ReplayOutcome replayMoves(std::span<const Point> moves, Board& board) {
  assert(board.stoneCount() == 0);
  ReplayOutcome out;
  int passesInARow = 0;
  size_t placed = 0;  // moves applied
  for (size_t i = 0; i < moves.size(); ++i) {
    int number = static_cast<int>(i) + 1;
    if (out.endMove != 0) {
      out.error = makeError("after-end", "the game ended at move " + std::to_string(out.endMove) +
                                             " but the record goes on to move " +
                                             std::to_string(moves.size()));
      break;
    }
    Point p = moves[i];
    Color color = i % 2 == 0 ? Color::BLACK : Color::WHITE;
    if (isPass(p)) {
      out.moves = number;
      placed = i + 1;
      if (++passesInARow == 2) out.endMove = number;  // two passes in a row: a draw
      continue;
    }
    if (!board.isEmpty(p)) {
      out.error = makeError("occupied",
                            "occupied point " + toString(p) + " at move " + std::to_string(number));
      break;
    }
    passesInARow = 0;
    if (isWinningMove(board, p, color)) {
      out.winner = color;
      out.reason = color == Color::WHITE && !makesExactFive(board, p, color)
                       ? ReplayReason::OVERLINE
                       : ReplayReason::FIVE;
      out.endMove = number;
    } else if (color == Color::BLACK) {
      ForbiddenKind kind = forbiddenKindInPlace(board, p);
      if (kind != ForbiddenKind::NONE) {
        out.winner = Color::WHITE;
        out.reason = ReplayReason::FOUL;
        out.foulMove = number;
        out.foulPoint = p;
        out.foulKind = kind;
        out.endMove = number;
      }
    }
    board.place(p, color);
    out.moves = number;
    placed = i + 1;
    if (out.endMove == 0 && board.stoneCount() == BOARD_POINTS) out.endMove = number;
  }
  // Back to empty: one copy of an empty board costs less than undoing every stone.
  static const Board empty;
  if (placed > 0) board = empty;
  return out;
}

ReplayOutcome replayRecord(const Record& record, Board& board) {
  ReplayOutcome out = replayMoves(record.moves, board);
  if (record.error && !out.error) out.error = record.error;
  return out;
}

}  // namespace renju
