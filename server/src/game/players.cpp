#include "game/players.h"

#include <locale.h>
#include <wctype.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "base/errors.h"
#include "base/text.h"
#include "base/utf8.h"

namespace renju::server {
namespace {

bool base64url(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

/// Unicode letters and digits by glibc's C.UTF-8 classes: a locale of our own, so that no
/// global locale setting changes what a name may hold.
bool letterOrDigit(char32_t c) {
  static const locale_t utf8 = [] {
    locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", locale_t{});
    if (!l) {
      // glibc always ships C.UTF-8: without it the installation is broken, and every name check
      // would be wrong, so the server stops instead.
      std::fputs("fatal: the C.UTF-8 locale is missing (display names need it)\n", stderr);
      std::abort();
    }
    return l;
  }();
  return iswalnum_l(static_cast<wint_t>(c), utf8) != 0;
}

}  // namespace

bool validPlayerKey(std::string_view key) {
  if (key.size() < PLAYER_KEY_MIN || key.size() > PLAYER_KEY_MAX) return false;
  for (char c : key)
    if (!base64url(c)) return false;
  return true;
}

Result<std::string> playerKeyFromAuthorization(std::string_view authorization) {
  std::string_view a = trimSpace(authorization);
  constexpr std::string_view SCHEME = "player";
  if (a.size() <= SCHEME.size() || (a[SCHEME.size()] != ' ' && a[SCHEME.size()] != '\t'))
    return std::string();
  for (size_t i = 0; i < SCHEME.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != SCHEME[i]) return std::string();
  std::string_view key = trimSpace(a.substr(SCHEME.size() + 1));
  if (!validPlayerKey(key))
    return serverError(ErrorCode::NO_PLAYER,
                       "a player key is 22 to 64 characters of A-Z, a-z, 0-9, '-' and '_'");
  return std::string(key);
}

std::optional<Error> displayNameError(std::string_view name) {
  auto refuse = [](std::string why) {
    return serverError(ErrorCode::BAD_NAME, "a display name " + why);
  };
  if (name.empty()) return refuse("has at least one character");
  if (name.front() == ' ' || name.back() == ' ')
    return refuse("neither begins nor ends with a space");
  size_t count = 0;
  while (!name.empty()) {
    auto c = nextCodePoint(name);
    if (!c) return refuse("is UTF-8 text");
    if (++count > DISPLAY_NAME_MAX) return refuse("has at most 20 characters");
    bool allowed = *c == ' ' || *c == '-' || *c == '_' || *c == '.' ||
                   (*c < 0x80 ? std::isalnum(static_cast<int>(*c)) != 0 : letterOrDigit(*c));
    if (!allowed) return refuse("holds only letters, digits, spaces and - _ .");
  }
  return std::nullopt;
}

}  // namespace renju::server
