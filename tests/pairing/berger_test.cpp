#include "berger.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace renju::pairing {
namespace {

// The FIDE tables (C.05 Annex 1) as printed: one string per round, boards "white-black" in the
// printed order. Writing them out by hand, rather than deriving them, is what makes this a test.
const std::vector<std::string> TABLE_4 = {"1-4 2-3", "4-3 1-2", "2-4 3-1"};

const std::vector<std::string> TABLE_6 = {
    "1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1",
};

const std::vector<std::string> TABLE_8 = {
    "1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
    "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1",
};

const std::vector<std::string> TABLE_10 = {
    "1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7",
    "10-7 8-6 9-5 1-4 2-3", "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4",
    "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5", "5-10 6-4 7-3 8-2 9-1",
};

const std::vector<std::string> TABLE_12 = {
    "1-12 2-11 3-10 4-9 5-8 6-7", "12-7 8-6 9-5 10-4 11-3 1-2", "2-12 3-1 4-11 5-10 6-9 7-8",
    "12-8 9-7 10-6 11-5 1-4 2-3", "3-12 4-2 5-1 6-11 7-10 8-9", "12-9 10-8 11-7 1-6 2-5 3-4",
    "4-12 5-3 6-2 7-1 8-11 9-10", "12-10 11-9 1-8 2-7 3-6 4-5", "5-12 6-4 7-3 8-2 9-1 10-11",
    "12-11 1-10 2-9 3-8 4-7 5-6", "6-12 7-5 8-4 9-3 10-2 11-1",
};

std::string bergerPrinted(const BergerRound& round) {
  std::string out;
  for (const BergerPairing& p : round) {
    if (!out.empty()) out += ' ';
    out += std::to_string(p.first) + '-' + std::to_string(p.second);
  }
  return out;
}

std::vector<BergerRound> bergerScheduleOf(int players, bool doubleRound) {
  Result<std::vector<BergerRound>> schedule = bergerSchedule(players, doubleRound);
  EXPECT_TRUE(schedule.ok());
  return schedule.ok() ? schedule.value() : std::vector<BergerRound>{};
}

void expectBergerTable(int players, const std::vector<std::string>& printed) {
  const std::vector<BergerRound> schedule = bergerScheduleOf(players, false);
  ASSERT_EQ(schedule.size(), printed.size());
  for (std::size_t r = 0; r < printed.size(); ++r) {
    EXPECT_EQ(bergerPrinted(schedule[r]), printed[r]) << players << " players, round " << r + 1;
  }
}

TEST(Berger, FourPlayersAsPrinted) {
  expectBergerTable(4, TABLE_4);
}
TEST(Berger, SixPlayersAsPrinted) {
  expectBergerTable(6, TABLE_6);
}
TEST(Berger, EightPlayersAsPrinted) {
  expectBergerTable(8, TABLE_8);
}
TEST(Berger, TenPlayersAsPrinted) {
  expectBergerTable(10, TABLE_10);
}
TEST(Berger, TwelvePlayersAsPrinted) {
  expectBergerTable(12, TABLE_12);
}

TEST(Berger, AnOddFieldUsesTheNextTableWithTheTopNumberIdle) {
  // 5 players: the 6-player table, whoever meets 6 has no game, shown last as (n, 0).
  const std::vector<std::string> printed = {"2-5 3-4 1-0", "5-3 1-2 4-0", "3-1 4-5 2-0",
                                            "1-4 2-3 5-0", "4-2 5-1 3-0"};
  const std::vector<BergerRound> schedule = bergerScheduleOf(5, false);
  ASSERT_EQ(schedule.size(), printed.size());
  for (std::size_t r = 0; r < printed.size(); ++r)
    EXPECT_EQ(bergerPrinted(schedule[r]), printed[r]);
}

// Meetings per pair and White/Black counts per player over a schedule.
struct BergerTally {
  std::map<std::pair<int, int>, int> meetings;
  std::map<int, int> whites;
  std::map<int, int> blacks;
  std::map<int, std::string> colours;  // per player, one letter a round: w, b, or - idle
};

BergerTally bergerTallyOf(const std::vector<BergerRound>& schedule, int players) {
  BergerTally t;
  for (const BergerRound& round : schedule) {
    std::map<int, char> seen;
    for (const BergerPairing& p : round) {
      if (p.second == 0) {
        seen[p.first] = '-';
        continue;
      }
      ++t.meetings[{std::min(p.first, p.second), std::max(p.first, p.second)}];
      ++t.whites[p.first];
      ++t.blacks[p.second];
      seen[p.first] = 'w';
      seen[p.second] = 'b';
    }
    EXPECT_EQ(static_cast<int>(seen.size()), players) << "everyone once a round";
    for (auto [player, c] : seen) t.colours[player] += c;
  }
  return t;
}

TEST(Berger, EveryPairMeetsOnceAndColoursDifferByAtMostOne) {
  for (int n = 2; n <= 16; ++n) {
    const BergerTally t = bergerTallyOf(bergerScheduleOf(n, false), n);
    EXPECT_EQ(static_cast<int>(t.meetings.size()), n * (n - 1) / 2) << n;
    for (const auto& [pair, count] : t.meetings) EXPECT_EQ(count, 1) << n;
    for (int p = 1; p <= n; ++p) {
      const int whites = t.whites.count(p) ? t.whites.at(p) : 0;
      const int blacks = t.blacks.count(p) ? t.blacks.at(p) : 0;
      EXPECT_LE(std::abs(whites - blacks), 1) << n << " players, player " << p;
    }
  }
}

TEST(Berger, DoubleMeetsTwiceWithEqualColoursAndNoThreeInARow) {
  for (int n = 3; n <= 16; ++n) {
    const std::vector<BergerRound> schedule = bergerScheduleOf(n, true);
    const int size = n % 2 == 0 ? n : n + 1;
    ASSERT_EQ(static_cast<int>(schedule.size()), 2 * (size - 1));
    const BergerTally t = bergerTallyOf(schedule, n);
    EXPECT_EQ(static_cast<int>(t.meetings.size()), n * (n - 1) / 2) << n;
    for (const auto& [pair, count] : t.meetings) EXPECT_EQ(count, 2) << n;
    for (int p = 1; p <= n; ++p) {
      EXPECT_EQ(t.whites.at(p), t.blacks.at(p)) << n << " players, player " << p;
      // Idle rounds break nothing; only games in a row count.
      std::string games;
      for (char c : t.colours.at(p)) {
        if (c != '-') games += c;
      }
      EXPECT_EQ(games.find("www"), std::string::npos) << n << " players, player " << p;
      EXPECT_EQ(games.find("bbb"), std::string::npos) << n << " players, player " << p;
    }
  }
}

TEST(Berger, DoubleSwapsTheFirstCycleLastTwoRoundsAndReversesTheSecond) {
  // 4 players: first cycle rounds 1, 3, 2 of the table; second cycle 1, 2, 3 colours reversed.
  const std::vector<std::string> printed = {"1-4 2-3", "2-4 3-1", "4-3 1-2",
                                            "4-1 3-2", "3-4 2-1", "4-2 1-3"};
  const std::vector<BergerRound> schedule = bergerScheduleOf(4, true);
  ASSERT_EQ(schedule.size(), printed.size());
  for (std::size_t r = 0; r < printed.size(); ++r)
    EXPECT_EQ(bergerPrinted(schedule[r]), printed[r]);
}

TEST(Berger, TooFewOrTooManyPlayersIsAnError) {
  for (int n : {-1, 0, 1, MAX_BERGER_PLAYERS + 1}) {
    const Result<std::vector<BergerRound>> schedule = bergerSchedule(n, false);
    ASSERT_FALSE(schedule.ok()) << n;
    EXPECT_EQ(schedule.error().code, "bad-player-count");
  }
  EXPECT_EQ(bergerPrinted(bergerScheduleOf(2, false).at(0)), "1-2");
}

}  // namespace
}  // namespace renju::pairing
