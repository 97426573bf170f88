// `renju analyze`: the engine's best move for a position, with its evaluation, principal
// variation, depth, nodes and speed.
#include <fmt/core.h>

#include <memory>
#include <string>

#include "analysis_commands.h"
#include "engine.h"
#include "engine_commands.h"

namespace renju::cli {

namespace {

struct AnalyzeOptions {
  std::string stones;
  std::string moves;
  std::string side;
  ai::Limits limits;
  size_t hashMb = 64;
  CLI::Option* stonesOption = nullptr;
  CLI::Option* movesOption = nullptr;
  CLI::Option* sideOption = nullptr;
};

std::string evaluation(const ai::SearchInfo& info) {
  if (!info.mate) return fmt::format("{:+d}", info.score);
  // A proven result: "win in N" / "loss in N", N = our moves to the five.
  int plies = ai::WIN_SCORE - std::abs(info.score);
  return fmt::format("{} in {}", info.score > 0 ? "win" : "loss", (plies + 1) / 2);
}

void analyze(const AnalyzeOptions& o) {
  const bool stones = o.stonesOption->count() > 0, moves = o.movesOption->count() > 0;
  if (stones == moves) failInput("analyze", "give exactly one of --stones or --moves");
  Result<EnginePosition> pos = readEnginePosition(stones ? o.stones : o.moves);
  if (!pos) failInput("analyze", pos.error().message);
  Color side = pos->toMove;
  if (o.sideOption->count() > 0) {
    Result<Color> s = parseSide(o.side);
    if (!s) failInput("analyze", s.error().message);
    side = *s;
  }
  if (o.limits.level < 1 || o.limits.level > 8) failInput("analyze", "--level is 1..8");
  ai::Engine engine(o.hashMb);
  ai::SearchInfo info = engine.search(pos->board, side, o.limits);
  std::vector<std::optional<Point>> pv(info.pv.begin(), info.pv.end());
  const uint64_t nps =
      info.timeMs > 0 ? info.nodes * 1000 / static_cast<uint64_t>(info.timeMs) : info.nodes * 1000;
  fmt::print("side {}\nbest {}\neval {}\npv {}\ndepth {}\nnodes {}\ntime-ms {}\nnodes/s {}\n",
             toString(side), info.best ? toString(*info.best) : "pass", evaluation(info),
             formatPoints(pv), info.depth, info.nodes, info.timeMs, nps);
}

}  // namespace

void addAnalyzeCommand(CLI::App& app) {
  auto o = std::make_shared<AnalyzeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "analyze", "the engine's best move, evaluation and principal variation for a position");
  o->stonesOption = cmd->add_option("--stones", o->stones, "stones with their colour: \"Bh8 Wh9\"");
  o->movesOption = cmd->add_option("--moves", o->moves, "a move list from Black: \"h8 h9 i8\"");
  o->sideOption = cmd->add_option("--side", o->side, "black or white (default: the side to move)");
  cmd->add_option("--level", o->limits.level, "1..8 (default 8)");
  cmd->add_option("--nodes", o->limits.maxNodes, "node budget (default: the level's)");
  cmd->add_option("--time", o->limits.moveTimeMs, "milliseconds for the move");
  cmd->add_option("--depth", o->limits.maxDepth, "deepest iteration");
  cmd->add_option("--seed", o->limits.seed, "the lower levels' randomness");
  cmd->add_option("--hash", o->hashMb, "transposition table in MB (default 64)");
  cmd->callback([o] { analyze(*o); });
}

}  // namespace renju::cli
