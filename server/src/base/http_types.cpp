#include "base/http_types.h"

#include <cctype>

#include "base/text.h"

namespace renju::server {
namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::string percentDecode(std::string_view s, bool plusIsSpace) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '%' && i + 2 < s.size()) {
      int hi = hexValue(s[i + 1]), lo = hexValue(s[i + 2]);
      if (hi >= 0 && lo >= 0) {
        out.push_back(static_cast<char>(hi * 16 + lo));
        i += 2;
        continue;
      }
    }
    out.push_back(plusIsSpace && c == '+' ? ' ' : c);
  }
  return out;
}

std::string HttpRequest::queryParam(std::string_view name) const {
  std::string_view q = query;
  while (!q.empty()) {
    size_t amp = q.find('&');
    std::string_view pair = q.substr(0, amp);
    size_t eq = pair.find('=');
    if (percentDecode(pair.substr(0, eq), true) == name)
      return eq == std::string_view::npos ? "" : percentDecode(pair.substr(eq + 1), true);
    if (amp == std::string_view::npos) break;
    q.remove_prefix(amp + 1);
  }
  return "";
}

std::string HttpRequest::cookieValue(std::string_view name) const {
  std::string_view c = cookie;
  while (!c.empty()) {
    size_t semi = c.find(';');
    std::string_view pair = trimSpace(c.substr(0, semi));
    size_t eq = pair.find('=');
    if (eq != std::string_view::npos && trimSpace(pair.substr(0, eq)) == name)
      return std::string(trimSpace(pair.substr(eq + 1)));
    if (semi == std::string_view::npos) break;
    c.remove_prefix(semi + 1);
  }
  return "";
}

std::string HttpRequest::bearer() const {
  // The scheme is case-insensitive (RFC 9110, 11.1): "bearer x" and "BEARER x" are "Bearer x".
  std::string_view a = trimSpace(authorization);
  constexpr std::string_view SCHEME = "bearer";
  if (a.size() <= SCHEME.size() + 1 || (a[SCHEME.size()] != ' ' && a[SCHEME.size()] != '\t'))
    return "";
  for (size_t i = 0; i < SCHEME.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != SCHEME[i]) return "";
  return std::string(trimSpace(a.substr(SCHEME.size() + 1)));
}

}  // namespace renju::server
