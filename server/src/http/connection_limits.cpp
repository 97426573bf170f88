#include "http/connection_limits.h"

#include <spdlog/spdlog.h>
#include <sys/resource.h>

namespace renju::server {

bool AddressCounter::acquire(const std::string& address) {
  std::lock_guard lock(mutex_);
  size_t& n = counts_[address];
  if (perAddress_ > 0 && n >= perAddress_) {
    if (n == 0) counts_.erase(address);
    return false;
  }
  ++n;
  return true;
}

void AddressCounter::release(const std::string& address) {
  std::lock_guard lock(mutex_);
  auto it = counts_.find(address);
  if (it == counts_.end()) return;
  if (--it->second == 0) counts_.erase(it);
}

size_t AddressCounter::count(const std::string& address) const {
  std::lock_guard lock(mutex_);
  auto it = counts_.find(address);
  return it == counts_.end() ? 0 : it->second;
}

size_t connectionBudget(size_t reserve) {
  rlimit lim{};
  if (getrlimit(RLIMIT_NOFILE, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY) return SIZE_MAX;
  auto total = static_cast<size_t>(lim.rlim_cur);
  return total > reserve ? total - reserve : 0;
}

void ThrottledWarning::hit() {
  auto now = std::chrono::steady_clock::now();
  std::lock_guard lock(mutex_);
  if (logged_ && now - last_ < every_) {
    ++suppressed_;
    return;
  }
  if (suppressed_ > 0)
    spdlog::warn("{} ({} more times in the last {} s)", what_, suppressed_ + 1,
                 std::chrono::duration_cast<std::chrono::seconds>(now - last_).count());
  else
    spdlog::warn("{}", what_);
  logged_ = true;
  last_ = now;
  suppressed_ = 0;
}

}  // namespace renju::server
