#pragma once
// Round-robin schedules from the FIDE Berger tables (FIDE Handbook C.05, Annex 1).
//
// The tables are written for an even number of players n: n - 1 rounds, each player meeting
// every other once. Player n sits on the first board throughout and changes colour every round;
// the others turn round a circle of n - 1 places. An odd field uses the table of the next even
// size, the highest number being a dummy: whoever is drawn against it has no game that round.
#include <vector>

#include "result.h"

namespace renju::pairing {

/// One board of a Berger round, by starting rank. `first` has White (the TRF `w`: the opener in
/// renju). `second == 0`: `first` is drawn against the dummy and has no game this round.
struct BergerPairing {
  int first = 0;
  int second = 0;

  friend bool operator==(const BergerPairing&, const BergerPairing&) = default;
};

/// The boards of one round in the table's order; a dummy board, if any, comes last.
using BergerRound = std::vector<BergerPairing>;

/// The most players a schedule is made for; a bigger field is an input error, not a tournament.
inline constexpr int MAX_BERGER_PLAYERS = 1000;

/// Every round of a single (n - 1 rounds, n rounded up to even) or double round robin for
/// `players` players numbered 1..players.
///
/// Double: the second cycle repeats the table's rounds in their order with colours reversed,
/// and, as C.05 Annex 1 recommends for a double round robin, the first cycle plays the table's
/// last two rounds in swapped order, so that nobody has the same colour three times running
/// across the two cycles' seam.
///
/// An error ("bad-player-count") when players is below 2 or above MAX_BERGER_PLAYERS.
Result<std::vector<BergerRound>> bergerSchedule(int players, bool doubleRound);

}  // namespace renju::pairing
