#pragma once
// Who is the client? The TCP peer, unless the peer is a proxy the server was told to trust
// (`--trusted-proxy`): then the nearest address in X-Forwarded-For that is not itself trusted.
// A header from anyone else is ignored, so a stranger cannot pick the address it is limited by.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace renju::server {

/// An IPv4 or IPv6 network: an address and a prefix length (a single address is /32 or /128).
struct Network {
  std::array<uint8_t, 16> bytes{};  ///< IPv4 as IPv4-mapped IPv6 (::ffff:a.b.c.d)
  int prefix = 128;                 ///< in IPv6 bits (an IPv4 /24 is stored as /120)

  /// "10.0.0.0/8", "192.0.2.7", "2001:db8::/32", "::1"; nullopt when malformed.
  static std::optional<Network> parse(std::string_view text);
  bool contains(const std::array<uint8_t, 16>& address) const;
};

/// The textual address in the IPv4-mapped form; nullopt when it is not an address.
std::optional<std::array<uint8_t, 16>> parseAddress(std::string_view text);

class TrustedProxies {
 public:
  TrustedProxies() = default;
  explicit TrustedProxies(std::vector<Network> networks) : networks_(std::move(networks)) {}

  bool empty() const { return networks_.empty(); }
  bool trusts(std::string_view address) const;
  /// The client's address for a request from `peer` carrying `forwardedFor` (may be empty):
  /// walking X-Forwarded-For from the right, the first entry not trusted; the peer itself when it
  /// is not trusted or sent no usable header.
  std::string clientAddress(const std::string& peer, std::string_view forwardedFor) const;

 private:
  std::vector<Network> networks_;
};

}  // namespace renju::server
