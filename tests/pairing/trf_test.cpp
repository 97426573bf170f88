#include "trf.h"

#include <gtest/gtest.h>

namespace renju::pairing {
namespace {

// Three players after two rounds: a win, a draw, a requested half bye, a pairing bye.
constexpr const char* SAMPLE =
    "012 Test Open\n"
    "XXR 5\n"
    "XXC black1\n"
    "001    1      Alpha, Anna                       2100        12345678             1.5    1"
    "     2 w 1     3 b =\n"
    "001    2      Beta                              1900                             1.0    2"
    "     1 b 0  0000 - U\n"
    "001    3      Gamma                                0                             0.5    3"
    "  0000 - H     1 w =\n";

TEST(Trf, ReadsPlayersRoundsAndExtensions) {
  const Result<Tournament> t = parseTrf(SAMPLE);
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(t->totalRounds, 5);
  EXPECT_EQ(t->firstColour, Colour::BLACK);
  ASSERT_EQ(t->players.size(), 3u);
  const Player& a = t->players[0];
  EXPECT_EQ(a.name, "Alpha, Anna");
  EXPECT_EQ(a.rating, 2100);
  EXPECT_EQ(a.fideId, "12345678");
  EXPECT_EQ(a.pointsTenths, 15);
  ASSERT_EQ(a.rounds.size(), 2u);
  EXPECT_EQ(a.rounds[0], (RoundEntry{2, Colour::WHITE, Outcome::WIN}));
  EXPECT_EQ(a.rounds[1], (RoundEntry{3, Colour::BLACK, Outcome::DRAW}));
  EXPECT_EQ(t->players[1].rounds[1], (RoundEntry{0, Colour::NONE, Outcome::PAIRING_BYE}));
  EXPECT_EQ(t->players[2].rating, 0);
  EXPECT_EQ(t->players[2].rounds[0].outcome, Outcome::HALF_BYE);
}

TEST(Trf, WritesWhatItReads) {
  const Result<Tournament> t = parseTrf(SAMPLE);
  ASSERT_TRUE(t.ok());
  const std::string text = writeTrf(*t);
  const Result<Tournament> again = parseTrf(text);
  ASSERT_TRUE(again.ok()) << again.error().message << "\n" << text;
  EXPECT_EQ(*again, *t);
  EXPECT_EQ(writeTrf(*again), text);
}

TEST(Trf, WritesTheFixedColumns) {
  Tournament t;
  t.totalRounds = 7;
  t.firstColour = Colour::WHITE;
  t.players.push_back(Player{1, "Some One", 1234, "", 20, {{2, Colour::BLACK, Outcome::WIN}}});
  t.players.push_back(Player{2, "Other", 0, "", 0, {{1, Colour::WHITE, Outcome::LOSS}}});
  const std::string text = writeTrf(t);
  EXPECT_NE(text.find("XXR 7\n"), std::string::npos);
  EXPECT_NE(text.find("XXC white1\n"), std::string::npos);
  const std::string line =
      text.substr(text.find("001"), text.find('\n', text.find("001")) - text.find("001"));
  EXPECT_EQ(line.substr(4, 4), "   1");
  EXPECT_EQ(line.substr(14, 8), "Some One");
  EXPECT_EQ(line.substr(48, 4), "1234");
  EXPECT_EQ(line.substr(80, 4), " 2.0");
  EXPECT_EQ(line.substr(91, 8), "   2 b 1");
}

void expectError(const std::string& text, const std::string& needle) {
  const Result<Tournament> t = parseTrf(text);
  ASSERT_FALSE(t.ok()) << "accepted: " << text;
  EXPECT_EQ(t.error().code, "bad-trf");
  EXPECT_NE(t.error().message.find(needle), std::string::npos) << t.error().message;
}

std::string playerLine(const std::string& rank, const std::string& rounds = "",
                       const std::string& rating = "1500", const std::string& points = " 0.0") {
  std::string line = "001 " + rank + "      " + std::string(33, 'x') + " " + rating;
  line.resize(80, ' ');
  return line + points + "    1" + "  " + rounds + "\n";
}

TEST(Trf, EachErrorNamesTheLineAndTheFault) {
  expectError("012 nothing\n", "no player lines");
  expectError("XXR many\n" + playerLine("   1"), "line 1: cannot read 'XXR many'");
  expectError("XXC green1\n" + playerLine("   1"), "XXC white1 or black1");
  expectError(playerLine("  x1"), "line 1: start rank");
  expectError(playerLine("   1", "", "15a0"), "rating");
  expectError(playerLine("   1", "", "1500", " 1,5"), "points");
  expectError(playerLine("   1") + playerLine("   3"), "line 2: start rank 3 where 2");
  expectError(playerLine("   1", "   2 x 1") + playerLine("   2"), "colour 'x'");
  expectError(playerLine("   1", "   2 w ?") + playerLine("   2"), "result '?'");
  expectError(playerLine("   1", "  2a w 1") + playerLine("   2"), "opponent '  2a'");
  expectError(playerLine("   1", "   9 w 1") + playerLine("   2"), "round 1: opponent 9");
}

TEST(Trf, BlankResultIsAZeroBye) {
  const Result<Tournament> t = parseTrf(playerLine("   1", "0000 -  ") + playerLine("   2"));
  ASSERT_TRUE(t.ok()) << t.error().message;
}

}  // namespace
}  // namespace renju::pairing
