#pragma once
// Latency histogram with bounded memory: log-linear buckets over microseconds (exact below 128 us,
// then 64 buckets per power of two), so a percentile is within 1/64 (about 1.6 %) of the true
// sample whatever the run length.
#include <array>
#include <cstdint>

namespace renju::loadgen {

class Histogram {
 public:
  /// Records one sample in microseconds; values above about 71 minutes fall in the last bucket.
  void record(uint64_t micros);
  /// Adds every sample of `other`.
  void merge(const Histogram& other);

  uint64_t count() const { return count_; }
  uint64_t max() const { return max_; }
  /// The smallest bucket bound at or above the q-quantile (0 <= q <= 1); 0 when empty.
  uint64_t quantile(double q) const;

 private:
  static constexpr int EXACT_BITS = 7;  // values below 128 have their own bucket
  static constexpr int EXACT = 1 << EXACT_BITS;
  static constexpr int HALF = EXACT / 2;  // buckets per power of two above that
  static constexpr int OCTAVES = 32;      // samples are clamped below 2^32 us
  static constexpr int BUCKETS = EXACT + (OCTAVES - EXACT_BITS) * HALF;

  static int bucketOf(uint64_t v);
  static uint64_t upperBound(int bucket);

  std::array<uint64_t, BUCKETS> counts_{};
  uint64_t count_ = 0;
  uint64_t max_ = 0;
};

}  // namespace renju::loadgen
