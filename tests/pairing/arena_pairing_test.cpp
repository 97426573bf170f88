#include "arena_pairing.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>
#include <set>
#include <vector>

namespace renju::pairing {
namespace {

ArenaWaiting arenaPlayer(std::int64_t id, int rank, int rating = 1500) {
  ArenaWaiting player;
  player.id = id;
  player.rank = rank;
  player.rating = rating;
  return player;
}

// Makes a and b back from a game against each other.
void arenaJustMet(ArenaWaiting& a, ArenaWaiting& b) {
  a.recentOpponents.insert(a.recentOpponents.begin(), b.id);
  b.recentOpponents.insert(b.recentOpponents.begin(), a.id);
}

const ArenaWaiting& arenaById(const std::vector<ArenaWaiting>& pool, std::int64_t id) {
  return *std::find_if(pool.begin(), pool.end(), [id](const auto& p) { return p.id == id; });
}

int arenaRematches(const std::vector<ArenaWaiting>& pool, const std::vector<ArenaPair>& pairs) {
  int count = 0;
  for (const ArenaPair& pair : pairs) {
    count += arenaJustPlayed(arenaById(pool, pair.opener), arenaById(pool, pair.second));
  }
  return count;
}

// Every player at most once, and all but (n mod 2) of them paired.
void arenaExpectCovers(const std::vector<ArenaWaiting>& pool, const std::vector<ArenaPair>& pairs) {
  std::set<std::int64_t> seen;
  for (const ArenaPair& pair : pairs) {
    EXPECT_TRUE(seen.insert(pair.opener).second);
    EXPECT_TRUE(seen.insert(pair.second).second);
  }
  EXPECT_EQ(seen.size(), pool.size() - pool.size() % 2);
}

TEST(ArenaPairing, FewerThanTwoPlayersNoPairs) {
  EXPECT_TRUE(pairArena({}).empty());
  const std::vector<ArenaWaiting> one{arenaPlayer(1, 1)};
  EXPECT_TRUE(pairArena(one).empty());
}

TEST(ArenaPairing, NeighboursInRankArePaired) {
  std::vector<ArenaWaiting> pool;
  for (int rank = 8; rank >= 1; --rank) pool.push_back(arenaPlayer(100 + rank, rank));
  const std::vector<ArenaPair> pairs = pairArena(pool);
  ASSERT_EQ(pairs.size(), 4u);
  for (int board = 0; board < 4; ++board) {
    const std::set<std::int64_t> got{pairs[board].opener, pairs[board].second};
    const std::set<std::int64_t> want{101 + 2 * board, 102 + 2 * board};
    EXPECT_EQ(got, want) << "board " << board;
  }
}

TEST(ArenaPairing, RatingDecidesAtEqualRankDistance) {
  // Rank 2 is as far from 1 as from 3; 1 and 3 are level on rank distance to 2 and 4 too.
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1, 1500), arenaPlayer(2, 2, 2000),
                                 arenaPlayer(3, 3, 1500), arenaPlayer(4, 4, 2000)};
  arenaJustMet(pool[0], pool[1]);
  arenaJustMet(pool[2], pool[3]);
  // 1-3 and 2-4 are two places apart but equal in rating: better than 1-4 and 2-3 (4 places).
  const std::vector<ArenaPair> pairs = pairArena(pool);
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(arenaRematches(pool, pairs), 0);
  EXPECT_EQ((std::set<std::int64_t>{pairs[0].opener, pairs[0].second}),
            (std::set<std::int64_t>{1, 3}));
}

TEST(ArenaPairing, NoRematchWhenAnotherPartnerIsFree) {
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2), arenaPlayer(3, 30),
                                 arenaPlayer(4, 31)};
  arenaJustMet(pool[0], pool[1]);  // 1 and 2 are nearest in rank but just played
  const std::vector<ArenaPair> pairs = pairArena(pool);
  arenaExpectCovers(pool, pairs);
  EXPECT_EQ(arenaRematches(pool, pairs), 0);
}

TEST(ArenaPairing, OneSidedLastOpponentCountsToo) {
  // 1's last game was against 2; 2 has played 3 since. 1-2 would be 1's rematch.
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2), arenaPlayer(3, 3),
                                 arenaPlayer(4, 4)};
  pool[0].recentOpponents = {2};
  pool[1].recentOpponents = {3, 1};
  pool[2].recentOpponents = {2};
  const std::vector<ArenaPair> pairs = pairArena(pool);
  EXPECT_EQ(arenaRematches(pool, pairs), 0);
  arenaExpectCovers(pool, pairs);
}

TEST(ArenaPairing, TwoWhoJustPlayedAreAloneArePairedAgain) {
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2)};
  arenaJustMet(pool[0], pool[1]);
  EXPECT_EQ(pairArena(pool).size(), 1u);
}

TEST(ArenaPairing, OddPoolLeavesOutWhoWaitedLeast) {
  std::vector<ArenaWaiting> pool;
  for (int rank = 1; rank <= 5; ++rank) {
    pool.push_back(arenaPlayer(rank, rank));
    pool.back().waitedMs = 10'000;
  }
  pool[2].waitedMs = 1'500;  // rank 3 came back last
  const std::vector<ArenaPair> pairs = pairArena(pool);
  arenaExpectCovers(pool, pairs);
  for (const ArenaPair& pair : pairs) {
    EXPECT_NE(pair.opener, 3);
    EXPECT_NE(pair.second, 3);
  }
}

TEST(ArenaPairing, OddPoolLeavesOutARematchRatherThanPlayIt) {
  // 1 and 2 just played; 3 waited least, but leaving 3 out would pair 1 with 2 again.
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2), arenaPlayer(3, 3)};
  arenaJustMet(pool[0], pool[1]);
  pool[0].waitedMs = 5'000;
  pool[1].waitedMs = 4'000;
  pool[2].waitedMs = 0;
  const std::vector<ArenaPair> pairs = pairArena(pool);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(arenaRematches(pool, pairs), 0);
  // 2 waited less than 1, so 2 waits again.
  EXPECT_EQ((std::set<std::int64_t>{pairs[0].opener, pairs[0].second}),
            (std::set<std::int64_t>{1, 3}));
}

TEST(ArenaPairing, EarlierRecentOpponentsAreAvoidedWhenCheap) {
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2), arenaPlayer(3, 3),
                                 arenaPlayer(4, 4)};
  pool[0].recentOpponents = {9, 2};  // met 2 two games ago
  pool[1].recentOpponents = {8, 1};
  const std::vector<ArenaPair> pairs = pairArena(pool);
  for (const ArenaPair& pair : pairs) {
    EXPECT_NE((std::set<std::int64_t>{pair.opener, pair.second}), (std::set<std::int64_t>{1, 2}));
  }
}

TEST(ArenaPairing, TheLessFrequentOpenerOpens) {
  std::vector<ArenaWaiting> pool{arenaPlayer(1, 1), arenaPlayer(2, 2)};
  pool[0].openerGames = 3;
  pool[0].secondGames = 1;
  pool[1].openerGames = 2;
  pool[1].secondGames = 2;
  EXPECT_EQ(pairArena(pool), (std::vector<ArenaPair>{{2, 1}}));
  // Level balance: the one who did not open his last game opens.
  pool[0].openerGames = 2;
  pool[0].secondGames = 2;
  pool[0].lastColour = Colour::BLACK;
  pool[1].lastColour = Colour::WHITE;
  EXPECT_EQ(pairArena(pool), (std::vector<ArenaPair>{{1, 2}}));
  // Level on both: the better ranked opens.
  pool[0].lastColour = Colour::WHITE;
  EXPECT_EQ(pairArena(pool), (std::vector<ArenaPair>{{1, 2}}));
}

TEST(ArenaPairing, TheOrderOfTheInputDoesNotMatter) {
  std::mt19937 rng(7);
  std::vector<ArenaWaiting> pool;
  for (int i = 0; i < 41; ++i) {
    pool.push_back(arenaPlayer(1000 + i, 1 + static_cast<int>(rng() % 20),
                               1200 + static_cast<int>(rng() % 800)));
    pool.back().waitedMs = static_cast<std::int64_t>(rng() % 3) * 1000;
  }
  const std::vector<ArenaPair> first = pairArena(pool);
  std::shuffle(pool.begin(), pool.end(), rng);
  EXPECT_EQ(pairArena(pool), first);
}

// The three tiers of the header for a given pairing, recomputed here from their definitions.
struct ArenaTiers {
  int rematches = 0;
  std::int64_t leftWaitSeconds = 0;
  std::int64_t distance = 0;
  auto operator<=>(const ArenaTiers&) const = default;
};

std::int64_t arenaDistance(const ArenaWaiting& a, const ArenaWaiting& b) {
  const ArenaPairingOptions options;
  auto earlier = [](const ArenaWaiting& x, const ArenaWaiting& y) {
    if (x.recentOpponents.size() < 2) return 0;
    return static_cast<int>(
        std::count(x.recentOpponents.begin() + 1, x.recentOpponents.end(), y.id));
  };
  return std::int64_t{options.rankWeight} * std::abs(a.rank - b.rank) +
         std::int64_t{options.ratingWeight} * std::abs(a.rating - b.rating) +
         std::int64_t{options.recentWeight} * (earlier(a, b) + earlier(b, a));
}

// The best tiers over every pairing of the players not yet used (exhaustive: small pools),
// with pairs at most `band` places apart in the pool's order.
ArenaTiers arenaBruteForce(const std::vector<ArenaWaiting>& pool, std::vector<bool>& used,
                           bool mayLeave, std::size_t band = 1000) {
  auto first = std::find(used.begin(), used.end(), false);
  if (first == used.end()) return {};
  const auto i = static_cast<std::size_t>(first - used.begin());
  ArenaTiers best{1 << 20, 0, 0};
  used[i] = true;
  if (mayLeave) {
    ArenaTiers rest = arenaBruteForce(pool, used, false, band);
    rest.leftWaitSeconds += pool[i].waitedMs / 1000;
    best = std::min(best, rest);
  }
  for (std::size_t j = i + 1; j < pool.size() && j - i <= band; ++j) {
    if (used[j]) continue;
    used[j] = true;
    ArenaTiers rest = arenaBruteForce(pool, used, mayLeave, band);
    rest.rematches += arenaJustPlayed(pool[i], pool[j]);
    rest.distance += arenaDistance(pool[i], pool[j]);
    best = std::min(best, rest);
    used[j] = false;
  }
  used[i] = false;
  return best;
}

ArenaTiers arenaTiersOf(const std::vector<ArenaWaiting>& pool,
                        const std::vector<ArenaPair>& pairs) {
  ArenaTiers tiers;
  std::set<std::int64_t> paired;
  for (const ArenaPair& pair : pairs) {
    const ArenaWaiting& a = arenaById(pool, pair.opener);
    const ArenaWaiting& b = arenaById(pool, pair.second);
    tiers.rematches += arenaJustPlayed(a, b);
    tiers.distance += arenaDistance(a, b);
    paired.insert({a.id, b.id});
  }
  for (const ArenaWaiting& player : pool) {
    if (!paired.count(player.id)) tiers.leftWaitSeconds += player.waitedMs / 1000;
  }
  return tiers;
}

// A random pool with one-sided and mutual last opponents and a few earlier meetings.
std::vector<ArenaWaiting> arenaRandomPool(std::mt19937& rng, int size) {
  std::vector<ArenaWaiting> pool;
  for (int i = 0; i < size; ++i) {
    pool.push_back(
        arenaPlayer(i + 1, 1 + static_cast<int>(rng() % 12), 1400 + static_cast<int>(rng() % 300)));
    pool.back().waitedMs = static_cast<std::int64_t>(rng() % 4) * 1000;
  }
  for (ArenaWaiting& player : pool) {
    for (int k = 0; k < 3; ++k) {
      if (rng() % 2) player.recentOpponents.push_back(1 + static_cast<int>(rng() % size));
    }
  }
  for (int k = 0; k + 1 < size; k += 3) arenaJustMet(pool[k], pool[k + 1]);
  return pool;
}

TEST(ArenaPairing, SmallPoolsGetTheExactMinimum) {
  // Up to band + 1 players every pairing is allowed: the result is the exhaustive optimum.
  std::mt19937 rng(31);
  for (int round = 0; round < 300; ++round) {
    const int size = 2 + round % 8;
    const std::vector<ArenaWaiting> pool = arenaRandomPool(rng, size);
    std::vector<bool> used(pool.size(), false);
    const std::vector<ArenaPair> pairs = pairArena(pool);
    arenaExpectCovers(pool, pairs);
    EXPECT_EQ(arenaTiersOf(pool, pairs), arenaBruteForce(pool, used, size % 2 == 1))
        << "round " << round << ", " << size << " players";
  }
}

TEST(ArenaPairing, LargerPoolsGetTheExactMinimumWithinTheBand) {
  // A narrow band on pools larger than it: the result is the exhaustive optimum over the
  // pairings whose pairs are at most `band` places apart in rank order.
  std::mt19937 rng(17);
  for (int round = 0; round < 200; ++round) {
    const int size = 5 + round % 8;
    std::vector<ArenaWaiting> pool = arenaRandomPool(rng, size);
    std::sort(pool.begin(), pool.end(), [](const ArenaWaiting& a, const ArenaWaiting& b) {
      if (a.rank != b.rank) return a.rank < b.rank;
      if (a.rating != b.rating) return a.rating > b.rating;
      return a.id < b.id;
    });
    ArenaPairingOptions options;
    options.band = 2 + round % 3;
    std::vector<bool> used(pool.size(), false);
    const std::vector<ArenaPair> pairs = pairArena(pool, options);
    arenaExpectCovers(pool, pairs);
    EXPECT_EQ(arenaTiersOf(pool, pairs),
              arenaBruteForce(pool, used, size % 2 == 1, static_cast<std::size_t>(options.band)))
        << "round " << round << ", " << size << " players, band " << options.band;
  }
}

TEST(ArenaPairing, TwoThousandPlayersBackFromTheirGamesMeetNoRematch) {
  // The worst case for rank order: every pair of neighbours in rank has just played. Its speed
  // is measured in bench/arena_bench.cpp.
  std::mt19937 rng(2000);
  std::vector<ArenaWaiting> pool;
  for (int rank = 1; rank <= 2001; ++rank) {
    pool.push_back(arenaPlayer(rank * 7, rank, 1000 + static_cast<int>(rng() % 1500)));
    pool.back().waitedMs = static_cast<std::int64_t>(rng() % 20) * 1000;
  }
  for (int k = 0; k + 1 < 2001; k += 2) arenaJustMet(pool[k], pool[k + 1]);
  std::shuffle(pool.begin(), pool.end(), rng);
  const std::vector<ArenaPair> pairs = pairArena(pool);
  arenaExpectCovers(pool, pairs);
  EXPECT_EQ(arenaRematches(pool, pairs), 0);
  for (const ArenaPair& pair : pairs) {
    EXPECT_LE(std::abs(arenaById(pool, pair.opener).rank - arenaById(pool, pair.second).rank), 8);
  }
}

TEST(ArenaPairing, MutualLastOpponentsNeverMeetAgainFromFourPlayers) {
  // The header's guarantee: pairs back from the same game, any ranks, any waits, odd or even.
  std::mt19937 rng(4);
  for (int round = 0; round < 200; ++round) {
    const int size = 4 + round % 60;
    std::vector<ArenaWaiting> pool;
    for (int i = 0; i < size; ++i) {
      pool.push_back(arenaPlayer(i + 1, 1 + static_cast<int>(rng() % 40)));
      pool.back().waitedMs = static_cast<std::int64_t>(rng() % 10) * 1000;
    }
    std::shuffle(pool.begin(), pool.end(), rng);
    for (int k = 0; k + 1 < size; k += 2) {
      if (rng() % 4 != 0) arenaJustMet(pool[k], pool[k + 1]);
    }
    const std::vector<ArenaPair> pairs = pairArena(pool);
    arenaExpectCovers(pool, pairs);
    EXPECT_EQ(arenaRematches(pool, pairs), 0) << "round " << round;
  }
}

}  // namespace
}  // namespace renju::pairing
