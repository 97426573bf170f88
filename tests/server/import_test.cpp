// `renju import` (docs/archive.md) run as a user runs it, on small files of every format, good
// and broken (tests/fixtures/archive/), into the store the servers of these tests use (SQLite,
// or PostgreSQL with RENJU_TEST_PG). What landed is read back from the database itself.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <fstream>
#include <sstream>

#include "server_harness.h"

namespace renju::test {
namespace {

std::string fixture(const std::string& name) {
  return std::string(RENJU_TEST_FIXTURES) + "/archive/" + name;
}

struct ImportRun {
  int status = -1;
  std::string err;
};

/// `renju import <args>` into the store of `dir`, bounded to 60 s.
ImportRun import(const TempDir& dir, const std::string& args) {
  std::string target = usingPostgres() ? "--store '" + pgUrlFor(dir.path()) + "'"
                                       : "--db '" + (dir.path() / "renju.sqlite3").string() + "'";
  std::string errFile = (dir.path() / "import.err").string();
  std::string cmd = std::string("timeout 60 '") + RENJU_BINARY + "' import --quiet " + target +
                    " " + args + " 2> '" + errFile + "'";
  int raw = std::system(cmd.c_str());
  ImportRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream in(errFile);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  return r;
}

int64_t archived(const TempDir& dir) {
  return std::stoll(storeQuery(dir.path(), "SELECT count(*) AS c FROM archive")[0]["c"]);
}

Row game(const TempDir& dir, const std::string& moves) {
  auto rows = storeQuery(dir.path(), "SELECT * FROM archive WHERE moves = '" + moves + "'");
  EXPECT_EQ(rows.size(), 1u) << moves;
  return rows.empty() ? Row{} : rows[0];
}

TEST(ImportTest, EveryFormatAndTwiceAddsNothing) {
  TempDir dir;
  std::string files = fixture("good.rif") + " " + fixture("good.sgf") + " " + fixture("good.psq") +
                      " " + fixture("good.txt");
  ImportRun first = import(dir, files);
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_NE(first.err.find("6 games read: 6 added, 0 already archived, 0 skipped"),
            std::string::npos)
      << first.err;
  EXPECT_EQ(archived(dir), 6);

  Row five = game(dir, "h8 a1 i8 a2 j8 a3 k8 a4 l8");  // RenjuNet, won by a five
  EXPECT_EQ(five["source"], "import");
  EXPECT_EQ(five["rule"], "rif");
  EXPECT_EQ(five["result"], "black");
  EXPECT_EQ(five["reason"], "five");
  EXPECT_EQ(five["black_name"], "Ann");
  EXPECT_EQ(five["white_name"], "Bo");
  EXPECT_EQ(five["event"], "Archive cup");
  EXPECT_EQ(five["origin"], "good.rif");
  EXPECT_EQ(five["length"], "9");
  EXPECT_EQ(five["played_at"], "1556668800000");  // 2019-05-01 00:00 UTC
  Row sgf = game(dir, "h8 h9 i8");
  EXPECT_EQ(sgf["rule"], "soosorv");
  EXPECT_EQ(sgf["result"], "white");
  EXPECT_EQ(sgf["black_name"], "Ann");
  EXPECT_EQ(sgf["opening"], "6D");  // h8 h9 i8: Ugetsu
  Row psq = game(dir, "h8 i7 j8");
  EXPECT_EQ(psq["origin"], "good.psq");
  EXPECT_EQ(psq["result"], "");
  Row plain = game(dir, "h8 g9 h10 a1");
  EXPECT_EQ(plain["origin"], "good.txt");
  EXPECT_EQ(plain["result"], "");
  EXPECT_EQ(plain["black_name"], "");

  ImportRun again = import(dir, files);
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.err.find("6 games read: 0 added, 6 already archived"), std::string::npos)
      << again.err;
  EXPECT_EQ(archived(dir), 6);
}

TEST(ImportTest, ABadGameIsReportedAndSkippedWhole) {
  TempDir dir;
  ImportRun r = import(dir, fixture("broken.rif") + " " + fixture("broken.sgf") + " " +
                                fixture("broken.psq") + " " + fixture("broken.txt"));
  EXPECT_EQ(r.status, 0) << r.err;
  auto has = [&](const std::string& line) {
    EXPECT_NE(r.err.find(line), std::string::npos) << "missing: " << line << "\n" << r.err;
  };
  has("broken.rif: game 2 (id 602), move 3: skipped: occupied point h8 at move 3");
  has("broken.sgf: game 2, move 10: skipped: the game ended at move 9");
  has("broken.psq: game 1, move 3: skipped: occupied point h8 at move 3");
  has("broken.txt: game 2, move 3: skipped:");
  has("broken.txt: game 3, move 3: skipped: occupied point h8 at move 3");
  has("8 games read: 3 added, 0 already archived, 5 skipped");
  has("skipped occupied: 3");
  has("skipped after-end: 1");
  has("skipped unreadable: 1");
  // Only the good games, and nothing of the bad ones.
  EXPECT_EQ(archived(dir), 3);
  game(dir, "h8 i9 j10 g7");
  game(dir, "h8 g9 i7");
  game(dir, "h8 i7 j6");
  EXPECT_EQ(
      storeQuery(dir.path(), "SELECT count(*) AS c FROM archive WHERE moves LIKE 'h8 h9%'")[0]["c"],
      "0");
}

TEST(ImportTest, AMissingFileIsAnErrorAndTheOthersAreImported) {
  TempDir dir;
  ImportRun r = import(dir, fixture("no-such-file.rif") + " " + fixture("good.txt"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("no-such-file.rif: No such file or directory"), std::string::npos) << r.err;
  EXPECT_EQ(archived(dir), 2);
}

}  // namespace
}  // namespace renju::test
