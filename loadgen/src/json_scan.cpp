#include "json_scan.h"

#include <cctype>
#include <charconv>

namespace renju::loadgen {

namespace {

size_t skipSpace(std::string_view s, size_t i) {
  while (i < s.size() && (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')) ++i;
  return i;
}

// `i` at an opening quote; returns the index just past the closing quote, or npos.
size_t skipString(std::string_view s, size_t i) {
  for (++i; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '"') {
      return i + 1;
    }
  }
  return std::string_view::npos;
}

// `i` at the first character of a value; returns the index just past it, or npos.
size_t skipValue(std::string_view s, size_t i) {
  if (i >= s.size()) return std::string_view::npos;
  if (s[i] == '"') return skipString(s, i);
  if (s[i] == '{' || s[i] == '[') {
    int depth = 0;
    while (i < s.size()) {
      char c = s[i];
      if (c == '"') {
        i = skipString(s, i);
        if (i == std::string_view::npos) return i;
        continue;
      }
      if (c == '{' || c == '[') ++depth;
      if (c == '}' || c == ']') {
        if (--depth == 0) return i + 1;
      }
      ++i;
    }
    return std::string_view::npos;
  }
  // Number, true, false, null: up to the next delimiter.
  size_t start = i;
  while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']' && s[i] != ' ' && s[i] != '\n' &&
         s[i] != '\r' && s[i] != '\t')
    ++i;
  return i > start ? i : std::string_view::npos;
}

}  // namespace

std::optional<std::string_view> findMember(std::string_view s, std::string_view key) {
  size_t i = skipSpace(s, 0);
  if (i >= s.size() || s[i] != '{') return std::nullopt;
  i = skipSpace(s, i + 1);
  if (i < s.size() && s[i] == '}') return std::nullopt;
  while (i < s.size()) {
    if (s[i] != '"') return std::nullopt;
    size_t keyEnd = skipString(s, i);
    if (keyEnd == std::string_view::npos) return std::nullopt;
    std::string_view name = s.substr(i + 1, keyEnd - i - 2);
    i = skipSpace(s, keyEnd);
    if (i >= s.size() || s[i] != ':') return std::nullopt;
    i = skipSpace(s, i + 1);
    size_t valueEnd = skipValue(s, i);
    if (valueEnd == std::string_view::npos) return std::nullopt;
    if (name == key) return s.substr(i, valueEnd - i);
    i = skipSpace(s, valueEnd);
    if (i >= s.size()) return std::nullopt;
    if (s[i] == '}') return std::nullopt;
    if (s[i] != ',') return std::nullopt;
    i = skipSpace(s, i + 1);
  }
  return std::nullopt;
}

std::optional<long long> findInteger(std::string_view s, std::string_view key) {
  auto raw = findMember(s, key);
  if (!raw || raw->empty()) return std::nullopt;
  long long v = 0;
  auto [end, ec] = std::from_chars(raw->data(), raw->data() + raw->size(), v);
  if (ec != std::errc() || end != raw->data() + raw->size() || v < 0) return std::nullopt;
  return v;
}

std::optional<std::string_view> findString(std::string_view s, std::string_view key) {
  auto raw = findMember(s, key);
  if (!raw || raw->size() < 2 || raw->front() != '"') return std::nullopt;
  auto inner = raw->substr(1, raw->size() - 2);
  if (inner.find('\\') != std::string_view::npos) return std::nullopt;
  return inner;
}

std::optional<std::vector<std::string_view>> arrayElements(std::string_view s) {
  size_t i = skipSpace(s, 0);
  if (i >= s.size() || s[i] != '[') return std::nullopt;
  std::vector<std::string_view> elements;
  i = skipSpace(s, i + 1);
  if (i < s.size() && s[i] == ']') return elements;
  while (i < s.size()) {
    size_t end = skipValue(s, i);
    if (end == std::string_view::npos) return std::nullopt;
    elements.push_back(s.substr(i, end - i));
    i = skipSpace(s, end);
    if (i >= s.size()) return std::nullopt;
    if (s[i] == ']') return elements;
    if (s[i] != ',') return std::nullopt;
    i = skipSpace(s, i + 1);
  }
  return std::nullopt;
}

}  // namespace renju::loadgen
