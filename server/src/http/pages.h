#pragma once
// The static pages and assets built by client/ (docs/architecture.md, "Server <-> client"):
// routing, language choice and content types. No sockets here.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

#include "base/http_types.h"

namespace renju::server {

/// What the store knows of a game id, for the page at /g/<id>.
enum class GameCheck : uint8_t { FOUND, EXPIRED, UNKNOWN };
using GameLookup = std::function<GameCheck(const std::string& id)>;

class Pages {
 public:
  /// `assets` is the client build's output folder (holding pages/ and assets/).
  explicit Pages(std::filesystem::path assets);

  /// How /g/<id> learns whether the game exists: an unknown game gets the "no game here" page
  /// (404), an expired one the "expired" page (410). Without a lookup every id gets the game page.
  void setGameLookup(GameLookup lookup) { lookup_ = std::move(lookup); }

  /// Answers a GET or HEAD for any path outside /api/.
  HttpResponse handle(const HttpRequest& request) const;

  /// The language for a request: ?lang=, then the `lang` cookie, then Accept-Language, then "en".
  static std::string chooseLanguage(const HttpRequest& request);

 private:
  // `encodings` is the request's Accept-Encoding: the precompressed variant it accepts is sent.
  HttpResponse page(const std::string& lang, const std::string& name, bool setCookie,
                    std::string_view encodings) const;
  HttpResponse asset(const std::string& relative, std::string_view encodings) const;
  HttpResponse notFound(const std::string& lang, bool setCookie, std::string_view encodings) const;
  HttpResponse game(const std::string& lang, const std::string& id, bool setCookie,
                    std::string_view encodings) const;

  std::filesystem::path root_;
  GameLookup lookup_;
};

/// "text/html; charset=utf-8" etc. by file extension.
std::string contentTypeFor(const std::filesystem::path& file);
/// True for build outputs whose name carries a content hash ("index-B9Xh3k2a.js"), which may be
/// cached for a year.
bool isHashedAssetName(const std::string& filename);

}  // namespace renju::server
