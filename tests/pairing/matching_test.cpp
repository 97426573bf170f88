#include "matching.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "wide_uint.h"

namespace renju::pairing {
namespace {

using Edges = std::vector<WeightedEdge<std::uint64_t>>;

std::uint64_t weightOf(const Edges& edges, const std::vector<int>& mate) {
  std::uint64_t total = 0;
  for (const auto& e : edges) {
    if (mate[e.u] == e.v) total += e.weight;
  }
  return total;
}

// The best total by trying every matching: for graphs of up to ten vertices.
std::uint64_t bruteBest(int n, const std::vector<std::vector<std::uint64_t>>& w,
                        std::vector<bool>& used, int from) {
  while (from < n && used[from]) ++from;
  if (from >= n) return 0;
  used[from] = true;
  std::uint64_t best = bruteBest(n, w, used, from + 1);  // `from` stays single
  for (int j = from + 1; j < n; ++j) {
    if (used[j] || w[from][j] == 0) continue;
    used[j] = true;
    best = std::max(best, w[from][j] + bruteBest(n, w, used, from + 1));
    used[j] = false;
  }
  used[from] = false;
  return best;
}

TEST(Matching, PathPrefersTheHeavierOuterPair) {
  const Edges edges = {{0, 1, 5}, {1, 2, 11}, {2, 3, 5}};
  const std::vector<int> mate = maxWeightMatching(4, edges);
  EXPECT_EQ(mate, (std::vector<int>{-1, 2, 1, -1}));
}

TEST(Matching, TriangleWithATailNeedsABlossom) {
  // An odd cycle 0-1-2 and the tail 2-3: the best is {0,1} and {2,3}.
  const Edges edges = {{0, 1, 8}, {1, 2, 9}, {0, 2, 10}, {2, 3, 7}};
  const std::vector<int> mate = maxWeightMatching(4, edges);
  EXPECT_EQ(weightOf(edges, mate), 15u);
  EXPECT_EQ(mate[3], 2);
}

TEST(Matching, NoEdgesNoPairs) {
  EXPECT_EQ(maxWeightMatching<std::uint64_t>(3, {}), (std::vector<int>{-1, -1, -1}));
}

TEST(Matching, AgreesWithBruteForceOnRandomGraphs) {
  std::mt19937 rng(31);
  for (int round = 0; round < 1500; ++round) {
    const int n = 2 + static_cast<int>(rng() % 9);
    std::vector<std::vector<std::uint64_t>> w(n, std::vector<std::uint64_t>(n, 0));
    Edges edges;
    for (int i = 0; i < n; ++i) {
      for (int j = i + 1; j < n; ++j) {
        if (rng() % 3 == 0) continue;
        const std::uint64_t weight = 1 + rng() % (round % 2 ? 6 : 1000);
        w[i][j] = w[j][i] = weight;
        edges.push_back({i, j, weight});
      }
    }
    const std::vector<int> mate = maxWeightMatching(n, edges);
    for (int v = 0; v < n; ++v) {
      if (mate[v] >= 0) {
        ASSERT_EQ(mate[mate[v]], v);
      }
    }
    std::vector<bool> used(n, false);
    ASSERT_EQ(weightOf(edges, mate), bruteBest(n, w, used, 0)) << "graph " << round;
  }
}

TEST(Matching, WideWeightsCompareByTheirHighBits) {
  using Wide = WideUint<4>;
  // Bit 200 outweighs everything below it: the pair {1,2} wins over {0,1} + {2,3}.
  const Wide high = Wide{1} << 200;
  const Wide low = (Wide{1} << 198) + Wide{5};
  const std::vector<WeightedEdge<Wide>> edges = {{0, 1, low}, {1, 2, high}, {2, 3, low}};
  EXPECT_EQ(maxWeightMatching(4, edges), (std::vector<int>{-1, 2, 1, -1}));
}

TEST(WideUint, CarriesBorrowsAndShiftsAcrossWords) {
  using Wide = WideUint<3>;
  Wide x = ~std::uint64_t{0};
  x += Wide{1};
  EXPECT_EQ(x.word(0), 0u);
  EXPECT_EQ(x.word(1), 1u);
  x -= Wide{1};
  EXPECT_EQ(x.word(0), ~std::uint64_t{0});
  EXPECT_EQ(x.word(1), 0u);
  const Wide y = Wide{3} << 127;
  EXPECT_EQ(y.word(1), std::uint64_t{1} << 63);
  EXPECT_EQ(y.word(2), 1u);
  EXPECT_EQ(y >> 127, Wide{3});
  EXPECT_LT(Wide{1} << 64, Wide{1} << 65);
  EXPECT_GT(Wide{1} << 130, Wide{~std::uint64_t{0}});
  EXPECT_TRUE((Wide{1} << 192).isZero());
}

}  // namespace
}  // namespace renju::pairing
