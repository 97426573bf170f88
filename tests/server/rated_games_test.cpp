// Rated play against the real server (docs/ratings.md), on SQLite or, with RENJU_TEST_PG, on
// PostgreSQL: a rated game between two keys moves both ratings once, in the unit of its end, and
// a kill right after the end loses nothing; casual, computer and unplayed games move nothing.
#include <gtest/gtest.h>

#include "base/sha256.h"
#include "server_harness.h"

namespace renju::test {
namespace {

const json BLITZ = {{"rule", "standard"}, {"clock", {{"initial", 300}, {"increment", 3}}}};

/// A game from `creator`'s challenge with `settings`, accepted by `acceptor`: its id and each
/// seat's secret by seat name.
struct Started {
  std::string id;
  std::map<std::string, std::string> secrets;  ///< "opener", "other"
};

Started challengeGame(uint16_t port, const Player& creator, const Player& acceptor,
                      const json& settings) {
  auto made = call(port, "POST", "/api/challenges", creator, settings);
  EXPECT_EQ(made.status, 201) << made.body;
  auto accepted =
      call(port, "POST", "/api/challenges/" + made.json().value("id", "") + "/accept", acceptor);
  EXPECT_EQ(accepted.status, 200) << accepted.body;
  std::string acceptorSeat = accepted.json().value("you", "other");
  std::string creatorSeat = acceptorSeat == "opener" ? "other" : "opener";
  return {accepted.json().value("game", ""),
          {{acceptorSeat, accepted.json().value("seat", "")},
           {creatorSeat, made.json().value("seat", "")}}};
}

HttpResult act(uint16_t port, const Started& g, const std::string& seat, const json& action) {
  return postJson(port, "/api/games/" + g.id + "/actions", action, g.secrets.at(seat));
}

/// Both seats move, then the opener resigns: the other seat wins.
void playAndResign(uint16_t port, const Started& g) {
  ASSERT_EQ(act(port, g, "opener", {{"type", "place"}, {"point", "h8"}}).status, 200);
  ASSERT_EQ(act(port, g, "other", {{"type", "place"}, {"point", "h9"}}).status, 200);
  auto resigned = act(port, g, "opener", {{"type", "resign"}});
  ASSERT_EQ(resigned.status, 200) << resigned.body;
}

std::string count(const std::filesystem::path& dir, const std::string& sql) {
  auto rows = storeQuery(dir, sql);
  return rows.empty() ? "" : rows[0].begin()->second;
}

TEST(RatedGames, ARatedGameMovesBothRatingsOnceAndAKillRightAfterItsEndLosesNothing) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  Player a = player('a', "10.0.0.1"), b = player('b', "10.0.0.2");
  Started g = challengeGame(server.port(), a, b, BLITZ);
  EXPECT_EQ(getJson(server.port(), "/api/games/" + g.id).json()["rated"], true);

  WsClient spectator(server.port(), "/api/games/" + g.id + "/socket");
  socketHello(spectator, json::object());
  playAndResign(server.port(), g);
  // The last event carries the change to every socket, a spectator's too.
  json last;
  while (auto e = spectator.nextOf("event")) {
    last = *e;
    if ((*e)["d"]["status"] == "finished") break;
  }
  ASSERT_EQ(last["d"]["status"], "finished") << last.dump();
  json ratings = last["d"]["ratings"];
  ASSERT_TRUE(ratings.is_object()) << last.dump();
  EXPECT_EQ(ratings["speed"], "blitz");
  EXPECT_EQ(ratings["counted"], true);
  EXPECT_EQ(ratings["opener"]["before"], 1500);
  EXPECT_LT(ratings["opener"]["change"].get<int>(), 0);
  EXPECT_GT(ratings["other"]["change"].get<int>(), 0);
  EXPECT_EQ(ratings["other"]["after"].get<int>(), 1500 + ratings["other"]["change"].get<int>());
  EXPECT_EQ(ratings["other"]["provisional"], true);

  // Killed right after the end was acknowledged: the end and its ratings are both stored.
  server.kill9();
  EXPECT_EQ(count(dir.path(), "SELECT status FROM games WHERE id='" + g.id + "'"), "finished");
  EXPECT_EQ(count(dir.path(), "SELECT count(*) FROM rating_history WHERE game_id='" + g.id + "'"),
            "2");
  for (const Player& p : {a, b})
    EXPECT_EQ(count(dir.path(), "SELECT games FROM ratings WHERE key_hash='" +
                                    server::sha256Hex(p.key) + "' AND speed='blitz'"),
              "1");

  // Restarted, the game shows the same change, and nothing is rated twice.
  server.start();
  auto state = getJson(server.port(), "/api/games/" + g.id).json();
  EXPECT_EQ(state["ratings"], ratings);
  expectError(act(server.port(), g, "opener", {{"type", "resign"}}), 409, "game-over");
  EXPECT_EQ(count(dir.path(), "SELECT count(*) FROM rated_games"), "1");
  EXPECT_EQ(count(dir.path(), "SELECT sum(games) FROM ratings"), "2");
}

TEST(RatedGames, CasualComputerAndUnplayedGamesMoveNoRating) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a = player('a', "10.0.0.1"), b = player('b', "10.0.0.2");

  // A challenge ticked casual.
  json casualSettings = BLITZ;
  casualSettings["rated"] = false;
  Started casual = challengeGame(port, a, b, casualSettings);
  playAndResign(port, casual);
  auto casualState = getJson(port, "/api/games/" + casual.id).json();
  EXPECT_EQ(casualState["rated"], false);
  EXPECT_TRUE(casualState["ratings"].is_null());

  // A rated challenge resigned before the second seat moved.
  Started unplayed = challengeGame(port, a, b, BLITZ);
  ASSERT_EQ(act(port, unplayed, "opener", {{"type", "place"}, {"point", "h8"}}).status, 200);
  ASSERT_EQ(act(port, unplayed, "other", {{"type", "resign"}}).status, 200);
  EXPECT_TRUE(getJson(port, "/api/games/" + unplayed.id).json()["ratings"].is_null());

  // A link game is casual unless asked; a game against the computer is never rated.
  auto link = call(port, "POST", "/api/games", a, BLITZ);
  ASSERT_EQ(link.status, 201) << link.body;
  EXPECT_EQ(getJson(port, "/api/games/" + link.json().value("id", "")).json()["rated"], false);
  json computer = BLITZ;
  computer["computer"] = {{"level", 1}};
  computer["rated"] = true;
  expectError(call(port, "POST", "/api/games", a, computer), 400, "bad-request");
  json unclocked = {{"rule", "standard"}, {"rated", true}};
  expectError(call(port, "POST", "/api/challenges", a, unclocked), 400, "bad-request");

  EXPECT_EQ(count(dir.path(), "SELECT count(*) FROM rated_games"), "0");
  EXPECT_EQ(count(dir.path(), "SELECT count(*) FROM ratings"), "0");
  EXPECT_TRUE(call(port, "GET", "/api/games/" + casual.id, {}).json()["ratings"].is_null());
}

TEST(RatedGames, ALinkGameAskedRatedIsRatedOnceJoined) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a = player('a', "10.0.0.1"), b = player('b', "10.0.0.2");
  json asked = BLITZ;
  asked["rated"] = true;
  auto created = call(port, "POST", "/api/games", a, asked);
  ASSERT_EQ(created.status, 201) << created.body;
  std::string id = created.json().value("id", "");
  // The invitee sees that it is rated before joining; joining accepts it.
  EXPECT_EQ(getJson(port, "/api/games/" + id).json()["rated"], true);
  auto joined = call(port, "POST", "/api/games/" + id + "/join", b,
                     {{"invite", created.json().value("invite", "")}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  Started g{id,
            {{created.json().value("you", "opener"), created.json().value("seat", "")},
             {joined.json().value("you", "other"), joined.json().value("seat", "")}}};
  playAndResign(port, g);
  auto state = getJson(port, "/api/games/" + id).json();
  ASSERT_TRUE(state["ratings"].is_object()) << state.dump();
  EXPECT_EQ(state["ratings"]["counted"], true);
  EXPECT_EQ(count(dir.path(), "SELECT count(*) FROM rating_history"), "2");
}

}  // namespace
}  // namespace renju::test
