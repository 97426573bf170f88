// The server's own behaviour against the real process: errors and strangers, the WebSocket
// protocol (events, acks, idempotency, reconnects), clocks, claims, rematches, limits, pages,
// and a kill -9 in the middle of a game.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <fstream>
#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

HttpResult place(uint16_t port, const json& g, const std::string& seat, const std::string& point) {
  return postJson(port, "/api/games/" + idOf(g) + "/actions", {{"type", "place"}, {"point", point}},
                  g["seats"][seat].get<std::string>());
}

TEST(Server, CreateJoinAndErrors) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--max-body", "2048"});
  server.start();
  uint16_t port = server.port();

  json created = createGame(port, {{"rule", "taraguchi"},
                                   {"n", 10},
                                   {"clock", {{"initial", 900}, {"increment", 5}}},
                                   {"opener", "opponent"},
                                   {"fouls", "lose"},
                                   {"takebacks", false}});
  EXPECT_EQ(created["you"], "other");
  EXPECT_GE(created["seat"].get<std::string>().size(), 22u);
  EXPECT_NE(created["urls"]["invite"].get<std::string>().find("#invite="), std::string::npos);
  std::string id = created["id"];
  json waiting = getJson(port, "/api/games/" + id).json();
  EXPECT_EQ(waiting["status"], "waiting");
  EXPECT_EQ(waiting["version"], 0);
  EXPECT_EQ(waiting["rule"], "taraguchi");
  EXPECT_EQ(waiting["clock"]["remaining"]["opener"], 900000);

  // Acting before the opponent joins, with a wrong invite, twice with the right one.
  auto early = postJson(port, "/api/games/" + id + "/actions", {{"type", "place"}, {"point", "h8"}},
                        created["seat"]);
  EXPECT_EQ(early.status, 409);
  EXPECT_EQ(early.json()["error"], "not-started");
  EXPECT_EQ(postJson(port, "/api/games/" + id + "/join", {{"invite", "nope"}}).status, 403);
  auto joined = postJson(port, "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  ASSERT_EQ(joined.status, 200);
  EXPECT_EQ(joined.json()["you"], "opener");
  auto again = postJson(port, "/api/games/" + id + "/join", {{"invite", created["invite"]}});
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(again.json()["error"], "invite-used");

  json playing = getJson(port, "/api/games/" + id, joined.json()["seat"]).json();
  EXPECT_EQ(playing["status"], "playing");
  EXPECT_EQ(playing["you"], "opener");
  EXPECT_EQ(playing["version"], 1);
  EXPECT_EQ(playing["clock"]["running"], "opener");

  std::string target = "/api/games/" + id + "/actions";
  std::string seat = joined.json()["seat"];
  auto expectError = [&](const HttpResult& r, int status, const std::string& code) {
    EXPECT_EQ(r.status, status) << r.body;
    EXPECT_EQ(r.json()["error"], code) << r.body;
    EXPECT_TRUE(r.json()["message"].is_string());
  };
  expectError(httpRequest(port, "POST", target, "{not json", {{"Authorization", "Bearer " + seat}}),
              400, "bad-json");
  expectError(postJson(port, target, {{"type", "teleport"}}, seat), 400, "unknown-action");
  expectError(postJson(port, target, {{"type", "place"}, {"point", "z99"}}, seat), 400,
              "bad-request");
  expectError(postJson(port, target, {{"type", "flag"}}, seat), 400, "unknown-action");
  expectError(postJson(port, target, {{"type", "place"}, {"point", "h8"}}), 401, "no-seat");
  expectError(
      postJson(port, target, {{"type", "place"}, {"point", "h8"}}, "stranger-secret-000000"), 403,
      "not-a-seat");
  expectError(postJson(port, target, {{"type", "place"}, {"point", "h8"}}, created["seat"]), 409,
              "not-your-turn");
  expectError(postJson(port, target, {{"type", "place"}, {"point", "a1"}}, seat), 409,
              "outside-region");
  expectError(httpRequest(port, "POST", target, std::string(4096, ' '),
                          {{"Authorization", "Bearer " + seat}}),
              413, "too-large");
  expectError(getJson(port, "/api/games/AAAAAAAAAA"), 404, "unknown-game");
  expectError(getJson(port, "/api/games/x/y/z"), 404, "not-found");
  expectError(postJson(port, "/api/games", {{"rule", "gomoku"}}), 400, "bad-request");
  expectError(postJson(port, "/api/games", {{"clock", {{"initial", -1}}}}), 400, "bad-request");
  // Nothing changed.
  EXPECT_EQ(getJson(port, "/api/games/" + id).json()["version"], 1);
  EXPECT_EQ(postJson(port, target, {{"type", "place"}, {"point", "h8"}}, seat).status, 200);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, SocketEventsAcksAndIdempotency) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string path = "/api/games/" + idOf(g) + "/socket";

  WsClient opener(port, path);
  json welcome = socketHello(opener, {{"seat", g["seats"]["opener"]}});
  EXPECT_EQ(welcome["d"]["you"], "opener");
  auto full = opener.nextOf("state");
  ASSERT_TRUE(full);
  EXPECT_EQ((*full)["v"], 1);
  EXPECT_EQ((*full)["d"]["status"], "playing");

  WsClient watcher(port, path);
  EXPECT_TRUE(socketHello(watcher, json::object())["d"]["you"].is_null());
  auto presence = watcher.nextOf("presence");
  ASSERT_TRUE(presence);
  EXPECT_EQ((*presence)["d"]["spectators"], 1);
  EXPECT_EQ((*presence)["d"]["seats"]["opener"]["connected"], true);
  EXPECT_EQ((*presence)["d"]["seats"]["other"]["connected"], false);

  const json h8 = {{"type", "place"}, {"point", "h8"}};
  opener.act("a1", h8);
  auto event = opener.nextOf("event");
  ASSERT_TRUE(event);
  EXPECT_EQ((*event)["v"], 2);
  EXPECT_EQ((*event)["d"]["action"]["type"], "place");
  EXPECT_EQ((*event)["d"]["action"]["seat"], "opener");
  EXPECT_EQ((*event)["d"]["game"]["moveCount"], 1);
  // Events leave the moves out of the state: they follow from the events themselves.
  EXPECT_FALSE((*event)["d"]["game"].contains("moves"));
  EXPECT_EQ((*event)["d"]["events"][0], (json{{"type", "stone-placed"},
                                              {"seat", "opener"},
                                              {"color", "black"},
                                              {"point", "h8"},
                                              {"move", 1}}));
  auto ack = opener.nextOf("ack");
  ASSERT_TRUE(ack);
  EXPECT_EQ((*ack)["d"]["id"], "a1");
  EXPECT_EQ((*ack)["d"]["version"], 2);
  auto seen = watcher.nextOf("event");
  ASSERT_TRUE(seen);
  EXPECT_EQ((*seen)["v"], 2);

  // The same id again: acknowledged with the same version, not applied twice.
  opener.act("a1", h8);
  auto ack2 = opener.nextOf("ack");
  ASSERT_TRUE(ack2);
  EXPECT_EQ((*ack2)["d"]["version"], 2);
  EXPECT_EQ(getJson(port, "/api/games/" + idOf(g)).json()["version"], 2);

  // Out of turn, a spectator, garbage, an unknown type, a second hello.
  opener.act(7, {{"type", "place"}, {"point", "a1"}});
  auto err = opener.nextOf("error");
  ASSERT_TRUE(err);
  EXPECT_EQ((*err)["d"]["id"], 7);
  EXPECT_EQ((*err)["d"]["error"], "not-your-turn");
  watcher.act("w", {{"type", "place"}, {"point", "a1"}});
  auto spect = watcher.nextOf("error");
  ASSERT_TRUE(spect);
  EXPECT_EQ((*spect)["d"]["error"], "spectator");
  watcher.sendText("{{{");
  EXPECT_EQ(watcher.nextOf("error").value_or(json())["d"]["error"], "bad-json");
  watcher.send({{"t", "dance"}});
  EXPECT_EQ(watcher.nextOf("error").value_or(json())["d"]["error"], "unknown-message");
  watcher.send({{"t", "hello"}});
  EXPECT_EQ(watcher.nextOf("error").value_or(json())["d"]["error"], "no-hello");
  watcher.send({{"t", "ping"}});
  EXPECT_TRUE(watcher.nextOf("pong"));
  EXPECT_EQ(getJson(port, "/api/games/" + idOf(g)).json()["version"], 2);

  // An oversized message closes the socket with 1009.
  watcher.sendText(std::string(8000, 'x'));
  int code = 0;
  EXPECT_TRUE(watcher.closedBy(5000ms, &code));
  EXPECT_EQ(code, 1009);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, ReconnectGetsMissedEventsOrFullState) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--ring", "3"});
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string path = "/api/games/" + idOf(g) + "/socket";
  const char* moves[] = {"h8", "h9", "j8", "a9", "i10", "b9"};
  for (int i = 0; i < 2; ++i)
    ASSERT_EQ(place(port, g, i % 2 ? "other" : "opener", moves[i]).status, 200);
  // Version 3 now; two more moves while "away".
  for (int i = 2; i < 4; ++i)
    ASSERT_EQ(place(port, g, i % 2 ? "other" : "opener", moves[i]).status, 200);
  {
    WsClient ws(port, path);
    socketHello(ws, {{"seat", g["seats"]["other"]}, {"since", 3}});
    auto e4 = ws.next();
    ASSERT_TRUE(e4);
    EXPECT_EQ((*e4)["t"], "event");
    EXPECT_EQ((*e4)["v"], 4);
    auto e5 = ws.next();
    ASSERT_TRUE(e5);
    EXPECT_EQ((*e5)["v"], 5);
    EXPECT_EQ((*e5)["d"]["game"]["moveCount"], 4);
  }
  for (int i = 4; i < 6; ++i)
    ASSERT_EQ(place(port, g, i % 2 ? "other" : "opener", moves[i]).status, 200);
  {
    // Version 7 now; the ring keeps 5..7, so since=2 is too old: the full state comes.
    WsClient ws(port, path);
    socketHello(ws, {{"since", 2}});
    auto m = ws.next();
    ASSERT_TRUE(m);
    EXPECT_EQ((*m)["t"], "state");
    EXPECT_EQ((*m)["v"], 7);
    EXPECT_EQ((*m)["d"]["game"]["moveCount"], 6);
  }
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, FlagWithoutClientTraffic) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}, {"clock", {{"initial", 1}, {"increment", 0}}}});
  WsClient ws(port, "/api/games/" + idOf(g) + "/socket");
  socketHello(ws, json::object());
  auto flag = ws.nextOf("event", 5000ms);
  ASSERT_TRUE(flag);
  EXPECT_EQ((*flag)["d"]["action"]["type"], "flag");
  EXPECT_EQ((*flag)["d"]["action"]["seat"], "opener");
  json s = getJson(port, "/api/games/" + idOf(g)).json();
  EXPECT_EQ(s["status"], "finished");
  EXPECT_EQ(s["game"]["result"]["reason"], "time");
  EXPECT_EQ(s["game"]["result"]["winner"], "other");
  EXPECT_EQ(s["clock"]["remaining"]["opener"], 0);
  EXPECT_TRUE(s["clock"]["running"].is_null());
  // The server's own action is in its log like any other.
  json record = getJson(port, "/api/games/" + idOf(g) + "/record?format=json").json();
  EXPECT_EQ(record["log"], (json::array({{{"seat", "opener"}, {"type", "flag"}}})));
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, ClockIncrementAndRunningSeat) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}, {"clock", {{"initial", 60}, {"increment", 5}}}});
  auto r = place(port, g, "opener", "h8");
  ASSERT_EQ(r.status, 200);
  json clock = r.json()["clock"];
  EXPECT_EQ(clock["running"], "other");
  EXPECT_EQ(clock["remaining"]["other"], 60000);
  int64_t opener = clock["remaining"]["opener"];
  EXPECT_GT(opener, 60000);  // the increment outweighs the thinking time
  EXPECT_LE(opener, 65000);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, ClaimAfterGraceAndRematch) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--grace", "0.5"});
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  std::string path = "/api/games/" + idOf(g) + "/socket";
  WsClient opener(port, path);
  socketHello(opener, {{"seat", g["seats"]["opener"]}});
  WsClient other(port, path);
  socketHello(other, {{"seat", g["seats"]["other"]}});
  opener.act(1, {{"type", "claim"}});
  EXPECT_EQ(opener.nextOf("error").value_or(json())["d"]["error"], "opponent-present");
  other.close();
  auto absent = opener.nextOf("presence");
  ASSERT_TRUE(absent);
  // Claims are refused until the grace period has passed, then accepted.
  std::optional<json> ended;
  for (int attempt = 0; attempt < 30 && !ended; ++attempt) {
    std::this_thread::sleep_for(200ms);
    opener.act(100 + attempt, {{"type", "claim"}, {"result", "win"}});
    std::optional<json> answer;
    while ((answer = opener.next()) && (*answer)["t"] != "ack" && (*answer)["t"] != "error") {
    }
    ASSERT_TRUE(answer);
    if ((*answer)["t"] == "ack")
      ended = getJson(port, "/api/games/" + idOf(g)).json();
    else
      EXPECT_EQ((*answer)["d"]["error"], "opponent-present");
  }
  ASSERT_TRUE(ended);
  ended = json{{"d", {{"game", (*ended)["game"]}}}};
  EXPECT_EQ((*ended)["d"]["game"]["result"]["reason"], "abandon");
  EXPECT_EQ((*ended)["d"]["game"]["result"]["winner"], "opener");

  // Rematch: both agree; each seat learns its secret in the new game, where `other` opens.
  opener.act(3, {{"type", "rematch"}});
  auto offer = opener.nextOf("rematch");
  ASSERT_TRUE(offer);
  EXPECT_EQ((*offer)["d"]["opener"], true);
  auto r = postJson(port, "/api/games/" + idOf(g) + "/actions", {{"type", "rematch"}},
                    g["seats"]["other"].get<std::string>());
  ASSERT_EQ(r.status, 200) << r.body;
  std::string next = r.json()["rematch"]["next"];
  auto redirect = opener.nextOf("redirect");
  ASSERT_TRUE(redirect);
  EXPECT_EQ((*redirect)["d"]["game"], next);
  std::string openerNewSecret = (*redirect)["d"]["seat"];
  auto mine = getJson(port, "/api/games/" + idOf(g) + "/rematch", g["seats"]["other"]);
  ASSERT_EQ(mine.status, 200);
  EXPECT_EQ(mine.json()["you"], "opener");
  json newGame = getJson(port, "/api/games/" + next, mine.json()["seat"]).json();
  EXPECT_EQ(newGame["status"], "playing");
  EXPECT_EQ(newGame["you"], "opener");
  EXPECT_EQ(getJson(port, "/api/games/" + next, openerNewSecret).json()["you"], "other");
  auto firstMove =
      postJson(port, "/api/games/" + next + "/actions", {{"type", "place"}, {"point", "h8"}},
               mine.json()["seat"].get<std::string>());
  EXPECT_EQ(firstMove.status, 200) << firstMove.body;
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, RateLimitPerAddress) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--rate-ip", "2", "--burst-ip", "5"});
  server.start();
  int limited = 0, ok = 0;
  for (int i = 0; i < 20; ++i) {
    auto r = getJson(server.port(), "/api/health");
    if (r.status == 429) {
      ++limited;
      EXPECT_EQ(r.json()["error"], "rate-limited");
      EXPECT_FALSE(r.headers["retry-after"].empty());
    } else if (r.status == 200) {
      ++ok;
    }
  }
  EXPECT_GE(ok, 5);
  EXPECT_GE(limited, 10);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, SocketFloodIsLimited) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--rate-conn", "5", "--burst-conn", "5"});
  server.start();
  json g = startGame(server.port(), {{"rule", "standard"}});
  WsClient ws(server.port(), "/api/games/" + idOf(g) + "/socket");
  socketHello(ws, json::object());
  for (int i = 0; i < 30; ++i) ws.send({{"t", "ping"}});
  int pongs = 0, limited = 0;
  while (auto m = ws.next(1000ms)) {
    if ((*m)["t"] == "pong") ++pongs;
    if ((*m)["t"] == "error" && (*m)["d"]["error"] == "rate-limited") ++limited;
  }
  EXPECT_LT(pongs, 15);
  EXPECT_GE(limited, 10);
  EXPECT_EQ(server.stop(), 0);
}

TEST(Server, KillNineMidGameLosesNothing) {
  TempDir dir;
  json g;
  json before;
  {
    ServerProcess server(dir.path());
    server.start();
    uint16_t port = server.port();
    g = startGame(port, {{"rule", "rif"}, {"clock", {{"initial", 300}, {"increment", 2}}}});
    for (auto [seat, p] : {std::pair{"opener", "h8"}, {"opener", "h9"}, {"opener", "j8"}})
      ASSERT_EQ(place(port, g, seat, p).status, 200);
    ASSERT_EQ(postJson(port, "/api/games/" + idOf(g) + "/actions", {{"type", "swap"}},
                       g["seats"]["other"].get<std::string>())
                  .status,
              200);
    std::this_thread::sleep_for(300ms);
    before = getJson(port, "/api/games/" + idOf(g)).json();
    server.kill9();
  }
  std::this_thread::sleep_for(1500ms);  // down time: charged to nobody
  ServerProcess again(dir.path());
  again.start();
  uint16_t port = again.port();
  json after = getJson(port, "/api/games/" + idOf(g), g["seats"]["opener"]).json();
  EXPECT_EQ(after["status"], "playing");
  EXPECT_EQ(after["version"], before["version"]);
  EXPECT_EQ(after["game"]["moves"], before["game"]["moves"]);
  EXPECT_EQ(after["seats"]["opener"]["color"], "white");
  EXPECT_EQ(after["you"], "opener");
  EXPECT_EQ(after["clock"]["running"], before["clock"]["running"]);
  std::string running = before["clock"]["running"];
  std::string idle = running == "opener" ? "other" : "opener";
  EXPECT_EQ(after["clock"]["remaining"][idle], before["clock"]["remaining"][idle]);
  // The running seat is charged from its last action up to the last heartbeat before the kill
  // (written every second), never for the 1.5 s the server was down; its clock then runs again
  // from the restart.
  int64_t elapsed = before["serverTime"].get<int64_t>() - before["clock"]["at"].get<int64_t>();
  int64_t charged = before["clock"]["remaining"][running].get<int64_t>() -
                    after["clock"]["remaining"][running].get<int64_t>();
  EXPECT_GE(charged, 0);
  EXPECT_LE(charged, elapsed + 700);
  EXPECT_GE(after["clock"]["at"].get<int64_t>(), before["serverTime"].get<int64_t>() + 1500);
  // The seats still act: the swapped opener now holds White and plays move 4.
  auto move4 = place(port, g, "opener", "a9");
  EXPECT_EQ(move4.status, 200) << move4.body;
  EXPECT_EQ(again.stop(), 0);
}

// A database from before the rematch column (its games table as the first version made it): the
// server adds the column, and a rematch request then survives a kill -9 like an action.
TEST(Server, RematchRequestSurvivesKillNineOnAnOlderDatabase) {
  if (usingPostgres()) GTEST_SKIP() << "an SQLite file of an old schema; tests/store upgrades both";
  TempDir dir;
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open((dir.path() / "renju.sqlite3").c_str(), &db), SQLITE_OK);
    const char* oldSchema =
        "CREATE TABLE games(id TEXT PRIMARY KEY, settings TEXT NOT NULL, secret_opener TEXT NOT "
        "NULL, secret_other TEXT NOT NULL, invite TEXT NOT NULL, creator_seat INTEGER NOT NULL, "
        "created_at INTEGER NOT NULL, joined_at INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, "
        "prev_id TEXT NOT NULL DEFAULT '', next_id TEXT NOT NULL DEFAULT '')";
    EXPECT_EQ(sqlite3_exec(db, oldSchema, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  json g;
  {
    ServerProcess server(dir.path());
    server.start();
    uint16_t port = server.port();
    g = startGame(port, {{"rule", "standard"}});
    std::string target = "/api/games/" + idOf(g) + "/actions";
    ASSERT_EQ(
        postJson(port, target, {{"type", "resign"}}, g["seats"]["other"].get<std::string>()).status,
        200);
    auto asked =
        postJson(port, target, {{"type", "rematch"}}, g["seats"]["opener"].get<std::string>());
    ASSERT_EQ(asked.status, 200) << asked.body;
    EXPECT_EQ(asked.json()["rematch"],
              (json{{"opener", true}, {"other", false}, {"next", nullptr}}));
    server.kill9();
  }
  ServerProcess again(dir.path());
  again.start();
  uint16_t port = again.port();
  json after = getJson(port, "/api/games/" + idOf(g)).json();
  EXPECT_EQ(after["rematch"], (json{{"opener", true}, {"other", false}, {"next", nullptr}}));
  // The request is sent to a socket that subscribes, and the other seat's agreement starts the
  // game.
  WsClient ws(port, "/api/games/" + idOf(g) + "/socket");
  socketHello(ws, json::object());
  auto pending = ws.nextOf("rematch");
  ASSERT_TRUE(pending);
  EXPECT_EQ((*pending)["d"]["opener"], true);
  auto agreed = postJson(port, "/api/games/" + idOf(g) + "/actions", {{"type", "rematch"}},
                         g["seats"]["other"].get<std::string>());
  ASSERT_EQ(agreed.status, 200) << agreed.body;
  EXPECT_TRUE(agreed.json()["rematch"]["next"].is_string());
  EXPECT_EQ(again.stop(), 0);
}

TEST(Server, PagesLanguagesAndAssets) {
  TempDir dir;
  auto root = dir.path() / "assets";
  for (const char* lang : {"en", "pt"}) {
    std::filesystem::create_directories(root / "pages" / lang / "rules");
    for (const char* page : {"index", "rules", "game", "rules/rif", "404"})
      std::ofstream(root / "pages" / lang / (std::string(page) + ".html"))
          << "<p>" << lang << " " << page << "</p>";
  }
  std::filesystem::create_directories(root / "assets");
  std::ofstream(root / "assets" / "app-B9xh3k2a.js") << "console.log(1)";
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();

  auto home = httpRequest(port, "GET", "/");
  EXPECT_EQ(home.status, 200);
  EXPECT_EQ(home.body, "<p>en index</p>");
  EXPECT_EQ(home.headers["content-type"], "text/html; charset=utf-8");
  auto pt = httpRequest(port, "GET", "/rules?lang=pt");
  EXPECT_EQ(pt.body, "<p>pt rules</p>");
  EXPECT_NE(pt.headers["set-cookie"].find("lang=pt"), std::string::npos);
  EXPECT_EQ(httpRequest(port, "GET", "/", "", {{"Cookie", "lang=pt"}}).body, "<p>pt index</p>");
  EXPECT_EQ(
      httpRequest(port, "GET", "/rules/rif", "", {{"Accept-Language", "pt-BR,pt;q=0.9,en;q=0.8"}})
          .body,
      "<p>pt rules/rif</p>");
  // An existing game's page (unknown and expired ids: pages_test.cpp).
  std::string gameId = createGame(port, {{"rule", "rif"}})["id"];
  EXPECT_EQ(httpRequest(port, "GET", "/g/" + gameId).body, "<p>en game</p>");
  auto js = httpRequest(port, "GET", "/assets/app-B9xh3k2a.js");
  EXPECT_EQ(js.status, 200);
  EXPECT_EQ(js.headers["content-type"], "text/javascript; charset=utf-8");
  EXPECT_NE(js.headers["cache-control"].find("immutable"), std::string::npos);
  auto missing = httpRequest(port, "GET", "/no/such/page?lang=pt");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(missing.body, "<p>pt 404</p>");
  EXPECT_EQ(httpRequest(port, "GET", "/assets/../renju.sqlite3").status, 404);
  EXPECT_EQ(server.stop(), 0);

  std::filesystem::remove_all(root);
  ServerProcess bare(dir.path());
  bare.start();
  EXPECT_EQ(httpRequest(bare.port(), "GET", "/").status, 503);
  EXPECT_EQ(getJson(bare.port(), "/api/health").status, 200);
  EXPECT_EQ(bare.stop(), 0);
}

}  // namespace
}  // namespace renju::test

namespace renju::test {
namespace {

TEST(Server, UnjoinedGamesExpireAndUnknownSocketsAreRefused) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--expiry", "1"});
  server.start();
  uint16_t port = server.port();
  json waiting = createGame(port, {{"rule", "rif"}});
  json played = startGame(port, {{"rule", "rif"}});
  std::string id = waiting["id"];
  int status = 0;
  for (int i = 0; i < 50 && status != 410; ++i) {
    std::this_thread::sleep_for(100ms);
    status = getJson(port, "/api/games/" + id).status;
  }
  EXPECT_EQ(status, 410);
  auto join = postJson(port, "/api/games/" + id + "/join", {{"invite", waiting["invite"]}});
  EXPECT_EQ(join.status, 410);
  EXPECT_EQ(join.json()["error"], "expired");
  // A joined game does not expire.
  EXPECT_EQ(getJson(port, "/api/games/" + idOf(played)).json()["status"], "playing");
  EXPECT_THROW(WsClient(port, "/api/games/" + id + "/socket"), std::exception);
  EXPECT_THROW(WsClient(port, "/api/games/ZZZZZZZZZZ/socket"), std::exception);
  auto upgrade = httpRequest(port, "GET", "/api/games/ZZZZZZZZZZ/socket", "",
                             {{"Connection", "Upgrade"},
                              {"Upgrade", "websocket"},
                              {"Sec-WebSocket-Version", "13"},
                              {"Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="}});
  EXPECT_EQ(upgrade.status, 404);
  EXPECT_EQ(upgrade.json()["error"], "unknown-game");
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
