#include "base/http_types.h"

#include <boost/url/pct_string_view.hpp>

#include "base/text.h"

namespace renju::server {

std::string percentDecode(std::string_view s, bool plusIsSpace) {
  auto valid = boost::urls::make_pct_string_view(s);
  if (!valid) return std::string(s);
  return valid->decode(boost::urls::encoding_opts(plusIsSpace));
}

// Split here rather than by Boost.URL's parse_query, which refuses a whole query for one
// malformed escape: each key and value is decoded on its own, so a bad one blanks nothing else.
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
  if (a.size() <= SCHEME.size() + 1 || (a[SCHEME.size()] != ' ' && a[SCHEME.size()] != '\t') ||
      !equalsIgnoreCase(a.substr(0, SCHEME.size()), SCHEME))
    return "";
  return std::string(trimSpace(a.substr(SCHEME.size() + 1)));
}

}  // namespace renju::server
