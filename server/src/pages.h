#pragma once
// The static pages and assets built by client/ (docs/architecture.md, "Server <-> client"):
// routing, language choice and content types. No sockets here.
#include <filesystem>
#include <string>

#include "http_types.h"

namespace renju::server {

class Pages {
 public:
  /// `assets` is the client build's output folder (holding pages/ and assets/).
  explicit Pages(std::filesystem::path assets);

  /// Answers a GET or HEAD for any path outside /api/.
  HttpResponse handle(const HttpRequest& request) const;

  /// The language for a request: ?lang=, then the `lang` cookie, then Accept-Language, then "en".
  static std::string chooseLanguage(const HttpRequest& request);

 private:
  HttpResponse page(const std::string& lang, const std::string& name, bool setCookie) const;
  HttpResponse asset(const std::string& relative) const;
  HttpResponse notFound(const std::string& lang, bool setCookie) const;

  std::filesystem::path root_;
};

/// "text/html; charset=utf-8" etc. by file extension.
std::string contentTypeFor(const std::filesystem::path& file);
/// True for build outputs whose name carries a content hash ("index-B9Xh3k2a.js"), which may be
/// cached for a year.
bool isHashedAssetName(const std::string& filename);

}  // namespace renju::server
