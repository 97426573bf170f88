// Correspondence clocks (docs/lobby.md, "Correspondence") against the real server, with a "day"
// of two seconds (--correspondence-day-seconds): each move gets the whole time per move again,
// nobody claims a correspondence game, and a deadline that passes while the server is down ends
// the game on time when it starts again.
#include <gtest/gtest.h>

#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

json correspondenceState(uint16_t port, const std::string& id) {
  return getJson(port, "/api/games/" + id).json();
}

TEST(Correspondence, EachMoveGetsTheWholeTimeAndNobodyClaims) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--correspondence-day-seconds", "2"});
  server.start();
  uint16_t port = server.port();
  expectError(postJson(port, "/api/games", {{"clock", {{"days", 4}}}}), 400, "bad-request");
  expectError(postJson(port, "/api/games", {{"clock", {{"days", 1}, {"initial", 60}}}}), 400,
              "bad-request");

  json game =
      startGame(port, {{"rule", "standard"}, {"opener", "creator"}, {"clock", {{"days", 3}}}});
  std::string id = game["id"];
  json clock = correspondenceState(port, id)["clock"];
  EXPECT_EQ(clock["days"], 3);
  EXPECT_EQ(clock["initial"], 6);  // three "days" of two seconds
  EXPECT_EQ(clock["increment"], 0);

  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ASSERT_EQ(postJson(port, "/api/games/" + id + "/actions", {{"type", "place"}, {"point", "h8"}},
                     game["seats"]["opener"])
                .status,
            200);
  json after = correspondenceState(port, id);
  // The opener used some of its time and got all of it back with its move.
  EXPECT_EQ(after["clock"]["remaining"]["opener"], 6000);
  EXPECT_EQ(after["clock"]["running"], "other");
  // Nobody has a socket, yet no claim is offered or accepted.
  EXPECT_EQ(after["seats"]["other"]["claimAt"], nullptr);
  expectError(postJson(port, "/api/games/" + id + "/actions",
                       {{"type", "claim"}, {"result", "win"}}, game["seats"]["opener"]),
              409, "no-claim");
}

TEST(Correspondence, ADeadlinePassedWhileTheServerWasDownEndsTheGameOnTime) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--correspondence-day-seconds", "1"});
  server.start();
  json game = startGame(server.port(),
                        {{"rule", "standard"}, {"opener", "creator"}, {"clock", {{"days", 2}}}});
  std::string id = game["id"];
  ASSERT_EQ(postJson(server.port(), "/api/games/" + id + "/actions",
                     {{"type", "place"}, {"point", "h8"}}, game["seats"]["opener"])
                .status,
            200);
  EXPECT_EQ(server.stop(), 0);
  // White's two "days" pass while no server runs.
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  server.start();
  json ended;
  for (int i = 0; i < 100; ++i) {
    ended = correspondenceState(server.port(), id);
    if (ended["status"] == "finished") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ASSERT_EQ(ended["status"], "finished") << ended.dump();
  EXPECT_EQ(ended["game"]["result"]["reason"], "time");
  EXPECT_EQ(ended["game"]["result"]["winner"], "opener");
  // The end is stored: it is there after another restart.
  EXPECT_EQ(server.stop(), 0);
  server.start();
  EXPECT_EQ(correspondenceState(server.port(), id)["game"]["result"]["reason"], "time");
}

}  // namespace
}  // namespace renju::test
