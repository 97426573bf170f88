// Player pages, leaderboards and pairing by rating against the real server (docs/api.md,
// docs/ratings.md, docs/lobby.md), on SQLite or, with RENJU_TEST_PG, on PostgreSQL: a player
// page's numbers after two rated games, public ids beside every name, a leaderboard without
// provisional or inactive keys, a rating range that refuses an acceptor, quick pairing by rating.
#include <gtest/gtest.h>

#include <chrono>
#include <future>

#include "base/sha256.h"
#include "ratings/public_id.h"
#include "server_harness.h"
#include "store/postgres/postgres_store.h"
#include "store/sqlite/sqlite_store.h"

namespace renju::test {
namespace {

const json PP_BLITZ = {{"rule", "standard"}, {"clock", {{"initial", 300}, {"increment", 3}}}};

Player ppPlayer(char c, const std::string& address) {
  return Player{std::string(22, c), address};
}

std::string ppIdOf(const Player& p) {
  return server::ratings::publicIdOf(server::sha256Hex(p.key));
}

struct PpGame {
  std::string id;
  std::map<std::string, std::string> secrets;  ///< by seat
  std::map<std::string, std::string> seatOf;   ///< by player key
};

/// `creator`'s rated blitz challenge accepted by `acceptor`, played until the opener resigns
/// after both seats moved: the other seat wins.
PpGame ppPlayRated(uint16_t port, const Player& creator, const Player& acceptor) {
  auto made = call(port, "POST", "/api/challenges", creator, PP_BLITZ);
  EXPECT_EQ(made.status, 201) << made.body;
  auto accepted =
      call(port, "POST", "/api/challenges/" + made.json().value("id", "") + "/accept", acceptor);
  EXPECT_EQ(accepted.status, 200) << accepted.body;
  std::string theirs = accepted.json().value("you", "other");
  std::string mine = theirs == "opener" ? "other" : "opener";
  PpGame g{accepted.json().value("game", ""),
           {{theirs, accepted.json().value("seat", "")}, {mine, made.json().value("seat", "")}},
           {{acceptor.key, theirs}, {creator.key, mine}}};
  auto act = [&](const std::string& seat, const json& action) {
    return postJson(port, "/api/games/" + g.id + "/actions", action, g.secrets[seat]).status;
  };
  EXPECT_EQ(act("opener", {{"type", "place"}, {"point", "h8"}}), 200);
  EXPECT_EQ(act("other", {{"type", "place"}, {"point", "h9"}}), 200);
  EXPECT_EQ(act("opener", {{"type", "resign"}}), 200);
  return g;
}

/// Writes units into the store the servers of `dir` use, before any server runs there.
void ppPrepare(const std::filesystem::path& dir,
               const std::vector<std::vector<server::StoreOp>>& units) {
  std::unique_ptr<server::Store> store;
  if (usingPostgres()) {
    auto opened = server::PostgresStore::open(pgUrlFor(dir));
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    store = std::move(opened).value();
  } else {
    auto opened = server::SqliteStore::open({(dir / "renju.sqlite3").string()});
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    store = std::move(opened).value();
  }
  for (const auto& unit : units) {
    std::promise<server::WriteOutcome> done;
    store->write(unit, [&done](server::WriteOutcome o) { done.set_value(o); });
    ASSERT_EQ(done.get_future().get(), server::WriteOutcome::OK);
  }
  store->close();
}

int64_t ppNowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

server::StoreOp ppRate(const std::string& id, const std::string& opener, const std::string& other,
                       double openerScore, int64_t endedAt) {
  return server::store_op::RateGame{
      server::ratings::RatedGame{id,
                                 server::ratings::Speed::BLITZ,
                                 {server::sha256Hex(opener), server::sha256Hex(other)},
                                 openerScore,
                                 endedAt}};
}

server::StoreOp ppSee(const Player& p, const std::string& name = "") {
  return server::store_op::SeePlayer{server::sha256Hex(p.key), 1,
                                     name.empty() ? std::nullopt : std::optional(name)};
}

TEST(PlayerPages, APlayersPageAfterTwoRatedGames) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a = ppPlayer('a', "10.0.0.1"), b = ppPlayer('b', "10.0.0.2");
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana"}}).status, 200);
  auto me = call(port, "GET", "/api/player", a).json();
  EXPECT_EQ(me["name"], "Ana");
  EXPECT_EQ(me["publicId"], ppIdOf(a));

  // A challenge is listed with its creator's public id and rating (none yet: 1500?).
  auto made = call(port, "POST", "/api/challenges", a, PP_BLITZ);
  ASSERT_EQ(made.status, 201) << made.body;
  auto listed = call(port, "GET", "/api/challenges", Player{}).json()["challenges"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["publicId"], ppIdOf(a));
  EXPECT_EQ(listed[0]["rating"], json({{"value", 1500}, {"provisional", true}}));
  EXPECT_TRUE(listed[0]["ratingRange"].is_null());
  ASSERT_EQ(call(port, "DELETE", "/api/challenges/" + made.json().value("id", ""), a).status, 200);

  PpGame g1 = ppPlayRated(port, a, b);
  PpGame g2 = ppPlayRated(port, b, a);
  int wins = 0;
  for (const PpGame* g : {&g1, &g2}) {
    std::string seat = g->seatOf.at(a.key);
    if (seat == "other") ++wins;
    auto state = getJson(port, "/api/games/" + g->id).json();
    EXPECT_EQ(state["seats"][seat]["publicId"], ppIdOf(a));
    EXPECT_EQ(state["seats"][seat]["name"], "Ana");
    EXPECT_EQ(state["seats"][seat == "opener" ? "other" : "opener"]["publicId"], ppIdOf(b));
    EXPECT_TRUE(state["seats"][seat == "opener" ? "other" : "opener"]["name"].is_null());
  }

  auto page = getJson(port, "/api/players/" + ppIdOf(a));
  ASSERT_EQ(page.status, 200) << page.body;
  EXPECT_EQ(page.headers["cache-control"], "no-cache");
  json p = page.json();
  EXPECT_EQ(p["publicId"], ppIdOf(a));
  EXPECT_EQ(p["name"], "Ana");
  ASSERT_EQ(p["ratings"].size(), 1u) << p.dump();
  json blitz = p["ratings"][0];
  EXPECT_EQ(blitz["speed"], "blitz");
  EXPECT_EQ(blitz["games"], 2);
  EXPECT_EQ(blitz["wins"], wins);
  EXPECT_EQ(blitz["losses"], 2 - wins);
  EXPECT_EQ(blitz["provisional"], true);
  EXPECT_EQ(p["results"], json({{"games", 2}, {"wins", wins}, {"draws", 0}, {"losses", 2 - wins}}));
  EXPECT_EQ(p["computer"]["games"], 0);

  auto history = getJson(port, "/api/players/" + ppIdOf(a) + "/history?speed=blitz").json();
  ASSERT_EQ(history["points"].size(), 2u) << history.dump();
  EXPECT_EQ(history["points"][0]["gameId"], g1.id);
  EXPECT_EQ(history["points"][1]["gameId"], g2.id);
  EXPECT_EQ(history["points"][1]["rating"], blitz["rating"]);
  EXPECT_EQ(history["points"][1]["deviation"], blitz["deviation"]);

  // The games, one per page, newest first, each with its rating change.
  auto first = getJson(port, "/api/players/" + ppIdOf(a) + "/games?limit=1").json();
  ASSERT_EQ(first["games"].size(), 1u) << first.dump();
  json newest = first["games"][0];
  EXPECT_EQ(newest["id"], g2.id);
  EXPECT_EQ(newest["opponent"], json({{"name", nullptr}, {"publicId", ppIdOf(b)}}));
  EXPECT_EQ(newest["rated"], true);
  std::string seat2 = g2.seatOf.at(a.key);
  auto state2 = getJson(port, "/api/games/" + g2.id).json();
  EXPECT_EQ(newest["ratingChange"], state2["ratings"][seat2]["change"]);
  EXPECT_EQ(newest["result"]["outcome"], seat2 == "other" ? "win" : "loss");
  EXPECT_EQ(newest["result"]["reason"], "resign");
  EXPECT_EQ(newest["moves"], 2);
  ASSERT_TRUE(first["next"].is_string());
  auto second = getJson(port, "/api/players/" + ppIdOf(a) +
                                  "/games?limit=1&before=" + first["next"].get<std::string>())
                    .json();
  ASSERT_EQ(second["games"].size(), 1u) << second.dump();
  EXPECT_EQ(second["games"][0]["id"], g1.id);
  EXPECT_TRUE(second["next"].is_null());
  EXPECT_TRUE(getJson(port, "/api/players/" + ppIdOf(a) + "/games?against=computer")
                  .json()["games"]
                  .empty());

  // Public ids beside the names elsewhere: My games, the archive.
  auto mine = call(port, "GET", "/api/my-games", a).json()["games"];
  ASSERT_EQ(mine.size(), 2u);
  EXPECT_EQ(mine[0]["opponent"]["publicId"], ppIdOf(b));
  auto archived = getJson(port, "/api/archive/" + g1.id).json();
  std::string aColor = archived["black"] == "Ana" ? "black" : "white";
  EXPECT_EQ(archived[aColor + "Id"], ppIdOf(a));
  EXPECT_EQ(archived[(aColor == "black" ? "white" : "black") + std::string("Id")], ppIdOf(b));

  // Bad and unknown ids, speeds and parameters.
  expectError(getJson(port, "/api/players/0123456789abcdef"), 404, "unknown-player");
  expectError(getJson(port, "/api/players/" + ppIdOf(a).substr(1)), 400, "bad-request");
  expectError(getJson(port, "/api/players/" + ppIdOf(a) + "/history"), 400, "bad-request");
  expectError(getJson(port, "/api/players/" + ppIdOf(a) + "/games?against=cats"), 400,
              "bad-request");
  expectError(getJson(port, "/api/players/" + ppIdOf(a) + "/games?limit=51"), 400, "bad-request");
  expectError(getJson(port, "/api/leaderboard/lightning"), 400, "bad-request");
}

TEST(PlayerPages, GamesAgainstTheComputerAreCountedAndListedApart) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  Player a = ppPlayer('a', "");
  auto made = call(port, "POST", "/api/games", a,
                   {{"rule", "standard"}, {"opener", "creator"}, {"computer", {{"level", 1}}}});
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json().value("id", "");
  auto resigned = postJson(port, "/api/games/" + id + "/actions", {{"type", "resign"}},
                           made.json().value("seat", ""));
  ASSERT_EQ(resigned.status, 200) << resigned.body;
  auto seats = getJson(port, "/api/games/" + id).json()["seats"];
  EXPECT_EQ(seats["opener"]["publicId"], ppIdOf(a));
  EXPECT_TRUE(seats["other"]["publicId"].is_null());  // the computer's seat

  json p = getJson(port, "/api/players/" + ppIdOf(a)).json();
  EXPECT_EQ(p["computer"], json({{"games", 1}, {"wins", 0}, {"draws", 0}, {"losses", 1}}));
  EXPECT_EQ(p["results"]["games"], 0);
  EXPECT_TRUE(p["ratings"].empty());
  auto listed = getJson(port, "/api/players/" + ppIdOf(a) + "/games?against=computer").json();
  ASSERT_EQ(listed["games"].size(), 1u) << listed.dump();
  EXPECT_EQ(listed["games"][0]["opponent"], json({{"computer", 1}}));
  EXPECT_EQ(listed["games"][0]["rated"], false);
  EXPECT_TRUE(listed["games"][0]["ratingChange"].is_null());
  EXPECT_TRUE(getJson(port, "/api/players/" + ppIdOf(a) + "/games").json()["games"].empty());
}

TEST(PlayerPages, TheLeaderboardLeavesOutProvisionalAndInactiveKeys) {
  TempDir dir;
  Player ana = ppPlayer('a', ""), old = ppPlayer('o', ""), fresh = ppPlayer('n', "");
  int64_t now = ppNowMs();
  constexpr int64_t DAY = 24LL * 3600 * 1000;
  // ana and old each play 30 fresh keys, winning every other game: established; old did it 40
  // days ago. fresh played twice today: provisional.
  std::vector<std::vector<server::StoreOp>> units{{ppSee(ana, "Ana"), ppSee(old), ppSee(fresh)}};
  for (int i = 0; i < 30; ++i) {
    std::string n = std::to_string(i);
    units.push_back({ppRate("a" + n, ana.key, "x" + n, i % 2, now - 3600000 + i)});
    units.push_back({ppRate("o" + n, old.key, "y" + n, i % 2, now - 40 * DAY + i)});
  }
  units.push_back({ppRate("n0", fresh.key, "z0", 1, now - 1000)});
  units.push_back({ppRate("n1", fresh.key, "z1", 1, now - 900)});
  ppPrepare(dir.path(), units);

  ServerProcess server(dir.path());
  server.start();
  auto board = getJson(server.port(), "/api/leaderboard/blitz");
  ASSERT_EQ(board.status, 200) << board.body;
  json players = board.json()["players"];
  ASSERT_EQ(players.size(), 1u) << players.dump();
  EXPECT_EQ(players[0]["rank"], 1);
  EXPECT_EQ(players[0]["publicId"], ppIdOf(ana));
  EXPECT_EQ(players[0]["name"], "Ana");
  EXPECT_EQ(players[0]["games"], 30);
  EXPECT_LE(players[0]["deviation"].get<int>(), 110);
  EXPECT_TRUE(getJson(server.port(), "/api/leaderboard/rapid").json()["players"].empty());
  // Left off the board, not off the site: their pages show their ratings.
  auto oldPage = getJson(server.port(), "/api/players/" + ppIdOf(old)).json();
  EXPECT_EQ(oldPage["ratings"][0]["provisional"], false);
  auto freshPage = getJson(server.port(), "/api/players/" + ppIdOf(fresh)).json();
  EXPECT_EQ(freshPage["ratings"][0]["provisional"], true);
}

TEST(PlayerPages, ARatingRangeRefusesAnAcceptorOutsideItAndChangesNothing) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  Player a = ppPlayer('a', "10.0.0.1"), b = ppPlayer('b', "10.0.0.2");
  json ranged = PP_BLITZ;
  ranged["ratingRange"] = {{"min", 1600}, {"max", 1700}};
  json casual = ranged;
  casual["rated"] = false;
  expectError(call(port, "POST", "/api/challenges", a, casual), 400, "bad-request");
  json backwards = PP_BLITZ;
  backwards["ratingRange"] = {{"min", 1700}, {"max", 1600}};
  expectError(call(port, "POST", "/api/challenges", a, backwards), 400, "bad-request");

  auto made = call(port, "POST", "/api/challenges", a, ranged);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json().value("id", "");
  auto listed = call(port, "GET", "/api/challenges", Player{}).json()["challenges"];
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["ratingRange"], json({{"min", 1600}, {"max", 1700}}));

  // b is 1500 (no rating yet): refused, and the challenge is still open, no game made.
  expectError(call(port, "POST", "/api/challenges/" + id + "/accept", b), 403, "out-of-range");
  EXPECT_EQ(call(port, "GET", "/api/challenges/" + id, Player{}).json()["status"], "open");
  EXPECT_EQ(call(port, "GET", "/api/challenges", Player{}).json()["challenges"].size(), 1u);
  auto games = storeQuery(dir.path(), "SELECT count(*) FROM games");
  ASSERT_FALSE(games.empty());
  EXPECT_EQ(games[0].begin()->second, "0");
  // Quick pairing does not take it either: b's own challenge is made instead.
  auto quick = call(port, "POST", "/api/challenges/quick", b, PP_BLITZ);
  EXPECT_EQ(quick.status, 201) << quick.body;
  // The range survives a restart.
  server.stop();
  server.start();
  auto again = call(server.port(), "GET", "/api/challenges", Player{}).json()["challenges"];
  ASSERT_EQ(again.size(), 2u);
  EXPECT_EQ(again[0]["ratingRange"], json({{"min", 1600}, {"max", 1700}}));
}

TEST(PlayerPages, QuickPairingTakesTheNearestRating) {
  TempDir dir;
  // winner beat a fresh key (about 1662), loser lost to one (about 1338), caller beat one too.
  Player winner = ppPlayer('w', "10.0.0.1"), loser = ppPlayer('l', "10.0.0.2");
  Player caller = ppPlayer('c', "10.0.0.3"), fresh = ppPlayer('f', "10.0.0.4");
  int64_t now = ppNowMs();
  ppPrepare(dir.path(), {{ppSee(winner), ppSee(loser), ppSee(caller)},
                         {ppRate("g1", winner.key, "x1", 1, now - 3000)},
                         {ppRate("g2", loser.key, "x2", 0, now - 2000)},
                         {ppRate("g3", caller.key, "x3", 1, now - 1000)}});
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8"});
  server.start();
  uint16_t port = server.port();
  // The loser's challenge is the older one: quick pairing by age would take it.
  ASSERT_EQ(call(port, "POST", "/api/challenges", loser, PP_BLITZ).status, 201);
  auto w = call(port, "POST", "/api/challenges", winner, PP_BLITZ);
  ASSERT_EQ(w.status, 201);
  auto listed = call(port, "GET", "/api/challenges", Player{}).json()["challenges"];
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_LT(listed[0]["rating"]["value"].get<int>(), 1400);
  EXPECT_GT(listed[1]["rating"]["value"].get<int>(), 1600);

  auto paired = call(port, "POST", "/api/challenges/quick", caller, PP_BLITZ);
  ASSERT_EQ(paired.status, 200) << paired.body;
  EXPECT_EQ(
      call(port, "GET", "/api/challenges/" + w.json().value("id", ""), Player{}).json()["game"],
      paired.json()["game"]);
  // A fresh key (1500) is 160 or more from the loser's young challenge: no pairing yet.
  auto waiting = call(port, "POST", "/api/challenges/quick", fresh, PP_BLITZ);
  EXPECT_EQ(waiting.status, 201) << waiting.body;
}

}  // namespace
}  // namespace renju::test
