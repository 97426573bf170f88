#pragma once
// Text helpers shared by the record formats (internal to records_*.cpp).
#include <string>
#include <string_view>

#include "records.h"

namespace renju::records_text {

inline bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trim(std::string_view s);

/// Appends the moves of a move list to r.moves: points ("h8", case-insensitive, spaced or back to
/// back), "--" or "pass" for a pass. Separators: whitespace, ',' and ';'. On a bad token sets
/// r.error ("bad-point", "move 5: 'p3' is not a point of the board") and stops. Duplicates are
/// kept: judging them is the replay's business.
void appendMoves(std::string_view text, Record& r);

/// Decodes the XML entities &amp; &lt; &gt; &quot; &apos; &#N; &#xH; (others stay as written).
std::string decodeXml(std::string_view s);
/// Escapes & < > " for XML text and attribute values.
std::string encodeXml(std::string_view s);

/// Parses a non-negative or negative decimal integer filling the whole of s.
bool parseInt(std::string_view s, int& out);
/// True when s is a decimal integer too large for an int ("123456789012345678901234567890").
bool isOutOfRange(std::string_view s);

/// The most tags (unknown attributes or properties) a record keeps; the rest are dropped with a
/// note.
inline constexpr size_t RECORD_TAGS_LIMIT = 64;

/// Cuts `value` to at most `limit` bytes, at the start of a UTF-8 character; true when it was
/// longer.
bool cutToLimit(std::string& value, size_t limit = RECORD_VALUE_LIMIT);
/// Adds the note "<what> ..." to r once (a file cutting many values gets one line per kind).
void addNote(Record& r, std::string note);
/// Adds tag (name, value) to r, cutting the value and counting the tags, each with a note.
void addTag(Record& r, std::string_view name, std::string value);
/// The error for a move list longer than RECORD_MOVES_LIMIT.
Error tooManyMoves();

}  // namespace renju::records_text
