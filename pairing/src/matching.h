#pragma once
// Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
// in the O(n^3) form of Galil ("Efficient algorithms for finding maximum matching in graphs",
// 1986). The Dutch pairing asks it for the best set of pairs under weights that encode the
// FIDE criteria one above the other.
//
// IncrementalMatching keeps the matching and the duals between solves: after weights change
// around k vertices, the next solve repairs them in k stages rather than n (matching_repair.h).
//
// Weights are unsigned integers of type W (std::uint64_t or WideUint); the algorithm needs two
// spare bits above the largest weight (duals reach twice a weight). With integer weights every
// dual stays an integer. The matching maximises the total weight, not the number of pairs:
// callers who need as many pairs as possible put that in the weights' top bits.
#include <vector>

#include "matching_impl.h"

namespace renju::pairing {

template <class W>
struct WeightedEdge {
  int u = 0;
  int v = 0;
  W weight{};
};

/// For each of the n vertices, its partner in a maximum-weight matching, or -1. Edges of weight
/// zero are never used; of parallel edges the heaviest counts.
template <class W>
std::vector<int> maxWeightMatching(int n, const std::vector<WeightedEdge<W>>& edges) {
  IncrementalMatching<W> solver(n);
  for (const WeightedEdge<W>& e : edges) {
    if (e.u != e.v && e.weight > solver.weight(e.u, e.v)) solver.setWeight(e.u, e.v, e.weight);
  }
  return solver.solve();
}

}  // namespace renju::pairing
