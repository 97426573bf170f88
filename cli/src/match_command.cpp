// `renju match`: two Gomocup engines over a set of openings; prints each game and the score with
// an Elo estimate (match_runner.h).
#include <fmt/core.h>

#include <fstream>
#include <memory>
#include <sstream>

#include "analysis_commands.h"
#include "match_runner.h"
#include "notation.h"
#include "play_commands.h"

namespace renju::cli {

namespace {

struct MatchOptions {
  match::MatchConfig config;
  std::string openingsPath;
  std::string gamesOut;
  std::vector<double> sprt;
};

std::string resultText(const match::GameRecord& g) {
  if (!g.winner) return "1/2-1/2";
  return *g.winner == Color::BLACK ? "1-0" : "0-1";
}

void run(MatchOptions& o) {
  std::ifstream in(o.openingsPath, std::ios::binary);
  if (!in) failInput("match", "cannot read the openings file '" + o.openingsPath + "'");
  std::stringstream text;
  text << in.rdbuf();
  auto openings = match::parseOpenings(text.str());
  if (!openings) failInput("match", o.openingsPath + ": " + openings.error().message);
  match::MatchConfig& c = o.config;
  c.openings = openings->first;
  c.openingNames = openings->second;
  if (!o.sprt.empty()) {
    if (o.sprt.size() != 2 || o.sprt[0] >= o.sprt[1])
      failInput("match", "--sprt takes two Elo values elo0,elo1 with elo0 < elo1");
    c.sprt = std::make_pair(o.sprt[0], o.sprt[1]);
  }
  std::unique_ptr<std::ofstream> gamesOut;
  if (!o.gamesOut.empty()) {
    gamesOut = std::make_unique<std::ofstream>(o.gamesOut);
    if (!*gamesOut) failInput("match", "cannot write '" + o.gamesOut + "'");
    *gamesOut << "game\topening\tblack\twhite\tresult\treason\tmoves\n";
  }
  int total = 2 * static_cast<int>(c.openings.size()) * c.rounds;
  fmt::print("{} games: {} ({}) vs {} ({})\n", total, c.first.name, c.first.command, c.second.name,
             c.second.command);
  std::fflush(stdout);
  auto onGame = [&](const match::GameRecord& g, const match::Score& score) {
    const std::string& black = g.firstIsBlack ? c.first.name : c.second.name;
    const std::string& white = g.firstIsBlack ? c.second.name : c.first.name;
    fmt::print("game {:>4} {:<14} {} - {} {} {} ({} stones)  [{}]\n", g.index + 1,
               c.openingNames[g.opening], black, white, resultText(g), g.reason, g.moves.size(),
               match::describe(score));
    std::fflush(stdout);
    if (gamesOut) {
      *gamesOut << g.index + 1 << '\t' << c.openingNames[g.opening] << '\t' << black << '\t'
                << white << '\t' << resultText(g) << '\t' << g.reason << '\t'
                << formatMoveList(g.moves) << '\n';
      gamesOut->flush();
    }
  };
  match::MatchOutcome outcome = match::runMatch(c, onGame);
  fmt::print("{} vs {}: {} games, {}\n", c.first.name, c.second.name, outcome.score.games(),
             match::describe(outcome.score));
  if (c.sprt) {
    double llr = match::sprtLlr(outcome.score, c.sprt->first, c.sprt->second);
    match::SprtBounds b = match::sprtBounds(c.sprtAlpha, c.sprtBeta);
    fmt::print("SPRT elo0 {} elo1 {}: LLR {:.2f} [{:.2f}, {:.2f}] {}\n", c.sprt->first,
               c.sprt->second, llr, b.lower, b.upper,
               outcome.sprtVerdict.empty() ? "undecided" : outcome.sprtVerdict);
  }
}

}  // namespace

void addMatchCommand(CLI::App& app) {
  auto o = std::make_shared<MatchOptions>();
  match::MatchConfig& c = o->config;
  c.first.name = "first";
  c.second.name = "second";
  CLI::App* cmd = app.add_subcommand("match",
                                     "Play two Gomocup engines from a set of openings, each with "
                                     "both colours, judged by the rules library");
  cmd->add_option("--engine1", c.first.command, "command line of the first engine (run by /bin/sh)")
      ->required();
  cmd->add_option("--engine2", c.second.command, "command line of the second engine")->required();
  cmd->add_option("--name1", c.first.name, "name of the first engine in the output");
  cmd->add_option("--name2", c.second.name, "name of the second engine in the output");
  cmd->add_option("--openings", o->openingsPath, "openings file (see bench/openings/renju26.txt)")
      ->required();
  cmd->add_option("--rounds", c.rounds, "each round plays every opening twice, colours swapped")
      ->check(CLI::Range(1, 1000));
  cmd->add_option("--nodes", c.maxNodes, "INFO max_node: nodes per move (0: not sent)");
  cmd->add_option("--nodes1", c.first.maxNodes, "nodes per move for the first engine only");
  cmd->add_option("--nodes2", c.second.maxNodes, "nodes per move for the second engine only");
  cmd->add_option("--turn-ms1", c.first.timeoutTurnMs, "ms per move for the first engine only");
  cmd->add_option("--turn-ms2", c.second.timeoutTurnMs, "ms per move for the second engine only");
  cmd->add_option("--turn-ms", c.timeoutTurnMs, "INFO timeout_turn: ms per move (0: none)")
      ->check(CLI::Range(int64_t{0}, int64_t{3600000}));
  cmd->add_option("--game-ms", c.timeoutMatchMs,
                  "INFO timeout_match: ms per engine and game (0: none)")
      ->check(CLI::Range(int64_t{0}, int64_t{36000000}));
  cmd->add_option("--tolerance-ms", c.toleranceMs,
                  "allowed beyond the time limits before a loss on time")
      ->check(CLI::Range(int64_t{0}, int64_t{600000}));
  cmd->add_option("--move-limit-ms", c.moveLimitMs, "hard limit per move when no time limit is set")
      ->check(CLI::Range(int64_t{1}, int64_t{3600000}));
  cmd->add_option("--memory-mb", c.maxMemoryBytes, "INFO max_memory in MB")
      ->transform([](std::string s) { return std::to_string(std::stoull(s) << 20); });
  cmd->add_option("--settle-ms", c.settleMs,
                  "least time between an engine's answer and the next request to it")
      ->check(CLI::Range(int64_t{0}, int64_t{10000}));
  cmd->add_option("--concurrency", c.concurrency, "games played at once")->check(CLI::Range(1, 64));
  cmd->add_option("--games-out", o->gamesOut,
                  "write every game (TSV: opening, players, result, moves)");
  cmd->add_option("--stderr-dir", c.stderrDir, "keep the engines' stderr in this directory");
  cmd->add_option("--sprt", o->sprt, "elo0,elo1: stop when the SPRT (alpha = beta = 0.05) decides")
      ->delimiter(',');
  cmd->callback([o] { run(*o); });
}

}  // namespace renju::cli
