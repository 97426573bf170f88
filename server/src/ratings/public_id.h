#pragma once
// A player key's public id (docs/ratings.md, "Public id"): the name of its public page. It is
// derived from the key's stored hash with SHA-256 and no secret, so every node and every copy of
// the store compute the same id, and nothing leads back from it to the key.
#include <cstddef>
#include <string>
#include <string_view>

namespace renju::server::ratings {

inline constexpr size_t PUBLIC_ID_LENGTH = 16;

/// The public id of the key whose SHA-256 (lowercase hex, as `players.key_hash`) is `keyHash`:
/// the first 16 hex digits of SHA-256("renju-public-id:" + keyHash). "" for "" (a seat taken
/// without a key has no page).
std::string publicIdOf(std::string_view keyHash);

/// Whether `id` has the shape of a public id: 16 characters of [0-9a-f].
bool validPublicId(std::string_view id);

}  // namespace renju::server::ratings
