#include "stone_list.h"

#include <array>
#include <string>

#include "notation.h"

namespace renju::cli {

Result<Stones> parseStoneList(std::string_view text) {
  Stones stones;
  std::array<int, BOARD_POINTS> takenBy{};  // stone number (1-based) per point, 0 = free
  size_t i = 0;
  while (i < text.size()) {
    if (isListSeparator(text[i])) {
      ++i;
      continue;
    }
    // One token: colour and column letters, then up to the next separator or letter, so that
    // "Bh8Wh9" splits in two while "Bh16" or "Bh8x" stay whole for the message.
    size_t end = i + 1;
    if (end < text.size() && isAsciiLetter(text[end])) ++end;
    while (end < text.size() && !isListSeparator(text[end]) && !isAsciiLetter(text[end])) ++end;
    std::string_view token = text.substr(i, end - i);
    int number = static_cast<int>(stones.size()) + 1;
    std::string where =
        "stone " + std::to_string(number) + " (column " + std::to_string(i + 1) + "): ";
    char c = token[0];
    std::optional<Color> color;
    if (c == 'b' || c == 'B') color = Color::BLACK;
    if (c == 'w' || c == 'W') color = Color::WHITE;
    std::optional<Point> p = token.size() >= 3 ? parsePoint(token.substr(1)) : std::nullopt;
    if (!color || !p) {
      std::string why = !color && parsePoint(token)
                            ? " (the colour letter B or W is missing)"
                            : " (write a colour B or W, then a point a1..o15)";
      return makeError("bad-stone", where + "'" + std::string(token) + "' is not a stone" + why);
    }
    int& owner = takenBy[static_cast<size_t>(p->index())];
    if (owner != 0) {
      return makeError("duplicate-point", where + toString(*p) + " is already taken by stone " +
                                              std::to_string(owner));
    }
    owner = number;
    stones.emplace_back(*p, *color);
    i = end;
  }
  return stones;
}

Result<Stones> parseMovesAsStones(std::string_view text) {
  Result<std::vector<Point>> moves = parseMoveList(text);
  if (!moves) return moves.error();
  Stones stones;
  stones.reserve(moves->size());
  for (size_t k = 0; k < moves->size(); ++k) {
    stones.emplace_back((*moves)[k], k % 2 == 0 ? Color::BLACK : Color::WHITE);
  }
  return stones;
}

Result<Stones> parsePosition(std::string_view text) {
  size_t i = 0;
  while (i < text.size() && isListSeparator(text[i])) ++i;
  if (i + 1 < text.size() && isAsciiLetter(text[i]) && isAsciiLetter(text[i + 1])) {
    return parseStoneList(text);
  }
  return parseMovesAsStones(text);
}

}  // namespace renju::cli
