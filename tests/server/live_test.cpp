// Live games (issue 10, docs/lobby.md, "Watch") against the real server: GET /api/live and the
// lobby socket's live frames follow a public game from its start to its end; a game from a
// private challenge never shows; a socket that did not ask for live games gets none.
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

const json LIVE_STANDARD = {{"rule", "standard"}, {"clock", {{"initial", 600}, {"increment", 5}}}};

/// A game made from a challenge of `a` accepted by `b`: {"id", "black", "white"} with the seat
/// secrets of the seats that play Black and White (the opener is Black).
json liveMatch(uint16_t port, const Player& a, const Player& b, bool isPrivate) {
  json body = LIVE_STANDARD;
  body["private"] = isPrivate;
  auto made = call(port, "POST", "/api/challenges", a, body);
  EXPECT_EQ(made.status, 201) << made.body;
  auto accepted =
      call(port, "POST", "/api/challenges/" + std::string(made.json()["id"]) + "/accept", b);
  EXPECT_EQ(accepted.status, 200) << accepted.body;
  bool bOpens = accepted.json()["you"] == "opener";
  std::string aSeat = made.json()["seat"], bSeat = accepted.json()["seat"];
  return json{{"id", accepted.json()["game"]},
              {"black", bOpens ? bSeat : aSeat},
              {"white", bOpens ? aSeat : bSeat}};
}

void liveAct(uint16_t port, const json& game, const std::string& color, const json& action) {
  auto r = postJson(port, "/api/games/" + game["id"].get<std::string>() + "/actions", action,
                    game[color].get<std::string>());
  ASSERT_EQ(r.status, 200) << r.body;
}

TEST(LiveGames, ApiAndLobbySocketFollowAPublicGameAndNeverAPrivateOne) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a{std::string(22, 'l'), "10.0.1.1"}, b{std::string(22, 'm'), "10.0.1.2"};
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana"}}).status, 200);

  EXPECT_EQ(getJson(port, "/api/live").json()["games"], json::array());
  expectError(postJson(port, "/api/live", json::object()), 405, "method-not-allowed");
  WsClient watcher(port, "/api/lobby/socket");
  watcher.send({{"t", "hello"}, {"d", {{"live", true}}}});
  auto empty = watcher.nextOf("live");
  ASSERT_TRUE(empty);
  EXPECT_EQ((*empty)["d"]["games"], json::array());
  WsClient home(port, "/api/lobby/socket");  // the home page: no live frames
  home.send({{"t", "hello"}, {"d", json::object()}});
  ASSERT_TRUE(home.nextOf("lobby"));
  WsClient bad(port, "/api/lobby/socket");
  bad.send({{"t", "hello"}, {"d", {{"live", "yes"}}}});
  EXPECT_EQ(bad.nextOf("error").value_or(json())["d"]["error"], "bad-request");

  json hidden = liveMatch(port, a, b, true);
  json open = liveMatch(port, a, b, false);
  auto started = watcher.nextOf("live-changed");
  ASSERT_TRUE(started);
  EXPECT_EQ((*started)["d"]["id"], open["id"]);
  EXPECT_EQ((*started)["d"]["moves"], json::array());
  EXPECT_EQ((*started)["d"]["settings"]["rule"], "standard");

  liveAct(port, hidden, "black", {{"type", "place"}, {"point", "h8"}});
  liveAct(port, open, "black", {{"type", "place"}, {"point", "h8"}});
  liveAct(port, open, "white", {{"type", "place"}, {"point", "h9"}});
  // Two moves within the feed's interval come as one frame, or two; the last has both.
  json seen;
  while (seen.is_null() || seen["moves"].size() < 2) {
    auto changed = watcher.nextOf("live-changed");
    ASSERT_TRUE(changed);
    EXPECT_EQ((*changed)["d"]["id"], open["id"]);  // never the private game
    seen = (*changed)["d"];
  }
  EXPECT_EQ(seen["moves"], (json{"h8", "h9"}));
  EXPECT_EQ(seen["toMove"], "black");
  // Black moved once: at most the initial 10 minutes and one 5 s increment left.
  EXPECT_LE(seen["clock"]["black"].get<int64_t>(), 605000);
  EXPECT_GT(seen["clock"]["black"].get<int64_t>(), 0);
  json names = seen["names"];
  EXPECT_TRUE(names["black"] == "Ana" || names["white"] == "Ana") << names;

  json listed = getJson(port, "/api/live").json()["games"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["id"], open["id"]);
  EXPECT_EQ(listed[0]["moves"], (json{"h8", "h9"}));
  EXPECT_EQ(listed[0]["spectators"], 0);
  EXPECT_EQ(listed[0]["settings"]["clock"]["initialMs"], 600000);
  EXPECT_FALSE(listed[0]["settings"].contains("public"));

  // A spectator counts; the list says so once the room has told its presence.
  WsClient spectator(port, "/api/games/" + std::string(open["id"]) + "/socket");
  spectator.send({{"t", "hello"}, {"d", json::object()}});
  ASSERT_TRUE(spectator.nextOf("welcome"));
  json watched;
  while (watched.is_null() || watched["spectators"] != 1) {
    auto changed = watcher.nextOf("live-changed");
    ASSERT_TRUE(changed);
    watched = (*changed)["d"];
  }
  EXPECT_EQ(getJson(port, "/api/live").json()["games"][0]["spectators"], 1);

  // A player who renames itself mid-game shows so on the Watch page at once.
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana Maria"}}).status, 200);
  json renamed;
  while (renamed.is_null() ||
         (renamed["names"]["black"] != "Ana Maria" && renamed["names"]["white"] != "Ana Maria")) {
    auto changed = watcher.nextOf("live-changed");
    ASSERT_TRUE(changed) << "the new name never came";
    renamed = (*changed)["d"];
  }
  EXPECT_EQ(getJson(port, "/api/live").json()["games"][0]["names"], renamed["names"]);

  // The end: removed from the feed and the list.
  liveAct(port, open, "white", {{"type", "resign"}});
  auto removed = watcher.nextOf("live-removed");
  ASSERT_TRUE(removed);
  EXPECT_EQ((*removed)["d"]["id"], open["id"]);
  EXPECT_EQ(getJson(port, "/api/live").json()["games"], json::array());

  // The home socket saw every frame the watcher did before its next challenge frame, and no
  // live one among them.
  auto later = call(port, "POST", "/api/challenges", b, LIVE_STANDARD);
  ASSERT_EQ(later.status, 201) << later.body;
  for (;;) {
    auto m = home.next();
    ASSERT_TRUE(m);
    std::string t = (*m)["t"];
    EXPECT_NE(t.rfind("live", 0), 0u) << t;
    if (t == "challenge-added" && (*m)["d"]["id"] == later.json()["id"]) break;
  }
}

}  // namespace
}  // namespace renju::test
