#pragma once
// What the Dutch system needs to know of each player before a round: the score, the colour
// history (C.04.1 and C.04.3 A.6: preferences absolute, strong, mild), the floats of the last
// two rounds (A.4), whether the pairing-allocated bye may go to them (C2), and which players take
// part in the round at all. Derived once from the Tournament; dutch.cpp pairs from these.
#include <vector>

#include "tournament.h"

namespace renju::pairing::dutch {

enum class Float : std::uint8_t { DOWN, UP, NONE };

struct PlayerState {
  int id = 0;         ///< starting rank - 1
  int pairingNo = 0;  ///< 0-based among the players who took part in a pairing so far
  int score = 0;      ///< tenths, after the rounds played
  int playedGames = 0;
  int imbalance = 0;                             ///< |whites - blacks| over games played
  Colour preference = Colour::NONE;              ///< the colour the player should get
  Colour repeated = Colour::NONE;                ///< set when the last two played games had it
  bool strong = false;                           ///< a strong, not absolute, preference
  bool byeEligible = true;                       ///< C2: no pairing bye nor unplayed win so far
  Float floats[2] = {Float::NONE, Float::NONE};  ///< last round, the round before
  std::vector<Colour> playedColours;             ///< colours of the games played, in order

  bool absoluteImbalance() const { return imbalance > 1; }
  bool absolute() const { return absoluteImbalance() || repeated != Colour::NONE; }
};

struct RoundSetup {
  int playedRounds = 0;  ///< rounds before the one to pair
  int totalRounds = 0;
  Colour initialColour = Colour::WHITE;
  std::vector<PlayerState> players;    ///< everyone, by id
  std::vector<int> toPair;             ///< ids of those to pair this round
  std::vector<std::vector<bool>> met;  ///< met[a][b]: a game was played between them
};

/// The state of every player before the next round of the tournament.
RoundSetup setupRound(const Tournament& tournament);

inline Colour invert(Colour c) {
  return c == Colour::WHITE ? Colour::BLACK : c == Colour::BLACK ? Colour::WHITE : Colour::NONE;
}

/// Whether a ranks above b: more points, or as many and a smaller pairing number.
inline bool ranksAbove(const PlayerState& a, const PlayerState& b) {
  return a.score != b.score ? a.score > b.score : a.pairingNo < b.pairingNo;
}

/// The absolute criteria C1 and C3: not met before, and not both with the same absolute
/// colour preference (except, in the last round, a player with more than half the points).
bool compatible(const PlayerState& a, const PlayerState& b, const RoundSetup& setup);

/// The colour of `player` against `opponent` under E1-E5.
Colour colourFor(const PlayerState& player, const PlayerState& opponent, const RoundSetup& setup);

}  // namespace renju::pairing::dutch
