#pragma once
// The player: a PVS alpha-beta search over the pattern board with a threat-space solver at its
// root, and every decision an opening procedure asks of a seat. No I/O and no threads of its own:
// the caller runs it where it likes and may stop it through an atomic flag.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "board.h"
#include "game.h"
#include "types.h"

namespace renju::ai {

/// What the engine may spend. 0 (or -1 for remainingMs) means "not given". With nothing given the
/// level's own node budget applies. A time limit makes the result depend on the machine; a node
/// limit (or none) with the same seed gives the same answer every time.
struct Limits {
  int level = 8;             ///< 1 (beginner) .. 8 (full strength)
  uint64_t maxNodes = 0;     ///< search nodes for the whole decision
  int64_t moveTimeMs = 0;    ///< fixed time for this move
  int64_t remainingMs = -1;  ///< Fischer clock: time left on our clock
  int64_t incrementMs = 0;   ///< Fischer clock: added after each move
  int maxDepth = 0;          ///< iterative deepening stops here
  uint64_t seed = 0;         ///< the lower levels' randomness
};

/// Scores are from the side to move's view, in pattern units; |score| >= MATE_SCORE is a forced
/// win (positive) or loss.
inline constexpr int WIN_SCORE = 30000;
inline constexpr int MATE_SCORE = WIN_SCORE - 1000;

struct SearchInfo {
  std::optional<Point> best;  ///< nullopt: no legal stone (then pass)
  int score = 0;
  bool mate = false;  ///< the score is a proven win or loss
  int depth = 0;      ///< the last completed iteration
  uint64_t nodes = 0;
  int64_t timeMs = 0;
  std::vector<Point> pv;
};

class TranspositionTable;

class Engine {
 public:
  explicit Engine(size_t hashMegabytes = 64);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  /// A new game: empties the transposition table.
  void clear();

  /// The best stone for `toMove` on a plain renju board (no opening procedure): pbrain, analyze.
  /// Precondition: no five on the board.
  SearchInfo search(const Board& board, Color toMove, const Limits& limits,
                    const std::atomic<bool>* stop = nullptr);

  /// The same, with the stone restricted to `allowed` (empty: anywhere legal).
  SearchInfo searchAmong(const Board& board, Color toMove, const Limits& limits,
                         const std::vector<Point>& allowed,
                         const std::atomic<bool>* stop = nullptr);

  /// Any decision of a game under its opening procedure for `seat`, which must be to act (or be
  /// asked to answer a draw offer): place, swap or not, declare, offer N fifth moves, choose,
  /// pass, draw offer / answer. The action is one `apply` accepts.
  Action decide(const GameState& state, Seat seat, const Limits& limits,
                const std::atomic<bool>* stop = nullptr);

 private:
  std::unique_ptr<TranspositionTable> tt_;
};

}  // namespace renju::ai
