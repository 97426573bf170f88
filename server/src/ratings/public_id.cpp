#include "ratings/public_id.h"

#include "base/sha256.h"

namespace renju::server::ratings {

std::string publicIdOf(std::string_view keyHash) {
  if (keyHash.empty()) return {};
  std::string input = "renju-public-id:";
  input += keyHash;
  return sha256Hex(input).substr(0, PUBLIC_ID_LENGTH);
}

bool validPublicId(std::string_view id) {
  if (id.size() != PUBLIC_ID_LENGTH) return false;
  for (char c : id)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace renju::server::ratings
