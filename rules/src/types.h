#pragma once
// The vocabulary every other part of the rules library uses: colours, points, foul kinds.
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace renju {

inline constexpr int BOARD_SIZE = 15;
inline constexpr int BOARD_POINTS = BOARD_SIZE * BOARD_SIZE;

enum class Color : uint8_t { BLACK = 0, WHITE = 1 };

constexpr Color operator~(Color c) {
  return c == Color::BLACK ? Color::WHITE : Color::BLACK;
}
std::string_view toString(Color c);  ///< "black" / "white"

/// An intersection. x = column (a..o -> 0..14), y = row counted from the bottom (1..15 -> 0..14).
struct Point {
  int8_t x = -1;
  int8_t y = -1;

  constexpr Point() = default;
  constexpr Point(int x_, int y_) : x(static_cast<int8_t>(x_)), y(static_cast<int8_t>(y_)) {}

  constexpr bool valid() const { return x >= 0 && x < BOARD_SIZE && y >= 0 && y < BOARD_SIZE; }
  /// 0..224, row-major from a1; only for valid points.
  constexpr int index() const { return y * BOARD_SIZE + x; }
  static constexpr Point fromIndex(int i) { return Point(i % BOARD_SIZE, i / BOARD_SIZE); }
  static constexpr Point center() { return Point(7, 7); }

  /// Chebyshev distance from h8: a point is inside the central (2k+1)x(2k+1) square iff <= k.
  constexpr int ringFromCenter() const {
    int dx = x > 7 ? x - 7 : 7 - x;
    int dy = y > 7 ? y - 7 : 7 - y;
    return dx > dy ? dx : dy;
  }

  friend constexpr bool operator==(Point, Point) = default;
  friend constexpr auto operator<=>(Point, Point) = default;
};

/// "h8"; lowercase.
std::string toString(Point p);
/// Parses one point, case-insensitive ("H8", "h8"); nullopt for anything else ("p3", "h16", "h0").
std::optional<Point> parsePoint(std::string_view s);

/// Why a point is forbidden for Black. Order of naming when several apply: overline, double-four,
/// double-three.
enum class ForbiddenKind : uint8_t { NONE = 0, OVERLINE, DOUBLE_FOUR, DOUBLE_THREE };

/// "overline", "double-four", "double-three" ("none" for NONE).
std::string_view toString(ForbiddenKind k);

}  // namespace renju
