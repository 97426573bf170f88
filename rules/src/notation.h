#pragma once
// Move lists as people type them: "h8 h9 i8", "h8,h9,i8" or "h8h9i8" (case-insensitive).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"
#include "types.h"

namespace renju {

/// Parses a move list. Separators are spaces, tabs, newlines, commas and semicolons; points may
/// also be written back to back ("h8h9i8"). An empty list is valid.
/// Errors: "bad-point" ("move 2: 'p3' is not a point of the board") and "duplicate-point"
/// ("move 3: h8 is already taken by move 1"); moves are numbered from 1.
Result<std::vector<Point>> parseMoveList(std::string_view text);

/// Characters that separate points in a list: space, tab, newline, comma, semicolon.
constexpr bool isListSeparator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';';
}
/// An ASCII letter: in a list written back to back ("h8h9"), a letter starts the next token.
constexpr bool isAsciiLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// "h8 h9 i8" (spaced) or "h8h9i8"; lowercase.
std::string formatMoveList(std::span<const Point> moves, bool spaced = true);

}  // namespace renju
