// Who the client is behind proxies: CIDR parsing and the X-Forwarded-For walk.
#include <gtest/gtest.h>

#include "base/client_address.h"
#include "http/connection_limits.h"

namespace renju::server {
namespace {

TrustedProxies trust(std::initializer_list<const char*> networks) {
  std::vector<Network> parsed;
  for (const char* n : networks) parsed.push_back(Network::parse(n).value());
  return TrustedProxies(std::move(parsed));
}

TEST(ClientAddress, NetworksParseAndMatch) {
  EXPECT_FALSE(Network::parse("10.0.0.0/33"));
  EXPECT_FALSE(Network::parse("10.0.0/8"));
  EXPECT_FALSE(Network::parse("nginx"));
  EXPECT_FALSE(Network::parse("::1/129"));
  EXPECT_FALSE(Network::parse("10.0.0.0/8x"));
  TrustedProxies t = trust({"10.0.0.0/8", "192.0.2.7", "2001:db8::/32"});
  EXPECT_TRUE(t.trusts("10.200.3.4"));
  EXPECT_FALSE(t.trusts("11.0.0.1"));
  EXPECT_TRUE(t.trusts("192.0.2.7"));
  EXPECT_FALSE(t.trusts("192.0.2.8"));
  EXPECT_TRUE(t.trusts("2001:db8:1::5"));
  EXPECT_FALSE(t.trusts("2001:db9::5"));
  EXPECT_FALSE(t.trusts("garbage"));
  EXPECT_TRUE(trust({"172.16.0.0/12"}).trusts("172.31.255.255"));
  EXPECT_FALSE(trust({"172.16.0.0/12"}).trusts("172.32.0.0"));
}

TEST(ClientAddress, ForwardedForIsBelievedOnlyFromTrustedPeers) {
  TrustedProxies t = trust({"10.0.0.0/8"});
  // A stranger's header is ignored.
  EXPECT_EQ(t.clientAddress("203.0.113.9", "198.51.100.1"), "203.0.113.9");
  // From the proxy: the nearest untrusted hop, whatever the client wrote on the left.
  EXPECT_EQ(t.clientAddress("10.0.0.2", "198.51.100.1"), "198.51.100.1");
  EXPECT_EQ(t.clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1"), "198.51.100.1");
  EXPECT_EQ(t.clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.1, 10.0.0.5"), "198.51.100.1");
  EXPECT_EQ(t.clientAddress("10.0.0.2", " 2001:db8::1 "), "2001:db8::1");
  // Garbage or nothing: the proxy itself.
  EXPECT_EQ(t.clientAddress("10.0.0.2", "unknown"), "10.0.0.2");
  EXPECT_EQ(t.clientAddress("10.0.0.2", ""), "10.0.0.2");
  EXPECT_EQ(TrustedProxies().clientAddress("10.0.0.2", "1.2.3.4"), "10.0.0.2");
}

TEST(ConnectionLimits, CountsPerAddressUpToTheCap) {
  AddressCounter c(2);
  EXPECT_TRUE(c.acquire("a"));
  EXPECT_TRUE(c.acquire("a"));
  EXPECT_FALSE(c.acquire("a"));
  EXPECT_TRUE(c.acquire("b"));
  c.release("a");
  EXPECT_EQ(c.count("a"), 1u);
  EXPECT_TRUE(c.acquire("a"));
  AddressCounter unlimited(0);
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(unlimited.acquire("a"));
}

}  // namespace
}  // namespace renju::server
