#pragma once
// Token buckets against floods: one per connection (owned by the session) and one per client
// address (shared, behind a mutex).
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>

namespace renju::server {

struct RateLimit {
  double perSecond = 0;  ///< refill rate; 0 disables the limit
  double burst = 0;      ///< bucket size
};

class TokenBucket {
 public:
  TokenBucket() = default;
  explicit TokenBucket(RateLimit limit);
  /// Takes one token if there is one. Always true when the limit is disabled.
  bool take(std::chrono::steady_clock::time_point now);
  /// Seconds until a token is available (0 when one is).
  double wait(std::chrono::steady_clock::time_point now) const;
  /// Seconds since the bucket last changed.
  double idleFor(std::chrono::steady_clock::time_point now) const {
    return std::chrono::duration<double>(now - last_).count();
  }

 private:
  RateLimit limit_;
  double tokens_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

/// Buckets per client address; idle buckets are forgotten.
class AddressLimiter {
 public:
  explicit AddressLimiter(RateLimit limit) : limit_(limit) {}
  /// Takes one token from `address`'s bucket; false when the address is over its limit.
  bool take(const std::string& address);
  bool take(const std::string& address, std::chrono::steady_clock::time_point now);
  /// Seconds until `address` may send again.
  double retryAfter(const std::string& address);

 private:
  void sweep(std::chrono::steady_clock::time_point now);

  RateLimit limit_;
  std::mutex mutex_;
  std::unordered_map<std::string, TokenBucket> buckets_;
  std::chrono::steady_clock::time_point lastSweep_{};
};

}  // namespace renju::server
