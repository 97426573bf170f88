#include "histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace renju::loadgen {

int Histogram::bucketOf(uint64_t v) {
  v = std::min<uint64_t>(v, (uint64_t{1} << OCTAVES) - 1);
  if (v < EXACT) return static_cast<int>(v);
  int e = std::bit_width(v) - 1;                            // EXACT_BITS .. OCTAVES-1
  int sub = static_cast<int>(v >> (e - (EXACT_BITS - 1)));  // HALF .. EXACT-1
  return EXACT + (e - EXACT_BITS) * HALF + (sub - HALF);
}

uint64_t Histogram::upperBound(int bucket) {
  if (bucket < EXACT) return static_cast<uint64_t>(bucket);
  int k = bucket - EXACT;
  int e = EXACT_BITS + k / HALF;
  uint64_t sub = static_cast<uint64_t>(HALF + k % HALF);
  return ((sub + 1) << (e - (EXACT_BITS - 1))) - 1;
}

void Histogram::record(uint64_t micros) {
  ++counts_[static_cast<size_t>(bucketOf(micros))];
  ++count_;
  max_ = std::max(max_, micros);
}

void Histogram::merge(const Histogram& other) {
  for (size_t i = 0; i < counts_.size(); ++i) counts_[i] += other.counts_[i];
  count_ += other.count_;
  max_ = std::max(max_, other.max_);
}

uint64_t Histogram::quantile(double q) const {
  if (count_ == 0) return 0;
  q = std::clamp(q, 0.0, 1.0);
  // The rank of the sample asked for, 1-based: the ceil(q * n)-th smallest, at least the first.
  auto rank =
      std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(q * static_cast<double>(count_))));
  uint64_t seen = 0;
  for (int b = 0; b < BUCKETS; ++b) {
    seen += counts_[static_cast<size_t>(b)];
    if (seen >= rank) return std::min(upperBound(b), max_);
  }
  return max_;
}

}  // namespace renju::loadgen
