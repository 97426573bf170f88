#pragma once
// The blossom algorithm behind maxWeightMatching (matching.h). Vertices are 0..n-1, blossoms
// n..2n-1; an edge k has the endpoints 2k and 2k+1, so `p ^ 1` is the other end of endpoint p.
// Labels: 0 free, 1 outer (S), 2 inner (T); `mate[v]` is the remote endpoint of v's matched
// edge. Dual variables of vertices start at the largest weight; every stage grows the
// alternating trees from the single vertices until it augments or the duals say no gain is left.
#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

namespace renju::pairing {

template <class W>
struct WeightedEdge;

/// a + b - 2c for weights whose result is not negative; WideUint has a faster one.
template <class W>
W sumMinusTwice(const W& a, const W& b, const W& c) {
  return a + b - (c + c);
}

namespace detail {

template <class W>
class Blossoms {
 public:
  Blossoms(int n, std::vector<WeightedEdge<W>> edges)
      : n_(n),
        edges_(std::move(edges)),
        neighbours_(n),
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
        allowed_(edges_.size(), false) {
    W top{};
    for (std::size_t k = 0; k < edges_.size(); ++k) {
      const WeightedEdge<W>& e = edges_[k];
      endpoint_.push_back(e.u);
      endpoint_.push_back(e.v);
      neighbours_[e.u].push_back(static_cast<int>(2 * k + 1));
      neighbours_[e.v].push_back(static_cast<int>(2 * k));
      if (e.weight > top) top = e.weight;
    }
    bestSlack_.resize(2 * n);
    bestEpoch_.assign(2 * n, -1);
    for (int v = 0; v < n; ++v) {
      inBlossom_[v] = v;
      base_[v] = v;
      dual_[v] = top;
    }
    for (int b = 2 * n - 1; b >= n; --b) unused_.push_back(b);
  }

  std::vector<int> solve();

 private:
  // The slack of edge k, the hot spot: one fused pass for wide weights.
  W slack(int k) const {
    return sumMinusTwice(dual_[edges_[k].u], dual_[edges_[k].v], edges_[k].weight);
  }
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
  void leaves(int b, std::vector<int>& out) const;
  void assignLabel(int w, int t, int p);
  int scanBlossom(int v, int w);
  void addBlossom(int base, int k);
  void expandBlossom(int b, bool endStage);
  void augmentBlossom(int b, int v);
  void augmentMatching(int k);
  bool stage();
  bool scanQueue();
  bool adjustDuals();
  void relabelExpanded(int b);
  int childAt(int b, int j) const {
    const int len = static_cast<int>(children_[b].size());
    return children_[b][((j % len) + len) % len];
  }
  int endpAt(int b, int j) const {
    const int len = static_cast<int>(endps_[b].size());
    return endps_[b][((j % len) + len) % len];
  }
  void collectBest(int b, int child, std::vector<int>& bestTo);

  int n_;
  const std::vector<WeightedEdge<W>> edges_;
  std::vector<int> endpoint_;
  std::vector<std::vector<int>> neighbours_;
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
};

template <class W>
void Blossoms<W>::leaves(int b, std::vector<int>& out) const {
  if (b < n_) {
    out.push_back(b);
    return;
  }
  for (int t : children_[b]) leaves(t, out);
}

template <class W>
void Blossoms<W>::assignLabel(int w, int t, int p) {
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
int Blossoms<W>::scanBlossom(int v, int w) {
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

template <class W>
void Blossoms<W>::collectBest(int b, int child, std::vector<int>& bestTo) {
  std::vector<int> ks;
  if (!hasBlossomBest_[child]) {
    std::vector<int> vs;
    leaves(child, vs);
    for (int v : vs) {
      for (int p : neighbours_[v]) ks.push_back(p / 2);
    }
  } else {
    ks = blossomBest_[child];
  }
  for (int k : ks) {
    int i = edges_[k].u, j = edges_[k].v;
    if (inBlossom_[j] == b) std::swap(i, j);
    const int bj = inBlossom_[j];
    if (bj != b && label_[bj] == 1 && (bestTo[bj] == -1 || slack(k) < slack(bestTo[bj]))) {
      bestTo[bj] = k;
    }
  }
  blossomBest_[child].clear();
  hasBlossomBest_[child] = false;
  bestEdge_[child] = -1;
}

template <class W>
void Blossoms<W>::addBlossom(int base, int k) {
  int v = edges_[k].u, w = edges_[k].v;
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
  std::vector<int> bestTo(2 * n_, -1);
  for (int child : path) collectBest(b, child, bestTo);
  blossomBest_[b].clear();
  for (int e : bestTo) {
    if (e != -1) blossomBest_[b].push_back(e);
  }
  hasBlossomBest_[b] = true;
  bestEdge_[b] = -1;
  for (int e : blossomBest_[b]) {
    const W es = slack(e);
    if (bestEdge_[b] == -1 || es < bestSlack(b)) setBest(b, e, es);
  }
}

}  // namespace detail
}  // namespace renju::pairing

#include "matching_stages.h"
