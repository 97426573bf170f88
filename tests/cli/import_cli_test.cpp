// `renju import` on hostile files (issue 33), run as an operator runs it: what it says, its exit
// status, and that the good games around a bad one still land.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "run_renju.h"

namespace renju::test {
namespace {

class ImportCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    char dir[] = "/tmp/renju-import-XXXXXX";
    ASSERT_NE(mkdtemp(dir), nullptr);
    dir_ = dir;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::string path = dir_ + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  Outcome import(const std::string& file) {
    return runRenju("import --quiet --db " + dir_ + "/archive.sqlite3 " + file);
  }

  std::string dir_;
};

TEST_F(ImportCliTest, AHugeCommentIsCutWithANoteAndTheGameImported) {
  std::string sgf = "(;GM[4]SZ[15]PB[" + std::string(100, 'b') + "]C[" +
                    std::string(2'000'000, 'c') + "];B[hh];W[ii];B[hi])\n";
  Outcome r = import(write("big.sgf", sgf));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("big.sgf: game 1: note: SGF property C cut to 4096 bytes"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("game 1: note: Black's name cut to 64 bytes"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("1 games read: 1 added"), std::string::npos) << r.err;
}

TEST_F(ImportCliTest, DeepXmlIsAnErrorThatSaysWhy) {
  std::string xml =
      "<?xml version=\"1.0\"?>\n<database><games>"
      "<game id=\"1\"><move>h8 h9 j10</move></game>";
  for (int i = 0; i < 1'000'000; ++i) xml += "<g>";
  Outcome r = import(write("deep.rif", xml));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("deep.rif: the XML nests elements deeper than 32 levels"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("1 games read: 1 added"), std::string::npos) << r.err;
}

TEST_F(ImportCliTest, AFileWithoutGamesIsAnError) {
  Outcome r = import(write("empty.rif", "<?xml version=\"1.0\"?>\n<database></database>\n"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("empty.rif: no game in it"), std::string::npos) << r.err;
}

TEST_F(ImportCliTest, APsqNumberOutOfRangeIsUnreadable) {
  Outcome r = import(write("big.psq",
                           "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,123456789012345678901234567890,0\n"
                           "alpha\nbeta\n-1\n"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.err.find("skipped: line 3: the number 123456789012345678901234567890 is out of "
                       "range"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("skipped unreadable: 1"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("no moves"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace renju::test
