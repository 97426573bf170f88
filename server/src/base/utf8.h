#pragma once
// Reading UTF-8 from untrusted text (display names, chat messages): one strict decoder.
#include <cstddef>
#include <optional>
#include <string_view>

namespace renju::server {

/// The next code point of `s` (advancing it), or nullopt at invalid UTF-8 (overlong forms,
/// surrogates and values past U+10FFFF included). `s` must not be empty.
inline std::optional<char32_t> nextCodePoint(std::string_view& s) {
  auto byte = [&](size_t i) { return static_cast<unsigned char>(s[i]); };
  unsigned char b = byte(0);
  size_t length = b < 0x80           ? 1
                  : (b >> 5) == 0x6  ? 2
                  : (b >> 4) == 0xE  ? 3
                  : (b >> 3) == 0x1E ? 4
                                     : 0;
  if (length == 0 || s.size() < length) return std::nullopt;
  char32_t c = length == 1 ? b : b & (0x7F >> length);
  for (size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xC0) != 0x80) return std::nullopt;
    c = (c << 6) | (byte(i) & 0x3F);
  }
  constexpr char32_t SMALLEST[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < SMALLEST[length] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return std::nullopt;
  s.remove_prefix(length);
  return c;
}

}  // namespace renju::server
