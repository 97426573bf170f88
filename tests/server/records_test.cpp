// The record endpoint of the real server: a RIF game with a clock, a swap, two offered fifth moves
// and a resignation, exported as text, SGF and RenjuNet XML, carries the rule, the date, the
// opening decisions, the result with its reason and (with the clock) every move's time.
#include <gtest/gtest.h>

#include <ctime>
#include <regex>

#include "server_harness.h"

namespace renju::test {
namespace {

std::string todayUtc() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

HttpResult act(uint16_t port, const json& g, const std::string& seat, const json& action) {
  return postJson(port, "/api/games/" + g["id"].get<std::string>() + "/actions", action,
                  g["seats"][seat].get<std::string>());
}

TEST(Records, ExportsCarryWhatTheGameHad) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  std::string before = todayUtc();
  json g = startGame(port, {{"rule", "rif"}, {"clock", {{"initial", 600}, {"increment", 0}}}});
  auto ok = [&](const std::string& seat, const json& action) {
    auto r = act(port, g, seat, action);
    ASSERT_EQ(r.status, 200) << action.dump() << ": " << r.body;
  };
  // The opener sets up 3D (Sosei); the other player swaps and so takes Black.
  for (const char* p : {"h8", "h9", "j10"}) ok("opener", {{"type", "place"}, {"point", p}});
  ok("other", {{"type", "swap"}});
  ok("opener", {{"type", "place"}, {"point", "i8"}});
  ok("other", {{"type", "offer"}, {"points", {"a1", "o15"}}});
  ok("opener", {{"type", "choose"}, {"point", "a1"}});
  ok("opener", {{"type", "place"}, {"point", "o1"}});
  ok("other", {{"type", "resign"}});
  std::string after = todayUtc();
  std::string base = "/api/games/" + g["id"].get<std::string>() + "/record?format=";
  auto dated = [&](const std::string& text, const std::string& pattern) {
    return text.find(std::regex_replace(pattern, std::regex("DATE"), before)) !=
               std::string::npos ||
           text.find(std::regex_replace(pattern, std::regex("DATE"), after)) != std::string::npos;
  };

  auto text = getJson(port, base + "text");
  ASSERT_EQ(text.status, 200);
  EXPECT_EQ(text.headers["content-type"], "text/plain; charset=utf-8");
  EXPECT_NE(text.body.find("# Game: " + g["id"].get<std::string>() + "\n# Rule: RIF\n"),
            std::string::npos)
      << text.body;
  EXPECT_TRUE(dated(text.body, "# Date: DATE\n")) << text.body;
  EXPECT_NE(text.body.find("# Opening: Swap decisions in order: swap. The opener plays White. "
                           "Black offered 2 fifth moves: a1, o15; White chose a1.\n"),
            std::string::npos)
      << text.body;
  EXPECT_NE(text.body.find("# Result: White wins by resignation.\nh8 h9 j10 i8 a1 o1\n"),
            std::string::npos)
      << text.body;

  auto sgf = getJson(port, base + "sgf");
  ASSERT_EQ(sgf.status, 200);
  EXPECT_NE(sgf.body.find("RE[W+R]RR[resign]"), std::string::npos) << sgf.body;
  EXPECT_TRUE(dated(sgf.body, "DT[DATE]")) << sgf.body;
  EXPECT_NE(sgf.body.find("GC[RIF. Swap decisions in order: swap. The opener plays White. Black "
                          "offered 2 fifth moves: a1, o15; White chose a1. White wins by "
                          "resignation.]"),
            std::string::npos)
      << sgf.body;
  // With a clock every move carries the time spent on it.
  std::regex move(";[BW]\\[[a-o]{2}\\]MS\\[\\d+\\]");
  auto moves = std::distance(std::sregex_iterator(sgf.body.begin(), sgf.body.end(), move),
                             std::sregex_iterator());
  EXPECT_EQ(moves, 6) << sgf.body;

  auto rif = getJson(port, base + "rif");
  ASSERT_EQ(rif.status, 200);
  for (const char* attribute :
       {" rule=\"rif\"", " opening=\"3D\"", " bresult=\"0\"", " reason=\"resign\"", " swap=\"S\"",
        " alt=\"a1 o15\"", " opener=\"white\""})
    EXPECT_NE(rif.body.find(attribute), std::string::npos) << attribute << "\n" << rif.body;
  EXPECT_TRUE(dated(rif.body, " date=\"DATE\"")) << rif.body;

  // Without a clock there are no move times.
  json untimed = startGame(port, {{"rule", "standard"}});
  for (const char* p : {"h8", "h9"}) {
    auto r = postJson(port, "/api/games/" + untimed["id"].get<std::string>() + "/actions",
                      {{"type", "place"}, {"point", p}}, secretToMove(port, untimed));
    ASSERT_EQ(r.status, 200) << r.body;
  }
  auto plain =
      getJson(port, "/api/games/" + untimed["id"].get<std::string>() + "/record?format=sgf");
  EXPECT_EQ(plain.body.find("MS["), std::string::npos) << plain.body;
  EXPECT_NE(plain.body.find(";B[hh];W[hg]"), std::string::npos) << plain.body;
  EXPECT_EQ(server.stop(), 0);
}

// Abort through the server: allowed while the other seat has not played, refused with a clear error
// once both have, and recorded as "no result" in the state and the exports.
TEST(Records, AbortBeforeBothPlayedAndRefusedAfter) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();

  json late = startGame(port, {{"rule", "standard"}});
  for (const char* seat : {"opener", "other"})
    ASSERT_EQ(act(port, late, seat,
                  {{"type", "place"}, {"point", std::string(seat) == "opener" ? "h8" : "h9"}})
                  .status,
              200);
  auto refused = act(port, late, "opener", {{"type", "abort"}});
  EXPECT_EQ(refused.status, 409) << refused.body;
  json error = json::parse(refused.body);
  EXPECT_EQ(error["error"], "abort-too-late") << refused.body;
  EXPECT_NE(error["message"].get<std::string>().find("resign or offer a draw"), std::string::npos);

  json g = startGame(port, {{"rule", "rif"}});
  for (const char* p : {"h8", "h9", "j10"})
    ASSERT_EQ(act(port, g, "opener", {{"type", "place"}, {"point", p}}).status, 200);
  auto aborted = act(port, g, "other", {{"type", "abort"}});
  ASSERT_EQ(aborted.status, 200) << aborted.body;
  json state = json::parse(aborted.body);
  EXPECT_EQ(state["game"]["status"], "finished");
  EXPECT_EQ(state["game"]["result"]["reason"], "aborted");
  EXPECT_EQ(state["game"]["result"]["abortedBy"], "other");
  EXPECT_TRUE(state["game"]["result"]["winner"].is_null());
  std::string base = "/api/games/" + g["id"].get<std::string>() + "/record?format=";
  auto sgf = getJson(port, base + "sgf");
  EXPECT_NE(sgf.body.find("RE[Void]RR[aborted]"), std::string::npos) << sgf.body;
  auto text = getJson(port, base + "text");
  EXPECT_NE(text.body.find("# Result: No result: the game was aborted before both players had "
                           "played.\nh8 h9 j10\n"),
            std::string::npos)
      << text.body;
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
