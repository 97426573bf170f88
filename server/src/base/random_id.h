#pragma once
// Game ids and secrets from the kernel's CSPRNG (getrandom(2)); secrets compared by OpenSSL's
// constant-time CRYPTO_memcmp.
#include <string>
#include <string_view>

namespace renju::server {

/// 10 characters of [0-9A-Za-z] (about 59 bits): short enough to read aloud, hard to guess.
std::string makeGameId();
/// 22 characters of [0-9A-Za-z_-]: 132 random bits, for seat and invite secrets.
std::string makeSecret();
/// True when `s` has the shape of a game id (no I/O, for routing).
bool looksLikeGameId(std::string_view s);
/// Constant-time comparison for secrets of equal length.
bool secretsEqual(std::string_view a, std::string_view b);
/// A uniformly random bit (for `opener: random`).
bool randomBit();

}  // namespace renju::server
