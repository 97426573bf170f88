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

// The weights of all candidate pairs, kept between matchings with the matching itself: the
// brackets change some of them and ask again, and the matching is repaired around the players
// whose weights changed rather than solved anew.
template <class W>
class Graph {
 public:
  explicit Graph(int n) : n_(n), matching_(n), fixedMate_(n, -1) {}
  // The first player is the one whose weights change (the matching is repaired around it).
  void set(int a, int b, const W& weight) {
    if (fixedMate_[a] < 0 && fixedMate_[b] < 0) matching_.setWeight(a, b, weight);
  }
  // A pair decided for good: its two vertices keep only their own edge, which is the same as
  // leaving the matchings that follow.
  void fix(int a, int b) {
    for (int v = 0; v < n_; ++v) {
      if (v != a && v != b) {
        matching_.setWeight(a, v, W{});
        matching_.setWeight(b, v, W{});
      }
    }
    fixedMate_[a] = b;
    fixedMate_[b] = a;
  }
  // Each vertex's partner, or itself when single.
  std::vector<int> solve() {
    std::vector<int> mate = matching_.solve();
    for (int v = 0; v < n_; ++v) {
      if (fixedMate_[v] >= 0) mate[v] = fixedMate_[v];
      if (mate[v] < 0) mate[v] = v;
    }
    return mate;
  }

 private:
  int n_;
  IncrementalMatching<W> matching_;
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
