#pragma once
// The bracket by bracket part of the Dutch pairing (dutch.h), over weights of type W.
//
// One matching over all players first says whether a pairing exists (C1-C3) and who gets the
// bye. Then from the top score group down, each bracket (its score group plus the players moved
// down into it, next to the score group below) is fixed in the order the rules prescribe:
// which moved-down players are paired (B.3, C6-C7), their opponents, the remainder's exchanges
// (B.6: fewest, then the smallest differences of bracket sequence numbers), and the opponents of
// S1 in order (B.2). Each choice is one change of weights and one matching.
#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "dutch_weights.h"
#include "matching.h"
#include "result.h"

namespace renju::pairing::dutch {

inline int bitsFor(int value) {
  int bits = 0;
  while (value > 0) ++bits, value >>= 1;
  return bits;
}

// The weights of all candidate pairs, kept between matchings: the brackets change some of them
// and ask again.
template <class W>
class Graph {
 public:
  explicit Graph(int n)
      : n_(n), w_(static_cast<std::size_t>(n) * (n - 1) / 2 + 1), fixedMate_(n, -1) {}
  void set(int a, int b, const W& weight) { w_[index(a, b)] = weight; }
  // A pair decided for good: its two vertices leave the matchings that follow, which is the
  // same as giving their edge the largest weight and every other edge of theirs none.
  void fix(int a, int b) {
    fixedMate_[a] = b;
    fixedMate_[b] = a;
  }
  // Each vertex's partner, or itself when single.
  std::vector<int> solve() const {
    std::vector<int> active;
    for (int v = 0; v < n_; ++v) {
      if (fixedMate_[v] < 0) active.push_back(v);
    }
    std::vector<WeightedEdge<W>> edges;
    const int m = static_cast<int>(active.size());
    for (int a = 1; a < m; ++a) {
      for (int b = 0; b < a; ++b) {
        const W& w = w_[index(active[a], active[b])];
        if (!(w == W{})) edges.push_back({a, b, w});
      }
    }
    const std::vector<int> local = maxWeightMatching(m, edges);
    std::vector<int> mate(fixedMate_);
    for (int a = 0; a < m; ++a) mate[active[a]] = local[a] < 0 ? active[a] : active[local[a]];
    return mate;
  }

 private:
  std::size_t index(int a, int b) const {
    if (a < b) std::swap(a, b);
    return static_cast<std::size_t>(a) * (a - 1) / 2 + b;
  }
  int n_;
  std::vector<W> w_;
  std::vector<int> fixedMate_;
};

template <class W>
class Brackets {
 public:
  Brackets(const RoundSetup& setup, std::vector<const PlayerState*> sorted,
           const WeightLayout& layout)
      : setup_(setup),
        sorted_(std::move(sorted)),
        layout_(layout),
        n_(static_cast<int>(sorted_.size())),
        graph_(n_),
        matched_(n_, false),
        partner_(n_, -1) {
    ctx_.setup = &setup_;
    ctx_.layout = &layout_;
    ctx_.unplayedRank = &unplayedRank_;
  }

  /// Pairs as (white id, black id), a bye as (id, -1); error "no-pairing".
  Result<std::vector<std::pair<int, int>>> run();

 private:
  int score(int v) const { return sorted_[v]->score; }
  bool inGroup(int mate) const { return mate >= groupStart_ && mate < nextGroup_; }
  bool firstSide(int v) const { return stable_[v] > v && stable_[v] < nextGroup_; }
  W remainderWeight(int small, int large, int smallIndex, int pairs) const;
  void finalize(int a, int b);
  bool checkComplete(const std::vector<int>& mate) const;
  void firstMatching();
  void computeBase();
  void chooseMovedDown();
  void pairMovedDown();
  void buildRemainder();
  void exchangeFromS1(int exchanges);
  void exchangeFromS2(int exchanges);
  void pairS1();
  void nextBracket(int groupFirst);

  const RoundSetup& setup_;
  std::vector<const PlayerState*> sorted_;
  const WeightLayout& layout_;
  int n_;
  Graph<W> graph_;
  WeightContext ctx_;
  std::map<int, int> unplayedRank_;
  std::vector<int> stable_;
  std::vector<bool> matched_;
  std::vector<int> partner_;
  // The current bracket: vertices of the moved-down players, the score group, then the next
  // score group; base_[large][small] the pair's weight.
  std::vector<int> vtx_;
  int movedDown_ = 0;
  int bracketEnd_ = 0;
  int groupStart_ = 0;
  int nextGroup_ = 0;
  std::vector<std::vector<W>> base_;
  std::vector<int> remainder_;
  int remPairs_ = 0;
};

}  // namespace renju::pairing::dutch

#include "dutch_brackets_impl.h"
