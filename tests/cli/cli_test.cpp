// Runs the real `renju` binary on fixture inputs and checks exact outputs and exit codes.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "run_renju.h"

namespace {

using renju::test::Outcome;
using renju::test::readFile;
using renju::test::runRenju;

std::string fixture(const std::string& name) {
  return std::string(RENJU_TEST_FIXTURES) + "/records/" + name;
}

// Single-quotes an argument for /bin/sh.
std::string quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) {
    if (c == '\'')
      q += "'\\''";
    else
      q += c;
  }
  return q + "'";
}

TEST(CliForbiddenTest, StonesGiveOneLinePerForbiddenPointInIndexOrder) {
  Outcome r = runRenju("forbidden --stones 'Bh8 Bi8 Bj9 Bj10 Bd4 Bd6 Bd8 Bd10 Wa1'");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "d7 double-four\nj8 double-three\n");
  EXPECT_EQ(r.err, "");
}

TEST(CliForbiddenTest, StonesAnyOrderAndCaseAndConcatenated) {
  Outcome a = runRenju("forbidden --stones 'wA1 bj10 BJ9 Bi8 bh8'");
  Outcome b = runRenju("forbidden --stones Bh8Bi8Bj9Bj10Wa1");
  EXPECT_EQ(a.status, 0);
  EXPECT_EQ(a.out, "j8 double-three\n");
  EXPECT_EQ(b.out, a.out);
}

TEST(CliForbiddenTest, MovesAlternateFromBlack) {
  // Black h3 h4 h5 h7 h8 h9: h6 is an overline.
  Outcome r = runRenju("forbidden --moves 'h3 a1 h4 c1 h5 e1 h7 g1 h8 o15 h9'");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "h6 overline\n");
}

TEST(CliForbiddenTest, NothingWhenThereIsNoForbiddenPoint) {
  Outcome r = runRenju("forbidden --moves 'h8 h9 i8'");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
}

TEST(CliForbiddenTest, AnEmptyPositionIsAPositionButNoPositionIsAnError) {
  Outcome empty = runRenju("forbidden --stones ''");
  EXPECT_EQ(empty.status, 0) << empty.err;
  EXPECT_EQ(empty.out, "");
  Outcome both = runRenju("forbidden --stones Bh8 --moves h8");
  EXPECT_EQ(both.status, 2);
  EXPECT_EQ(both.err, "renju forbidden: error: give exactly one of --stones, --moves or --batch\n");
}

TEST(CliForbiddenTest, JudgedForBlackEvenWhenWhiteIsToMove) {
  // Five black stones and four white: White to move, still Black's points are listed.
  Outcome r = runRenju("forbidden --stones 'Bh2 Bh4 Bh6 Bh8 Ba1 Wo1 Wo3 Wo5 Wo7'");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "h5 double-four\n");
}

TEST(CliForbiddenTest, BadInputNamesTheTokenAndItsPositionWithExitCode2) {
  Outcome bad = runRenju("forbidden --stones 'Bh8 Wh9 Bp3'");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_EQ(bad.err,
            "renju forbidden: error: stone 3 (column 9): 'Bp3' is not a stone (write a colour B "
            "or W, then a point a1..o15)\n");
  Outcome noColour = runRenju("forbidden --stones 'Bh8 h9'");
  EXPECT_EQ(noColour.status, 2);
  EXPECT_NE(noColour.err.find("'h9' is not a stone (the colour letter B or W is missing)"),
            std::string::npos);
  Outcome twice = runRenju("forbidden --stones 'Bh8 Wh8'");
  EXPECT_EQ(twice.status, 2);
  EXPECT_NE(twice.err.find("stone 2 (column 5): h8 is already taken by stone 1"),
            std::string::npos);
  Outcome moves = runRenju("forbidden --moves 'h8 h16'");
  EXPECT_EQ(moves.status, 2);
  EXPECT_NE(moves.err.find("move 2: 'h16' is not a point of the board"), std::string::npos);
  Outcome none = runRenju("forbidden");
  EXPECT_EQ(none.status, 2);
}

TEST(CliForbiddenTest, BatchWritesOneLinePerPositionInInputOrder) {
  std::string in =
      "Bh8 Bi8 Bj9 Bj10\n"
      "\n"
      "Bh2 Bh4 Bh6 Bh8\r\n"
      "bh3 BH4 Bh5 Bh7 Bh8 Bh9 Wa1\n"
      "h8 h9 i8\n"
      "Bh8 Bi8 Bj9 Bj10 Bd4 Bd6 Bd8 Bd10 Wa1";  // no final newline
  Outcome r = runRenju("forbidden --batch", in);
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "j8:double-three\n\nh5:double-four\nh6:overline\n\nd7:double-four j8:double-three\n");
}

TEST(CliForbiddenTest, BatchReportsABadLineOnItsOwnLineAndGoesOn) {
  Outcome r = runRenju("forbidden --batch", "Bh8 Xz9\nBh8 Bi8 Bj9 Bj10\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out,
            "error: stone 2 (column 5): 'Xz9' is not a stone (write a colour B or W, then a point "
            "a1..o15)\nj8:double-three\n");
  EXPECT_EQ(r.err, "renju forbidden: error: 1 of 2 lines are not positions (the first: line 1)\n");
}

TEST(CliOpeningTest, NamesTheOpeningInAnyOrientation) {
  EXPECT_EQ(runRenju("opening h8 h9 j10").out, "3D Sosei\n");
  EXPECT_EQ(runRenju("opening 'h8 h9 j10'").out, "3D Sosei\n");
  EXPECT_EQ(runRenju("opening H8H9J10").out, "3D Sosei\n");
  EXPECT_EQ(runRenju("opening h8 g7 g9").out, "7I Hogetsu\n");
  EXPECT_EQ(runRenju("opening h8 i8 j8").out, "1D Kansei\n");
  EXPECT_EQ(runRenju("opening h8 g7 f9").status, 0);
}

TEST(CliOpeningTest, NotAnOpeningIsAnErrorWithExitCode2) {
  Outcome r = runRenju("opening h8 h7 j5");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "renju opening: error: h8 h7 j5 is not one of the 26 openings: the first stone must be "
            "h8, the second inside the central 3x3 (g7..i9), the third inside the central 5x5 "
            "(f6..j10)\n");
  EXPECT_EQ(runRenju("opening h8 h9").status, 2);
  EXPECT_EQ(runRenju("opening h8 h9 x1").status, 2);
}

class CliReplayTest : public testing::TestWithParam<const char*> {};

TEST_P(CliReplayTest, PrintsTheExpectedJsonLines) {
  std::string name = GetParam();
  Outcome r = runRenju("replay " + quote(fixture(name)));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, readFile(fixture(name + ".expected")));
  EXPECT_NE(r.err.find("renju replay: "), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, CliReplayTest,
                         testing::Values("games.txt", "games.rif", "games.sgf", "game.psq"));

TEST(CliReplayTest, SeveralFilesAndStdinWithASummaryOnStderr) {
  Outcome r = runRenju("replay " + quote(fixture("game.psq")) + " - ", "h8 h9 i8\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, readFile(fixture("game.psq.expected")) +
                       "{\"id\": 1, \"moves\": 3, \"winner\": null, \"reason\": null, \"foul\": "
                       "null, \"error\": null}\n");
  EXPECT_EQ(r.err.rfind("renju replay: 2 games: black won 0, white won 1 (1 by foul), no result "
                        "1; 0 with errors; ",
                        0),
            0u)
      << r.err;
}

TEST(CliReplayTest, AnUnreadableFileIsReportedAndTheOthersStillRun) {
  Outcome r = runRenju("replay /nonexistent/file.rif " + quote(fixture("game.psq")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, readFile(fixture("game.psq.expected")));
  EXPECT_NE(r.err.find("renju replay: error: /nonexistent/file.rif: "), std::string::npos);
}

}  // namespace
