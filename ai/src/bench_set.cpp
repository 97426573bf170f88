#include "bench_set.h"

#include <cassert>

#include "notation.h"
#include "solver.h"

namespace renju::ai {

const std::vector<std::string_view>& benchPositions() {
  static const std::vector<std::string_view> positions = {
      "h8",
      "h8 h9 h10",
      "h8 i9 j10",
      "h8 h9 h10 i8 i9 g10 f11 k6",
      "h8 i9 j10 f9 h9 h10 j8 g10 j9 j11 j6 j7 h11 f10",
      "h8 h9 i10 j9 k9 i8 k10 j7 g10 j10 j8 l5 k6 k8 i6 i7 g7 k4 j3 l4",
      "h8 i9 i10 h10 g8 j8 g11 k7 l6 j6 g9 g10 j11 h9 h11 i11 e11 f10 f11 d11 e10 k8 d9 g12 b7 c8",
      "h8 h9 j9 i6 j10 j7 i8 k8",
      "h8 i9 j8 k8 g8 f8 h7 h9 i7 g9 f9 e10 k9 h6",
      "h8 h9 g10 f9 g8 g9 e9 f8 i9 f10 f7 f12 f11 e11 d12 e7 d6 i11 h10 j10",
      "h8 i9 g10 h7 g8 i8 g9 g7 i7 f10 j9 g11 j6 k5 j8 j7 h6 k9 g5 f4 e9 k6 l5 k7 k8 k4",
  };
  return positions;
}

std::vector<BenchLine> runBench(int depth) {
  std::vector<BenchLine> out;
  // One table for every position, cleared in between: a fresh one per position would time the
  // kernel's zeroing of its pages, not the search. The timed part is each position's search and
  // solves: the hash table's allocation and the pattern tables (the engine builds them) are a
  // process's one-time setup.
  Engine engine(16);
  for (std::string_view text : benchPositions()) {
    auto moves = parseMoveList(text);
    assert(moves.ok());
    BenchLine line;
    for (size_t i = 0; i < moves->size(); ++i)
      line.board.place((*moves)[i], i % 2 ? Color::WHITE : Color::BLACK);
    line.toMove = moves->size() % 2 ? Color::WHITE : Color::BLACK;
    const auto start = std::chrono::steady_clock::now();
    engine.clear();
    line.search = engine.search(line.board, line.toMove,
                                {.level = 8, .maxNodes = BENCH_SEARCH_NODES, .maxDepth = depth});
    for (ThreatKind kind : {ThreatKind::VCF, ThreatKind::VCT})
      line.solverNodes +=
          solve(line.board, line.toMove, kind, {.maxNodes = BENCH_SOLVER_NODES}).nodes;
    line.elapsed = std::chrono::steady_clock::now() - start;
    out.push_back(std::move(line));
  }
  return out;
}

uint64_t benchSignature(const std::vector<BenchLine>& lines) {
  uint64_t total = 0;
  for (const BenchLine& l : lines) total += l.search.nodes + l.solverNodes;
  return total;
}

}  // namespace renju::ai
