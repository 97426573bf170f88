#include "base/version_ring.h"

namespace renju::server {

void VersionRing::push(int64_t version, Message message) {
  ring_.emplace_back(version, std::move(message));
  while (ring_.size() > capacity_) ring_.pop_front();
}

std::optional<std::vector<Message>> VersionRing::after(int64_t since, int64_t current) const {
  if (since > current) return std::nullopt;
  if (since == current) return std::vector<Message>{};
  // Complete only when the first message the client lacks (since + 1) is still held.
  if (ring_.empty() || ring_.front().first > since + 1) return std::nullopt;
  std::vector<Message> missed;
  for (const auto& [version, message] : ring_)
    if (version > since) missed.push_back(message);
  return missed;
}

}  // namespace renju::server
