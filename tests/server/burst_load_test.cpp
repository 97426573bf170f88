// `renju load --burst-every`, the round-start benchmark's generator (scripts/burst-load.sh): every
// game of a burst resigns within the same moment and is replaced by a new one on the same
// sockets, and every game it played, the ended and the new ones, checks out against the server.
#include <gtest/gtest.h>

#include <string>

#include "server_harness.h"

namespace renju::test {
namespace {

TEST(BurstLoad, EveryGameOfABurstEndsAndIsReplacedAndChecksOut) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  std::string command = "timeout 60 " + loadBinary() +
                        " load --url http://127.0.0.1:" + std::to_string(server.port()) +
                        " --games 4 --spectators 1 --rate 40 --duration 3 --burst-every 1"
                        " --burst-share 0.5 --quiet --json 2>&1";
  CommandOutcome run = runCommand(command);
  const std::string& output = run.output;
  ASSERT_EQ(run.status, 0) << output;
  json report = json::parse(output.substr(output.rfind('{')), nullptr, false);
  ASSERT_TRUE(report.is_object()) << output;
  // A burst starts only when the one before is over: at least one in three seconds, each ending
  // the first half of the games (2 of 4).
  int bursts = report["bursts"].get<int>();
  EXPECT_GE(bursts, 1) << output;
  EXPECT_EQ(report["burst_games"].get<int>(), 2 * bursts) << output;
  EXPECT_GE(report["games"].get<int>(), 4 + 2 * bursts) << "each ended game is replaced";
  EXPECT_GT(report["burst_actions"].get<int>(), 0) << output;
  EXPECT_GT(report["burst_back_ms"].get<double>(), 0) << output;
  // The resignations that start the bursts are measured apart from the moves inside them.
  int ends = report["burst_ends"].get<int>();
  EXPECT_GE(ends, 1) << output;
  EXPECT_LE(ends, report["burst_games"].get<int>()) << output;
  EXPECT_GT(report["burst_end_p50_ms"].get<double>(), 0) << output;
  EXPECT_GE(report["burst_end_max_ms"].get<double>(),
            report["burst_end_p50_ms"].get<double>() * 0.9)
      << output;
  // The generator's own lag is reported: a timer due every 5 ms fired during the run.
  EXPECT_GE(report["lag_max_ms"].get<double>(), 0) << output;
  EXPECT_TRUE(report["burst_lag_p99_ms"].is_number()) << output;
  EXPECT_EQ(report["errors"], 0) << output;
  EXPECT_EQ(report["lost"], 0) << output;
  EXPECT_EQ(report["mismatched"], 0) << output;
  EXPECT_EQ(report["verified"].get<int>() + report["unverified"].get<int>(),
            report["games"].get<int>())
      << output;
  EXPECT_GE(report["verified"].get<int>(), 2 + 2 * bursts) << output;
}

}  // namespace
}  // namespace renju::test
