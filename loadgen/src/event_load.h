#pragma once
// `renju load-event` (docs/load.md, "Tournaments"): its options, its figures, and the run
// (event_load.cpp); the command line and the printed report are event_load_command.cpp's.
#include <cstdint>
#include <string>

#include "histogram.h"
#include "net_client.h"

namespace renju::loadgen {

struct EventLoadOptions {
  std::string url = "http://127.0.0.1:8080";
  std::string format = "arena";  // or "swiss"
  int players = 20;
  int rounds = 3;        // a Swiss's
  double duration = 60;  // seconds from the start: an arena then ends; a Swiss at the latest
  int watchers = 10;     // lobby sockets following the event
  double rejoin = 10;    // seconds after which a watcher connects again (0: never)
  int readers = 4;       // HTTP clients reading the event's page data
  int readMs = 200;      // pause of a reader between two requests
  double rate = 200;     // moves per second, all games together
  int moves = 20;        // actions of a game before the seat to move resigns
  std::string rule = "standard";
  int clockSeconds = 600;  // the games' clock: initial seconds + increment
  int incrementSeconds = 5;
  int httpConnections = 8;  // for the joins
  uint64_t seed = 1;
  bool json = false;
};

/// What a run measured: latencies in microseconds, counts, and the event as it ended.
struct EventLoadReport {
  Histogram api, page, frame, change, hello, ack;
  int errors = 0;
  int joined = 0;
  int gamesStarted = 0, gamesFinished = 0;
  uint64_t moves = 0;
  uint64_t frames = 0, frameBytes = 0;
  std::string status;  // the event's, as the last frame said
  int completeRounds = 0, rounds = 0;
  double seconds = 0;
  double cpu = 0;  // the generator's own CPU seconds over the same time
};

/// Creates the event on `server`, has the players join, plays it to its end under the load the
/// options ask for, and returns the figures. Throws CLI::ValidationError for a rule it cannot
/// play; a failure during the run is counted in `errors`.
EventLoadReport runEventLoad(const EventLoadOptions& options, Endpoint server);

}  // namespace renju::loadgen
