// The Gomocup protocol state machine on its own: lines in, lines and requests out.
#include "pbrain_protocol.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace renju::pbrain {
namespace {

Point at(const char* s) {
  return *parsePoint(s);
}

// Feeds lines and concatenates what they print.
struct Session {
  State state;
  Step last;
  std::vector<std::string> out;

  Session() { state.about = "name=\"test\""; }
  Step send(std::string_view line) {
    last = handleLine(state, line);
    out.insert(out.end(), last.out.begin(), last.out.end());
    return last;
  }
};

bool startsWith(const std::string& s, std::string_view prefix) {
  return s.rfind(prefix, 0) == 0;
}

TEST(PbrainCoordTest, MapsGomocupRowsFromTheTopToOurRowsFromTheBottom) {
  EXPECT_EQ(parseCoord("7,7"), at("h8"));
  EXPECT_EQ(parseCoord("0,0"), at("a15"));
  EXPECT_EQ(parseCoord("0,14"), at("a1"));
  EXPECT_EQ(parseCoord(" 14 , 14 "), at("o1"));
  EXPECT_EQ(formatCoord(at("a15")), "0,0");
  EXPECT_EQ(formatCoord(at("j10")), "9,5");
  for (int i = 0; i < BOARD_POINTS; ++i)
    EXPECT_EQ(parseCoord(formatCoord(Point::fromIndex(i))), Point::fromIndex(i));
}

TEST(PbrainCoordTest, RejectsAnythingButTwoIntegersOnTheBoard) {
  for (const char* bad :
       {"", "7", "7,", ",7", "7,7,1", "15,0", "0,15", "-1,3", "a,b", "7;7", "7 7", "1e1,2"})
    EXPECT_EQ(parseCoord(bad), std::nullopt) << bad;
}

TEST(PbrainProtocolTest, StartAnswersOkOnlyForFifteen) {
  Session s;
  EXPECT_EQ(s.send("START 15").out, std::vector<std::string>{"OK"});
  EXPECT_TRUE(s.last.newGame);
  EXPECT_TRUE(s.state.started);
  Session t;
  Step step = t.send("START 20");
  ASSERT_EQ(step.out.size(), 1u);
  EXPECT_TRUE(startsWith(step.out[0], "ERROR unsupported size 20")) << step.out[0];
  EXPECT_FALSE(t.state.started);
  EXPECT_TRUE(startsWith(t.send("START").out.at(0), "ERROR"));
  EXPECT_TRUE(startsWith(t.send("RECTSTART 15,15").out.at(0), "ERROR"));
}

TEST(PbrainProtocolTest, MovesBeforeStartAreErrorsAndChangeNothing) {
  Session s;
  for (const char* line : {"TURN 7,7", "BEGIN", "BOARD", "RESTART", "TAKEBACK 7,7", "SWAP2BOARD"}) {
    Step step = s.send(line);
    ASSERT_EQ(step.out.size(), 1u) << line;
    EXPECT_TRUE(startsWith(step.out[0], "ERROR")) << line;
    EXPECT_EQ(step.request, Request::NONE) << line;
  }
  EXPECT_TRUE(s.state.stones.empty());
  EXPECT_EQ(s.state.mode, State::Mode::COMMANDS);
}

TEST(PbrainProtocolTest, BeginAsksForBlacksFirstMove) {
  Session s;
  s.send("START 15");
  Step step = s.send("begin");  // commands are case-insensitive
  EXPECT_EQ(step.request, Request::MOVE);
  EXPECT_TRUE(step.out.empty());
  EXPECT_EQ(sideToMove(s.state), Color::BLACK);
  EXPECT_EQ(commitMove(s.state, at("h8")), "7,7");
  ASSERT_EQ(s.state.stones.size(), 1u);
  EXPECT_EQ(s.state.stones[0].second, Color::BLACK);
  // BEGIN on a non-empty board is an error.
  EXPECT_TRUE(startsWith(s.send("BEGIN").out.at(0), "ERROR"));
}

TEST(PbrainProtocolTest, TurnPlacesTheOpponentsStoneWithTheRightColour) {
  Session s;
  s.send("START 15\r");
  Step step = s.send("TURN 7,7");
  EXPECT_EQ(step.request, Request::MOVE);
  ASSERT_EQ(s.state.stones.size(), 1u);
  EXPECT_EQ(s.state.stones[0], std::make_pair(at("h8"), Color::BLACK));
  EXPECT_EQ(sideToMove(s.state), Color::WHITE);
  EXPECT_EQ(commitMove(s.state, at("h9")), "7,6");
  s.send("TURN 8,7");
  EXPECT_EQ(s.state.stones.back(), std::make_pair(at("i8"), Color::BLACK));
}

TEST(PbrainProtocolTest, BadTurnsAreErrorsAndChangeNothing) {
  Session s;
  s.send("START 15");
  s.send("TURN 7,7");
  commitMove(s.state, at("h9"));
  auto before = s.state.stones;
  for (const char* line : {"TURN 7,7", "TURN 7,6", "TURN 15,3", "TURN", "TURN x,y", "TURN 1,2,3"}) {
    Step step = s.send(line);
    ASSERT_EQ(step.out.size(), 1u) << line;
    EXPECT_TRUE(startsWith(step.out[0], "ERROR")) << line << ": " << step.out[0];
    EXPECT_EQ(step.request, Request::NONE);
    EXPECT_EQ(s.state.stones, before);
  }
}

TEST(PbrainProtocolTest, BoardSetsColoursFromTheCountsAndAsksForAMove) {
  Session s;
  s.send("START 15");
  for (const char* line : {"BOARD", "7,7,2", "7,6,1", "8,8,2"})
    EXPECT_TRUE(s.send(line).out.empty());
  Step step = s.send("DONE");
  EXPECT_EQ(step.request, Request::MOVE);
  // Three stones: White to move, so we are White; the opponent's two stones are Black.
  std::vector<std::pair<Point, Color>> want = {
      {at("h8"), Color::BLACK}, {at("h9"), Color::WHITE}, {at("i7"), Color::BLACK}};
  EXPECT_EQ(s.state.stones, want);
  EXPECT_EQ(sideToMove(s.state), Color::WHITE);
}

TEST(PbrainProtocolTest, EmptyBoardBlockMeansWeAreBlack) {
  Session s;
  s.send("START 15");
  s.send("BOARD");
  EXPECT_EQ(s.send("DONE").request, Request::MOVE);
  EXPECT_EQ(sideToMove(s.state), Color::BLACK);
}

TEST(PbrainProtocolTest, InconsistentOrMalformedBoardsAreErrorsAndKeepTheOldBoard) {
  const std::vector<std::vector<std::string>> blocks = {
      {"7,7,1", "7,6,1"},  // two own stones, none of the opponent's
      {"7,7,2", "7,6,2"},  // opponent has two more
      {"7,7,2", "7,7,1"},  // the same point twice
      {"7,7,3"},           // continuous-game field
      {"7,7"},             // no field
      {"7,16,1"},          // off the board
  };
  for (size_t i = 0; i < blocks.size(); ++i) {
    Session s;
    s.send("START 15");
    s.send("TURN 7,7");
    commitMove(s.state, at("h9"));
    auto before = s.state.stones;
    s.send("BOARD");
    for (const std::string& line : blocks[i]) s.send(line);
    Step step = s.send("DONE");
    ASSERT_EQ(step.out.size(), 1u) << i;
    EXPECT_TRUE(startsWith(step.out[0], "ERROR BOARD")) << step.out[0];
    EXPECT_EQ(step.request, Request::NONE);
    EXPECT_EQ(s.state.stones, before) << i;
    EXPECT_EQ(s.state.mode, State::Mode::COMMANDS);
  }
}

TEST(PbrainProtocolTest, ACommandInsideABlockEndsItWithAnErrorAndIsObeyed) {
  Session s;
  s.send("START 15");
  s.send("BOARD");
  s.send("7,7,2");
  Step step = s.send("TURN 8,8");
  ASSERT_GE(step.out.size(), 1u);
  EXPECT_EQ(step.out[0], "ERROR BOARD ended without DONE");
  EXPECT_EQ(step.request, Request::MOVE);
  ASSERT_EQ(s.state.stones.size(), 1u);  // only the TURN's stone: the block was dropped
  EXPECT_EQ(s.state.stones[0].first, at("i7"));
}

TEST(PbrainProtocolTest, TakebackRemovesTheStoneAndAnswersOk) {
  Session s;
  s.send("START 15");
  s.send("TURN 7,7");
  commitMove(s.state, at("h9"));
  EXPECT_EQ(s.send("TAKEBACK 7,6").out, std::vector<std::string>{"OK"});
  ASSERT_EQ(s.state.stones.size(), 1u);
  EXPECT_TRUE(startsWith(s.send("TAKEBACK 7,6").out.at(0), "ERROR"));
  EXPECT_EQ(s.send("TAKEBACK 7,7").out, std::vector<std::string>{"OK"});
  EXPECT_TRUE(s.state.stones.empty());
}

TEST(PbrainProtocolTest, PlayRecordsTheGivenMoveAsOursAndEchoesIt) {
  Session s;
  s.send("START 15");
  EXPECT_EQ(s.send("PLAY 7,7").out, std::vector<std::string>{"7,7"});
  EXPECT_EQ(s.state.stones.at(0), std::make_pair(at("h8"), Color::BLACK));
  EXPECT_TRUE(startsWith(s.send("PLAY 7,7").out.at(0), "ERROR"));
}

TEST(PbrainProtocolTest, InfoSetsLimitsAndRejectsBadValues) {
  Session s;
  EXPECT_TRUE(s.send("INFO timeout_turn 1000").out.empty());
  EXPECT_TRUE(s.send("INFO timeout_match 60000").out.empty());
  EXPECT_TRUE(s.send("INFO time_left 59000").out.empty());
  EXPECT_TRUE(s.send("INFO max_memory 83886080").out.empty());
  EXPECT_TRUE(s.send("INFO max_node 10000").out.empty());
  EXPECT_TRUE(s.send("INFO rule 4").out.empty());
  EXPECT_TRUE(s.send("INFO game_type 1").out.empty());
  EXPECT_TRUE(s.send("INFO folder /tmp/x").out.empty());
  EXPECT_TRUE(s.send("INFO some_future_key 3").out.empty());  // ignored, per the protocol
  EXPECT_EQ(s.state.settings.timeoutTurnMs, 1000);
  EXPECT_EQ(s.state.settings.timeoutMatchMs, 60000);
  EXPECT_EQ(s.state.settings.timeLeftMs, 59000);
  EXPECT_EQ(s.state.settings.maxMemoryBytes, 83886080u);
  EXPECT_EQ(s.state.settings.maxNodes, 10000u);
  Settings before = s.state.settings;
  for (const char* line : {"INFO timeout_turn", "INFO timeout_turn -5", "INFO max_node lots",
                           "INFO rule 1", "INFO rule 0", "INFO time_left 99999999999999999999"}) {
    Step step = s.send(line);
    ASSERT_EQ(step.out.size(), 1u) << line;
    EXPECT_TRUE(startsWith(step.out[0], "ERROR")) << line;
  }
  EXPECT_EQ(s.state.settings.timeoutTurnMs, before.timeoutTurnMs);
  EXPECT_EQ(s.state.settings.maxNodes, before.maxNodes);
  EXPECT_EQ(s.state.settings.rule, 4);
}

TEST(PbrainProtocolTest, AboutEndAndUnknown) {
  Session s;
  EXPECT_EQ(s.send("ABOUT").out, std::vector<std::string>{"name=\"test\""});
  EXPECT_EQ(s.send("FLY 3").out, std::vector<std::string>{"UNKNOWN FLY"});
  EXPECT_TRUE(s.send("").out.empty());
  EXPECT_TRUE(s.send("END").quit);
}

TEST(PbrainProtocolTest, RestartClearsTheBoard) {
  Session s;
  s.send("START 15");
  s.send("TURN 7,7");
  Step step = s.send("RESTART");
  EXPECT_EQ(step.out, std::vector<std::string>{"OK"});
  EXPECT_TRUE(step.newGame);
  EXPECT_TRUE(s.state.stones.empty());
}

TEST(PbrainProtocolTest, Swap2BoardTakesStonesAlternatingFromBlack) {
  Session s;
  s.send("START 15");
  s.send("SWAP2BOARD");
  s.send("7,7");
  s.send("7,6");
  s.send("8,8");
  Step step = s.send("DONE");
  EXPECT_EQ(step.request, Request::SWAP2);
  ASSERT_EQ(s.state.stones.size(), 3u);
  EXPECT_EQ(s.state.stones[2], std::make_pair(at("i7"), Color::BLACK));
  EXPECT_EQ(commitSwap2(s.state, {false, {at("j10"), at("g6")}}), "9,5 6,9");
  EXPECT_EQ(s.state.stones.size(), 5u);
  EXPECT_EQ(s.state.stones[3].second, Color::WHITE);
  EXPECT_EQ(s.state.stones[4].second, Color::BLACK);
  EXPECT_EQ(commitSwap2(s.state, {true, {}}), "SWAP");
}

TEST(PbrainProtocolTest, Swap2BoardWithAWrongCountIsAnError) {
  Session s;
  s.send("START 15");
  s.send("SWAP2BOARD");
  s.send("7,7");
  s.send("7,6");
  Step step = s.send("DONE");
  EXPECT_TRUE(startsWith(step.out.at(0), "ERROR SWAP2BOARD")) << step.out[0];
  EXPECT_EQ(step.request, Request::NONE);
  s.send("SWAP2BOARD");
  s.send("7,7,1");  // a BOARD line is not a SWAP2BOARD line
  EXPECT_TRUE(startsWith(s.send("DONE").out.at(0), "ERROR SWAP2BOARD"));
}

}  // namespace
}  // namespace renju::pbrain
