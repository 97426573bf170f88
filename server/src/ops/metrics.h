#pragma once
// What an operator watches: counters and histograms kept by the server and written in the
// Prometheus text exposition format (version 0.0.4) for `GET /metrics`. One process-wide set,
// updated lock-free from any thread (the error counters by code take a short lock).
#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace renju::server {

/// A cumulative histogram with fixed upper bounds. Observations are integers in the histogram's
/// unit (microseconds, or plain counts) so that the sum stays exact; `scale` converts the unit to
/// the exported one (1e-6 for seconds).
class Histogram {
 public:
  static constexpr size_t MAX_BUCKETS = 16;
  /// `bounds`: ascending upper bounds in the histogram's unit; at most MAX_BUCKETS.
  Histogram(std::initializer_list<uint64_t> bounds, double scale);

  void observe(uint64_t value);
  /// Appends `name_bucket{le=...}`, `name_sum` and `name_count` lines.
  void write(std::string& out, std::string_view name) const;
  uint64_t count() const { return count_.load(std::memory_order_relaxed); }

 private:
  std::array<uint64_t, MAX_BUCKETS> bounds_{};
  size_t size_ = 0;
  double scale_;
  std::array<std::atomic<uint64_t>, MAX_BUCKETS + 1> buckets_{};  ///< last one: above every bound
  std::atomic<uint64_t> sum_{0};
  std::atomic<uint64_t> count_{0};
};

/// Which limit refused a request for going too fast: the shared bucket of a client address or
/// of a proven seat, one socket's own bucket, or the rate of new connections from an address.
enum class RateScope : uint8_t { ADDRESS, SEAT, SOCKET, CONNECTION };
inline constexpr size_t RATE_SCOPES = 4;

/// The scope of a rate limiter key: seats are keyed "seat <...>", anything else is an address.
RateScope scopeOf(std::string_view limitKey);

class Metrics {
 public:
  Metrics();

  // ---- events, called where they happen ----
  /// An action (a client's or the server's flag) became durable `micros` after the room took it.
  void actionDurable(uint64_t micros);
  /// The store committed a transaction of `units` units in `micros`.
  void storeCommit(uint64_t units, uint64_t micros);
  /// A unit was refused by the store's fencing: another node stored that version first.
  void storeConflict() { conflicts_.fetch_add(1, std::memory_order_relaxed); }
  /// A game was dropped from memory because another node holds it now.
  void gameDropped() { dropped_.fetch_add(1, std::memory_order_relaxed); }
  /// An error answer (HTTP or socket) with its stable code.
  void error(std::string_view code);
  void rateLimited(RateScope scope);

  /// The exposition text. `games` and `sockets` are the current gauges, read by the caller.
  std::string render(size_t games, size_t sockets) const;

 private:
  std::atomic<uint64_t> actions_{0};
  std::atomic<uint64_t> conflicts_{0};
  std::atomic<uint64_t> dropped_{0};
  std::array<std::atomic<uint64_t>, RATE_SCOPES> rateLimited_{};
  Histogram actionLatency_;
  Histogram commitLatency_;
  Histogram batchUnits_;
  mutable std::mutex errorsMutex_;
  std::map<std::string, uint64_t, std::less<>> errors_;
};

/// The process's metrics.
Metrics& metrics();

}  // namespace renju::server
