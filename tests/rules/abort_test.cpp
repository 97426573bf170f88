// Abort (docs/game-model.md, "Abort"): either seat may end the game without a result until both
// seats have taken a turn; under each opening procedure that is the other seat's first decision.
#include <gtest/gtest.h>

#include "game.h"
#include "game_json.h"
#include "game_script.h"
#include "records.h"
#include "records_game.h"

namespace renju::testing {
namespace {

Action abortBy(Seat s) {
  return act(s, ActionType::ABORT);
}

// Both seats may abort now; an abort ends the game with no winner, saying who aborted.
void expectAbortable(const Script& g) {
  for (Seat s : {OPENER, OTHER}) {
    EXPECT_TRUE(g.state().mayAbort());
    EXPECT_TRUE(g.allows(s, ActionType::ABORT)) << toString(s);
    Script copy = g;
    copy.ok(abortBy(s));
    ASSERT_TRUE(copy.state().result().has_value());
    const GameResult& r = *copy.state().result();
    EXPECT_EQ(r.reason, EndReason::ABORTED);
    EXPECT_FALSE(r.winner.has_value());
    EXPECT_FALSE(r.winnerColor.has_value());
    EXPECT_EQ(r.abortedBy, s);
    ASSERT_EQ(copy.lastEvents().size(), 1U);
    EXPECT_EQ(copy.lastEvents()[0].type, EventType::FINISHED);
    EXPECT_EQ(copy.lastEvents()[0].seat, s);
    EXPECT_EQ(copy.lastEvents()[0].result, r);
    EXPECT_EQ(copy.refused(place(~s, "a1")).code, "game-over");
  }
}

// Neither seat may abort any more: refused with abort-too-late, and not listed.
void expectTooLate(Script& g) {
  EXPECT_FALSE(g.state().mayAbort());
  for (Seat s : {OPENER, OTHER}) {
    EXPECT_FALSE(g.allows(s, ActionType::ABORT)) << toString(s);
    Error e = g.refused(abortBy(s));
    EXPECT_EQ(e.code, "abort-too-late");
    EXPECT_NE(e.message.find("both players have played"), std::string::npos) << e.message;
  }
}

TEST(Abort, StandardUntilWhitesFirstMove) {
  Script g(makeConfig(Rule::STANDARD));
  expectAbortable(g);
  g.place(OPENER, "h8");
  expectAbortable(g);
  g.place(OTHER, "h9");
  expectTooLate(g);
}

TEST(Abort, RifUntilTheOtherSeatsSwapDecision) {
  for (bool swaps : {false, true}) {
    Script g(makeConfig(Rule::RIF));
    g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10");
    expectAbortable(g);  // the opener's three stones are one seat's play
    if (swaps)
      g.swap(OTHER);
    else
      g.place(OTHER, "g9");  // move 4 declines the swap
    expectTooLate(g);
  }
}

TEST(Abort, YamaguchiCountsTheDeclarationAsTheOpenersOwn) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10").declare(OPENER, 2);
  expectAbortable(g);
  g.swap(OTHER);
  expectTooLate(g);
}

TEST(Abort, SoosorvUntilTheOtherSeatsFirstDecision) {
  Script g(makeConfig(Rule::SOOSORV));
  g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10");
  expectAbortable(g);
  g.place(OTHER, "g9");
  expectTooLate(g);
}

TEST(Abort, TaraguchiUntilTheOtherSeatsSwapOrSecondMove) {
  Script g(makeConfig(Rule::TARAGUCHI));
  expectAbortable(g);
  g.place(OPENER, "h8");
  expectAbortable(g);
  g.swap(OTHER);  // a swap before move 2 is the other seat's first turn
  expectTooLate(g);

  Script h(makeConfig(Rule::TARAGUCHI));
  h.place(OPENER, "h8").place(OTHER, "h9");
  expectTooLate(h);
}

TEST(Abort, TalkIsNotPlay) {
  // A draw offer and its answer take no turn: the game can still be aborted.
  Script g(makeConfig(Rule::STANDARD));
  g.place(OPENER, "h8")
      .simple(OTHER, ActionType::DRAW_OFFER)
      .simple(OPENER, ActionType::DRAW_DECLINE);
  expectAbortable(g);
}

TEST(Abort, AFinishedGameIsOver) {
  Script g(makeConfig(Rule::STANDARD));
  g.simple(OPENER, ActionType::RESIGN);
  EXPECT_EQ(g.refused(abortBy(OTHER)).code, "game-over");
}

TEST(Abort, ReplaysAndRoundTripsThroughJson) {
  Script g(makeConfig(Rule::RIF));
  g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10").ok(abortBy(OTHER));
  auto log = logFromJson(logToJson(g.log()));
  ASSERT_TRUE(log.ok()) << log.error().message;
  ReplayResult again = replay(g.state().config(), log.value());
  EXPECT_FALSE(again.error.has_value());
  EXPECT_TRUE(again.state == g.state());
  nlohmann::json state = stateToJson(g.state());
  EXPECT_EQ(state["result"]["reason"], "aborted");
  EXPECT_EQ(state["result"]["abortedBy"], "other");
  EXPECT_TRUE(state["result"]["winner"].is_null());
}

TEST(Abort, RecordsSayThereIsNoResult) {
  Script g(makeConfig(Rule::RIF));
  g.place(OPENER, "h8").place(OPENER, "h9").place(OPENER, "j10").ok(abortBy(OPENER));
  auto built = recordFromGame(g.state().config(), g.log());
  ASSERT_TRUE(built.ok());
  Record r = built.value();
  ASSERT_TRUE(r.result.has_value());
  EXPECT_EQ(r.result->reason, "aborted");
  EXPECT_FALSE(r.result->winner.has_value());

  const std::string sgf = writeSgf(r);
  EXPECT_NE(sgf.find("RE[Void]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("aborted before both players had played"), std::string::npos) << sgf;
  const std::string text = writeText(r);
  EXPECT_NE(text.find("# Result: No result: the game was aborted"), std::string::npos) << text;
  const std::string xml = writeRenjuNet(std::vector<Record>{r});
  EXPECT_EQ(xml.find("bresult"), std::string::npos) << xml;
  EXPECT_NE(xml.find("reason=\"aborted\""), std::string::npos) << xml;

  // Each format reads back as "aborted, no winner".
  for (const std::string& file : {sgf, xml}) {
    std::vector<Record> back = readRecords(file);
    ASSERT_EQ(back.size(), 1U) << file;
    ASSERT_TRUE(back[0].result.has_value()) << file;
    EXPECT_EQ(back[0].result->reason, "aborted") << file;
    EXPECT_FALSE(back[0].result->winner.has_value()) << file;
  }
}

}  // namespace
}  // namespace renju::testing
