#pragma once
// One run of the load generator: games created over the HTTP API, players and spectators on real
// WebSockets, random legal play at a fixed total rate, then a check through the API that nothing
// acknowledged was lost and that every game's state is the replay of its log.
#include <cstdint>
#include <string>
#include <vector>

#include "net_client.h"

namespace renju::loadgen {

struct LoadOptions {
  Endpoint server;
  int games = 100;
  int spectators = 1;     ///< per game
  int computerGames = 0;  ///< games against the server's computer besides, one human seat each
  int computerLevel = 8;  ///< their level, 1..8
  double rate = 100;      ///< actions per second, all games together
  double duration = 10;   ///< seconds of paced play (setup and the final check come on top)
  std::vector<std::string> rules = {"standard", "rif", "yamaguchi", "soosorv", "taraguchi"};
  int clockInitial = 1800;  ///< seconds; 0 = games without a clock
  int clockIncrement = 5;   ///< seconds
  double churn = 0;         ///< share of the sockets dropped per second (then reconnected)
  /// A round start: every `burstEvery` seconds of the paced phase (0 = never), the first
  /// `burstShare` of the human games resign at once, and each is replaced by a new game on the
  /// same sockets, as the games of a Swiss round end and the next round's begin.
  double burstEvery = 0;
  double burstShare = 1;
  double reconnectWindow = 60;  ///< seconds a socket keeps trying to reconnect (server restarts)
  int sources = 1;              ///< client addresses 127.0.0.1 .. 127.0.0.N
  int httpConnections = 16;     ///< parallel HTTP connections for creating games and the check
  uint64_t seed = 1;
  bool verify = true;
  bool progress = true;  ///< a line on stderr every 5 s
};

struct LoadReport {
  int64_t games = 0;    ///< games played (initial ones and those started after a finish)
  int64_t sockets = 0;  ///< WebSockets open at the end of the paced phase
  int64_t actions = 0;  ///< actions acknowledged during the paced phase
  double seconds = 0;   ///< length of the paced phase
  double actionsPerSecond = 0;
  double p50Ms = 0, p90Ms = 0, p99Ms = 0, maxMs = 0;  ///< action sent -> opponent's event
  double ackP99Ms = 0;                                ///< action sent -> ack to the actor
  int64_t errors = 0;            ///< refused actions, HTTP failures, protocol surprises
  int64_t reconnects = 0;        ///< sockets reconnected after a drop (churn or server restart)
  int64_t resends = 0;           ///< unanswered actions sent again, same id, after a reconnect
  int64_t unexpectedCloses = 0;  ///< sockets closed by the server or the network, not by churn
  int64_t batches = 0;           ///< messages that carried several frames (whole run)
  double maxReconnectMs = 0;     ///< longest time from such a close to the socket being back
  int64_t lost = 0;              ///< acknowledged actions the server does not have
  int64_t mismatched = 0;        ///< games whose state differs from the replay of their log
  int64_t unverified = 0;        ///< games that could not be compared (their log is not complete)
  int64_t clockErrors = 0;       ///< a seat's clock that grew by more than its increment
  int64_t finished = 0;          ///< games that reached their end during the run
  int64_t stuck = 0;             ///< actions still unanswered 10 s after the paced phase
  int64_t verified = 0;          ///< games compared with the server at the end
  // Games against the computer (not in the figures above, which are the human games'): the
  // human seat plays at once whenever it must act; the computer thinks on the server's pool.
  int64_t computerGames = 0;     ///< played (initial ones and those started after a finish)
  int64_t computerMoves = 0;     ///< actions of the computer's seat seen in the paced phase
  int64_t computerActions = 0;   ///< actions of the human seat acknowledged in the paced phase
  int64_t computerFinished = 0;  ///< computer games that reached their end during the run
  // Bursts (`burstEvery`): the actions sent from a burst's start until every game it ended is
  // in play again, plus one second, but the resignations that start it; how long that return
  // took; and the resignations, which all wait for the store at once (a round's last results).
  int64_t bursts = 0;
  int64_t burstGames = 0;    ///< games ended by bursts (each replaced by a new one)
  int64_t burstActions = 0;  ///< actions whose latency was measured inside a burst's window
  double burstP50Ms = 0, burstP99Ms = 0, burstMaxMs = 0;  ///< action sent -> opponent's event
  int64_t burstEnds = 0;  ///< the bursts' resignations measured (those seen in the paced phase)
  double endP50Ms = 0, endP99Ms = 0, endMaxMs = 0;  ///< their latency, as above
  double burstBackMs = 0;  ///< longest time from a burst's start to all its games in play again
  // The generator's own loop: how late a timer due every 5 ms fired, over the paced phase and
  // inside bursts' windows. A latency of the same size may be the generator's, not the server's.
  double lagP99Ms = 0, lagMaxMs = 0, burstLagP99Ms = 0;
};

/// Runs the load; returns when the run and the check are over. Bounded by `duration` plus the
/// setup, the drain (at most 10 s) and the check.
LoadReport runLoad(const LoadOptions& options);

/// The one-line JSON summary of `renju load --json`.
std::string reportJson(const LoadReport& report);
/// A few lines for people.
std::string reportText(const LoadReport& report);

}  // namespace renju::loadgen
