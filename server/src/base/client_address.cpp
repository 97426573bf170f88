#include "base/client_address.h"

#include <arpa/inet.h>

#include <charconv>
#include <cstring>

#include "base/text.h"

namespace renju::server {
std::optional<std::array<uint8_t, 16>> parseAddress(std::string_view text) {
  text = trimSpace(text);
  if (text.empty() || text.size() >= INET6_ADDRSTRLEN) return std::nullopt;
  std::string s(text);
  std::array<uint8_t, 16> out{};
  in_addr v4{};
  if (inet_pton(AF_INET, s.c_str(), &v4) == 1) {
    out[10] = out[11] = 0xff;
    std::memcpy(out.data() + 12, &v4, 4);
    return out;
  }
  in6_addr v6{};
  if (inet_pton(AF_INET6, s.c_str(), &v6) == 1) {
    std::memcpy(out.data(), &v6, 16);
    return out;
  }
  return std::nullopt;
}

std::optional<Network> Network::parse(std::string_view text) {
  text = trimSpace(text);
  size_t slash = text.find('/');
  auto address = parseAddress(text.substr(0, slash));
  if (!address) return std::nullopt;
  bool v4 = text.substr(0, slash).find(':') == std::string_view::npos;
  int bits = v4 ? 32 : 128;
  if (slash != std::string_view::npos) {
    std::string_view p = text.substr(slash + 1);
    auto [end, ec] = std::from_chars(p.data(), p.data() + p.size(), bits);
    if (ec != std::errc() || end != p.data() + p.size() || bits < 0 || bits > (v4 ? 32 : 128))
      return std::nullopt;
  }
  Network n;
  n.bytes = *address;
  n.prefix = v4 ? bits + 96 : bits;
  return n;
}

bool Network::contains(const std::array<uint8_t, 16>& address) const {
  int whole = prefix / 8, rest = prefix % 8;
  if (std::memcmp(bytes.data(), address.data(), static_cast<size_t>(whole)) != 0) return false;
  if (rest == 0) return true;
  auto mask = static_cast<uint8_t>(0xff << (8 - rest));
  return (bytes[static_cast<size_t>(whole)] & mask) == (address[static_cast<size_t>(whole)] & mask);
}

bool TrustedProxies::trusts(std::string_view address) const {
  if (networks_.empty()) return false;
  auto a = parseAddress(address);
  if (!a) return false;
  for (const Network& n : networks_)
    if (n.contains(*a)) return true;
  return false;
}

std::string TrustedProxies::clientAddress(const std::string& peer,
                                          std::string_view forwardedFor) const {
  if (forwardedFor.empty() || !trusts(peer)) return peer;
  // Each proxy appends the address it received from: the rightmost entries are the most trusted.
  while (!forwardedFor.empty()) {
    size_t comma = forwardedFor.rfind(',');
    std::string_view entry =
        trimSpace(comma == std::string_view::npos ? forwardedFor : forwardedFor.substr(comma + 1));
    auto parsed = parseAddress(entry);
    if (!parsed) return peer;  // garbage from a client: the last trusted hop is all we know
    if (!trusts(entry)) return std::string(entry);
    if (comma == std::string_view::npos) return std::string(entry);
    forwardedFor = forwardedFor.substr(0, comma);
  }
  return peer;
}

}  // namespace renju::server
