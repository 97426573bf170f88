// `renju pair --dutch FILE.trf` as a tournament director runs it: the reference's output format
// on a fixture round, and exit status 2 with a message for what it cannot read or pair.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "run_renju.h"

namespace renju::test {
namespace {

std::string pairingFixture(const std::string& name) {
  return std::string(RENJU_TEST_FIXTURES) + "/pairing/" + name;
}

TEST(PairCliTest, PrintsTheRoundAsTheReferenceDoes) {
  const Outcome r = runRenju("pair --dutch " + pairingFixture("dutch_03_r4.trf"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, readFile(pairingFixture("dutch_03_r4.pairs")));
  EXPECT_EQ(r.err, "");
}

TEST(PairCliTest, AMissingFileIsStatusTwo) {
  const Outcome r = runRenju("pair --dutch /nonexistent/t.trf");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("cannot open /nonexistent/t.trf"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(PairCliTest, ABadLineIsStatusTwoNamingTheLine) {
  char path[] = "/tmp/renju-pair-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  close(fd);
  std::ofstream(path) << "XXR 5\nXXR five\n";
  const Outcome r = runRenju(std::string("pair --dutch ") + path);
  std::filesystem::remove(path);
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("line 2"), std::string::npos) << r.err;
}

// Every pair left puts two absolute colour preferences for the same colour together (C3).
TEST(PairCliTest, AnUnpairableRoundIsStatusTwo) {
  const Outcome r = runRenju("pair --dutch " + pairingFixture("unpairable_c3.trf"));
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("absolute criteria"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace renju::test
