// `renju bench`: searches the fixed bench positions to a fixed depth and prints the total node
// count, the engine's signature (it changes only when the search changes).
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <memory>

#include "analysis_commands.h"
#include "bench_set.h"
#include "engine_commands.h"

namespace renju::cli {

namespace {

void bench(int depth) {
  std::vector<ai::BenchLine> lines = ai::runBench(depth);
  std::chrono::nanoseconds elapsed{0};
  for (const ai::BenchLine& l : lines) elapsed += l.elapsed;
  for (size_t i = 0; i < lines.size(); ++i) {
    const ai::BenchLine& l = lines[i];
    fmt::print(
        "position {} ({} stones, {} to move): best {} score {} depth {} nodes {} solver {}\n",
        i + 1, l.board.stoneCount(), toString(l.toMove),
        l.search.best ? toString(*l.search.best) : "pass", l.search.score, l.search.depth,
        l.search.nodes, l.solverNodes);
  }
  const uint64_t total = ai::benchSignature(lines);
  // The searches' time only: not the process's setup (bench_set.h).
  const uint64_t us = static_cast<uint64_t>(
      std::max<int64_t>(1, std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count()));
  fmt::print("signature {}\ntime-ms {}\nnodes/s {}\n", total, us / 1000, total * 1'000'000 / us);
}

}  // namespace

void addBenchCommand(CLI::App& app) {
  auto depth = std::make_shared<int>(ai::BENCH_DEPTH);
  CLI::App* cmd = app.add_subcommand(
      "bench", "search the fixed bench positions; the total node count is the engine's signature");
  cmd->add_option("--depth", *depth, "search depth (the signature is defined at the default)");
  cmd->callback([depth] {
    if (*depth < 1 || *depth > 64) failInput("bench", "--depth is 1..64");
    bench(*depth);
  });
}

}  // namespace renju::cli
