#pragma once
// A tournament as a FIDE TRF file holds it: the players by starting rank, and for each the rounds
// played so far. Plain values; trf.h reads and writes them, dutch.h pairs the next round,
// tiebreak.h ranks them.
//
// Colours are the TRF's: White is the TRF `w`, which in renju is the opener (the seat that moves
// first, tentative Black), the role White has in chess pairing rules.
#include <cstdint>
#include <string>
#include <vector>

namespace renju::pairing {

enum class Colour : std::uint8_t { NONE, WHITE, BLACK };

/// The result column of a TRF round entry, one value per TRF code.
enum class Outcome : std::uint8_t {
  WIN,           ///< 1: played and won
  DRAW,          ///< =
  LOSS,          ///< 0
  FORFEIT_WIN,   ///< +: the opponent did not come
  FORFEIT_LOSS,  ///< -: did not come
  UNRATED_WIN,   ///< W: played, not rated
  UNRATED_DRAW,  ///< D
  UNRATED_LOSS,  ///< L
  FULL_BYE,      ///< F: a requested bye worth a win
  HALF_BYE,      ///< H: a requested half-point bye
  PAIRING_BYE,   ///< U: the pairing-allocated bye
  ZERO_BYE,      ///< Z: absent, no points (also a blank result)
};

/// One round of one player. `opponent` is a starting rank, 0 when there was no opponent.
struct RoundEntry {
  int opponent = 0;
  Colour colour = Colour::NONE;
  Outcome outcome = Outcome::ZERO_BYE;

  friend bool operator==(const RoundEntry&, const RoundEntry&) = default;
};

struct Player {
  int rank = 0;                    ///< starting rank, 1-based; players[rank - 1]
  std::string name;                ///< as in the file, trimmed
  int rating = 0;                  ///< 0 when unrated
  std::string fideId;              ///< as in the file, may be empty
  int pointsTenths = 0;            ///< the points column, in tenths (1.5 -> 15)
  std::vector<RoundEntry> rounds;  ///< rounds[r - 1]: round r

  friend bool operator==(const Player&, const Player&) = default;
};

struct Tournament {
  int totalRounds = 0;                ///< XXR; 0 when the file has none
  Colour firstColour = Colour::NONE;  ///< XXC: the colour of rank 1 in round 1 (None: not set)
  std::vector<Player> players;        ///< by starting rank

  friend bool operator==(const Tournament&, const Tournament&) = default;
};

/// Points of an outcome in tenths, with the FIDE defaults (win 1, draw 0.5, loss 0; a pairing
/// bye and a full bye 1, a half bye 0.5, a zero bye 0).
int outcomeTenths(Outcome outcome);

/// Whether the round was played over the board (not a forfeit, not a bye).
bool wasPlayed(Outcome outcome);

/// The player's points after the first `rounds` rounds, in tenths, from the round entries.
int pointsAfter(const Player& player, int rounds);

/// The number of rounds with a result in the file: the longest round list.
int roundsPlayed(const Tournament& tournament);

}  // namespace renju::pairing
