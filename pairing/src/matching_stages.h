#pragma once
// The second half of Blossoms<W> (matching_impl.h): expanding and augmenting blossoms, the dual
// updates, the stages.
#include "matching_impl.h"

namespace renju::pairing {
namespace detail {

// After a T-blossom is expanded in a stage, its children on the path from the entry to the base
// keep alternating labels; the others lose theirs unless reached from outside.
template <class W>
void Blossoms<W>::relabelExpanded(int b) {
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
void Blossoms<W>::expandBlossom(int b, bool endStage) {
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
void Blossoms<W>::augmentBlossom(int b, int v) {
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

template <class W>
void Blossoms<W>::augmentMatching(int k) {
  const int ends[2][2] = {{edges_[k].u, 2 * k + 1}, {edges_[k].v, 2 * k}};
  for (const auto& [start, firstP] : ends) {
    int s = start, p = firstP;
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
}

// Grows the trees over tight edges; true when it augmented.
template <class W>
bool Blossoms<W>::scanQueue() {
  while (!queue_.empty()) {
    const int v = queue_.back();
    queue_.pop_back();
    assert(label_[inBlossom_[v]] == 1);
    for (int p : neighbours_[v]) {
      const int k = p / 2;
      const int w = endpoint_[p];
      if (inBlossom_[v] == inBlossom_[w]) continue;
      W kslack{};
      if (!allowed_[k]) {
        kslack = slack(k);
        if (kslack == W{}) allowed_[k] = true;
      }
      if (allowed_[k]) {
        if (label_[inBlossom_[w]] == 0) {
          assignLabel(w, 2, p ^ 1);
        } else if (label_[inBlossom_[w]] == 1) {
          const int base = scanBlossom(v, w);
          if (base >= 0) {
            addBlossom(base, k);
          } else {
            augmentMatching(k);
            return true;
          }
        } else if (label_[w] == 0) {
          label_[w] = 2;
          labelEnd_[w] = p ^ 1;
        }
      } else if (label_[inBlossom_[w]] == 1) {
        const int b = inBlossom_[v];
        if (bestEdge_[b] == -1 || kslack < bestSlack(b)) setBest(b, k, kslack);
      } else if (label_[w] == 0) {
        if (bestEdge_[w] == -1 || kslack < bestSlack(w)) setBest(w, k, kslack);
      }
    }
  }
  return false;
}

// Changes the duals by the largest step that keeps them feasible; false when a vertex dual
// reached zero (no augmenting path can gain weight: the stage and the algorithm end).
template <class W>
bool Blossoms<W>::adjustDuals() {
  int type = 1, edge = -1, blossom = -1;
  W delta = dual_[0];
  for (int v = 1; v < n_; ++v) delta = std::min(delta, dual_[v]);
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
  if (type == 1) return false;
  if (type == 4) {
    expandBlossom(blossom, false);
    return true;
  }
  allowed_[edge] = true;
  int i = edges_[edge].u;
  if (label_[inBlossom_[i]] == 0) i = edges_[edge].v;
  assert(label_[inBlossom_[i]] == 1);
  queue_.push_back(i);
  return true;
}

template <class W>
bool Blossoms<W>::stage() {
  std::fill(label_.begin(), label_.end(), 0);
  std::fill(bestEdge_.begin(), bestEdge_.end(), -1);
  for (int b = n_; b < 2 * n_; ++b) {
    blossomBest_[b].clear();
    hasBlossomBest_[b] = false;
  }
  std::fill(allowed_.begin(), allowed_.end(), false);
  queue_.clear();
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] == -1 && label_[inBlossom_[v]] == 0) assignLabel(v, 1, -1);
  }
  bool augmented = false;
  for (;;) {
    if (scanQueue()) {
      augmented = true;
      break;
    }
    if (!adjustDuals()) break;
  }
  if (!augmented) return false;
  for (int b = n_; b < 2 * n_; ++b) {
    if (parent_[b] == -1 && base_[b] >= 0 && label_[b] == 1 && dual_[b] == W{}) {
      expandBlossom(b, true);
    }
  }
  return true;
}

template <class W>
std::vector<int> Blossoms<W>::solve() {
  if (edges_.empty()) return std::vector<int>(n_, -1);
  for (int t = 0; t < n_; ++t) {
    if (!stage()) break;
  }
  std::vector<int> partner(n_, -1);
  for (int v = 0; v < n_; ++v) {
    if (mate_[v] >= 0) partner[v] = endpoint_[mate_[v]];
  }
  return partner;
}

}  // namespace detail
}  // namespace renju::pairing
