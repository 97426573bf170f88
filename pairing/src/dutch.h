#pragma once
// The FIDE Dutch system (C.04.3, with the basic rules of C.04.1): the next round of a
// tournament, as the reference programme bbpPairings pairs it.
//
// The method is the one of bbpPairings and of lichess's Swiss: a maximum-weight matching
// (matching.h) over all players, whose weights (dutch_weights.h) encode the absolute criteria and
// the quality criteria C5-C21 one above the other; the brackets are then fixed from the top
// score group down, each in the order of B.6-B.7 (which moved-down players, which exchanges,
// which opponents), one matching at a time.
#include <vector>

#include "result.h"
#include "tournament.h"

namespace renju::pairing {

struct Pair {
  int first = 0;   ///< starting rank; gets the TRF colour w (in renju: the opener)
  int second = 0;  ///< starting rank, 0 for the pairing-allocated bye

  friend bool operator==(const Pair&, const Pair&) = default;
};

/// The pairs in the order pairing programmes print them: by the higher score in the pair, then
/// the lower, then the higher player's pairing number; the bye last.
using Round = std::vector<Pair>;

/// The next round. Players with a requested bye for that round (an entry with no opponent past
/// the rounds played, e.g. `0000 - H`) and players who withdrew (such entries to the end) are
/// left out. Error "no-pairing" when no pairing meets the absolute criteria.
Result<Round> pairDutch(const Tournament& tournament);

}  // namespace renju::pairing
