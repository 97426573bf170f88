// `renju bench`: searches the fixed bench positions to a fixed depth and prints the total node
// count, the engine's signature (it changes only when the search changes).
#include <fmt/core.h>

#include <chrono>
#include <memory>

#include "analysis_commands.h"
#include "bench_set.h"
#include "engine_commands.h"

namespace renju::cli {

namespace {

void bench(int depth) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<ai::BenchLine> lines = ai::runBench(depth);
  const int64_t ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  for (size_t i = 0; i < lines.size(); ++i) {
    const ai::BenchLine& l = lines[i];
    fmt::print(
        "position {} ({} stones, {} to move): best {} score {} depth {} nodes {} solver {}\n",
        i + 1, l.board.stoneCount(), toString(l.toMove),
        l.search.best ? toString(*l.search.best) : "pass", l.search.score, l.search.depth,
        l.search.nodes, l.solverNodes);
  }
  const uint64_t total = ai::benchSignature(lines);
  fmt::print("signature {}\ntime-ms {}\nnodes/s {}\n", total, ms,
             ms > 0 ? total * 1000 / static_cast<uint64_t>(ms) : total * 1000);
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
