// The threat-space solver on hand-made positions of each kind; every WIN line is replayed through
// the rules library against every defence.
#include <gtest/gtest.h>

#include "ai_test_util.h"
#include "solver.h"

namespace renju::ai {
namespace {

using test::boardOf;
using test::expectProvenLine;
using test::lineText;
using test::pt;

SolveResult solveAndCheck(const std::string& stones, Color attacker, ThreatKind kind) {
  Board b = boardOf(stones);
  SolveResult r = solve(b, attacker, kind, {});
  if (r.verdict == Verdict::WIN) expectProvenLine(b, attacker, kind, r, true);
  return r;
}

TEST(Solver, OpenThreeIsAVcfByStraightFour) {
  SolveResult r = solveAndCheck("Bh8 Bi8 Bj8 Wh9 Wi9", Color::BLACK, ThreatKind::VCF);
  ASSERT_EQ(r.verdict, Verdict::WIN);
  EXPECT_EQ(r.line.size(), 3u) << lineText(r.line);
  EXPECT_FALSE(r.byFoul);
}

TEST(Solver, BlackFiveBesideAnOverlinePoint) {
  // d8 would make six (c8..h8): not a five for Black; i8 makes exactly five.
  SolveResult r = solveAndCheck("Bc8 Be8 Bf8 Bg8 Bh8 Wc9 Wd9", Color::BLACK, ThreatKind::VCF);
  ASSERT_EQ(r.verdict, Verdict::WIN);
  EXPECT_EQ(lineText(r.line), "i8");
}

TEST(Solver, BlackHasNoFiveWhenOnlyTheOverlinePointIsLeft) {
  SolveResult r = solveAndCheck("Bc8 Be8 Bf8 Bg8 Bh8 Wi8 Wc9 Wd9", Color::BLACK, ThreatKind::VCF);
  EXPECT_EQ(r.verdict, Verdict::NONE) << lineText(r.line);
}

TEST(Solver, WhiteWinsWithAnOverline) {
  SolveResult r = solveAndCheck("Wc8 We8 Wf8 Wg8 Wh8 Bi8 Bc9 Bd9", Color::WHITE, ThreatKind::VCF);
  ASSERT_EQ(r.verdict, Verdict::WIN);
  EXPECT_EQ(lineText(r.line), "d8");
}

TEST(Solver, WhiteWinsByForcingAFoul) {
  // White f6 makes a four whose only five point, f10, is an overline for Black (c10..h10).
  SolveResult r =
      solveAndCheck("Bc10 Bd10 Be10 Bg10 Bh10 Bf5 Bf11 Wf7 Wf8 Wf9 Wa1 Wb1 Wo15 Wn15 Wa15",
                    Color::WHITE, ThreatKind::VCF);
  ASSERT_EQ(r.verdict, Verdict::WIN);
  EXPECT_TRUE(r.byFoul);
  EXPECT_EQ(lineText(r.line), "f6 - f10");
}

TEST(Solver, BlackNeverPlaysAForbiddenFour) {
  // f10 would be Black's four in column f but is an overline in row 10: no VCF through it.
  SolveResult r =
      solveAndCheck("Bc10 Bd10 Be10 Bg10 Bh10 Bf7 Bf8 Bf9 Wf6 Wf11 Wa1 Wb1 Wc1 Wd1 Wo15",
                    Color::BLACK, ThreatKind::VCF);
  EXPECT_NE(r.verdict, Verdict::WIN) << lineText(r.line);
}

TEST(Solver, DoubleThreeIsAVctForWhite) {
  SolveResult r = solveAndCheck("Wh8 Wi8 Wj9 Wj10 Ba1 Bb1 Bc1 Ba3", Color::WHITE, ThreatKind::VCT);
  ASSERT_EQ(r.verdict, Verdict::WIN) << lineText(r.line);
  EXPECT_EQ(
      solve(boardOf("Wh8 Wi8 Wj9 Wj10 Ba1 Bb1 Bc1 Ba3"), Color::WHITE, ThreatKind::VCF, {}).verdict,
      Verdict::NONE);
}

TEST(Solver, ADefenceByAFourOfOnesOwnRefutesAFourThree) {
  // White k8 is a four (five point l8) and an open three in column k: a 4-3. When Black's forced
  // block l8 also makes Black a four (l5..l8, five point l9), White must block l9 and the 4-3 is
  // gone.
  const std::string white = "Wh8 Wi8 Wj8 Wk9 Wk10 Wl4 Bg8 Ba1 Bc1";
  SolveResult without = solveAndCheck(white, Color::WHITE, ThreatKind::VCF);
  ASSERT_EQ(without.verdict, Verdict::WIN);
  EXPECT_EQ(lineText(without.line).substr(0, 6), "k8 l8 ");
  SolveResult with = solveAndCheck(white + " Bl5 Bl6 Bl7", Color::WHITE, ThreatKind::VCF);
  EXPECT_EQ(with.verdict, Verdict::NONE) << lineText(with.line);
}

TEST(Solver, LimitsGiveUnknown) {
  SolveResult r = solve(boardOf("Wh8 Wi8 Wj9 Wj10 Ba1 Bb1 Bc1 Ba3"), Color::WHITE, ThreatKind::VCT,
                        {.maxNodes = 2});
  EXPECT_EQ(r.verdict, Verdict::UNKNOWN);
}

}  // namespace
}  // namespace renju::ai
