#pragma once
// `renju match`: two Gomocup engines play each opening of a set with both colours. Every move is
// judged by the rules library (match_judge.h); a wrong answer, a crash or a time overrun loses
// the game for the engine at fault. Games may run in parallel, each pair of processes its own.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "match_stats.h"
#include "result.h"
#include "types.h"

namespace renju::match {

struct EngineSpec {
  std::string name;
  std::string command;  ///< run by /bin/sh -c
  /// This engine's own limits, instead of the match's (e.g. nodes for one, time for the other).
  std::optional<uint64_t> maxNodes;
  std::optional<int64_t> timeoutTurnMs;
};

struct MatchConfig {
  EngineSpec first, second;
  std::vector<std::vector<Point>> openings;  ///< stones alternate from Black
  std::vector<std::string> openingNames;     ///< one per opening, for the game log
  int rounds = 1;              ///< each round plays every opening twice, colours swapped
  int64_t timeoutTurnMs = 0;   ///< INFO timeout_turn (0: not limited by time per move)
  int64_t timeoutMatchMs = 0;  ///< INFO timeout_match per game and engine (0: none)
  uint64_t maxNodes = 0;       ///< INFO max_node (0: not sent)
  uint64_t maxMemoryBytes = 256ull << 20;  ///< INFO max_memory
  int64_t toleranceMs = 1000;   ///< allowed beyond timeout_turn / time_left before a time loss
  int64_t moveLimitMs = 60000;  ///< hard limit per move when no time limit is set
  /// Least time between an engine's answer and the next request to it. Some engines (Rapfi)
  /// print their move before they leave the "thinking" state and drop a command that arrives in
  /// between; a fast opponent's move would then be lost.
  int64_t settleMs = 30;
  int concurrency = 1;
  std::string stderrDir;                          ///< engines' stderr files go here when set
  std::optional<std::pair<double, double>> sprt;  ///< (elo0, elo1): stop when decided
  double sprtAlpha = 0.05, sprtBeta = 0.05;
};

struct GameRecord {
  int index = 0;  ///< 0-based, in scheduling order
  int opening = 0;
  bool firstIsBlack = true;
  std::vector<Point> moves;     ///< all stones, the opening's first
  std::optional<Color> winner;  ///< nullopt: draw
  std::string reason;           ///< "five", "foul double-three h8", "time", "crash", ...
  /// +1 first engine won, 0 draw, -1 lost.
  int firstResult() const;
};

struct MatchOutcome {
  Score score;
  std::vector<GameRecord> games;  ///< in the order they finished
  std::string sprtVerdict;        ///< "H1 accepted", "H0 accepted" or "" (undecided or off)
};

/// Reads an openings file: one opening per line as a move list ("h8 h9 h10"), "#" starts a
/// comment (kept as the opening's name when it follows the moves). Every opening must replay
/// legally without ending the game. Errors name the line.
Result<std::pair<std::vector<std::vector<Point>>, std::vector<std::string>>> parseOpenings(
    std::string_view text);

/// Plays the match; `onGame` is called (from one thread at a time) after each game.
MatchOutcome runMatch(const MatchConfig& config,
                      const std::function<void(const GameRecord&, const Score&)>& onGame);

}  // namespace renju::match
