#pragma once
// Plain HTTP request and response values, so that handlers are functions from request to
// response that know nothing of Beast (listener.cpp converts).
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace renju::server {

struct HttpRequest {
  std::string method;  ///< "GET", "POST", "HEAD", ...
  std::string path;    ///< decoded path without the query
  std::string query;   ///< raw query string without '?'
  std::string authorization;
  std::string cookie;
  std::string acceptLanguage;
  std::string acceptEncoding;
  std::string host;
  std::string body;
  std::string address;  ///< the client's IP address

  /// The value of the first `name` in the query ("" when absent), percent-decoded with '+' as a
  /// space. A key or value with a malformed escape is kept whole as it came (percentDecode);
  /// the other parameters read as usual.
  std::string queryParam(std::string_view name) const;
  /// The value of cookie `name` ("" when absent).
  std::string cookieValue(std::string_view name) const;
  /// The bearer token of the Authorization header ("" when absent).
  std::string bearer() const;
};

struct HttpResponse {
  int status = 200;
  std::string contentType = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  ///< extra headers

  HttpResponse& header(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
    return *this;
  }
};

using Respond = std::function<void(HttpResponse)>;

/// Decodes %XX escapes (and '+' as space when `plusIsSpace`) by Boost.URL; a string with a
/// malformed escape ("%zz", "%4") is kept whole as it came.
std::string percentDecode(std::string_view s, bool plusIsSpace);

}  // namespace renju::server
