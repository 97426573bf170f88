#pragma once
// Brackets<W> (dutch_brackets.h): the steps of one round.
#include "dutch_brackets.h"
#ifdef DUTCH_DEBUG
#include <cstdio>
#endif

namespace renju::pairing::dutch {

template <class W>
W Brackets<W>::remainderWeight(int small, int large, int smallIndex, int pairs) const {
  W w = base_[large][small];
  if (w == W{}) return w;
  // Fewest exchanges first, then the smallest difference of the exchanged numbers (B.6).
  W addend{smallIndex < pairs};
  addend <<= 2 * layout_.groupBits;
  addend -= W{static_cast<std::uint64_t>(smallIndex)};
  addend <<= 1;  // room to ask about one player at a time
  return w + addend;
}

template <class W>
void Brackets<W>::finalize(int a, int b) {
  graph_.fix(a, b);
}

// At most one player left single, and that one may get the bye.
template <class W>
bool Brackets<W>::checkComplete(const std::vector<int>& mate) const {
  int single = 0;
  for (int v = 0; v < n_; ++v) {
    if (mate[v] != v) continue;
    if (++single > 1 || !sorted_[v]->byeEligible) return false;
  }
  return true;
}

// C5 and C9: the first matching decides the score of the bye and whether it goes to the single
// player moved down from the top.
template <class W>
void Brackets<W>::firstMatching() {
  const bool odd = n_ % 2 == 1;
  for (int p = 0; p < n_; ++p) {
    for (int o = 0; o < p; ++o) {
      const PlayerState& pl = *sorted_[p];
      const PlayerState& op = *sorted_[o];
      if (!odd) {
        graph_.set(p, o, edgeWeight<W>(op, pl, false, false, ctx_));
        continue;
      }
      W w{};
      if (compatible(pl, op, setup_)) {
        w = W{static_cast<std::uint64_t>(1 + !pl.byeEligible + !op.byeEligible)};
        w <<= layout_.scoreBits;
        w |= W{static_cast<std::uint64_t>(layout_.scoreShift.at(pl.score) +
                                          layout_.scoreShift.at(op.score))};
        w <<= layout_.groupBits;
        w |= W{pl.score >= score(0)};
      }
      graph_.set(p, o, w);
    }
  }
  stable_ = graph_.solve();
}

template <class W>
Result<std::vector<std::pair<int, int>>> Brackets<W>::run() {
  firstMatching();
  if (!checkComplete(stable_)) {
    return makeError("no-pairing", "no pairing of the round meets the absolute criteria (C1-C3)");
  }
  ctx_.byeScore = 0;
  ctx_.byeDownfloaterCounts = false;
  if (n_ % 2 == 1) {
    for (int v = 0; v < n_; ++v) {
      if (stable_[v] == v) {
        ctx_.byeScore = score(v);
        break;
      }
    }
    const int top = score(0);
    if (ctx_.byeScore >= top) {
      ctx_.byeDownfloaterCounts = true;
      for (int v = 0; v < n_ && score(v) >= top; ++v) {
        if (score(stable_[v]) < top) {
          ctx_.byeDownfloaterCounts = false;
          break;
        }
      }
    }
    std::vector<int> played;
    for (int v = 0; v < n_; ++v) {
      if (score(v) == ctx_.byeScore) played.push_back(sorted_[v]->playedGames);
    }
    std::sort(played.rbegin(), played.rend());
    int rank = 0;
    for (int games : played) unplayedRank_[games] = rank++;
    for (int p = 0; p < n_; ++p) {
      for (int o = 0; o < p; ++o) {
        graph_.set(p, o, edgeWeight<W>(*sorted_[o], *sorted_[p], false, false, ctx_));
      }
    }
  }

  int next = 0;
  while (next < n_ && score(next) >= score(0)) vtx_.push_back(next++);
  groupStart_ = 0;
  movedDown_ = 0;
  int brackets = 0;
  while (static_cast<int>(vtx_.size()) > 1 || next < n_) {
    bracketEnd_ = static_cast<int>(vtx_.size());
    nextGroup_ = groupStart_ + (bracketEnd_ - movedDown_);
    const int groupFirst = next;
    while (next < n_ && score(next) >= score(groupFirst)) vtx_.push_back(next++);
    computeBase();
    stable_ = graph_.solve();
    chooseMovedDown();
    pairMovedDown();
    buildRemainder();
    pairS1();
    nextBracket(groupFirst);
    // Every bracket pairs or moves down a score group, so 2n brackets are more than enough.
    if (++brackets > 2 * n_ + 2) {
      return makeError("no-pairing", "the brackets could not be completed");
    }
  }

  std::vector<std::pair<int, int>> pairs;
  for (int v = 0; v < n_; ++v) {
    const PlayerState& p = *sorted_[v];
    const int m = partner_[v];
    if (m < 0) {
      pairs.emplace_back(p.id, -1);
    } else if (p.id < sorted_[m]->id) {
      const bool white = colourFor(p, *sorted_[m], setup_) == Colour::WHITE;
      pairs.emplace_back(white ? p.id : sorted_[m]->id, white ? sorted_[m]->id : p.id);
    }
  }
  return pairs;
}

template <class W>
void Brackets<W>::computeBase() {
  const int size = static_cast<int>(vtx_.size());
  base_.assign(size, {});
  for (int large = movedDown_; large < size; ++large) {
    for (int small = 0; small < large; ++small) {
      base_[large].push_back(edgeWeight<W>(*sorted_[vtx_[small]], *sorted_[vtx_[large]],
                                           large < bracketEnd_, large >= bracketEnd_, ctx_));
      graph_.set(vtx_[large], vtx_[small], base_[large][small]);
    }
  }
}

// Which moved-down players of each score are paired in the bracket: as many as possible, the
// higher ones first.
template <class W>
void Brackets<W>::chooseMovedDown() {
  int mdScore = 0, remaining = 0, remainingMatched = 0;
  const int size = static_cast<int>(vtx_.size());
  for (int pi = 0; pi < movedDown_; ++pi) {
    if (pi == 0 || score(vtx_[pi]) < mdScore) {
      mdScore = score(vtx_[pi]);
      remaining = remainingMatched = 0;
      for (int mi = pi; mi < size && score(vtx_[mi]) >= mdScore; ++mi) {
        ++remaining;
        if (inGroup(stable_[vtx_[mi]])) ++remainingMatched;
      }
    }
    if (remainingMatched == 0) continue;
    const int pv = vtx_[pi];
    if (remaining <= remainingMatched) {
      matched_[pv] = true;
      continue;
    }
    --remaining;
    if (!inGroup(stable_[pv])) {
      for (int oi = movedDown_; oi < bracketEnd_; ++oi) {
        W w = base_[oi][pi];
        if (w == W{}) continue;
        w |= W{1};
        graph_.set(pv, vtx_[oi], w);
      }
      stable_ = graph_.solve();
    }
    if (!inGroup(stable_[pv])) continue;
    matched_[pv] = true;
    --remainingMatched;
    for (int oi = movedDown_; oi < bracketEnd_; ++oi) {
      W w = base_[oi][pi];
      if (w == W{}) continue;
      w |= W{static_cast<std::uint64_t>(bracketEnd_ - movedDown_)};
      w += W{1};
      graph_.set(pv, vtx_[oi], w);
    }
  }
}

// Each paired moved-down player, from the top, gets the highest opponent it can.
template <class W>
void Brackets<W>::pairMovedDown() {
  for (int pi = 0; pi < movedDown_; ++pi) {
    const int pv = vtx_[pi];
    if (!matched_[pv]) continue;
    W addend{static_cast<std::uint64_t>(vtx_.size())};
    for (int oi = bracketEnd_ - 1; oi >= movedDown_; --oi) {
      const int ov = vtx_[oi];
      if (matched_[ov]) continue;
      W w = base_[oi][pi];
      if (w == W{}) continue;
      graph_.set(pv, ov, w + addend);
      addend += W{1};
    }
    stable_ = graph_.solve();
    const int mv = stable_[pv];
    matched_[mv] = true;
    finalize(pv, mv);
  }
}

// The remainder: the score group's players not paired with moved-down ones; its first
// remPairs_ players are S1. Then the exchanges, fewest and closest first.
template <class W>
void Brackets<W>::buildRemainder() {
  remainder_.clear();
  remPairs_ = 0;
  for (int pi = movedDown_; pi < bracketEnd_; ++pi) {
    const int pv = vtx_[pi];
    if (stable_[pv] < groupStart_) continue;
    remainder_.push_back(pi);
    if (stable_[pv] < pv) ++remPairs_;
  }
  for (std::size_t o = 0; o < remainder_.size(); ++o) {
    int index = 0;
    for (std::size_t p = 0; p < o; ++p) {
      graph_.set(vtx_[remainder_[p]], vtx_[remainder_[o]],
                 remainderWeight(remainder_[p], remainder_[o], index++, remPairs_));
    }
  }
  stable_ = graph_.solve();
  int exchanges = 0;
  for (int r = 0; r < remPairs_; ++r) {
    const int pv = vtx_[remainder_[r]];
    exchanges += stable_[pv] <= pv || stable_[pv] >= nextGroup_;
  }
  exchangeFromS1(exchanges);
  exchangeFromS2(exchanges);
  const int size = static_cast<int>(remainder_.size());
  for (int p = 0; p < size; ++p) {
    const int pv = vtx_[remainder_[p]];
    for (int o = p + 1; o < size; ++o) {
      const int ov = vtx_[remainder_[o]];
      W& w = base_[remainder_[o]][remainder_[p]];
      if (!firstSide(pv) || firstSide(ov)) w = W{};
      graph_.set(pv, ov, w);
    }
  }
}

// Of S1, the lowest players go to S2 where the exchange allows it.
template <class W>
void Brackets<W>::exchangeFromS1(int exchanges) {
  const int size = static_cast<int>(remainder_.size());
  int index = remPairs_;
  for (int it = remPairs_; it != 0 && exchanges > 0;) {
    --index;
    --it;
    const int pi = remainder_[it];
    const int pv = vtx_[pi];
    if (firstSide(pv)) {
      for (int o = it + 1; o < size; ++o) {
        W w = remainderWeight(pi, remainder_[o], index, remPairs_);
        if (w == W{}) continue;
        w -= W{1};
        graph_.set(pv, vtx_[remainder_[o]], w);
      }
      stable_ = graph_.solve();
    }
    const bool exchange = !firstSide(pv);
    exchanges -= exchange;
    for (int o = it + 1; o < size; ++o) {
      if (exchange) base_[remainder_[o]][pi] = W{};
      graph_.set(pv, vtx_[remainder_[o]], remainderWeight(pi, remainder_[o], index, remPairs_));
    }
  }
}

// Of S2, the highest players go to S1 where the exchange allows it.
template <class W>
void Brackets<W>::exchangeFromS2(int exchanges) {
  const int size = static_cast<int>(remainder_.size());
  int index = remPairs_;
  for (int it = remPairs_; it < size && exchanges > 1; ++it, ++index) {
    const int pi = remainder_[it];
    const int pv = vtx_[pi];
    const bool already = firstSide(pv);
    if (!already) {
      for (int o = it + 1; o < size; ++o) {
        W w = remainderWeight(pi, remainder_[o], index, remPairs_);
        if (w == W{}) continue;
        w += W{1};
        graph_.set(pv, vtx_[remainder_[o]], w);
      }
      stable_ = graph_.solve();
    }
    if (firstSide(pv)) {
      --exchanges;
      for (int o = 0; o < it; ++o) {
        base_[pi][remainder_[o]] = W{};
        graph_.set(pv, vtx_[remainder_[o]], W{});
      }
      for (int oi = bracketEnd_; oi < static_cast<int>(vtx_.size()); ++oi) {
        base_[oi][pi] = W{};
        graph_.set(pv, vtx_[oi], W{});
      }
    }
    if (!already) {
      for (int o = it + 1; o < size; ++o) {
        graph_.set(pv, vtx_[remainder_[o]], remainderWeight(pi, remainder_[o], index, remPairs_));
      }
    }
  }
}

// S1 from the top, each with the highest opponent of S2 that still leaves the best pairing.
template <class W>
void Brackets<W>::pairS1() {
  for (int pi : remainder_) {
    const int pv = vtx_[pi];
    if (!firstSide(pv)) continue;
    std::uint64_t addend = 0;
    for (auto o = remainder_.rbegin(); o != remainder_.rend(); ++o) {
      const int ov = vtx_[*o];
      if (*o <= pi || matched_[ov]) continue;
      const W& w = base_[*o][pi];
      if (!(w == W{})) graph_.set(pv, ov, w + W{addend});
      ++addend;
    }
    stable_ = graph_.solve();
    const int mv = stable_[pv];
    matched_[pv] = matched_[mv] = true;
    finalize(pv, mv);
  }
}

// Records the bracket's pairs; the rest moves down with the next score group.
template <class W>
void Brackets<W>::nextBracket(int groupFirst) {
  std::vector<int> moved;
  int movedDown = 0;
  bool single = n_ % 2 == 1 && groupFirst < n_ && ctx_.byeScore >= score(groupFirst);
  for (int pi = 0; pi < static_cast<int>(vtx_.size()); ++pi) {
    const int pv = vtx_[pi];
    if (pi < bracketEnd_ && matched_[pv]) {
      partner_[pv] = stable_[pv];
      partner_[stable_[pv]] = pv;
      continue;
    }
    moved.push_back(pv);
    if (pi < bracketEnd_) ++movedDown;
    if (single && score(stable_[pv]) < score(groupFirst)) single = false;
  }
  ctx_.byeDownfloaterCounts = single;
#ifdef DUTCH_DEBUG
  std::fprintf(stderr, "bracket end=%d md=%d gs=%d ng=%d moved:", bracketEnd_, movedDown_,
               groupStart_, nextGroup_);
  for (int v : moved) std::fprintf(stderr, " %d(v%d,m%d)", sorted_[v]->id + 1, v, stable_[v]);
  std::fprintf(stderr, "\n");
#endif
  vtx_ = std::move(moved);
  movedDown_ = movedDown;
  groupStart_ = nextGroup_;
}

}  // namespace renju::pairing::dutch
