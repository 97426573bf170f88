#include "base/sha256.h"

#include <openssl/evp.h>

#include <cstdio>
#include <cstdlib>

namespace renju::server {
namespace {

// OpenSSL fails here only when it cannot allocate or its default provider is missing: a broken
// installation no caller can mend, so the server stops rather than hash nothing.
void require(int ok, const char* what) {
  if (ok == 1) return;
  std::fprintf(stderr, "fatal: OpenSSL %s failed\n", what);
  std::abort();
}

std::string toHex(const std::array<uint8_t, 32>& digest) {
  static constexpr char HEX[] = "0123456789abcdef";
  std::string out;
  out.reserve(64);
  for (uint8_t b : digest) {
    out.push_back(HEX[b >> 4]);
    out.push_back(HEX[b & 15]);
  }
  return out;
}

}  // namespace

void Sha256::Free::operator()(evp_md_ctx_st* ctx) const {
  EVP_MD_CTX_free(ctx);
}

Sha256::Sha256() : ctx_(EVP_MD_CTX_new()) {
  require(ctx_ != nullptr, "EVP_MD_CTX_new");
  require(EVP_DigestInit_ex(ctx_.get(), EVP_sha256(), nullptr), "EVP_DigestInit_ex");
}

Sha256::~Sha256() = default;

void Sha256::update(std::string_view data) {
  require(EVP_DigestUpdate(ctx_.get(), data.data(), data.size()), "EVP_DigestUpdate");
}

std::array<uint8_t, 32> Sha256::finish() {
  std::array<uint8_t, 32> out{};
  require(EVP_DigestFinal_ex(ctx_.get(), out.data(), nullptr), "EVP_DigestFinal_ex");
  return out;
}

std::string sha256Hex(std::string_view data) {
  std::array<uint8_t, 32> digest{};
  require(EVP_Digest(data.data(), data.size(), digest.data(), nullptr, EVP_sha256(), nullptr),
          "EVP_Digest");
  return toHex(digest);
}

}  // namespace renju::server
