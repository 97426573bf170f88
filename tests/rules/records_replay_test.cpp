// Replaying recorded move lists under renju rules (rules/src/replay.h).
#include <gtest/gtest.h>

#include "records.h"
#include "replay.h"

namespace renju {
namespace {

ReplayOutcome run(std::string_view moves) {
  Record r = parsePlainRecord(moves);
  EXPECT_FALSE(r.error) << moves;
  Board board;
  ReplayOutcome o = replayRecord(r, board);
  EXPECT_EQ(board.stoneCount(), 0) << "the lent board must come back empty";
  EXPECT_TRUE(board == Board()) << "the lent board must come back as it was";
  return o;
}

TEST(RecordsReplayTest, BlackFiveEndsTheGame) {
  ReplayOutcome o = run("h8 a1 i8 a2 j8 a3 k8 a4 l8");
  EXPECT_EQ(o.moves, 9);
  EXPECT_EQ(o.winner, Color::BLACK);
  EXPECT_EQ(o.reason, ReplayReason::FIVE);
  EXPECT_EQ(o.endMove, 9);
  EXPECT_FALSE(o.error);
}

TEST(RecordsReplayTest, WhiteFiveAndWhiteOverline) {
  ReplayOutcome five = run("h8 a1 h10 a2 h12 a3 h14 a4 c14 a5");
  EXPECT_EQ(five.winner, Color::WHITE);
  EXPECT_EQ(five.reason, ReplayReason::FIVE);
  ReplayOutcome six = run("h8 a1 j10 a2 l12 a3 n14 a5 b14 a6 d14 a4");
  EXPECT_EQ(six.moves, 12);
  EXPECT_EQ(six.winner, Color::WHITE);
  EXPECT_EQ(six.reason, ReplayReason::OVERLINE);
}

TEST(RecordsReplayTest, BlackFoulsLose) {
  ReplayOutcome three = run("h8 a1 i8 a2 j9 a3 j10 a15 j8");
  EXPECT_EQ(three.winner, Color::WHITE);
  EXPECT_EQ(three.reason, ReplayReason::FOUL);
  EXPECT_EQ(three.foulMove, 9);
  EXPECT_EQ(three.foulPoint, *parsePoint("j8"));
  EXPECT_EQ(three.foulKind, ForbiddenKind::DOUBLE_THREE);
  ReplayOutcome six = run("h3 a1 h4 c1 h5 e1 h7 g1 h8 o15 h9 a15 h6");
  EXPECT_EQ(six.reason, ReplayReason::FOUL);
  EXPECT_EQ(six.foulKind, ForbiddenKind::OVERLINE);
  EXPECT_EQ(six.foulMove, 13);
  // h5 makes X.XXX.X on the h file: two fours on one line, a double-four.
  ReplayOutcome four = run("h2 a1 h4 a3 h6 a5 h8 a7 h5");
  EXPECT_EQ(four.reason, ReplayReason::FOUL);
  EXPECT_EQ(four.foulKind, ForbiddenKind::DOUBLE_FOUR);
}

TEST(RecordsReplayTest, AFiveBeatsAForbiddenPatternMadeByTheSameStone) {
  // l8 completes h8..l8 and also makes threes on the l file and the l8-n10 diagonal.
  ReplayOutcome o = run("h8 a1 i8 a3 j8 a5 l9 a7 l10 a9 m9 a11 n10 a13 k8 a15 l8");
  EXPECT_EQ(o.winner, Color::BLACK);
  EXPECT_EQ(o.reason, ReplayReason::FIVE);
  EXPECT_EQ(o.moves, 17);
}

TEST(RecordsReplayTest, WhiteIsNeverRestricted) {
  // White's double-three at j8 is an ordinary move.
  ReplayOutcome o = run("a1 h8 a3 i8 a5 j9 a7 j10 a15 j8");
  EXPECT_EQ(o.winner, std::nullopt);
  EXPECT_EQ(o.moves, 10);
}

TEST(RecordsReplayTest, OccupiedPointStopsTheReplay) {
  ReplayOutcome o = run("h8 h9 i8 h9 j8");
  EXPECT_EQ(o.moves, 3);
  ASSERT_TRUE(o.error);
  EXPECT_EQ(o.error->code, "occupied");
  EXPECT_EQ(o.error->message, "occupied point h9 at move 4");
}

TEST(RecordsReplayTest, MovesAfterTheEndKeepTheResult) {
  ReplayOutcome o = run("h8 a1 i8 a2 j8 a3 k8 a4 l8 a6 a7");
  EXPECT_EQ(o.moves, 9);
  EXPECT_EQ(o.winner, Color::BLACK);
  ASSERT_TRUE(o.error);
  EXPECT_EQ(o.error->code, "after-end");
  EXPECT_EQ(o.error->message, "the game ended at move 9 but the record goes on to move 11");
}

TEST(RecordsReplayTest, TwoPassesInARowEndTheGameWithoutAWinner) {
  ReplayOutcome o = run("h8 h9 -- i8 -- --");
  EXPECT_EQ(o.moves, 6);
  EXPECT_EQ(o.endMove, 6);
  EXPECT_EQ(o.winner, std::nullopt);
  EXPECT_EQ(o.reason, ReplayReason::NONE);
  ReplayOutcome one = run("h8 -- i8 -- j8");
  EXPECT_EQ(one.endMove, 0);
  EXPECT_EQ(one.moves, 5);
}

TEST(RecordsReplayTest, UnfinishedGameHasNoResult) {
  ReplayOutcome o = run("h8 h9 i8");
  EXPECT_EQ(o.moves, 3);
  EXPECT_EQ(o.winner, std::nullopt);
  EXPECT_EQ(o.endMove, 0);
  EXPECT_FALSE(o.error);
}

TEST(RecordsReplayTest, ARecordReadErrorIsReportedAfterTheMovesBeforeIt) {
  Record r = parsePlainRecord("h8 h9 z3 i8");
  Board board;
  ReplayOutcome o = replayRecord(r, board);
  EXPECT_EQ(o.moves, 2);
  ASSERT_TRUE(o.error);
  EXPECT_EQ(o.error->message, "move 3: 'z3' is not a point of the board");
}

}  // namespace
}  // namespace renju
