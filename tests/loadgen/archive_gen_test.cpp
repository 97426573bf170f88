// The made-up archive of the benchmarks: legal games, reproducible, openings shared like a real
// database's, and every record survives the SGF round trip the import reads it by.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "archive_gen.h"
#include "board.h"
#include "openings.h"
#include "position_key.h"
#include "replay.h"

using namespace renju;
using renju::loadgen::ArchiveGenerator;

namespace {

constexpr int GAMES = 400;

TEST(ArchiveGenTest, GamesAreLegalAndTheirResultsMatchTheBoard) {
  ArchiveGenerator generator(7);
  Board board;
  for (uint64_t i = 0; i < GAMES; ++i) {
    Record r = generator.game(i);
    ASSERT_GE(r.moves.size(), 3u) << i;
    ReplayOutcome out = replayRecord(r, board);
    ASSERT_FALSE(out.error) << "game " << i << ": " << out.error->message;
    ASSERT_TRUE(r.result);
    // A five on the board is the recorded result; otherwise the game ended off the board.
    if (out.reason != ReplayReason::NONE) {
      EXPECT_EQ(out.winner, r.result->winner) << i;
      EXPECT_EQ(out.endMove, static_cast<int>(r.moves.size())) << i;
      EXPECT_EQ(std::string(toString(out.reason)), r.result->reason) << i;
    } else {
      EXPECT_NE(r.result->reason, "five") << i;
    }
    EXPECT_TRUE(classifyOpening(r.moves[0], r.moves[1], r.moves[2])) << i;
    EXPECT_FALSE(r.opening.rule.empty());
    EXPECT_EQ(r.date.size(), 10u);
  }
}

TEST(ArchiveGenTest, TheSameSeedAndIndexGiveTheSameGame) {
  ArchiveGenerator a(3), b(3), other(4);
  EXPECT_EQ(a.game(17), b.game(17));
  EXPECT_NE(a.game(17).moves, a.game(18).moves);
  EXPECT_NE(a.game(17).moves, other.game(17).moves);
}

TEST(ArchiveGenTest, OpeningsAreSharedAndTurnedAcrossTheSymmetries) {
  ArchiveGenerator generator(7);
  std::map<uint64_t, int> afterSix;  // canonical position after 6 moves -> games
  std::set<std::string> thirdStones;
  for (uint64_t i = 0; i < GAMES; ++i) {
    Record r = generator.game(i);
    if (r.moves.size() < 6) continue;
    Board b;
    for (int m = 0; m < 6; ++m) b.place(r.moves[m], m % 2 == 0 ? Color::BLACK : Color::WHITE);
    ++afterSix[canonicalKey(b).key];
    thirdStones.insert(toString(r.moves[2]));
  }
  int largest = 0;
  for (const auto& [key, games] : afterSix) largest = std::max(largest, games);
  // The favourite lines of the book: one position after 6 moves is reached by many games (in
  // several orientations, since the third stones differ), yet the games spread over many lines.
  EXPECT_GE(largest, GAMES / 80);
  EXPECT_GE(afterSix.size(), static_cast<size_t>(GAMES / 4));
  EXPECT_GE(thirdStones.size(), 16u);
}

TEST(ArchiveGenTest, SgfTextReadsBackAsTheSameGames) {
  ArchiveGenerator generator(9);
  std::vector<Record> back = readRecords(renju::loadgen::generateSgf(generator, 5, 20));
  ASSERT_EQ(back.size(), 20u);
  for (uint64_t i = 0; i < 20; ++i) {
    Record r = generator.game(5 + i);
    EXPECT_EQ(back[i].moves, r.moves) << i;
    EXPECT_EQ(back[i].result, r.result) << i;
    EXPECT_EQ(back[i].opening, r.opening) << i;
    EXPECT_EQ(back[i].black, r.black) << i;
    EXPECT_EQ(back[i].date, r.date) << i;
  }
}

}  // namespace
