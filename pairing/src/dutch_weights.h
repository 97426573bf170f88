#pragma once
// The edge weights of the Dutch pairing: one number per candidate pair in which each criterion
// has its own bit field, the more important ones higher, so that a maximum-weight matching
// optimises them in order (C.04.3 C5-C21 for the bracket being paired and the one below it).
// The fields, from the top: the pair is allowed and keeps the bye where it may go (C1-C3, C5);
// pairs and scores in this bracket (C6-C7); pairs and scores in the next (C8); the played games
// of the bye's score group (C9); the four colour criteria (C10-C13); repeated floats of the last
// two rounds (C14-C17) and their scores (C18-C21); room for the bracket's own order (B.6-B.7).
#include <algorithm>
#include <map>
#include <unordered_map>

#include "dutch_players.h"

namespace renju::pairing::dutch {

/// The widths of the fields, fixed for the round.
struct WeightLayout {
  int groupBits = 1;                        ///< enough for the largest score group
  int scoreBits = 0;                        ///< one field per score group, stacked
  std::unordered_map<int, int> scoreShift;  ///< score -> the offset of its field
  int playedRounds = 0;

  /// Bits of the largest weight, plus what the matching needs above it.
  int totalBits() const {
    int bits = 2 + 2 * groupBits + 2 * scoreBits + 2 * groupBits + 4 * groupBits;
    if (playedRounds > 0) bits += 2 * groupBits + 2 * scoreBits;
    if (playedRounds > 1) bits += 2 * groupBits + 2 * scoreBits;
    return bits + 3 * groupBits + 1 + 2 + 2;
  }
};

/// What the weights depend on beyond the two players.
struct WeightContext {
  const RoundSetup* setup = nullptr;
  const WeightLayout* layout = nullptr;
  int byeScore = 0;                   ///< the score of the player who will get the bye
  bool byeDownfloaterCounts = false;  ///< C9 applies in this bracket
  const std::map<int, int>* unplayedRank = nullptr;  ///< played games -> rank (C9)
};

inline bool byeCandidate(const PlayerState& p, int byeScore) {
  return p.byeEligible && p.score <= byeScore;
}

template <class W>
W bit(int shift) {
  return W{1} << shift;
}

// C10-C13 for a pair inside the bracket; all zero for a pair reaching into the next one.
template <class W>
void addColourFields(W& w, const PlayerState& a, const PlayerState& b, bool inBracket,
                     int groupBits) {
  const bool samePref = a.preference == b.preference;
  w <<= groupBits;  // C10: no two players with an absolute imbalance on the same side
  w |= W{inBracket && (!a.absoluteImbalance() || !b.absoluteImbalance() || !samePref)};
  w <<= groupBits;  // C11: the same for absolute preferences, unless the tie-break settles it
  bool c11 = !a.absolute() || !b.absolute() || !samePref;
  if (!c11) {
    if (a.imbalance == b.imbalance) {
      c11 = a.repeated == Colour::NONE || a.repeated != b.repeated;
    } else {
      c11 = (a.imbalance > b.imbalance ? b : a).repeated != invert(a.preference);
    }
  }
  w |= W{inBracket && c11};
  w <<= groupBits;  // C12: colour preferences met
  w |= W{inBracket && (a.preference != b.preference || a.preference == Colour::NONE ||
                       b.preference == Colour::NONE)};
  w <<= groupBits;  // C13: strong preferences met
  w |= W{inBracket && ((!a.strong && !a.absolute()) || (!b.strong && !b.absolute()) ||
                       (a.absolute() && b.absolute()) || !samePref)};
}

// C14-C17: repeated floats of the round `back` rounds ago.
template <class W>
void addFloatFields(W& w, const PlayerState& high, const PlayerState& low, bool inBracket, int back,
                    int groupBits) {
  w <<= groupBits;
  if (inBracket) {
    w |= W{low.floats[back] == Float::DOWN};
    w += W{high.score <= low.score && high.floats[back] == Float::DOWN};
  }
  w <<= groupBits;
  if (inBracket) w |= W{!(high.score > low.score && low.floats[back] == Float::UP)};
}

// C18-C21: the scores of those floaters.
template <class W>
void addFloatScoreFields(W& w, const PlayerState& high, const PlayerState& low, bool inBracket,
                         int back, const WeightLayout& layout) {
  w <<= layout.scoreBits;
  if (inBracket) {
    if (low.floats[back] == Float::DOWN) w += bit<W>(layout.scoreShift.at(low.score));
    if (high.floats[back] == Float::DOWN) w += bit<W>(layout.scoreShift.at(high.score));
  }
  w <<= layout.scoreBits;
  if (inBracket && !(low.floats[back] == Float::UP && high.score > low.score)) {
    w |= bit<W>(layout.scoreShift.at(high.score));
  }
}

/// The weight of pairing `high` (ranked above) with `low`; zero when they may not meet.
/// `inBracket`: low is in the bracket being paired; `inNext`: low is in the next score group.
template <class W>
W edgeWeight(const PlayerState& high, const PlayerState& low, bool inBracket, bool inNext,
             const WeightContext& ctx) {
  const WeightLayout& L = *ctx.layout;
  if (!compatible(high, low, *ctx.setup)) return W{};
  W w{static_cast<std::uint64_t>(1 + !byeCandidate(high, ctx.byeScore) +
                                 !byeCandidate(low, ctx.byeScore))};
  w <<= L.groupBits;
  w |= W{inBracket};
  w <<= L.scoreBits;
  if (inBracket) w |= bit<W>(L.scoreShift.at(high.score));
  w <<= L.groupBits;
  w |= W{inNext};
  w <<= L.scoreBits;
  if (inNext) w |= bit<W>(L.scoreShift.at(high.score));
  w <<= 2 * L.groupBits;
  if (ctx.byeDownfloaterCounts) {
    if (high.score == ctx.byeScore)
      w |= W{static_cast<std::uint64_t>(ctx.unplayedRank->at(high.playedGames))};
    if (low.score == ctx.byeScore)
      w += W{static_cast<std::uint64_t>(ctx.unplayedRank->at(low.playedGames))};
  }
  addColourFields(w, low, high, inBracket, L.groupBits);
  if (L.playedRounds > 0) addFloatFields(w, high, low, inBracket, 0, L.groupBits);
  if (L.playedRounds > 1) addFloatFields(w, high, low, inBracket, 1, L.groupBits);
  if (L.playedRounds > 0) addFloatScoreFields(w, high, low, inBracket, 0, L);
  if (L.playedRounds > 1) addFloatScoreFields(w, high, low, inBracket, 1, L);
  w <<= 3 * L.groupBits + 1;
  return w;
}

}  // namespace renju::pairing::dutch
