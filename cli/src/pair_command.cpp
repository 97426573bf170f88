// `renju pair --dutch FILE.trf`: the next round of a Swiss tournament under the FIDE Dutch system
// (pairing/), printed as pairing programmes print it: the number of pairs, then one pair a line,
// `FIRST SECOND` by starting rank, FIRST with the TRF colour w (the opener), a bye as `N 0`.
#include <fmt/core.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "analysis_commands.h"
#include "commands.h"
#include "dutch.h"
#include "trf.h"

namespace renju::cli {

namespace {

struct PairOptions {
  std::string file;
  bool dutch = false;
};

void runPair(const PairOptions& o) {
  if (!o.dutch) failInput("pair", "choose the system: --dutch");
  std::ifstream in(o.file, std::ios::binary);
  if (!in) failInput("pair", fmt::format("cannot open {}", o.file));
  std::ostringstream text;
  text << in.rdbuf();
  const pairing::Result<pairing::Tournament> tournament = pairing::parseTrf(text.str());
  if (!tournament) failInput("pair", fmt::format("{}: {}", o.file, tournament.error().message));
  const pairing::Result<pairing::Round> round = pairing::pairDutch(*tournament);
  if (!round) failInput("pair", fmt::format("{}: {}", o.file, round.error().message));
  std::string out = fmt::format("{}\n", round->size());
  for (const pairing::Pair& p : *round) out += fmt::format("{} {}\n", p.first, p.second);
  fmt::print("{}", out);
}

}  // namespace

void addPairCommand(CLI::App& app) {
  auto options = std::make_shared<PairOptions>();
  CLI::App* cmd = app.add_subcommand("pair", "The next round of a Swiss tournament (FIDE TRF)");
  cmd->add_flag("--dutch", options->dutch, "the FIDE Dutch system (C.04.3)")->required();
  cmd->add_option("file", options->file, "the tournament so far, a FIDE TRF file")->required();
  cmd->callback([options] { runPair(*options); });
}

}  // namespace renju::cli
