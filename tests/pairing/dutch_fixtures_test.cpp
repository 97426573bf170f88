// The Dutch pairing against the reference without the reference: tests/fixtures/pairing holds
// tournaments cut from bbpPairings' random generator (scripts/pairing_check.py) and, next to
// each, the round bbpPairings printed for it (`bbpPairings --dutch FILE -p`).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "dutch.h"
#include "trf.h"

namespace renju::pairing {
namespace {

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The round as the CLI prints it, which is the reference's output format.
std::string printed(const Round& round) {
  std::string out = std::to_string(round.size()) + "\n";
  for (const Pair& p : round)
    out += std::to_string(p.first) + " " + std::to_string(p.second) + "\n";
  return out;
}

TEST(DutchFixtures, EveryRoundIsTheReferences) {
  const std::filesystem::path dir = std::filesystem::path(RENJU_TEST_FIXTURES) / "pairing";
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    // dutch_*.trf with the reference's dutch_*.pairs; other files serve other tests.
    if (entry.path().extension() != ".trf" ||
        !entry.path().filename().string().starts_with("dutch_")) {
      continue;
    }
    std::filesystem::path expected = entry.path();
    expected.replace_extension(".pairs");
    const Result<Tournament> t = parseTrf(slurp(entry.path()));
    ASSERT_TRUE(t.ok()) << entry.path() << ": " << t.error().message;
    const Result<Round> round = pairDutch(*t);
    ASSERT_TRUE(round.ok()) << entry.path() << ": " << round.error().message;
    EXPECT_EQ(printed(*round), slurp(expected)) << entry.path();
    ++checked;
  }
  EXPECT_GE(checked, 30);
}

}  // namespace
}  // namespace renju::pairing
