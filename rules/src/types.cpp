#include "types.h"

namespace renju {

std::string_view toString(Color c) {
  return c == Color::BLACK ? "black" : "white";
}

std::string toString(Point p) {
  if (!p.valid()) return "--";
  std::string s(1, static_cast<char>('a' + p.x));
  s += std::to_string(p.y + 1);
  return s;
}

std::optional<Point> parsePoint(std::string_view s) {
  if (s.size() < 2 || s.size() > 3) return std::nullopt;
  char c = s[0];
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (c < 'a' || c >= 'a' + BOARD_SIZE) return std::nullopt;
  int row = 0;
  for (size_t i = 1; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
    row = row * 10 + (s[i] - '0');
  }
  if (s[1] == '0' || row < 1 || row > BOARD_SIZE) return std::nullopt;
  return Point(c - 'a', row - 1);
}

std::string_view toString(ForbiddenKind k) {
  switch (k) {
    case ForbiddenKind::OVERLINE:
      return "overline";
    case ForbiddenKind::DOUBLE_FOUR:
      return "double-four";
    case ForbiddenKind::DOUBLE_THREE:
      return "double-three";
    case ForbiddenKind::NONE:
      break;
  }
  return "none";
}

}  // namespace renju
