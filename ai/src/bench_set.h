#pragma once
// The fixed position set of `renju bench` and of the Google Benchmark programs. The total node
// count of a bench run is the engine's signature: it changes only when the search changes, as
// a chess engine's bench does (bench/signature.txt holds the expected number; CI compares).
#include <chrono>
#include <cstdint>
#include <string_view>
#include <vector>

#include "board.h"
#include "engine.h"

namespace renju::ai {

/// Move lists alternating from Black (notation.h), from engine games of several openings.
const std::vector<std::string_view>& benchPositions();

struct BenchLine {
  Board board;
  Color toMove = Color::BLACK;
  SearchInfo search;         ///< level 8 to the bench depth
  uint64_t solverNodes = 0;  ///< VCF and VCT of the side to move, node-limited
  /// Wall time of the search and the two solves, not of the engine's one-time setup.
  std::chrono::nanoseconds elapsed{0};
};

inline constexpr int BENCH_DEPTH = 6;
inline constexpr uint64_t BENCH_SEARCH_NODES = 300'000;
inline constexpr uint64_t BENCH_SOLVER_NODES = 20'000;

/// Searches every bench position with a cleared engine (so results do not depend on order).
std::vector<BenchLine> runBench(int depth = BENCH_DEPTH);

/// The signature: search and solver nodes over all lines.
uint64_t benchSignature(const std::vector<BenchLine>& lines);

}  // namespace renju::ai
