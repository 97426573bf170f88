// `renju solve`: does the side win by VCF (or VCT with --vct)? One position (--stones / --moves)
// or one per line of standard input (--batch: "<position><TAB>black|white").
#include <fmt/core.h>

#include <cstdio>
#include <iostream>
#include <memory>
#include <string>

#include "analysis_commands.h"
#include "engine_commands.h"
#include "solver.h"

namespace renju::cli {

namespace {

struct SolveOptions {
  std::string stones;
  std::string moves;
  std::string side;
  bool vct = false;
  int64_t timeMs = 0;
  uint64_t nodes = 0;
  int depth = 0;
  bool batch = false;
  CLI::Option* stonesOption = nullptr;
  CLI::Option* movesOption = nullptr;
  CLI::Option* sideOption = nullptr;
};

// "win <line>", "none", or "unknown" when a limit stopped the proof first.
std::string answer(const EnginePosition& pos, Color side, const SolveOptions& o) {
  ai::SolveLimits limits{o.nodes, o.timeMs, o.depth};
  ai::SolveResult r =
      ai::solve(pos.board, side, o.vct ? ai::ThreatKind::VCT : ai::ThreatKind::VCF, limits);
  switch (r.verdict) {
    case ai::Verdict::WIN:
      return "win " + formatPoints(r.line);
    case ai::Verdict::NONE:
      return "none";
    case ai::Verdict::UNKNOWN:
      return "unknown";
  }
  return "unknown";
}

void solveOne(const SolveOptions& o) {
  const bool stones = o.stonesOption->count() > 0, moves = o.movesOption->count() > 0;
  if (stones == moves) failInput("solve", "give exactly one of --stones, --moves or --batch");
  Result<EnginePosition> pos = readEnginePosition(stones ? o.stones : o.moves);
  if (!pos) failInput("solve", pos.error().message);
  Color side = pos->toMove;
  if (o.sideOption->count() > 0) {
    Result<Color> s = parseSide(o.side);
    if (!s) failInput("solve", s.error().message);
    side = *s;
  }
  fmt::print("{}\n", answer(*pos, side, o));
}

// One answer line per input line, in order; a bad line is answered "error: <why>" and the batch
// goes on. The exit status is 2 when any line was bad.
void solveBatch(const SolveOptions& o) {
  std::string line;
  int lineNumber = 0, bad = 0, firstBad = 0;
  while (std::getline(std::cin, line)) {
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    std::string out;
    const size_t tab = line.find('\t');
    if (tab == std::string::npos) {
      out = "error: expected <stones><TAB>black|white";
    } else if (Result<Color> side = parseSide(line.substr(tab + 1)); !side) {
      out = "error: " + side.error().message;
    } else if (Result<EnginePosition> pos = readEnginePosition(line.substr(0, tab)); !pos) {
      out = "error: " + pos.error().message;
    } else {
      out = answer(*pos, *side, o);
    }
    if (out.starts_with("error: ") && bad++ == 0) firstBad = lineNumber;
    fmt::print("{}\n", out);
    std::fflush(stdout);
  }
  if (bad > 0)
    failInput("solve", fmt::format("{} of {} lines are not positions (the first: line {})", bad,
                                   lineNumber, firstBad));
}

}  // namespace

void addSolveCommand(CLI::App& app) {
  auto o = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "prove a win by continuous fours (VCF) or by fours and threes (--vct), renju rules");
  o->stonesOption = cmd->add_option("--stones", o->stones, "stones with their colour: \"Bh8 Wh9\"");
  o->movesOption = cmd->add_option("--moves", o->moves, "a move list from Black: \"h8 h9 i8\"");
  o->sideOption = cmd->add_option("--side", o->side,
                                  "the attacker, black or white (default: the side to move)");
  cmd->add_flag("--vct", o->vct, "threes as well as fours (victory by continuous threats)");
  cmd->add_option("--time", o->timeMs, "stop after this many milliseconds (answer: unknown)");
  cmd->add_option("--nodes", o->nodes, "stop after this many nodes (answer: unknown)");
  cmd->add_option("--depth", o->depth, "at most this many attacker moves before the last");
  cmd->add_flag("--batch", o->batch,
                "read \"<stones><TAB>black|white\" lines on standard input, answer one line each");
  cmd->callback([o] {
    if (o->batch) {
      if (o->stonesOption->count() || o->movesOption->count() || o->sideOption->count())
        failInput("solve", "--batch reads standard input: leave out --stones, --moves and --side");
      solveBatch(*o);
    } else {
      solveOne(*o);
    }
  });
}

}  // namespace renju::cli
