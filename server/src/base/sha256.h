#pragma once
// SHA-256 by OpenSSL's EVP interface: the store keeps seat and invite secrets only as their
// SHA-256 in hex, and the server hashes what a client presents (docs/server.md).
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

struct evp_md_ctx_st;

namespace renju::server {

/// A digest fed in pieces (`sha256Hex` is the whole of it at once).
class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;
  void update(std::string_view data);
  /// The digest; the object must not be updated afterwards.
  std::array<uint8_t, 32> finish();

 private:
  struct Free {
    void operator()(evp_md_ctx_st* ctx) const;
  };
  std::unique_ptr<evp_md_ctx_st, Free> ctx_;
};

/// The SHA-256 of `data` as 64 lower-case hex digits.
std::string sha256Hex(std::string_view data);

}  // namespace renju::server
