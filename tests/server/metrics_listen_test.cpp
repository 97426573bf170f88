// `--metrics-listen` against the real process (docs/server.md, "Metrics"): /metrics moves to an
// address of its own and the service port no longer answers it; a bad or busy address stops the
// start with a message that names it.
#include <gtest/gtest.h>

#include <fstream>

#include "server_harness.h"

namespace renju::test {
namespace {

/// The second line of the server's port file: the port --metrics-listen bound.
uint16_t metricsPortOf(const ServerProcess& server) {
  std::ifstream in(server.dir() / "port");
  int service = 0, metrics = 0;
  in >> service >> metrics;
  return static_cast<uint16_t>(metrics);
}

/// `renju serve` with `flags` (stderr and stdout together); `timeout` ends one that starts.
CommandOutcome serveWith(const TempDir& dir, const std::string& flags) {
  std::string command = "timeout 20 '" + std::string(RENJU_BINARY) + "' serve --port 0 --db '" +
                        (dir.path() / "other.sqlite3").string() + "' --assets '" +
                        dir.path().string() + "' " + flags + " 2>&1";
  return runCommand(command);
}

TEST(MetricsListen, MetricsMoveToTheirOwnAddressAndTheServicePortAnswers404) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--metrics-listen", "127.0.0.1:0"});
  server.start();
  uint16_t metricsPort = metricsPortOf(server);
  ASSERT_NE(metricsPort, 0);
  ASSERT_NE(metricsPort, server.port());

  HttpResult onService = httpRequest(server.port(), "GET", "/metrics");
  EXPECT_EQ(onService.status, 404);
  EXPECT_EQ(onService.body.find("renju_"), std::string::npos);
  EXPECT_EQ(getJson(server.port(), "/api/health").status, 200);  // the service is as before

  HttpResult scraped = httpRequest(metricsPort, "GET", "/metrics");
  EXPECT_EQ(scraped.status, 200);
  EXPECT_EQ(scraped.headers["content-type"], "text/plain; version=0.0.4; charset=utf-8");
  EXPECT_NE(scraped.body.find("# TYPE renju_"), std::string::npos);
  // Nothing else is served there.
  EXPECT_EQ(httpRequest(metricsPort, "GET", "/api/health").status, 404);
  EXPECT_EQ(httpRequest(metricsPort, "GET", "/").status, 404);
  EXPECT_EQ(httpRequest(metricsPort, "POST", "/metrics").status, 405);
  EXPECT_EQ(server.stop(), 0);
}

TEST(MetricsListen, WithoutTheFlagTheServicePortServesMetricsAsBefore) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  HttpResult r = httpRequest(server.port(), "GET", "/metrics");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("# TYPE renju_"), std::string::npos);
}

TEST(MetricsListen, ABadOrBusyAddressIsAClearStartError) {
  TempDir dir;
  for (const char* bad :
       {"nonsense", "127.0.0.1", "localhost:9100", "127.0.0.1:99999", "::1:9100"}) {
    CommandOutcome r = serveWith(dir, "--metrics-listen '" + std::string(bad) + "'");
    EXPECT_NE(r.status, 0) << bad;
    EXPECT_NE(r.status, 124) << bad << ": it started";
    EXPECT_NE(r.output.find("--metrics-listen takes an IP address and a port"), std::string::npos)
        << bad << ": " << r.output;
  }
  // A port already taken: the start fails naming the metrics address.
  ServerProcess server(dir.path());
  server.start();
  std::string busy = "127.0.0.1:" + std::to_string(server.port());
  CommandOutcome r = serveWith(dir, "--metrics-listen " + busy);
  EXPECT_EQ(r.status, 1) << r.output;
  EXPECT_NE(r.output.find("cannot listen for metrics on " + busy), std::string::npos) << r.output;
}

}  // namespace
}  // namespace renju::test
