// `renju load-event`, the tournaments' benchmark (scripts/event-load.sh, docs/load.md), on a
// small real server: a Swiss of 6 keys played through its 2 rounds to its end, and an arena whose
// games end and whose players are paired again, each with lobby sockets following it and its page
// read, without an error.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "server_harness.h"

namespace renju::test {
namespace {

/// Runs `renju load-event <args>` against `server` (at most 60 s): its exit status and the JSON
/// line of figures it ends with.
std::pair<int, json> runEventLoad(const TempDir& dir, const ServerProcess& server,
                                  const std::string& name, const std::string& args) {
  std::filesystem::path out = dir.path() / (name + ".out");
  std::string cmd = "timeout 60 " + loadBinary() +
                    " load-event --json --url http://127.0.0.1:" + std::to_string(server.port()) +
                    " " + args + " > '" + out.string() + "'";
  int raw = std::system(cmd.c_str());
  std::ifstream in(out);
  json figures;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line.front() == '{') figures = json::parse(line, nullptr, false);
  return {WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, figures};
}

std::vector<std::string> fastEvents() {
  return {"--event-beat-ms", "50", "--event-feed-ms", "200"};
}

TEST(EventLoadTest, PlaysASwissToItsEndWithItsPageReadAndFollowed) {
  TempDir dir;
  ServerProcess server(dir.path(), fastEvents());
  server.start();
  auto [status, r] = runEventLoad(dir, server, "swiss",
                                  "--format swiss --players 6 --rounds 2 --duration 30 --moves 8 "
                                  "--rate 300 --watchers 2 --rejoin 1 --readers 1 --read-ms 50");
  EXPECT_EQ(status, 0) << r.dump();
  ASSERT_TRUE(r.is_object()) << "no figures";
  EXPECT_EQ(r["errors"], 0);
  EXPECT_EQ(r["joined"], 6);
  // Both rounds were paired, played to their ends, and the Swiss finished by itself.
  EXPECT_EQ(r["status"], "finished");
  EXPECT_EQ(r["complete_rounds"], 2);
  EXPECT_EQ(r["games_started"], 6);
  EXPECT_EQ(r["games_finished"], 6);
  EXPECT_GE(r["moves"].get<int>(), 6 * 8);
  EXPECT_EQ(r["ack"]["n"], r["moves"]);
  EXPECT_GT(r["api"]["n"].get<int>(), 0);
  EXPECT_GT(r["page"]["n"].get<int>(), 0);
  EXPECT_GT(r["frames"].get<int>(), 0);
  EXPECT_GT(r["change"]["n"].get<int>(), 0);
  EXPECT_EQ(server.stop(), 0);
}

TEST(EventLoadTest, PlaysAnArenaThroughSeveralWavesUntilItsOrganiserEndsIt) {
  TempDir dir;
  ServerProcess server(dir.path(), fastEvents());
  server.start();
  auto [status, r] = runEventLoad(
      dir, server, "arena",
      "--format arena --players 6 --duration 5 --moves 6 --rate 300 --watchers 2 --rejoin 1 "
      "--readers 1");
  EXPECT_EQ(status, 0) << r.dump();
  ASSERT_TRUE(r.is_object()) << "no figures";
  EXPECT_EQ(r["errors"], 0);
  EXPECT_EQ(r["status"], "finished");
  // Players back from their games were paired again: more games than one wave of three.
  EXPECT_GT(r["games_started"].get<int>(), 3) << r.dump();
  EXPECT_GE(r["games_finished"].get<int>(), 3) << r.dump();
  EXPECT_GT(r["frame"]["n"].get<int>(), 0);
  EXPECT_GT(r["hello"]["n"].get<int>(), 0);  // the watchers came back and got the event at once
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
