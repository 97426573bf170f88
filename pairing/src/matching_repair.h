#pragma once
// IncrementalMatching<W> (matching_impl.h) between solves: a changed edge of vertex a either
// keeps every invariant (not matched, not inside a blossom, still feasible), or marks a for
// repair. The repair takes a out of its blossoms, unmatches it and gives it the lowest dual its
// edges allow; the next solve then runs a stage per single vertex above zero, a handful instead
// of one per vertex.
//
// Dual steps halve the slack between two trees, so the roots of the trees need duals of the same
// parity: even, which the repair restores for every vertex it leaves single.
#include "matching_impl.h"

namespace renju::pairing {

template <class W>
void IncrementalMatching<W>::setWeight(int a, int b, const W& weight) {
  assert(a != b);
  const std::size_t k = edgeOf(a, b);
  if (w_[k] == weight) return;
  w_[k] = weight;
  on_[k] = !(weight == W{});
  if (!solved_ || dirty_[a] || dirty_[b]) return;  // the repair of a or b sees this edge
  const bool matched = mate_[a] >= 0 && endpoint_[mate_[a]] == b;
  if (!matched && inBlossom_[a] != inBlossom_[b] && !(dual_[a] + dual_[b] < weight + weight)) {
    return;  // an edge outside every structure, still feasible
  }
  dirty_[a] = true;
  dirtyList_.push_back(a);
}

// The first solve: every vertex single, its dual the largest weight made even.
template <class W>
void IncrementalMatching<W>::startFresh() {
  W top{};
  for (std::size_t k = 0; k < w_.size(); ++k) {
    if (w_[k] > top) top = w_[k];
  }
  if (isOdd(top)) top += W{1};
  for (int v = 0; v < n_; ++v) dual_[v] = top;
  solved_ = true;
  dirtyList_.clear();
}

template <class W>
void IncrementalMatching<W>::unmatch(int v) {
  if (mate_[v] < 0) return;
  mate_[endpoint_[mate_[v]]] = -1;
  mate_[v] = -1;
}

template <class W>
void IncrementalMatching<W>::repair() {
  for (int a : dirtyList_) extract(a);
  for (int a : dirtyList_) dirty_[a] = false;
  dirtyList_.clear();
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] == -1 && isOdd(dual_[v])) makeEven(v);
  }
}

// Dissolves the blossoms around a, from the top: a blossom's dual moves onto its vertices, which
// keeps every edge inside it as tight as it was and loosens the matched edge of its base (then
// unmatched). Then a is unmatched and takes the lowest feasible dual.
template <class W>
void IncrementalMatching<W>::extract(int a) {
  std::vector<int> vs;
  while (inBlossom_[a] != a) {
    const int b = inBlossom_[a];
    if (!(dual_[b] == W{})) {
      unmatch(base_[b]);
      vs.clear();
      leaves(b, vs);
      for (int x : vs) dual_[x] += dual_[b];
      dual_[b] = W{};
    }
    expandBlossom(b, true);
  }
  unmatch(a);
  dual_[a] = lowestFeasibleDual(a);
}

// The least even dual that leaves no edge of a (outside any blossom) with a negative slack.
template <class W>
W IncrementalMatching<W>::lowestFeasibleDual(int a) const {
  W need{};
  for (int w = 0; w < n_; ++w) {
    if (w == a || !on_[edgeOf(a, w)]) continue;
    const W twice = w_[edgeOf(a, w)] + w_[edgeOf(a, w)];
    if (twice > dual_[w] && twice - dual_[w] > need) need = twice - dual_[w];
  }
  if (isOdd(need)) need += W{1};
  return need;
}

// Raises the odd dual of the single vertex v by one. Inside a blossom every vertex rises and the
// blossom's dual falls by one, which keeps the edges inside as they were; a blossom at zero is
// dissolved first (its children keep their matching, v's child stays single).
template <class W>
void IncrementalMatching<W>::makeEven(int v) {
  std::vector<int> vs;
  for (;;) {
    const int b = inBlossom_[v];
    if (b == v) {
      dual_[v] += W{1};
      return;
    }
    if (!(dual_[b] == W{})) {
      leaves(b, vs);
      for (int x : vs) dual_[x] += W{1};
      dual_[b] -= W{1};
      return;
    }
    expandBlossom(b, true);
  }
}

}  // namespace renju::pairing
