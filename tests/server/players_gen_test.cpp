// `renju players-gen` and `renju load-players`, the player pages' benchmark tools
// (scripts/players-bench.sh), on a small store: what the generator stores is what the live
// write path and the recompute give, and the load client reads every answer it asks for.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "server_harness.h"

namespace renju::test {
namespace {

constexpr int GEN_KEYS = 40;
constexpr int GEN_GAMES = 600;

/// Runs `renju <args>` (`binary`: another renju, quoted) against the store of `dir`, bounded to
/// 60 s; its exit status. Standard output goes to dir/<name>.out.
int runPlayersTool(const TempDir& dir, const std::string& name, const std::string& args,
                   bool withStore = true,
                   const std::string& binary = std::string("'") + RENJU_BINARY + "'") {
  std::string store = !withStore        ? ""
                      : usingPostgres() ? " --store '" + pgUrlFor(dir.path()) + "'"
                                        : " --db '" + (dir.path() / "renju.sqlite3").string() + "'";
  std::string cmd = "timeout 60 " + binary + " " + args + store + " > '" +
                    (dir.path() / (name + ".out")).string() + "'";
  int raw = std::system(cmd.c_str());
  return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
}

std::vector<std::string> generatedIds(const TempDir& dir) {
  std::ifstream in(dir.path() / "players.ids");
  std::vector<std::string> ids;
  for (std::string line; std::getline(in, line);) ids.push_back(line);
  return ids;
}

/// Every key's profile ratings, by public id, as the server answers them.
std::map<std::string, json> profilesOf(uint16_t port, const std::vector<std::string>& ids) {
  std::map<std::string, json> profiles;
  for (const std::string& id : ids) {
    HttpResult r = getJson(port, "/api/players/" + id);
    EXPECT_EQ(r.status, 200) << id << " " << r.body;
    profiles[id] = r.json();
  }
  return profiles;
}

TEST(PlayersGenTest, StoresRatedPlayThatTheRecomputeConfirmsAndTheLoadClientReads) {
  TempDir dir;
  std::string ids = (dir.path() / "players.ids").string();
  ASSERT_EQ(runPlayersTool(dir, "gen",
                           "players-gen --keys " + std::to_string(GEN_KEYS) + " --games " +
                               std::to_string(GEN_GAMES) + " --seed 3 --ids '" + ids + "'"),
            0);
  std::vector<std::string> keys = generatedIds(dir);
  ASSERT_EQ(keys.size(), static_cast<size_t>(GEN_KEYS));
  EXPECT_EQ(std::set<std::string>(keys.begin(), keys.end()).size(), keys.size());
  EXPECT_EQ(storeQuery(dir.path(), "SELECT count(*) AS c FROM rated_games")[0]["c"],
            std::to_string(GEN_GAMES));

  std::map<std::string, json> live;
  {
    ServerProcess server(dir.path());
    server.start();
    live = profilesOf(server.port(), keys);
    // Every game has two seats, each a key's game against a person; the first keys play most.
    int64_t seats = 0;
    for (const auto& [id, profile] : live) seats += profile["results"]["games"].get<int64_t>();
    EXPECT_EQ(seats, 2 * GEN_GAMES);
    EXPECT_GT(live[keys.front()]["results"]["games"].get<int64_t>(),
              live[keys.back()]["results"]["games"].get<int64_t>());
    // The busiest keys are established at blitz (the most played speed) and lead its board.
    json board = getJson(server.port(), "/api/leaderboard/blitz").json();
    ASSERT_FALSE(board["players"].empty()) << board.dump();
    for (size_t i = 1; i < board["players"].size(); ++i)
      EXPECT_GE(board["players"][i - 1]["rating"], board["players"][i]["rating"]);
    std::string url = "http://127.0.0.1:" + std::to_string(server.port());
    EXPECT_EQ(runPlayersTool(dir, "load",
                             "load-players --requests 400 --connections 2 --url " + url +
                                 " --ids '" + ids + "'",
                             false, loadBinary()),
              0);
    EXPECT_EQ(server.stop(), 0);
  }
  ASSERT_EQ(runPlayersTool(dir, "recompute", "ratings --recompute"), 0);
  ServerProcess again(dir.path());
  again.start();
  std::map<std::string, json> recomputed = profilesOf(again.port(), keys);
  for (const std::string& id : keys)
    EXPECT_EQ(recomputed[id]["ratings"], live[id]["ratings"]) << id;
}

}  // namespace
}  // namespace renju::test
