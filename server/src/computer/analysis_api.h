#pragma once
// `POST /api/analysis` (docs/api.md): a position given as a move list or a pasted record, answered
// with Black's forbidden points and, on request, the engine's evaluation and principal variation
// and a VCF/VCT proof for a side. Engine work runs on the EnginePool, capped in time and limited
// per client address; reading the position and its forbidden points is cheap and answered at
// once.
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/http_types.h"
#include "base/rate_limiter.h"
#include "computer/engine_pool.h"
#include "result.h"
#include "solver.h"
#include "types.h"

namespace renju::server {

struct AnalysisLimits {
  int64_t maxTimeMs = 3000;      ///< cap of each engine task (search, solve) of a request
  int64_t defaultTimeMs = 1000;  ///< when the request names no time
  size_t maxMoves = 300;         ///< stones and passes in the position
  RateLimit perAddress{1, 10};   ///< engine requests per second (and burst) per client address
};

/// A request, checked: every field within its range, the moves replayable under renju rules.
struct AnalysisRequest {
  std::vector<Point> moves;  ///< PASS for a pass
  struct Search {
    int level = 8;
    int64_t timeMs = 0;
  };
  struct Solve {
    Color side = Color::BLACK;
    ai::ThreatKind kind = ai::ThreatKind::VCF;
    int64_t timeMs = 0;
  };
  std::optional<Search> search;
  std::optional<Solve> solve;
};

/// Reads a request body (a JSON object). Errors are `bad-request` with a message naming the field
/// and, for moves, the move number.
Result<AnalysisRequest> parseAnalysisRequest(const nlohmann::json& body,
                                             const AnalysisLimits& limits);

/// What is known at once: the moves, the side to move, whether (and how) the game is over, and
/// Black's forbidden points.
nlohmann::json positionJson(const std::vector<Point>& moves);

/// The engine's part, run on a pool thread: the search and the solver as requested.
nlohmann::json engineJson(const AnalysisRequest& request, ai::Engine& engine,
                          const std::atomic<bool>& stop);

class AnalysisApi {
 public:
  AnalysisApi(EnginePool& pool, const AnalysisLimits& limits);

  /// Answers `POST /api/analysis`; `respond` runs exactly once, on this thread or a pool thread.
  void handle(const HttpRequest& request, Respond respond);

 private:
  EnginePool& pool_;
  AnalysisLimits limits_;
  AddressLimiter limiter_;
  std::atomic<uint64_t> next_{0};
};

}  // namespace renju::server
