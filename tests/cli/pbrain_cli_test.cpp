// The real `renju pbrain` over pipes, and `renju match` between two of them at small node counts.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "board.h"
#include "forbidden.h"
#include "pbrain_protocol.h"

#include "run_renju.h"

namespace {

using renju::test::Outcome;
using renju::test::readFile;
using renju::test::runRenju;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string line; std::getline(ss, line);) out.push_back(line);
  return out;
}

// The answers that are not MESSAGE lines.
std::vector<std::string> answers(const std::string& out) {
  std::vector<std::string> a;
  for (const std::string& l : lines(out))
    if (l.rfind("MESSAGE", 0) != 0) a.push_back(l);
  return a;
}

TEST(PbrainCliTest, PlaysLegalMovesAndAnswersEveryCommand) {
  Outcome r =
      runRenju("pbrain --level 3",
               "START 15\nINFO max_node 3000\nINFO rule 4\nBEGIN\nTURN 8,8\nABOUT\nFLY\nTURN 99,1\n"
               "INFO rule 1\nEND\n");
  ASSERT_EQ(r.status, 0) << r.out;
  std::vector<std::string> a = answers(r.out);
  ASSERT_EQ(a.size(), 7u) << r.out;
  EXPECT_EQ(a[0], "OK");
  auto first = renju::pbrain::parseCoord(a[1]);
  auto second = renju::pbrain::parseCoord(a[2]);
  ASSERT_TRUE(first && second) << r.out;
  renju::Board b;
  b.place(*first, renju::Color::BLACK);
  ASSERT_NE(*renju::pbrain::parseCoord("8,8"), *first);
  b.place(*renju::pbrain::parseCoord("8,8"), renju::Color::WHITE);
  ASSERT_TRUE(b.isEmpty(*second)) << r.out;
  EXPECT_EQ(renju::forbiddenKind(b, *second), renju::ForbiddenKind::NONE);
  EXPECT_EQ(a[3].rfind("name=\"renju\"", 0), 0u) << a[3];
  EXPECT_EQ(a[4], "UNKNOWN FLY");
  EXPECT_EQ(a[5].rfind("ERROR TURN needs x,y", 0), 0u) << a[5];
  EXPECT_EQ(a[6].rfind("ERROR rule 1 is not supported", 0), 0u) << a[6];
}

TEST(PbrainCliTest, BoardBlockGivesAMoveForTheSideToMove) {
  // Black h8 i8 j8 k8 (the opponent's), White g8 h9 h10 (ours): White must block at l8.
  Outcome r =
      runRenju("pbrain --level 4",
               "START 15\nINFO max_node 5000\nBOARD\n7,7,2\n6,7,1\n8,7,2\n7,6,1\n9,7,2\n7,5,1\n"
               "10,7,2\nDONE\nEND\n");
  ASSERT_EQ(r.status, 0) << r.out;
  std::vector<std::string> a = answers(r.out);
  ASSERT_EQ(a.size(), 2u) << r.out;
  EXPECT_EQ(a[1], "11,7");
}

TEST(PbrainCliTest, MatchBetweenTwoLevelsEndsEveryGameOnTheBoard) {
  char dir[] = "/tmp/renju_match_test_XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  std::string base = dir;
  std::ofstream(base + "/openings.txt") << "h8 h9 h10 # 1D\nh8 i9 j8 # 3I\n";
  std::string engine = std::string("'") + RENJU_BINARY + "' pbrain";
  Outcome r = runRenju("match --engine1 \"" + engine + " --level 2\" --name1 L2 --engine2 \"" +
                           engine + " --level 1\" --name2 L1 --openings " + base +
                           "/openings.txt --nodes 400 " + "--games-out " + base + "/games.tsv",
                       "", 600);
  std::string games = readFile(base + "/games.tsv");
  std::system(("rm -rf '" + base + "'").c_str());
  ASSERT_EQ(r.status, 0) << r.out;
  std::vector<std::string> rows = lines(games);
  ASSERT_EQ(rows.size(), 5u) << games;  // header + 2 openings x 2 colours
  for (size_t i = 1; i < rows.size(); ++i) {
    // Every game ends by the rules (a five, a foul or a full board), never by a fault.
    bool byRules = rows[i].find("\tfive\t") != std::string::npos ||
                   rows[i].find("\tfoul ") != std::string::npos ||
                   rows[i].find("\tfull board\t") != std::string::npos;
    EXPECT_TRUE(byRules) << rows[i];
  }
  EXPECT_NE(r.out.find("L2 vs L1: 4 games, W "), std::string::npos) << r.out;
}

}  // namespace
