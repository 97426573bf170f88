// What the exports of a played game carry (issue 14): the text export's header, SGF's result,
// date, comment and move times, RenjuNet's opening and date, and the time spent on each move.
#include <gtest/gtest.h>

#include "game_script.h"
#include "records.h"
#include "records_game.h"

namespace renju {
namespace {

using namespace renju::testing;

// Taraguchi-10 up to Black's choice after move 4: White swapped before move 2.
Script taraguchiToOption() {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.place(OPENER, "h8").swap(OTHER).place(OPENER, "h9").place(OTHER, "i9").place(OPENER, "g7");
  return g;
}

Record recordOf(const Script& g, const std::optional<LogTimes>& times = std::nullopt) {
  Result<Record> r = recordFromGame(g.state().config(), g.log(), times);
  EXPECT_TRUE(r) << (r ? "" : r.error().message);
  return r ? r.value() : Record{};
}

TEST(RecordsExportTest, TextHasAHeaderThatReadsBackAsTheMoves) {
  Script g(makeConfig(Rule::SOOSORV));
  g.moves("h8 h9 h10").swap(OTHER).place(OPENER, "g9").declare(OPENER, 2);
  g.offer(OTHER, "i8 a1").choose(OPENER, "i8").moves("g10 f9").simple(OTHER, ActionType::RESIGN);
  Record r = recordOf(g);
  r.id = "aB3dE5gH7k";
  r.date = "2026-12-01";
  std::string text = writeText(r);
  EXPECT_EQ(text,
            "# Game: aB3dE5gH7k\n"
            "# Rule: Soosõrv-8\n"
            "# Date: 2026-12-01\n"
            "# Opening: Swap decisions in order: swap, no swap. The opener plays White. 2 fifth "
            "moves declared. Black offered 2 fifth moves: i8, a1; White chose i8.\n"
            "# Result: White wins by resignation.\n"
            "h8 h9 h10 g9 i8 g10 f9\n");
  // The header is made of comments: the file still imports as the game's moves.
  std::vector<Record> back = readRecords(text);
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0].moves, r.moves);
  EXPECT_FALSE(back[0].error);
}

TEST(RecordsExportTest, TextNamesPlayersWhenThereAreAnyAndSaysAnUnfinishedGameIsOpen) {
  Script g(makeConfig(Rule::STANDARD));
  g.moves("h8 h9");
  Record r = recordOf(g);
  EXPECT_EQ(writeText(r),
            "# Rule: Standard renju\n# Opening: The opener plays Black.\n"
            "# Result: not finished\nh8 h9\n");
  r.black = "Ana";
  r.white = "Bo\nb";  // a line break in a name cannot end the comment
  std::string text = writeText(r);
  EXPECT_NE(text.find("# Black: Ana\n# White: Bo b\n"), std::string::npos) << text;
}

TEST(RecordsExportTest, ResultsReadWellInEveryFormat) {
  RecordedResult foul{Color::WHITE, "foul", pt("j8"), ForbiddenKind::DOUBLE_THREE};
  EXPECT_EQ(describeResult(foul), "White wins: Black played a double-three at j8.");
  EXPECT_EQ(describeResult({Color::BLACK, "five", {}, ForbiddenKind::NONE}),
            "Black wins with five in a row.");
  EXPECT_EQ(describeResult({Color::WHITE, "time", {}, ForbiddenKind::NONE}), "White wins on time.");
  EXPECT_EQ(describeResult({std::nullopt, "agreement", {}, ForbiddenKind::NONE}),
            "Draw by agreement.");
  EXPECT_EQ(describeResult({std::nullopt, "two-passes", {}, ForbiddenKind::NONE}),
            "Draw: two passes in a row.");
  EXPECT_EQ(describeResult({std::nullopt, "full-board", {}, ForbiddenKind::NONE}),
            "Draw: the board is full.");
  EXPECT_EQ(describeResult({Color::BLACK, "abandon", {}, ForbiddenKind::NONE}),
            "Black wins: the opponent left the game.");

  // SGF: the standard RE letters, the date, and the comment in sentences.
  Record r;
  r.moves = pts("h8 h9 h10");
  r.opening.rule = "taraguchi";
  r.opening.n = 10;
  r.date = "2026-12-01";
  for (auto [res, re] : std::vector<std::pair<RecordedResult, std::string>>{
           {{Color::WHITE, "resign", {}, ForbiddenKind::NONE}, "RE[W+R]"},
           {{Color::BLACK, "time", {}, ForbiddenKind::NONE}, "RE[B+T]"},
           {foul, "RE[W+F]"},
           {{Color::BLACK, "five", {}, ForbiddenKind::NONE}, "RE[B+]"},
           {{std::nullopt, "agreement", {}, ForbiddenKind::NONE}, "RE[0]"}}) {
    r.result = res;
    std::string sgf = writeSgf(r);
    EXPECT_NE(sgf.find(re), std::string::npos) << sgf;
    EXPECT_NE(sgf.find("DT[2026-12-01]"), std::string::npos) << sgf;
    EXPECT_NE(sgf.find("GC[Taraguchi-10. The opener plays Black. " + describeResult(res) + "]"),
              std::string::npos)
        << sgf;
    Record back = readRecords(sgf).at(0);
    EXPECT_EQ(back, r) << sgf;
  }
}

TEST(RecordsExportTest, RenjuNetCarriesTheOpeningAndTheDate) {
  Script g = taraguchiToOption();
  g.offer(OTHER, "a1 b1 c1 d1 e1 f1 g1 a2 b2 c2");
  Record r = recordOf(g);
  r.date = "2026-12-01";
  std::string xml = writeRenjuNetGame(r);
  // h8 h9 i9: Kagetsu, 4D (reference section 4).
  EXPECT_NE(xml.find(" date=\"2026-12-01\""), std::string::npos) << xml;
  EXPECT_NE(xml.find(" opening=\"4D\""), std::string::npos) << xml;
  EXPECT_NE(xml.find(" rule=\"taraguchi\" n=\"10\""), std::string::npos) << xml;
  ASSERT_FALSE(r.opening.swaps.empty());
  EXPECT_EQ(r.opening.swaps.front(), 'S');
  EXPECT_NE(xml.find(" swap=\"" + r.opening.swaps + "\""), std::string::npos) << xml;
  std::vector<Record> back = readRecords("<database><games>" + xml + "</games></database>");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0], r) << xml;
  // A database's own opening id is kept as it was, not replaced.
  Record imported = r;
  imported.tags.emplace_back("opening", "3");
  std::string again = writeRenjuNetGame(imported);
  EXPECT_NE(again.find(" opening=\"3\""), std::string::npos) << again;
  EXPECT_EQ(again.find(" opening=\"4D\""), std::string::npos) << again;
  // No opening when the first three stones make none.
  Record loose;
  loose.moves = pts("h8 a1 i8");
  EXPECT_EQ(writeRenjuNetGame(loose).find("opening="), std::string::npos);
}

TEST(RecordsExportTest, MoveTimesFollowTurnsAndTakebacks) {
  Script g(makeConfig(Rule::STANDARD, FoulMode::REJECT, true));
  g.moves("h8 h9");                              // at 1000, 4000
  g.simple(OPENER, ActionType::DRAW_OFFER);      // 4500: talk, not a turn
  g.simple(OTHER, ActionType::DRAW_DECLINE);     // 5000
  g.moves("i8");                                 // 9000: Black thought from 4000
  g.simple(OPENER, ActionType::TAKEBACK);        // 9500
  g.simple(OTHER, ActionType::TAKEBACK_ACCEPT);  // 10000: i8 goes, Black to move again
  g.moves("j8");                                 // 12500
  std::vector<int64_t> at = {1000, 4000, 4500, 5000, 9000, 9500, 10000, 12500};
  Record r = recordOf(g, LogTimes{0, at});
  EXPECT_EQ(r.moves, pts("h8 h9 j8"));
  EXPECT_EQ(r.timesMs, (std::vector<int>{1000, 3000, 2500}));
  std::string sgf = writeSgf(r);
  EXPECT_NE(sgf.find(";B[hh]MS[1000];W[hg]MS[3000];B[jh]MS[2500]"), std::string::npos) << sgf;
  EXPECT_EQ(readRecords(sgf).at(0).timesMs, r.timesMs);
  // Without times (no clock) there are none; a wrong count is an error, not a guess.
  EXPECT_TRUE(recordOf(g).timesMs.empty());
  at.pop_back();
  Result<Record> bad = recordFromGame(g.state().config(), g.log(), LogTimes{0, at});
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, "bad-log");
}

}  // namespace
}  // namespace renju
