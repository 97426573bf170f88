#pragma once
// Bounds on connections, kept apart from Beast: open connections per address, the descriptor
// budget, and a log line that says a limit was hit without repeating itself on every refusal.
#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

namespace renju::server {

/// Counts open things (connections, sockets) per address against a cap (0 = no cap).
class AddressCounter {
 public:
  explicit AddressCounter(size_t perAddress) : perAddress_(perAddress) {}
  /// Counts one more for `address`; false (and nothing counted) when it is at the cap.
  bool acquire(const std::string& address);
  void release(const std::string& address);
  size_t count(const std::string& address) const;

 private:
  size_t perAddress_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, size_t> counts_;
};

/// The descriptors the server may spend on connections: the process limit minus a reserve kept
/// for the store, the log and for answering 503 when everything else is taken.
size_t connectionBudget(size_t reserve);

/// A warning that is written when a condition starts and then at most once per `every`, with the
/// number of times it happened meanwhile: a flood must not become a flood of log lines.
class ThrottledWarning {
 public:
  explicit ThrottledWarning(std::string what, std::chrono::seconds every = std::chrono::seconds(10))
      : what_(std::move(what)), every_(every) {}
  void hit();

 private:
  std::string what_;
  std::chrono::seconds every_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point last_{};
  size_t suppressed_ = 0;
  bool logged_ = false;
};

}  // namespace renju::server
