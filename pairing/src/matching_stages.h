#pragma once
// The second half of IncrementalMatching<W> (matching_impl.h): expanding and augmenting blossoms,
// the dual updates, the stages.
#include "matching_impl.h"

namespace renju::pairing {

// After a T-blossom is expanded in a stage, its children on the path from the entry to the base
// keep alternating labels; the others lose theirs unless reached from outside.
template <class W>
void IncrementalMatching<W>::relabelExpanded(int b) {
  const int entry = inBlossom_[endpoint_[labelEnd_[b] ^ 1]];
  const int len = static_cast<int>(children_[b].size());
  int j = static_cast<int>(std::find(children_[b].begin(), children_[b].end(), entry) -
                           children_[b].begin());
  int step, trick;
  if (j & 1) {
    j -= len;
    step = 1;
    trick = 0;
  } else {
    step = -1;
    trick = 1;
  }
  int p = labelEnd_[b];
  while (j != 0) {
    label_[endpoint_[p ^ 1]] = 0;
    label_[endpoint_[endpAt(b, j - trick) ^ trick ^ 1]] = 0;
    assignLabel(endpoint_[p ^ 1], 2, p);
    allowed_[endpAt(b, j - trick) / 2] = true;
    j += step;
    p = endpAt(b, j - trick) ^ trick;
    allowed_[p / 2] = true;
    j += step;
  }
  int bv = childAt(b, j);
  label_[endpoint_[p ^ 1]] = label_[bv] = 2;
  labelEnd_[endpoint_[p ^ 1]] = labelEnd_[bv] = p;
  bestEdge_[bv] = -1;
  j += step;
  while (childAt(b, j) != entry) {
    bv = childAt(b, j);
    if (label_[bv] == 1) {
      j += step;
      continue;
    }
    std::vector<int> vs;
    leaves(bv, vs);
    int found = -1;
    for (int x : vs) {
      if (label_[x] != 0) {
        found = x;
        break;
      }
    }
    if (found != -1) {
      assert(label_[found] == 2 && inBlossom_[found] == bv);
      label_[found] = 0;
      label_[endpoint_[mate_[base_[bv]]]] = 0;
      assignLabel(found, 2, labelEnd_[found]);
    }
    j += step;
  }
}

template <class W>
void IncrementalMatching<W>::expandBlossom(int b, bool endStage) {
  for (int s : children_[b]) {
    parent_[s] = -1;
    if (s < n_) {
      inBlossom_[s] = s;
    } else if (endStage && dual_[s] == W{}) {
      expandBlossom(s, endStage);
    } else {
      std::vector<int> vs;
      leaves(s, vs);
      for (int x : vs) inBlossom_[x] = s;
    }
  }
  if (!endStage && label_[b] == 2) relabelExpanded(b);
  label_[b] = labelEnd_[b] = -1;
  children_[b].clear();
  endps_[b].clear();
  base_[b] = -1;
  blossomBest_[b].clear();
  hasBlossomBest_[b] = false;
  bestEdge_[b] = -1;
  unused_.push_back(b);
}

template <class W>
void IncrementalMatching<W>::augmentBlossom(int b, int v) {
  int t = v;
  while (parent_[t] != b) t = parent_[t];
  if (t >= n_) augmentBlossom(t, v);
  const int len = static_cast<int>(children_[b].size());
  const int i = static_cast<int>(std::find(children_[b].begin(), children_[b].end(), t) -
                                 children_[b].begin());
  int j = i, step, trick;
  if (i & 1) {
    j -= len;
    step = 1;
    trick = 0;
  } else {
    step = -1;
    trick = 1;
  }
  while (j != 0) {
    j += step;
    t = childAt(b, j);
    const int p = endpAt(b, j - trick) ^ trick;
    if (t >= n_) augmentBlossom(t, endpoint_[p]);
    j += step;
    t = childAt(b, j);
    if (t >= n_) augmentBlossom(t, endpoint_[p ^ 1]);
    mate_[endpoint_[p]] = p ^ 1;
    mate_[endpoint_[p ^ 1]] = p;
  }
  std::rotate(children_[b].begin(), children_[b].begin() + i, children_[b].end());
  std::rotate(endps_[b].begin(), endps_[b].begin() + i, endps_[b].end());
  base_[b] = base_[children_[b][0]];
  assert(base_[b] == v);
}

// Flips the alternating path from s (whose top blossom is outer) up to the root of its tree;
// s then takes the matched endpoint p (-1: s becomes single).
template <class W>
void IncrementalMatching<W>::flipPath(int s, int p) {
  for (;;) {
    const int bs = inBlossom_[s];
    assert(label_[bs] == 1);
    if (bs >= n_) augmentBlossom(bs, s);
    mate_[s] = p;
    if (labelEnd_[bs] == -1) break;
    const int t = endpoint_[labelEnd_[bs]];
    const int bt = inBlossom_[t];
    assert(label_[bt] == 2 && labelEnd_[bt] >= 0);
    s = endpoint_[labelEnd_[bt]];
    const int j = endpoint_[labelEnd_[bt] ^ 1];
    assert(base_[bt] == t);
    if (bt >= n_) augmentBlossom(bt, j);
    mate_[j] = labelEnd_[bt];
    p = labelEnd_[bt] ^ 1;
  }
}

template <class W>
void IncrementalMatching<W>::augmentMatching(int k) {
  flipPath(endU(k), 2 * k + 1);
  flipPath(endV(k), 2 * k);
}

// One edge from the outer vertex v to the endpoint p; true when it augmented.
template <class W>
bool IncrementalMatching<W>::scanEdge(int v, int p) {
  const int k = p / 2;
  const int w = endpoint_[p];
  const int bw = inBlossom_[w];
  if (inBlossom_[v] == bw) return false;
  W kslack{};
  if (!allowed_[k]) {
    kslack = slack(k);
    if (kslack == W{}) allowed_[k] = true;
  }
  if (allowed_[k]) {
    if (label_[bw] == 0) {
      if (mate_[base_[bw]] == -1) {
        // A single blossom at dual zero, outside the trees: the path to it gains.
        label_[bw] = 1;
        labelEnd_[bw] = -1;
        augmentMatching(k);
        return true;
      }
      assignLabel(w, 2, p ^ 1);
    } else if (label_[bw] == 1) {
      const int base = scanBlossom(v, w);
      if (base < 0) {
        augmentMatching(k);
        return true;
      }
      addBlossom(base, k);
    } else if (label_[w] == 0) {
      label_[w] = 2;
      labelEnd_[w] = p ^ 1;
    }
  } else if (label_[bw] == 1) {
    const int b = inBlossom_[v];
    if (bestEdge_[b] == -1 || kslack < bestSlack(b)) setBest(b, k, kslack);
  } else if (label_[w] == 0) {
    if (bestEdge_[w] == -1 || kslack < bestSlack(w)) setBest(w, k, kslack);
  }
  return false;
}

// Grows the trees over tight edges; true when it augmented.
template <class W>
bool IncrementalMatching<W>::scanQueue() {
  while (!queue_.empty()) {
    const int v = queue_.back();
    queue_.pop_back();
    assert(label_[inBlossom_[v]] == 1);
    for (int w = 0; w < n_; ++w) {
      if (w == v || !on_[edgeOf(v, w)]) continue;
      if (scanEdge(v, towards(v, w))) return true;
    }
  }
  return false;
}

// Changes the duals by the largest step that keeps them feasible. True when the stage ends: an
// outer vertex reached zero, and becomes single in place of its tree's root (a single vertex
// first, which then only stays single).
template <class W>
bool IncrementalMatching<W>::adjustDuals() {
  int type = 1, edge = -1, blossom = -1, zero = -1;
  W delta{};
  for (int v = 0; v < n_; ++v) {
    if (label_[inBlossom_[v]] != 1) continue;
    if (zero == -1 || dual_[v] < delta ||
        (dual_[v] == delta && mate_[v] == -1 && mate_[zero] >= 0)) {
      delta = dual_[v];
      zero = v;
    }
  }
  for (int v = 0; v < n_; ++v) {
    if (label_[inBlossom_[v]] == 0 && bestEdge_[v] != -1) {
      const W d = bestSlack(v);
      if (d < delta) delta = d, type = 2, edge = bestEdge_[v];
    }
  }
  for (int b = 0; b < 2 * n_; ++b) {
    if (parent_[b] == -1 && label_[b] == 1 && bestEdge_[b] != -1) {
      const W d = bestSlack(b) >> 1;
      if (d < delta) delta = d, type = 3, edge = bestEdge_[b];
    }
  }
  for (int b = n_; b < 2 * n_; ++b) {
    if (base_[b] >= 0 && parent_[b] == -1 && label_[b] == 2 && dual_[b] < delta) {
      delta = dual_[b], type = 4, blossom = b;
    }
  }
  ++epoch_;
  for (int v = 0; v < n_; ++v) {
    if (label_[inBlossom_[v]] == 1) dual_[v] -= delta;
    if (label_[inBlossom_[v]] == 2) dual_[v] += delta;
  }
  for (int b = n_; b < 2 * n_; ++b) {
    if (base_[b] >= 0 && parent_[b] == -1) {
      if (label_[b] == 1) dual_[b] += delta;
      if (label_[b] == 2) dual_[b] -= delta;
    }
  }
  if (type == 1) {
    flipPath(zero, -1);
    return true;
  }
  if (type == 4) {
    expandBlossom(blossom, false);
    return false;
  }
  allowed_[edge] = true;
  int i = endU(edge);
  if (label_[inBlossom_[i]] == 0) i = endV(edge);
  assert(label_[inBlossom_[i]] == 1);
  queue_.push_back(i);
  return false;
}

// Grows trees from the single vertices above zero until one path gains or a vertex reaches
// zero; false when there was no such vertex (the matching is the best).
template <class W>
bool IncrementalMatching<W>::stage() {
  std::fill(label_.begin(), label_.end(), 0);
  std::fill(bestEdge_.begin(), bestEdge_.end(), -1);
  for (int b = n_; b < 2 * n_; ++b) {
    blossomBest_[b].clear();
    hasBlossomBest_[b] = false;
  }
  std::fill(allowed_.begin(), allowed_.end(), false);
  queue_.clear();
  bool roots = false;
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] == -1 && !(dual_[v] == W{}) && label_[inBlossom_[v]] == 0) {
      assignLabel(v, 1, -1);
      roots = true;
    }
  }
  if (!roots) return false;
  while (!scanQueue() && !adjustDuals()) {
  }
  for (int b = n_; b < 2 * n_; ++b) {
    if (parent_[b] == -1 && base_[b] >= 0 && label_[b] == 1 && dual_[b] == W{}) {
      expandBlossom(b, true);
    }
  }
  return true;
}

template <class W>
std::vector<int> IncrementalMatching<W>::solve() {
  if (solved_) {
    repair();
  } else {
    startFresh();
  }
  while (stage()) {
  }
  std::vector<int> partner(n_, -1);
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] >= 0) partner[v] = endpoint_[mate_[v]];
  }
  return partner;
}

}  // namespace renju::pairing
