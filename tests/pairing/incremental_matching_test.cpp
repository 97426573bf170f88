#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <type_traits>

#include "matching.h"
#include "wide_uint.h"

namespace renju::pairing {
namespace {

template <class W>
using Weights = std::vector<std::vector<W>>;

// The partners form a matching of edges that exist; returns its weight.
template <class W>
W checkedWeight(const Weights<W>& w, const std::vector<int>& mate) {
  W total{};
  for (int v = 0; v < static_cast<int>(mate.size()); ++v) {
    if (mate[v] < 0) continue;
    EXPECT_EQ(mate[mate[v]], v);
    EXPECT_FALSE(w[v][mate[v]] == W{});
    if (mate[v] < v) total += w[v][mate[v]];
  }
  return total;
}

// The same weights solved from nothing (larger graphs).
template <class W>
W freshWeight(const Weights<W>& w) {
  const int n = static_cast<int>(w.size());
  IncrementalMatching<W> fresh(n);
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < a; ++b) fresh.setWeight(a, b, w[a][b]);
  }
  return checkedWeight(w, fresh.solve());
}

// The best total over every matching, for graphs of up to a dozen vertices: `best[mask]` is the
// best matching within the vertices of `mask`, whose lowest vertex stays single or is matched to
// another of the mask (bottom-up over the subsets, so each mask's parts come before it).
std::uint64_t bestOverSubsets(const Weights<std::uint64_t>& w) {
  const int n = static_cast<int>(w.size());
  std::vector<std::uint64_t> best(std::size_t{1} << n, 0);
  for (std::uint32_t mask = 1; mask < (1u << n); ++mask) {
    const int low = std::countr_zero(mask);
    const std::uint32_t rest = mask & ~(1u << low);
    std::uint64_t b = best[rest];
    for (int j = low + 1; j < n; ++j) {
      if ((rest >> j & 1u) == 0 || w[low][j] == 0) continue;
      b = std::max(b, w[low][j] + best[rest & ~(1u << j)]);
    }
    best[mask] = b;
  }
  return best.back();
}

template <class W>
W bestWeight(const Weights<W>& w) {
  if constexpr (std::is_same_v<W, std::uint64_t>) {
    if (w.size() <= 12) {
      return bestOverSubsets(w);
    }
  }
  return freshWeight(w);
}

// Changes some edges of one vertex (raised, lowered, removed or added), as a bracket decision
// does, and compares each repaired matching with one solved anew.
template <class W>
void runChanges(std::mt19937& rng, int n, int changes, std::uint64_t range, int shift) {
  Weights<W> w(n, std::vector<W>(n));
  IncrementalMatching<W> matching(n);
  auto put = [&](int a, int b, std::uint64_t value) {
    const W weight = value == 0 ? W{} : (W{value} << shift) + W{value};
    w[a][b] = w[b][a] = weight;
    matching.setWeight(a, b, weight);
  };
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < a; ++b) put(a, b, rng() % 4 == 0 ? 0 : 1 + rng() % range);
  }
  for (int step = 0; step < changes; ++step) {
    const std::vector<int> mate = matching.solve();
    ASSERT_EQ(checkedWeight(w, mate), bestWeight(w)) << "n " << n << " step " << step;
    const int vertices = 1 + static_cast<int>(rng() % 3);
    for (int t = 0; t < vertices; ++t) {
      const int a = static_cast<int>(rng() % n);
      for (int b = 0; b < n; ++b) {
        if (b != a && rng() % 2 == 0) put(a, b, rng() % 5 == 0 ? 0 : 1 + rng() % range);
      }
    }
  }
}

TEST(IncrementalMatching, RepairedEqualsFreshOnSmallRandomGraphs) {
  std::mt19937 rng(5);
  for (int graph = 0; graph < 300; ++graph) {
    const int n = 2 + static_cast<int>(rng() % 11);
    // Few distinct weights make ties and blossoms; many make a single best matching.
    runChanges<std::uint64_t>(rng, n, 12, graph % 2 ? 4 : 1000, 0);
  }
}

TEST(IncrementalMatching, RepairedEqualsFreshOnLargerGraphs) {
  std::mt19937 rng(11);
  for (int graph = 0; graph < 20; ++graph) {
    runChanges<std::uint64_t>(rng, 30 + static_cast<int>(rng() % 30), 25, graph % 2 ? 6 : 500, 0);
  }
}

TEST(IncrementalMatching, RepairedEqualsFreshWithWideWeights) {
  std::mt19937 rng(17);
  for (int graph = 0; graph < 40; ++graph) {
    runChanges<WideUint<4>>(rng, 4 + static_cast<int>(rng() % 20), 10, graph % 2 ? 5 : 300, 190);
  }
}

TEST(IncrementalMatching, ADecidedPairLeavesTheRest) {
  // Path 0-1-2-3: first {1,2} alone is best, then {1,2} loses weight and the ends win.
  IncrementalMatching<std::uint64_t> m(4);
  m.setWeight(1, 0, 5);
  m.setWeight(2, 1, 11);
  m.setWeight(3, 2, 5);
  EXPECT_EQ(m.solve(), (std::vector<int>{-1, 2, 1, -1}));
  m.setWeight(1, 2, 9);
  EXPECT_EQ(m.solve(), (std::vector<int>{1, 0, 3, 2}));
  m.setWeight(0, 1, 0);
  EXPECT_EQ(m.solve(), (std::vector<int>{-1, 2, 1, -1}));
}

}  // namespace
}  // namespace renju::pairing
