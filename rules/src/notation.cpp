#include "notation.h"

#include <array>

namespace renju {

Result<std::vector<Point>> parseMoveList(std::string_view text) {
  std::vector<Point> moves;
  std::array<int, BOARD_POINTS> takenBy{};  // move number (1-based) per point, 0 = free
  size_t i = 0;
  while (i < text.size()) {
    if (isListSeparator(text[i])) {
      ++i;
      continue;
    }
    // One token: its first character, then everything up to the next separator or letter, so
    // "h8h9" splits into "h8" and "h9" while "p3" or "h16" stay whole for the error message.
    size_t end = i + 1;
    while (end < text.size() && !isListSeparator(text[end]) && !isAsciiLetter(text[end])) ++end;
    std::string_view token = text.substr(i, end - i);
    int number = static_cast<int>(moves.size()) + 1;
    std::optional<Point> p = parsePoint(token);
    if (!p) {
      return makeError("bad-point", "move " + std::to_string(number) + ": '" + std::string(token) +
                                        "' is not a point of the board");
    }
    int& owner = takenBy[static_cast<size_t>(p->index())];
    if (owner != 0) {
      return makeError("duplicate-point", "move " + std::to_string(number) + ": " + toString(*p) +
                                              " is already taken by move " + std::to_string(owner));
    }
    owner = number;
    moves.push_back(*p);
    i = end;
  }
  return moves;
}

std::string formatMoveList(std::span<const Point> moves, bool spaced) {
  std::string out;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (spaced && i > 0) out += ' ';
    out += toString(moves[i]);
  }
  return out;
}

}  // namespace renju
