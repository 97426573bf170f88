#pragma once
// The server's composition root: `renju serve` builds every part of server/ here, in the order
// their lifetimes need, runs the I/O threads until a signal, and stops them cleanly.
#include <cstdint>
#include <string>

#include "base/server_options.h"
#include "computer/analysis_api.h"

namespace renju::server {

/// What `renju serve` reads beside ServerOptions: settings that only one part uses, kept out of
/// server_options.h because a change there rebuilds most of the server.
struct ServeSettings {
  AnalysisLimits analysis;
  double challengeTtlSeconds = 0;
  /// How often every event's scheduler runs (--event-beat-ms; shorter in tests).
  int64_t eventBeatMs = 1000;
  /// At most one `tournament` frame per event this often (--event-feed-ms).
  int64_t eventFeedMs = 1000;
  std::string logLevel = "info";
  std::string logFormat = "text";
  std::string portFile;  ///< "" = none; else the bound port is written there once listening
  /// --metrics-listen split (set when options.metricsListen is): the address serving /metrics.
  std::string metricsHost;
  uint16_t metricsPort = 0;
};

/// Runs the server until SIGINT or SIGTERM; returns the process's exit status (0 after a clean
/// stop, 1 when it could not start). `options.port` becomes the bound port.
int runServer(ServerOptions& options, const ServeSettings& settings);

}  // namespace renju::server
