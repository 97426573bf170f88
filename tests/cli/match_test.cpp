// The match runner's parts: statistics, the referee, the openings file, and whole matches between
// small scripted Gomocup engines (real child processes over pipes) that play fixed moves, so that
// every way a game ends is reached on purpose.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "board.h"
#include "match_judge.h"
#include "match_runner.h"
#include "match_stats.h"
#include "notation.h"
#include "openings.h"

namespace renju::match {
namespace {

Point at(const char* s) {
  return *parsePoint(s);
}

TEST(MatchStatsTest, EloOfKnownScores) {
  EXPECT_DOUBLE_EQ(eloFromScore(0.5), 0);
  EXPECT_NEAR(eloFromScore(0.75), 190.85, 0.01);
  EXPECT_NEAR(eloFromScore(0.25), -190.85, 0.01);
  EXPECT_TRUE(std::isinf(eloFromScore(1.0)));
  EXPECT_NEAR(scoreFromElo(eloFromScore(0.64)), 0.64, 1e-12);
}

TEST(MatchStatsTest, ErrorShrinksWithGamesAndIntervalHoldsTheEstimate) {
  Score small{6, 2, 2}, large{60, 20, 20};
  EloEstimate a = estimateElo(small), b = estimateElo(large);
  EXPECT_NEAR(a.elo, b.elo, 1e-9);  // same fraction, 0.7
  EXPECT_NEAR(a.elo, 147.19, 0.01);
  EXPECT_GT(a.margin, b.margin);
  EXPECT_LT(a.low, a.elo);
  EXPECT_GT(a.high, a.elo);
  // Per-game variance of (6 W, 2 D, 2 L) around 0.7 is 0.16; se = sqrt(0.016) for 10 games.
  double se = std::sqrt(0.016);
  EXPECT_NEAR(a.low, eloFromScore(0.7 - 1.959963984540054 * se), 1e-9);
  EXPECT_EQ(describe(Score{3, 2, 3}), "W 3 D 2 L 3, score 50.0 %, Elo 0.0 +- 240.9 (95 %)");
  EXPECT_EQ(describe(Score{1, 0, 1}), "W 1 D 0 L 1, score 50.0 %, Elo 0.0 +- inf (95 %)");
  EXPECT_EQ(describe(Score{2, 0, 0}), "W 2 D 0 L 0, score 100.0 %, Elo +inf +- inf (95 %)");
}

TEST(MatchStatsTest, SprtMovesTowardTheTrueHypothesis) {
  SprtBounds b = sprtBounds(0.05, 0.05);
  EXPECT_NEAR(b.upper, std::log(19.0), 1e-12);
  EXPECT_NEAR(b.lower, -std::log(19.0), 1e-12);
  // A 75 % score is far above both 0 and 10 Elo: evidence for H1, growing with the games.
  EXPECT_GT(sprtLlr(Score{30, 0, 10}, 0, 10), 0);
  EXPECT_GT(sprtLlr(Score{300, 0, 100}, 0, 10), sprtLlr(Score{30, 0, 10}, 0, 10));
  EXPECT_LT(sprtLlr(Score{10, 0, 30}, 0, 10), 0);
  EXPECT_EQ(sprtLlr(Score{0, 5, 0}, 0, 10), 0);  // no variance yet
}

TEST(MatchJudgeTest, FiveWinsForBlackAndFoulsLose) {
  Board b;
  for (const char* s : {"h8", "i8", "j8", "k8"}) b.place(at(s), Color::BLACK);
  Board copy = b;
  Judgement five = judgeMove(copy, Color::BLACK, at("l8"));
  EXPECT_TRUE(five.over);
  EXPECT_EQ(five.winner, Color::BLACK);
  EXPECT_EQ(five.reason, "five");
  // A black stone on g8 as well makes l8 an overline: a foul, and the stone is not placed.
  b.place(at("m8"), Color::BLACK);
  Judgement overline = judgeMove(b, Color::BLACK, at("l8"));
  EXPECT_EQ(overline.winner, Color::WHITE);
  EXPECT_EQ(overline.reason, "foul overline l8");
  EXPECT_TRUE(b.isEmpty(at("l8")));
  // White wins with six.
  Board w;
  for (const char* s : {"a1", "b1", "c1", "d1", "f1"}) w.place(at(s), Color::WHITE);
  Judgement six = judgeMove(w, Color::WHITE, at("e1"));
  EXPECT_EQ(six.winner, Color::WHITE);
  EXPECT_EQ(six.reason, "five");
  Judgement occupied = judgeMove(w, Color::BLACK, at("a1"));
  EXPECT_EQ(occupied.winner, Color::WHITE);
  EXPECT_EQ(occupied.reason, "occupied a1");
  Judgement ongoing = judgeMove(w, Color::BLACK, at("h8"));
  EXPECT_FALSE(ongoing.over);
  EXPECT_EQ(w.at(at("h8")), Color::BLACK);
}

TEST(MatchOpeningsTest, TheCheckedInFileHoldsThe26OpeningsEachOnce) {
  std::ifstream in(std::string(RENJU_SOURCE_DIR) + "/bench/openings/renju26.txt");
  std::stringstream text;
  text << in.rdbuf();
  auto parsed = parseOpenings(text.str());
  ASSERT_TRUE(parsed.ok()) << parsed.error().message;
  const auto& [openings, names] = *parsed;
  ASSERT_EQ(openings.size(), 26u);
  std::set<std::string> codes;
  for (size_t i = 0; i < openings.size(); ++i) {
    ASSERT_EQ(openings[i].size(), 3u);
    auto o = classifyOpening(openings[i][0], openings[i][1], openings[i][2]);
    ASSERT_TRUE(o) << names[i];
    EXPECT_EQ(names[i], std::string(o->code) + " " + std::string(o->name));
    codes.insert(std::string(o->code));
  }
  EXPECT_EQ(codes.size(), 26u);
}

TEST(MatchOpeningsTest, BadFilesAreRefusedWithTheLine) {
  auto bad = parseOpenings("h8 h9 h10\nh8 h9 z99\n");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().message.find("line 2"), std::string::npos) << bad.error().message;
  auto over = parseOpenings("h8 a1 i8 a2 j8 a3 k8 a4 l8\n");  // ends with Black's five
  ASSERT_FALSE(over.ok());
  EXPECT_NE(over.error().message.find("move 9 ends the game (five)"), std::string::npos);
  EXPECT_FALSE(parseOpenings("# only a comment\n\n").ok());
  auto named = parseOpenings("h8 i9 j10 # mine\nh8 h9\n");
  ASSERT_TRUE(named.ok());
  EXPECT_EQ(named->second, (std::vector<std::string>{"mine", "h8 h9"}));
}

// A Gomocup engine in /bin/sh that answers START/RESTART with OK and each move request with the
// next of `moves` (Gomocup coordinates), then "none".
std::string scripted(const std::string& moves) {
  return "m='" + moves +
         "'; while read -r l; do case \"$l\" in START*|RESTART*) set -- $m; echo OK;; "
         "DONE*|TURN*) echo 'MESSAGE thinking'; echo \"${1:-none}\"; [ $# -gt 0 ] && shift;; "
         "esac; done";
}

MatchConfig config(const std::string& opening, const std::string& first,
                   const std::string& second) {
  MatchConfig c;
  c.first.name = "first";
  c.first.command = first;
  c.second.name = "second";
  c.second.command = second;
  auto parsed = parseOpenings(opening);
  EXPECT_TRUE(parsed.ok());
  c.openings = parsed->first;
  c.openingNames = parsed->second;
  c.moveLimitMs = 20000;
  return c;
}

TEST(MatchRunnerTest, PlaysBothColoursAndJudgesFivesAndBadAnswers) {
  // Black h8 i8 then j8 k8 l8 (Gomocup 9,7 10,7 11,7) against White a1 then a2 a3 a4.
  MatchConfig c = config("h8 a1 i8\n", scripted("9,7 10,7 11,7"), scripted("0,13 0,12 0,11"));
  std::vector<GameRecord> seen;
  MatchOutcome out = runMatch(c, [&](const GameRecord& g, const Score&) { seen.push_back(g); });
  ASSERT_EQ(out.games.size(), 2u);
  const GameRecord& g1 = out.games[0];
  EXPECT_TRUE(g1.firstIsBlack);
  EXPECT_EQ(g1.winner, Color::BLACK);
  EXPECT_EQ(g1.reason, "five");
  EXPECT_EQ(formatMoveList(g1.moves), "h8 a1 i8 a2 j8 a3 k8 a4 l8");
  // Colours swapped: the first engine (White now) plays j8 k8 l8, then has nothing: "none".
  const GameRecord& g2 = out.games[1];
  EXPECT_FALSE(g2.firstIsBlack);
  EXPECT_EQ(g2.winner, Color::BLACK);
  EXPECT_EQ(g2.reason, "bad answer 'none'");
  EXPECT_EQ(formatMoveList(g2.moves), "h8 a1 i8 j8 a2 k8 a3 l8 a4");
  EXPECT_EQ(out.score.wins, 1);
  EXPECT_EQ(out.score.losses, 1);
  EXPECT_EQ(seen.size(), 2u);
}

TEST(MatchRunnerTest, ForbiddenMoveLosesForBlack) {
  // Black h8 h9 i7 j7: h7 (Gomocup 7,8) is a double-three.
  MatchConfig c = config("h8 a1 h9 a2 i7 a3 j7\n", scripted("7,8"), scripted("0,11 0,10"));
  c.rounds = 1;
  MatchOutcome out = runMatch(c, nullptr);
  ASSERT_EQ(out.games.size(), 2u);
  EXPECT_EQ(out.games[0].winner, Color::WHITE);
  EXPECT_EQ(out.games[0].reason, "foul double-three h7");
}

TEST(MatchRunnerTest, OccupiedPointsCrashesAndSilenceLose) {
  MatchConfig occupied = config("h8 h9 h10\n", scripted("7,7"), scripted("7,7"));
  MatchOutcome o = runMatch(occupied, nullptr);
  ASSERT_EQ(o.games.size(), 2u);
  EXPECT_EQ(o.games[0].reason, "occupied h8");
  EXPECT_EQ(o.games[0].winner, Color::BLACK);  // White moved first and lost

  MatchConfig crash = config("h8 h9 h10\n", "read l; echo OK; read l; exit 0", scripted("0,0"));
  crash.rounds = 1;
  MatchOutcome k = runMatch(crash, nullptr);
  ASSERT_EQ(k.games.size(), 2u);
  for (const GameRecord& g : k.games) EXPECT_EQ(g.firstResult(), -1) << g.reason;

  MatchConfig silent = config(
      "h8 h9 h10\n", "while read -r l; do case \"$l\" in START*|RESTART*) echo OK;; esac; done",
      scripted("0,0"));
  silent.moveLimitMs = 2000;
  MatchOutcome s = runMatch(silent, nullptr);
  ASSERT_EQ(s.games.size(), 2u);
  for (const GameRecord& g : s.games) {  // the first engine never answers a move
    EXPECT_EQ(g.reason, "time");
    EXPECT_EQ(g.firstResult(), -1);
  }
}

}  // namespace
}  // namespace renju::match
