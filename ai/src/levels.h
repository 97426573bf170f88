#pragma once
// What each level searches, and how the clock turns into a time budget for one decision.
#include <cstdint>

#include "engine.h"

namespace renju::ai {

struct LevelConfig {
  int depth;          ///< iterative deepening stops here
  uint64_t nodes;     ///< node budget when the caller gives neither time nor nodes
  int width;          ///< moves searched per node
  int noise;          ///< root randomness (score units)
  uint64_t vcfNodes;  ///< the root VCF for us (0 = none)
  uint64_t vctNodes;  ///< the root VCT for us (0 = none)
  bool defendVcf;     ///< keep only moves after which the opponent has no VCF
  /// `nodes` bounds every search of the level whatever time it is given (a smaller node limit of
  /// the caller still applies): a beginner's move is quick by construction, not by its clock.
  bool capped;
};

inline constexpr int MIN_LEVEL = 1;
inline constexpr int MAX_LEVEL = 8;
/// From this level up: every five, every four to block, every VCF of depth <= GUARANTEED_VCF_DEPTH.
inline constexpr int GUARANTEE_LEVEL = 4;
inline constexpr int GUARANTEED_VCF_DEPTH = 5;

/// The level's settings; levels outside 1..8 are clamped.
const LevelConfig& levelConfig(int level);

/// The node budget of one search at `level` under `limits` (0 = none: time alone stops it): the
/// caller's node limit, the level's own when nothing is given, and never more than the level's
/// own when it is capped.
uint64_t nodeBudget(const Limits& limits, bool timeGiven);

/// Time for one decision in ms: soft (what the decision plans to use; the root solver's passes
/// are sized from it), deepen (no new iteration after it) and hard (stop at once); 0 = no time
/// limit.
struct TimeBudget {
  int64_t softMs = 0;
  int64_t deepenMs = 0;
  int64_t hardMs = 0;
};
TimeBudget timeBudget(const Limits& limits);

}  // namespace renju::ai
