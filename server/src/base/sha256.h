#pragma once
// SHA-256 (FIPS 180-4), small and dependency-free: the store keeps seat and invite secrets only
// as their SHA-256 in hex, and the server hashes what a client presents (docs/server.md).
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace renju::server {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view data);
  /// The digest; the object must not be updated afterwards.
  std::array<uint8_t, 32> finish();

 private:
  void block(const uint8_t* p);

  std::array<uint32_t, 8> h_;
  std::array<uint8_t, 64> buffer_{};
  size_t buffered_ = 0;
  uint64_t length_ = 0;  ///< bytes so far
};

/// The SHA-256 of `data` as 64 lower-case hex digits.
std::string sha256Hex(std::string_view data);

}  // namespace renju::server
