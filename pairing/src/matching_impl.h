#pragma once
// The blossom algorithm behind matching.h, kept alive between solves. Vertices are 0..n-1,
// blossoms n..2n-1. The graph is complete, an edge of weight zero being no edge: edge k joins
// hi > lo with k = hi(hi-1)/2 + lo and has the endpoints 2k (hi) and 2k+1 (lo), so `p ^ 1` is
// the other end of endpoint p. Labels: 0 free, 1 outer (S), 2 inner (T); `mate[v]` is the
// remote endpoint of v's matched edge. The slack of an edge is dual_u + dual_v - 2w plus twice
// the duals of the blossoms holding both ends.
//
// The first solve starts as Galil's: every vertex single with the largest weight as its dual.
// Later solves keep the matching, the blossoms and the duals, and repair them only around the
// vertices whose edges changed (matching_repair.h). Each stage grows trees from the single
// vertices whose dual is above zero (a single vertex at zero already meets the optimality
// conditions) and ends when a path gains weight or a vertex of a tree reaches zero; the tree's
// root then passes its singleness down the tree to that vertex.
#include <algorithm>
#include <cassert>
#include <cstddef>
#include <utility>
#include <vector>

namespace renju::pairing {

/// a + b - 2c for weights whose result is not negative; WideUint has a faster one.
template <class W>
W sumMinusTwice(const W& a, const W& b, const W& c) {
  return a + b - (c + c);
}

template <class W>
bool isOdd(const W& x) {
  return !(((x >> 1) << 1) == x);
}

/// A maximum-weight matching whose weights change between solves (matching.h).
template <class W>
class IncrementalMatching {
 public:
  explicit IncrementalMatching(int n);

  /// Sets the weight of the edge {a, b} (zero: no edge). `a` is the vertex whose edges change:
  /// when the matching must be repaired, it is repaired around `a`.
  void setWeight(int a, int b, const W& weight);
  const W& weight(int a, int b) const { return w_[edgeOf(a, b)]; }
  /// For each vertex, its partner in a maximum-weight matching, or -1.
  std::vector<int> solve();

 private:
  std::size_t edgeOf(int a, int b) const {
    if (a < b) std::swap(a, b);
    return rowStart_[a] + static_cast<std::size_t>(b);
  }
  // The remote endpoint of the edge from v to w.
  int towards(int v, int w) const { return static_cast<int>(2 * edgeOf(v, w)) + (w < v); }
  template <class F>
  void forEachEdge(int v, F&& f) const {
    for (int w = 0; w < n_; ++w) {
      if (w != v && on_[edgeOf(v, w)]) f(towards(v, w));
    }
  }
  int endU(int k) const { return endpoint_[2 * static_cast<std::size_t>(k)]; }
  int endV(int k) const { return endpoint_[2 * static_cast<std::size_t>(k) + 1]; }
  // The slack of edge k, the hot spot: one fused pass for wide weights.
  W slack(int k) const { return sumMinusTwice(dual_[endU(k)], dual_[endV(k)], w_[k]); }
  // The slack of b's best edge, computed once per dual change.
  const W& bestSlack(int b) {
    if (bestEpoch_[b] != epoch_) {
      bestSlack_[b] = slack(bestEdge_[b]);
      bestEpoch_[b] = epoch_;
    }
    return bestSlack_[b];
  }
  void setBest(int b, int k, const W& kslack) {
    bestEdge_[b] = k;
    bestSlack_[b] = kslack;
    bestEpoch_[b] = epoch_;
  }
  int childAt(int b, int j) const {
    const int len = static_cast<int>(children_[b].size());
    return children_[b][((j % len) + len) % len];
  }
  int endpAt(int b, int j) const {
    const int len = static_cast<int>(endps_[b].size());
    return endps_[b][((j % len) + len) % len];
  }
  void leaves(int b, std::vector<int>& out) const;
  void assignLabel(int w, int t, int p);
  int scanBlossom(int v, int w);
  void collectBest(int b, int child);
  void addBlossom(int base, int k);
  void expandBlossom(int b, bool endStage);
  void relabelExpanded(int b);
  void augmentBlossom(int b, int v);
  void flipPath(int s, int p);
  void augmentMatching(int k);
  bool scanEdge(int v, int p);
  bool scanQueue();
  bool adjustDuals();
  bool stage();
  // matching_repair.h
  void startFresh();
  void repair();
  void extract(int a);
  void unmatch(int v);
  W lowestFeasibleDual(int a) const;
  void makeEven(int v);

  int n_;
  std::vector<std::size_t> rowStart_;
  std::vector<W> w_;
  std::vector<char> on_;  // the weight is not zero
  std::vector<int> endpoint_;
  std::vector<int> mate_, label_, labelEnd_, inBlossom_, parent_;
  std::vector<std::vector<int>> children_;
  std::vector<int> base_;
  std::vector<std::vector<int>> endps_;
  std::vector<int> bestEdge_;
  std::vector<std::vector<int>> blossomBest_;
  std::vector<bool> hasBlossomBest_;
  std::vector<W> dual_;
  std::vector<bool> allowed_;
  std::vector<int> unused_;
  std::vector<int> queue_;
  std::vector<W> bestSlack_;
  std::vector<long> bestEpoch_;
  long epoch_ = 0;  // counts the changes of the duals
  bool solved_ = false;
  std::vector<bool> dirty_;  // edges changed in a way the repair must see
  std::vector<int> dirtyList_;
  // addBlossom's scratch: the best edge to each neighbouring outer blossom, and which were set.
  std::vector<int> bestTo_;
  std::vector<W> bestToSlack_;
  std::vector<int> touched_;
};

template <class W>
IncrementalMatching<W>::IncrementalMatching(int n)
    : n_(n),
      rowStart_(n),
      mate_(n, -1),
      label_(2 * n, 0),
      labelEnd_(2 * n, -1),
      inBlossom_(n),
      parent_(2 * n, -1),
      children_(2 * n),
      base_(2 * n, -1),
      endps_(2 * n),
      bestEdge_(2 * n, -1),
      blossomBest_(2 * n),
      hasBlossomBest_(2 * n, false),
      dual_(2 * n),
      bestSlack_(2 * n),
      bestEpoch_(2 * n, -1),
      dirty_(n, false),
      bestTo_(2 * n, -1),
      bestToSlack_(2 * n) {
  const std::size_t edges = n < 2 ? 0 : static_cast<std::size_t>(n) * (n - 1) / 2;
  w_.resize(edges);
  on_.assign(edges, 0);
  allowed_.assign(edges, false);
  endpoint_.resize(2 * edges);
  for (int hi = 0; hi < n; ++hi) {
    rowStart_[hi] = static_cast<std::size_t>(hi) * (hi - 1) / 2;
    for (int lo = 0; lo < hi; ++lo) {
      const std::size_t k = rowStart_[hi] + static_cast<std::size_t>(lo);
      endpoint_[2 * k] = hi;
      endpoint_[2 * k + 1] = lo;
    }
  }
  for (int v = 0; v < n; ++v) inBlossom_[v] = base_[v] = v;
  for (int b = 2 * n - 1; b >= n; --b) unused_.push_back(b);
}

template <class W>
void IncrementalMatching<W>::leaves(int b, std::vector<int>& out) const {
  if (b < n_) {
    out.push_back(b);
    return;
  }
  for (int t : children_[b]) leaves(t, out);
}

template <class W>
void IncrementalMatching<W>::assignLabel(int w, int t, int p) {
  const int b = inBlossom_[w];
  assert(label_[w] == 0 && label_[b] == 0);
  label_[w] = label_[b] = t;
  labelEnd_[w] = labelEnd_[b] = p;
  bestEdge_[w] = bestEdge_[b] = -1;
  if (t == 1) {
    leaves(b, queue_);
  } else {
    const int base = base_[b];
    assert(mate_[base] >= 0);
    assignLabel(endpoint_[mate_[base]], 1, mate_[base] ^ 1);
  }
}

// Walks up from v and w alternately; the first blossom met twice is the base of a new blossom,
// none met twice means an augmenting path (-1).
template <class W>
int IncrementalMatching<W>::scanBlossom(int v, int w) {
  std::vector<int> path;
  int base = -1;
  while (v != -1 || w != -1) {
    int b = inBlossom_[v];
    if (label_[b] & 4) {
      base = base_[b];
      break;
    }
    assert(label_[b] == 1);
    path.push_back(b);
    label_[b] = 5;
    if (labelEnd_[b] == -1) {
      v = -1;
    } else {
      v = endpoint_[labelEnd_[b]];
      b = inBlossom_[v];
      assert(label_[b] == 2);
      v = endpoint_[labelEnd_[b]];
    }
    if (w != -1) std::swap(v, w);
  }
  for (int b : path) label_[b] = 1;
  return base;
}

// Keeps, for each outer blossom next to the new blossom b, the least-slack edge to it from the
// child's vertices (the child's own list when it has one), with that slack.
template <class W>
void IncrementalMatching<W>::collectBest(int b, int child) {
  auto consider = [&](int k) {
    int j = endV(k);
    if (inBlossom_[j] == b) j = endU(k);
    const int bj = inBlossom_[j];
    if (bj == b || label_[bj] != 1) return;
    const W kslack = slack(k);
    if (bestTo_[bj] == -1) {
      touched_.push_back(bj);
    } else if (!(kslack < bestToSlack_[bj])) {
      return;
    }
    bestTo_[bj] = k;
    bestToSlack_[bj] = kslack;
  };
  if (!hasBlossomBest_[child]) {
    std::vector<int> vs;
    leaves(child, vs);
    for (int v : vs) forEachEdge(v, [&](int p) { consider(p / 2); });
  } else {
    for (int k : blossomBest_[child]) consider(k);
  }
  blossomBest_[child].clear();
  hasBlossomBest_[child] = false;
  bestEdge_[child] = -1;
}

template <class W>
void IncrementalMatching<W>::addBlossom(int base, int k) {
  int v = endU(k), w = endV(k);
  const int bb = inBlossom_[base];
  int bv = inBlossom_[v], bw = inBlossom_[w];
  const int b = unused_.back();
  unused_.pop_back();
  base_[b] = base;
  parent_[b] = -1;
  parent_[bb] = b;
  std::vector<int>& path = children_[b];
  std::vector<int>& endps = endps_[b];
  path.clear();
  endps.clear();
  while (bv != bb) {
    parent_[bv] = b;
    path.push_back(bv);
    endps.push_back(labelEnd_[bv]);
    v = endpoint_[labelEnd_[bv]];
    bv = inBlossom_[v];
  }
  path.push_back(bb);
  std::reverse(path.begin(), path.end());
  std::reverse(endps.begin(), endps.end());
  endps.push_back(2 * k);
  while (bw != bb) {
    parent_[bw] = b;
    path.push_back(bw);
    endps.push_back(labelEnd_[bw] ^ 1);
    w = endpoint_[labelEnd_[bw]];
    bw = inBlossom_[w];
  }
  label_[b] = 1;
  labelEnd_[b] = labelEnd_[bb];
  dual_[b] = W{};
  std::vector<int> vs;
  leaves(b, vs);
  for (int x : vs) {
    if (label_[inBlossom_[x]] == 2) queue_.push_back(x);
    inBlossom_[x] = b;
  }
  touched_.clear();
  for (int child : path) collectBest(b, child);
  std::sort(touched_.begin(), touched_.end());
  blossomBest_[b].clear();
  bestEdge_[b] = -1;
  for (int bj : touched_) {
    const int e = bestTo_[bj];
    blossomBest_[b].push_back(e);
    if (bestEdge_[b] == -1 || bestToSlack_[bj] < bestSlack(b)) setBest(b, e, bestToSlack_[bj]);
    bestTo_[bj] = -1;
  }
  hasBlossomBest_[b] = true;
}

}  // namespace renju::pairing

#include "matching_repair.h"
#include "matching_stages.h"
