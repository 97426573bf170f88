#pragma once
// Identity without signup (issue 10, docs/lobby.md): a player is a random key the browser makes
// once and sends with its requests (`Authorization: Player <key>`, the socket hello's
// "player"). The key is a credential like a seat secret: the server keeps only its SHA-256 and
// never logs it. A display name may go with it. Pure functions, unit-tested on their own.
#include <optional>
#include <string>
#include <string_view>

#include "result.h"

namespace renju::server {

/// The shortest key accepted: 22 base64url characters carry 132 bits, at least the 128 of the
/// contract (16 random bytes).
constexpr size_t PLAYER_KEY_MIN = 22;
constexpr size_t PLAYER_KEY_MAX = 64;
/// A display name has 1 to 20 characters (code points, not bytes).
constexpr size_t DISPLAY_NAME_MAX = 20;

/// Whether `key` has the shape of a player key: 22 to 64 characters of base64url (A-Z a-z 0-9
/// - _), without padding.
bool validPlayerKey(std::string_view key);

/// The player key of an Authorization header value `Player <key>` (the scheme is
/// case-insensitive); "" when the header is absent or of another scheme. A header of this
/// scheme whose key is malformed is an error (`no-player`), never silently ignored.
Result<std::string> playerKeyFromAuthorization(std::string_view authorization);

/// Why `name` is not a display name, or nullopt when it is one: valid UTF-8, 1 to 20
/// characters, each a Unicode letter, a digit, a space or one of `-_.`, neither beginning nor
/// ending with a space. The error has the code `bad-name`.
std::optional<Error> displayNameError(std::string_view name);
inline bool validDisplayName(std::string_view name) {
  return !displayNameError(name);
}

}  // namespace renju::server
