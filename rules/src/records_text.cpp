#include "records_text.h"

#include <charconv>

#include "notation.h"

namespace renju::records_text {

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
  return s;
}

namespace {

bool equalsNoCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    char x = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (x != b[i]) return false;
  }
  return true;
}

}  // namespace

void appendMoves(std::string_view text, Record& r) {
  size_t i = 0;
  while (i < text.size()) {
    if (isListSeparator(text[i])) {
      ++i;
      continue;
    }
    size_t end = i + 1;
    if (text[i] == '-') {
      while (end < text.size() && text[end] == '-') ++end;
    } else if ((text[i] == 'p' || text[i] == 'P') && i + 4 <= text.size() &&
               equalsNoCase(text.substr(i, 4), "pass")) {
      end = i + 4;
    } else {
      // A point: its letter, then everything up to the next separator or letter, so "h8h9"
      // splits into two points while "h16" or "p3x" stay whole for the error message.
      while (end < text.size() && !isListSeparator(text[end]) && !isAsciiLetter(text[end])) ++end;
    }
    std::string_view token = text.substr(i, end - i);
    if (r.moves.size() >= RECORD_MOVES_LIMIT) {
      r.error = tooManyMoves();
      return;
    }
    if (token == "--" || equalsNoCase(token, "pass")) {
      r.moves.push_back(PASS);
    } else if (std::optional<Point> p = parsePoint(token)) {
      r.moves.push_back(*p);
    } else {
      r.error = makeError("bad-point", "move " + std::to_string(r.moves.size() + 1) + ": '" +
                                           std::string(token) + "' is not a point of the board");
      return;
    }
    i = end;
  }
}

std::string decodeXml(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '&') {
      out += s[i];
      continue;
    }
    size_t semi = s.find(';', i);
    if (semi == std::string_view::npos || semi - i > 10) {
      out += s[i];
      continue;
    }
    std::string_view name = s.substr(i + 1, semi - i - 1);
    char c = 0;
    if (name == "amp")
      c = '&';
    else if (name == "lt")
      c = '<';
    else if (name == "gt")
      c = '>';
    else if (name == "quot")
      c = '"';
    else if (name == "apos")
      c = '\'';
    if (c != 0) {
      out += c;
      i = semi;
      continue;
    }
    if (name.size() >= 2 && name[0] == '#') {
      unsigned code = 0;
      bool hex = name[1] == 'x' || name[1] == 'X';
      std::string_view digits = name.substr(hex ? 2 : 1);
      auto [ptr, ec] =
          std::from_chars(digits.data(), digits.data() + digits.size(), code, hex ? 16 : 10);
      if (ec == std::errc() && ptr == digits.data() + digits.size() && !digits.empty() &&
          code < 0x110000) {
        // UTF-8 encode.
        if (code < 0x80) {
          out += static_cast<char>(code);
        } else if (code < 0x800) {
          out += static_cast<char>(0xC0 | (code >> 6));
          out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
          out += static_cast<char>(0xE0 | (code >> 12));
          out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
          out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
          out += static_cast<char>(0xF0 | (code >> 18));
          out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
          out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
          out += static_cast<char>(0x80 | (code & 0x3F));
        }
        i = semi;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

std::string encodeXml(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

bool parseInt(std::string_view s, int& out) {
  if (s.empty()) return false;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && ptr == s.data() + s.size();
}

bool isOutOfRange(std::string_view s) {
  int value = 0;
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  return ec == std::errc::result_out_of_range && ptr == s.data() + s.size();
}

bool cutToLimit(std::string& value, size_t limit) {
  if (value.size() <= limit) return false;
  size_t n = limit;
  while (n > 0 && (static_cast<unsigned char>(value[n]) & 0xC0) == 0x80) --n;
  value.resize(n);
  value.shrink_to_fit();
  return true;
}

void addNote(Record& r, std::string note) {
  for (const std::string& n : r.notes)
    if (n == note) return;
  r.notes.push_back(std::move(note));
}

void addTag(Record& r, std::string_view name, std::string value) {
  if (r.tags.size() >= RECORD_TAGS_LIMIT) {
    addNote(r, "tags after the first " + std::to_string(RECORD_TAGS_LIMIT) + " dropped");
    return;
  }
  std::string key(name.substr(0, 64));
  if (cutToLimit(value))
    addNote(r, "tag " + key + " cut to " + std::to_string(RECORD_VALUE_LIMIT) + " bytes");
  r.tags.emplace_back(std::move(key), std::move(value));
}

Error tooManyMoves() {
  return makeError("too-long", "more than " + std::to_string(RECORD_MOVES_LIMIT) +
                                   " moves: a renju game has fewer than 451");
}

}  // namespace renju::records_text
