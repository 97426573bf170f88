#include "base/random_id.h"

#include <openssl/crypto.h>
#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace renju::server {
namespace {

constexpr std::string_view ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr std::string_view URL_SAFE =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_-";

void fillRandom(uint8_t* out, size_t n) {
  while (n > 0) {
    ssize_t got = getrandom(out, n, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      // Blocking getrandom fails otherwise only on a kernel without it (before 3.17) or a bad
      // buffer: no secret can be made, and no caller could go on without one.
      std::perror("fatal: getrandom");
      std::abort();
    }
    out += got;
    n -= static_cast<size_t>(got);
  }
}

// Rejection sampling keeps every character equally likely.
std::string randomString(std::string_view alphabet, size_t length) {
  std::string s;
  s.reserve(length);
  const unsigned limit = 256 - 256 % alphabet.size();
  std::array<uint8_t, 64> buf{};
  while (s.size() < length) {
    fillRandom(buf.data(), buf.size());
    for (uint8_t b : buf) {
      if (b >= limit) continue;
      s.push_back(alphabet[b % alphabet.size()]);
      if (s.size() == length) break;
    }
  }
  return s;
}

}  // namespace

std::string makeGameId() {
  return randomString(ALNUM, 10);
}

std::string makeSecret() {
  return randomString(URL_SAFE, 22);
}

bool looksLikeGameId(std::string_view s) {
  if (s.size() != 10) return false;
  for (char c : s)
    if (ALNUM.find(c) == std::string_view::npos) return false;
  return true;
}

bool secretsEqual(std::string_view a, std::string_view b) {
  return a.size() == b.size() && CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

bool randomBit() {
  uint8_t b = 0;
  fillRandom(&b, 1);
  return (b & 1) != 0;
}

}  // namespace renju::server
