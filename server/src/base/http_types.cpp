#include "base/http_types.h"

#include <boost/url/params_view.hpp>
#include <boost/url/parse_query.hpp>
#include <boost/url/pct_string_view.hpp>

#include "base/text.h"

namespace renju::server {

std::string percentDecode(std::string_view s, bool plusIsSpace) {
  auto valid = boost::urls::make_pct_string_view(s);
  if (!valid) return std::string(s);
  return valid->decode(boost::urls::encoding_opts(plusIsSpace));
}

std::string HttpRequest::queryParam(std::string_view name) const {
  auto params = boost::urls::parse_query(query);
  if (!params) return "";
  for (const auto& param : boost::urls::params_view(*params, boost::urls::encoding_opts(true)))
    if (param.key == name) return param.value;
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
