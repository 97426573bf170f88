#pragma once
// Threat-space search: does the attacker win by continuous fours (VCF) or by fours and open
// threes (VCT), whatever the defender does? Renju-exact: Black never plays a forbidden point and
// wins only with exactly five; White wins with five or more, and also by a four whose only
// defence is forbidden for Black. The defender's own fours are tried as defences.
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "board.h"
#include "types.h"

namespace renju::ai {

enum class ThreatKind : uint8_t { VCF, VCT };

/// 0 = no limit. maxDepth counts the attacker's moves.
struct SolveLimits {
  uint64_t maxNodes = 0;
  int64_t timeMs = 0;
  int maxDepth = 0;
};

enum class Verdict : uint8_t {
  WIN,      ///< a proven win; `line` holds it
  NONE,     ///< no such win exists (within maxDepth when one is given)
  UNKNOWN,  ///< a node or time limit (or the stop flag) ended the search first
};

struct SolveResult {
  Verdict verdict = Verdict::NONE;
  /// Attacker, defender, attacker, ...; ends with the attacker's five, or (byFoul) with White's
  /// four, nullopt for Black's missing defence, then the point Black may not play. At a three the
  /// defence shown is the one that lasts longest.
  std::vector<std::optional<Point>> line;
  bool byFoul = false;
  uint64_t nodes = 0;
  int64_t timeMs = 0;
};

/// Solves the position for `attacker` to move. Precondition: no five on the board.
SolveResult solve(const Board& board, Color attacker, ThreatKind kind, const SolveLimits& limits,
                  const std::atomic<bool>* stop = nullptr);

}  // namespace renju::ai
