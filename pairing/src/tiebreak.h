#pragma once
// Tie-breaks and standings after some rounds of a tournament, under the FIDE Tie-Break
// Regulations (Handbook C.07, the 2023 text). Article numbers in the comments are that text's.
//
// Units: points and Buchholz values in tenths (2.5 -> 25), as in tournament.h. Sonneborn-Berger
// multiplies a score by a result, which can end in a quarter (2.5 x 0.5), so it is kept in
// hundredths (1.25 -> 125), and so is direct encounter, which averages the games of a pair that
// met more than once (1 and 0.5 -> 0.75). Wins is a count.
//
// Unplayed rounds (byes, forfeits, absences) follow Art. 16:
// - an opponent's score enters Buchholz and Sonneborn-Berger as he scored it, except that the
//   rounds he missed without an opponent after his last round that was not voluntarily
//   unplayed (he withdrew) count as draws (16.3.2, the last category of 16.2);
// - each of a participant's own unplayed rounds counts as a game against a dummy opponent whose
//   score is the participant's own final score (Art. 16.4): Buchholz adds that score,
//   Sonneborn-Berger adds it times the points the round gave;
// - a cut removes a voluntarily unplayed round (a half-point or zero-point bye, a forfeit loss:
//   the rounds a player chose not to play) before any other value (Art. 16.5).
// In a round robin the pairings were fixed in advance, and Art. 15.2 counts a forfeit there as a
// game against the scheduled opponent: the opponent's score replaces the dummy, the round is no
// VUR, DE counts it, and opponents count with their scores as they stand. Byes keep the dummy.
#include <cstdint>
#include <span>
#include <vector>

#include "tournament.h"

namespace renju::pairing {

/// How the event was paired; it changes how forfeits count (Art. 15.2).
enum class EventKind : std::uint8_t {
  SWISS,        ///< pairings made round by round
  ROUND_ROBIN,  ///< pre-determined pairings: the Berger tables
};

enum class TieBreak : std::uint8_t {
  BUCHHOLZ,          ///< BH (Art. 8.1): the sum of the opponents' scores, tenths
  BUCHHOLZ_CUT1,     ///< BH-C1 (Art. 8.1, 14.1): BH without its least significant value, tenths
  SONNEBORN_BERGER,  ///< SB (Art. 9.1): each opponent's score times the points against him, 1/100
  /// DE (Art. 6): points from the games among the tied players only, hundredths. When DE ranks
  /// a level subgroup again, the value shown is from the smallest group it ranked.
  DIRECT_ENCOUNTER,
  WINS,  ///< WON (Art. 7.2): games won over the board (no forfeits, no byes), a count
};

/// One line of the standings.
struct StandingRow {
  int rank = 0;             ///< place; players tied on points and every tie-break share it
  int startRank = 0;        ///< the player, by starting rank
  int pointsTenths = 0;     ///< points after the rounds counted
  std::vector<int> values;  ///< one per tie-break of the order, in its unit (see TieBreak)

  friend bool operator==(const StandingRow&, const StandingRow&) = default;
};

/// BH of the player with starting rank `startRank` after `rounds` rounds, in tenths.
/// Contract: 1 <= startRank <= players. A listed opponent outside the field counts as none.
int buchholzTenths(const Tournament& tournament, int rounds, int startRank,
                   EventKind kind = EventKind::SWISS);

/// BH-C1 in tenths: BH less its least significant value (a voluntarily unplayed round first).
int buchholzCut1Tenths(const Tournament& tournament, int rounds, int startRank,
                       EventKind kind = EventKind::SWISS);

/// SB in hundredths of a point.
int sonnebornBergerHundredths(const Tournament& tournament, int rounds, int startRank,
                              EventKind kind = EventKind::SWISS);

/// WON: games won over the board (TRF `1` and `W`).
int gamesWon(const Tournament& tournament, int rounds, int startRank);

/// The standings after `rounds` rounds: by points, then by each tie-break of `order` in turn
/// among the players still tied (DE is computed within each such group), then by starting rank
/// among players no tie-break separates, who share their rank (Art. 2.1 lets an event share
/// places; the drawing of lots that may end a list is not ours to make).
std::vector<StandingRow> standings(const Tournament& tournament, int rounds,
                                   std::span<const TieBreak> order,
                                   EventKind kind = EventKind::SWISS);

}  // namespace renju::pairing
