// "My games" (issue 10, docs/lobby.md) against the real server: the games of a player key, in
// play first with "your turn" on top, then finished ones with their results; the key's errors.
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

const std::string MY_KEY_A = "myGamesKeyA0000000000000";
const std::string MY_KEY_B = "myGamesKeyB0000000000000";

HttpResult myGamesCall(uint16_t port, const std::string& method, const std::string& target,
                       const std::string& key, const json& body = nullptr) {
  std::map<std::string, std::string> headers{{"Content-Type", "application/json"}};
  if (!key.empty()) headers["Authorization"] = "Player " + key;
  return httpRequest(port, method, target, body.is_null() ? "" : body.dump(), headers);
}

/// A game created with key A (the opener) and joined with key B: {"id", "a", "b"} with the
/// seats' secrets.
json gameOfAandB(uint16_t port) {
  auto created =
      myGamesCall(port, "POST", "/api/games", MY_KEY_A,
                  {{"rule", "standard"}, {"clock", {{"initial", 300}, {"increment", 0}}}});
  EXPECT_EQ(created.status, 201) << created.body;
  std::string id = created.json()["id"];
  auto joined = myGamesCall(port, "POST", "/api/games/" + id + "/join", MY_KEY_B,
                            {{"invite", created.json()["invite"]}});
  EXPECT_EQ(joined.status, 200) << joined.body;
  return json{{"id", id}, {"a", created.json()["seat"]}, {"b", joined.json()["seat"]}};
}

void actAs(uint16_t port, const json& game, const std::string& who, const json& action) {
  auto r = postJson(port, "/api/games/" + game["id"].get<std::string>() + "/actions", action,
                    game[who].get<std::string>());
  ASSERT_EQ(r.status, 200) << r.body;
}

std::vector<std::string> listedIds(const json& games) {
  std::vector<std::string> ids;
  for (const json& g : games) ids.push_back(g["id"]);
  return ids;
}

TEST(MyGames, YourTurnFirstThenTheOthersThenFinishedWithResults) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();

  expectError(myGamesCall(port, "GET", "/api/my-games", ""), 401, "no-player");
  expectError(myGamesCall(port, "GET", "/api/my-games", "short"), 401, "no-player");
  expectError(myGamesCall(port, "POST", "/api/my-games", MY_KEY_A), 405, "method-not-allowed");
  EXPECT_EQ(myGamesCall(port, "GET", "/api/my-games", MY_KEY_A).json()["games"], json::array());
  ASSERT_EQ(myGamesCall(port, "PUT", "/api/player", MY_KEY_A, {{"name", "Ana"}}).status, 200);

  json ended = gameOfAandB(port);  // b resigns after a's first stone: a wins
  actAs(port, ended, "a", {{"type", "place"}, {"point", "h8"}});
  actAs(port, ended, "b", {{"type", "resign"}});
  json theirs = gameOfAandB(port);  // a played: b's turn
  actAs(port, theirs, "a", {{"type", "place"}, {"point", "h8"}});
  json mine = gameOfAandB(port);  // nothing played: a (the opener, Black) moves first
  auto waiting = myGamesCall(port, "POST", "/api/games", MY_KEY_A, {{"rule", "standard"}});
  ASSERT_EQ(waiting.status, 201);
  std::string waitingId = waiting.json()["id"];
  // A stranger's game is nobody else's.
  ASSERT_EQ(postJson(port, "/api/games", {{"rule", "standard"}}).status, 201);

  auto a = myGamesCall(port, "GET", "/api/my-games", MY_KEY_A);
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.headers["cache-control"], "no-store");
  json games = a.json()["games"];
  EXPECT_EQ(listedIds(games),
            (std::vector<std::string>{mine["id"], waitingId, theirs["id"], ended["id"]}));
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(games[0]["status"], "playing");
  EXPECT_EQ(games[0]["yourTurn"], true);
  EXPECT_EQ(games[0]["seat"], "opener");
  EXPECT_EQ(games[0]["color"], "black");
  EXPECT_EQ(games[0]["settings"]["rule"], "standard");
  EXPECT_EQ(games[0]["settings"]["clock"]["initialMs"], 300000);
  EXPECT_TRUE(games[0]["opponent"]["name"].is_null());  // b has no display name
  EXPECT_TRUE(games[0]["result"].is_null());
  EXPECT_EQ(games[1]["status"], "waiting");
  EXPECT_TRUE(games[1]["opponent"].is_null());
  EXPECT_EQ(games[1]["yourTurn"], false);
  EXPECT_EQ(games[2]["yourTurn"], false);
  EXPECT_EQ(games[2]["moves"], 1);
  EXPECT_EQ(games[3]["status"], "finished");
  EXPECT_EQ(games[3]["result"], (json{{"outcome", "win"}, {"reason", "resign"}}));
  EXPECT_GT(games[3]["lastMoveAt"].get<int64_t>(), 0);

  // The other side of the same games: b's turn is the game where a played.
  json b = myGamesCall(port, "GET", "/api/my-games", MY_KEY_B).json()["games"];
  EXPECT_EQ(listedIds(b), (std::vector<std::string>{theirs["id"], mine["id"], ended["id"]}));
  ASSERT_EQ(b.size(), 3u);
  EXPECT_EQ(b[0]["yourTurn"], true);
  EXPECT_EQ(b[0]["seat"], "other");
  EXPECT_EQ(b[0]["color"], "white");
  EXPECT_EQ(b[0]["opponent"]["name"], "Ana");
  EXPECT_EQ(b[2]["result"]["outcome"], "loss");

  // After a restart the list is read again from the store, the same.
  EXPECT_EQ(server.stop(), 0);
  server.start();
  json again = myGamesCall(server.port(), "GET", "/api/my-games", MY_KEY_A).json()["games"];
  EXPECT_EQ(again, games);
}

}  // namespace
}  // namespace renju::test
