#include "http/pages.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

#include "base/header_list.h"
#include "base/random_id.h"
#include "base/text.h"
#include "http/precompressed.h"
#include "ratings/public_id.h"

namespace renju::server {
namespace {

constexpr std::array<std::string_view, 2> LANGUAGES = {"en", "pt"};

bool supported(std::string_view lang) {
  return std::find(LANGUAGES.begin(), LANGUAGES.end(), lang) != LANGUAGES.end();
}

// "pt-BR,pt;q=0.9,en;q=0.5" -> the supported language with the highest q (first on ties).
std::string fromAcceptLanguage(std::string_view header) {
  std::string best;
  double bestQ = 0;
  for (const WeightedItem& item : parseWeightedList(header)) {
    std::string tag = lowerAscii(item.value);
    std::string primary = tag.substr(0, tag.find('-'));
    if (supported(primary) && item.weight > bestQ) {
      best = primary;
      bestQ = item.weight;
    }
  }
  return best;
}

bool safeRelativePath(std::string_view rel) {
  if (rel.empty() || rel.front() == '/') return false;
  size_t start = 0;
  while (start <= rel.size()) {
    size_t slash = rel.find('/', start);
    std::string_view part =
        rel.substr(start, slash == std::string_view::npos ? rel.npos : slash - start);
    if (part.empty() || part == "." || part == ".." || part.find('\\') != part.npos ||
        part.find('\0') != part.npos)
      return false;
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  return true;
}

// An archived game's id: a game id of this site or "i" and 15 hex digits (archive.h); the page
// itself asks the API whether the game exists.
bool isArchiveId(std::string_view s) {
  if (s.empty() || s.size() > 32) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)); });
}

bool isRuleName(std::string_view s) {
  if (s.empty() || s.size() > 32) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

// Every HTML answer: scripts, styles and fonts from this origin only (the build emits no inline
// script), WebSockets to this origin, images also as data: URLs (the favicon, QR codes), never
// framed. The game page's URL fragment holds seat secrets: no Referer leaves any page.
void documentHeaders(HttpResponse& r) {
  r.header("Content-Security-Policy",
           "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
           "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
           "form-action 'self'; frame-ancestors 'none'");
  r.header("Referrer-Policy", "no-referrer");
  r.header("X-Frame-Options", "DENY");
}

HttpResponse htmlMessage(int status, const std::string& lang, const std::string& title,
                         const std::string& text) {
  HttpResponse r;
  r.status = status;
  r.contentType = "text/html; charset=utf-8";
  r.body = "<!doctype html><html lang=\"" + lang + "\"><head><meta charset=\"utf-8\"><title>" +
           title + "</title></head><body><h1>" + title + "</h1><p>" + text +
           "</p><p><a href=\"/\">renju</a></p></body></html>\n";
  r.header("Cache-Control", "no-cache");
  documentHeaders(r);
  return r;
}

// The body of a file as stored, and its Content-Encoding when it is a compressed variant.
void withVariant(HttpResponse& r, FileVariant file) {
  r.body = std::move(file.body);
  if (file.encoding != Encoding::IDENTITY)
    r.header("Content-Encoding", std::string(contentEncoding(file.encoding)));
}

}  // namespace

std::string contentTypeFor(const std::filesystem::path& file) {
  static const std::array<std::pair<std::string_view, std::string_view>, 16> TYPES = {{
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".map", "application/json"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".jpg", "image/jpeg"},
      {".webp", "image/webp"},
      {".ico", "image/x-icon"},
      {".woff2", "font/woff2"},
      {".woff", "font/woff"},
      {".txt", "text/plain; charset=utf-8"},
      {".webmanifest", "application/manifest+json"},
      {".wasm", "application/wasm"},
  }};
  std::string ext = lowerAscii(file.extension().string());
  for (const auto& [e, type] : TYPES)
    if (e == ext) return std::string(type);
  return "application/octet-stream";
}

bool isHashedAssetName(const std::string& filename) {
  // The client build names its files name-HASH.ext (client/vite.config.ts): HASH is 8 characters
  // of [A-Za-z0-9_-]. A hash may hold letters only, or begin with '-', so its length and the '-'
  // before it are what mark it, not its characters.
  constexpr size_t HASH = 8;
  size_t dot = filename.find('.');
  if (dot == std::string::npos || dot < HASH + 2) return false;
  std::string_view stem(filename.data(), dot);
  if (stem[stem.size() - HASH - 1] != '-') return false;
  return std::all_of(stem.end() - HASH, stem.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

Pages::Pages(std::filesystem::path assets) : root_(std::move(assets)) {}

std::string Pages::chooseLanguage(const HttpRequest& request) {
  std::string q = lowerAscii(request.queryParam("lang"));
  if (supported(q)) return q;
  std::string c = lowerAscii(request.cookieValue("lang"));
  if (supported(c)) return c;
  std::string a = fromAcceptLanguage(request.acceptLanguage);
  return a.empty() ? "en" : a;
}

HttpResponse Pages::handle(const HttpRequest& request) const {
  std::string lang = chooseLanguage(request);
  bool setCookie = supported(lowerAscii(request.queryParam("lang")));
  std::string path = request.path;
  std::string_view enc = request.acceptEncoding;
  if (path.size() > 1 && path.back() == '/') path.pop_back();

  if (path.rfind("/assets/", 0) == 0) return asset(path.substr(1), enc);
  if (path == "/" || path == "/index.html") return page(lang, "index", setCookie, enc);
  if (path == "/rules") return page(lang, "rules", setCookie, enc);
  if (path == "/analysis") return page(lang, "analysis", setCookie, enc);
  if (path == "/archive") return page(lang, "archive", setCookie, enc);
  if (path.rfind("/archive/", 0) == 0 && isArchiveId(path.substr(9)))
    return page(lang, "archive-game", setCookie, enc);
  if (path == "/settings") return page(lang, "settings", setCookie, enc);
  if (path == "/my-games") return page(lang, "my-games", setCookie, enc);
  if (path == "/watch") return page(lang, "watch", setCookie, enc);
  if (path == "/leaderboard") return page(lang, "leaderboard", setCookie, enc);
  if (path == "/tournaments") return page(lang, "tournaments", setCookie, enc);
  // An event's id has the shape of a game id; whether it exists is the page's question to the API
  // (404 unknown-event), as for an archived game.
  if (path.rfind("/t/", 0) == 0 && isArchiveId(path.substr(3)))
    return page(lang, "tournament", setCookie, enc);
  // Whether the id belongs to a key is the page's question to the API (404 unknown-player).
  if (path.rfind("/player/", 0) == 0 && ratings::validPublicId(path.substr(8)))
    return page(lang, "player", setCookie, enc);
  if (path.rfind("/rules/", 0) == 0 && isRuleName(path.substr(7)))
    return page(lang, "rules/" + path.substr(7), setCookie, enc);
  if (path.rfind("/g/", 0) == 0) return game(lang, path.substr(3), setCookie, enc);
  // Top-level files of the build (favicon.ico, robots.txt).
  if (path.find('/', 1) == std::string::npos && path.size() > 1 && path.find('.') != path.npos &&
      safeRelativePath(path.substr(1))) {
    HttpResponse r = asset(path.substr(1), enc);
    if (r.status == 200) return r;
  }
  return notFound(lang, setCookie, enc);
}

HttpResponse Pages::page(const std::string& lang, const std::string& name, bool setCookie,
                         std::string_view encodings) const {
  if (!std::filesystem::is_directory(root_ / "pages"))
    return htmlMessage(503, lang, "Pages not built",
                       "The site's pages are missing from the assets folder given to "
                       "<code>renju serve --assets</code>. Build them with <code>npm run "
                       "build</code> in <code>client/</code>. The API works meanwhile.");
  auto file = readBestVariant(root_ / "pages" / lang / (name + ".html"), encodings);
  if (!file) return notFound(lang, setCookie, encodings);
  HttpResponse r;
  r.contentType = "text/html; charset=utf-8";
  withVariant(r, std::move(*file));
  r.header("Cache-Control", "no-cache");
  r.header("Content-Language", lang);
  r.header("Vary", "Accept-Language, Cookie, Accept-Encoding");
  documentHeaders(r);
  if (setCookie)
    r.header("Set-Cookie", "lang=" + lang + "; Path=/; Max-Age=31536000; SameSite=Lax");
  return r;
}

HttpResponse Pages::game(const std::string& lang, const std::string& id, bool setCookie,
                         std::string_view encodings) const {
  GameCheck check = !looksLikeGameId(id) ? GameCheck::UNKNOWN
                    : lookup_            ? lookup_(id)
                                         : GameCheck::FOUND;
  if (check == GameCheck::FOUND) return page(lang, "game", setCookie, encodings);
  bool expired = check == GameCheck::EXPIRED;
  HttpResponse r = page(lang, expired ? "game-expired" : "game-missing", setCookie, encodings);
  if (r.status == 200) r.status = expired ? 410 : 404;
  return r;
}

HttpResponse Pages::asset(const std::string& relative, std::string_view encodings) const {
  if (!safeRelativePath(relative)) return notFound("en", false, encodings);
  std::filesystem::path file = root_ / relative;
  auto variant = readBestVariant(file, encodings);
  if (!variant) {
    HttpResponse r;
    r.status = 404;
    r.contentType = "text/plain; charset=utf-8";
    r.body = "not found\n";
    return r;
  }
  HttpResponse r;
  r.contentType = contentTypeFor(file);
  withVariant(r, std::move(*variant));
  r.header("Cache-Control", isHashedAssetName(file.filename().string())
                                ? "public, max-age=31536000, immutable"
                                : "no-cache");
  if (compressible(r.contentType)) r.header("Vary", "Accept-Encoding");
  // A script run as a worker takes the policy of its own response, not its page's: the analysis
  // board's engine worker fetches and compiles the engine's WebAssembly module (same origin).
  if (r.contentType.rfind("text/javascript", 0) == 0)
    r.header("Content-Security-Policy",
             "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; "
             "frame-ancestors 'none'");
  return r;
}

HttpResponse Pages::notFound(const std::string& lang, bool setCookie,
                             std::string_view encodings) const {
  HttpResponse r;
  auto file = readBestVariant(root_ / "pages" / lang / "404.html", encodings);
  if (file) {
    r.contentType = "text/html; charset=utf-8";
    withVariant(r, std::move(*file));
    r.header("Cache-Control", "no-cache");
    r.header("Vary", "Accept-Language, Cookie, Accept-Encoding");
    documentHeaders(r);
  } else if (lang == "pt") {
    r = htmlMessage(404, lang, "Página não encontrada", "Não há nada neste endereço.");
  } else {
    r = htmlMessage(404, lang, "Page not found", "There is nothing at this address.");
  }
  r.status = 404;
  r.header("Content-Language", lang);
  if (setCookie)
    r.header("Set-Cookie", "lang=" + lang + "; Path=/; Max-Age=31536000; SameSite=Lax");
  return r;
}

}  // namespace renju::server
