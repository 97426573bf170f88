#pragma once
// Arena pairing (issue 31), after lichess's arena: whenever players are waiting, pair them
// with someone near in the live standings and in rating, never with the one they have just
// played while another partner exists.
//
// The method is a minimum-cost matching, as lichess's (which runs a weighted blossom matching
// on the waiting players sorted by rank). Here the waiting players are sorted by rank (then
// rating, then id) and the matching is exact over every pairing whose pairs sit at most `band`
// places apart in that order, found by a dynamic programme over the positions with a mask of
// the next `band` places already taken: O(n * 2^band * band), a few milliseconds for 2,000
// players (docs/performance.md). When the pool is no larger than band + 1 every pairing is
// allowed, so a small pool gets the exact minimum-cost matching.
//
// The cost is lexicographic, in three tiers:
// 1. rematches: a pair in which either player's last opponent is the other;
// 2. in an odd pool, who is left out: leaving out a player costs the whole seconds he has
//    waited, so the one who waited least is left out;
// 3. the pairs' distance: rankWeight per place of rank between them, ratingWeight per rating
//    point, recentWeight for each time one is among the other's earlier recent opponents.
// Tier 1 first means a player who just played is left out in an odd pool rather than paired
// again with his opponent, whoever waited least.
//
// The guarantee: the result has the fewest rematches of any pairing within the band, so none
// when the band allows a pairing without one. When "just played" is mutual (two players back from
// the same game: the usual case, each player's last opponent being the other), a rematch-free
// pairing within 6 places always exists once 4 or more players are paired: cut the sorted players
// (leftover removed) into blocks of two and group the blocks in twos (one group of three blocks if
// their count is odd). In a group of 4 the three ways to pair them share no pair, and the mutual
// rematch pairs among 4 players are at most 2, so one way has none; in a group of 6 the rematch
// pairs remove at most one partner each, leaving each player 4 of 5, and a graph on 6 vertices with
// every degree at least 3 has a Hamiltonian cycle (Dirac), hence a perfect matching. Pairs
// inside a group are at most 5 places apart, 6 with the leftover's gap: inside the default band
// of 8 (a band set below 6 loses the guarantee).
// Two players alone who just played are paired again: nobody else is free.
//
// Colours: the player who has opened (TRF White, the first mover) less often, by the balance
// openerGames - secondGames, opens; on a tie the one who did not open his last game; then the
// better ranked (the earlier in the sort).
#include <cstdint>
#include <span>
#include <vector>

#include "tournament.h"

namespace renju::pairing {

/// One player waiting for a game in a running arena.
struct ArenaWaiting {
  std::int64_t id = 0;                        ///< distinct within a call (a precondition)
  int rank = 0;                               ///< place in the live standings, 1 the top
  int rating = 0;                             ///< for nearness, at equal rank distance
  std::vector<std::int64_t> recentOpponents;  ///< newest first, a few (<= 10); [0] the last
  std::int64_t waitedMs = 0;                  ///< since he became free
  int openerGames = 0;                        ///< games he opened (TRF White)
  int secondGames = 0;                        ///< games he played second (TRF Black)
  Colour lastColour = Colour::NONE;           ///< his colour in his last game
};

/// A game to start: `opener` moves first (TRF White), `second` is the other seat.
struct ArenaPair {
  std::int64_t opener = 0;
  std::int64_t second = 0;

  friend bool operator==(const ArenaPair&, const ArenaPair&) = default;
};

/// The weights of the distance tier; the defaults follow lichess's proportions (several
/// hundred per place of rank, one per rating point). Weights are non-negative, and small enough
/// that a pool's distances stay under 1e9, or the tiers above would no longer outweigh them.
struct ArenaPairingOptions {
  int band = 8;              ///< pairs at most this many places apart in rank order (1..12)
  int rankWeight = 300;      ///< per place of rank between the two
  int ratingWeight = 1;      ///< per rating point between the two
  int recentWeight = 20000;  ///< per earlier recent meeting (not the last game: a rematch)
};

/// Whether the two just played each other: either's last opponent is the other.
bool arenaJustPlayed(const ArenaWaiting& a, const ArenaWaiting& b);

/// The games to start now, in rank order of their better-placed player. Every player is in one
/// pair except, in an odd pool, one left out (see the tiers above). Deterministic: the same
/// pool in any order gives the same pairs. For pools of up to 40,000 players.
std::vector<ArenaPair> pairArena(std::span<const ArenaWaiting> waiting,
                                 const ArenaPairingOptions& options = {});

}  // namespace renju::pairing
