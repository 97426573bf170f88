#include "base/rate_limiter.h"

#include <algorithm>

namespace renju::server {

using Clock = std::chrono::steady_clock;

TokenBucket::TokenBucket(RateLimit limit)
    : limit_(limit), tokens_(limit.burst), last_(Clock::now()) {}

bool TokenBucket::take(Clock::time_point now) {
  if (limit_.perSecond <= 0) return true;
  double elapsed = std::chrono::duration<double>(now - last_).count();
  if (elapsed > 0) {
    tokens_ = std::min(limit_.burst, tokens_ + elapsed * limit_.perSecond);
    last_ = now;
  }
  if (tokens_ < 1) return false;
  tokens_ -= 1;
  return true;
}

double TokenBucket::wait(Clock::time_point now) const {
  if (limit_.perSecond <= 0) return 0;
  double elapsed = std::chrono::duration<double>(now - last_).count();
  double tokens = std::min(limit_.burst, tokens_ + std::max(elapsed, 0.0) * limit_.perSecond);
  return tokens >= 1 ? 0 : (1 - tokens) / limit_.perSecond;
}

bool AddressLimiter::take(const std::string& address) {
  return take(address, Clock::now());
}

bool AddressLimiter::take(const std::string& address, Clock::time_point now) {
  if (limit_.perSecond <= 0) return true;
  std::lock_guard lock(mutex_);
  sweep(now);
  auto it = buckets_.find(address);
  if (it == buckets_.end()) it = buckets_.emplace(address, TokenBucket(limit_)).first;
  return it->second.take(now);
}

double AddressLimiter::retryAfter(const std::string& address) {
  auto now = Clock::now();
  std::lock_guard lock(mutex_);
  auto it = buckets_.find(address);
  return it == buckets_.end() ? 0 : it->second.wait(now);
}

// A bucket that has been full for a while carries no information: drop it.
void AddressLimiter::sweep(Clock::time_point now) {
  if (now - lastSweep_ < std::chrono::seconds(30)) return;
  lastSweep_ = now;
  std::erase_if(buckets_, [&](const auto& kv) {
    return kv.second.wait(now) == 0 && kv.second.idleFor(now) > 30.0;
  });
}

}  // namespace renju::server
