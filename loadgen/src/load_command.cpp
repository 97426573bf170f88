// `renju load`: the command line of the load generator (load_run.h does the work).
#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <cstdio>
#include <memory>

#include "load_run.h"

namespace renju::loadgen {

namespace {

struct CommandLine {
  std::string url = "http://127.0.0.1:8080";
  std::string rule = "all";
  std::string clock = "1800+5";
  bool json = false;
  bool quiet = false;
  bool noVerify = false;
  LoadOptions options;
};

// "1800+5" (seconds + increment seconds) or "none".
bool parseClock(const std::string& text, LoadOptions& o) {
  if (text == "none") {
    o.clockInitial = 0;
    o.clockIncrement = 0;
    return true;
  }
  int initial = 0, increment = 0;
  char plus = 0;
  if (std::sscanf(text.c_str(), "%d%c%d", &initial, &plus, &increment) != 3 || plus != '+' ||
      initial < 1 || initial > 10800 || increment < 0 || increment > 600)
    return false;
  o.clockInitial = initial;
  o.clockIncrement = increment;
  return true;
}

void run(CommandLine& c) {
  auto server = parseUrl(c.url);
  if (!server) throw CLI::ValidationError("--url", server.error().message);
  LoadOptions o = c.options;
  o.server = server.value();
  if (c.rule != "all") o.rules = {c.rule};
  if (!parseClock(c.clock, o)) throw CLI::ValidationError("--clock", "write 1800+5 or none");
  o.verify = !c.noVerify;
  o.progress = !c.quiet;
  LoadReport report = runLoad(o);
  std::fputs(reportText(report).c_str(), stderr);
  if (c.json) fmt::print("{}\n", reportJson(report));
  std::fflush(stdout);
  // The exit status says whether anything acknowledged was lost or came back different.
  if (report.lost > 0 || report.mismatched > 0 || report.clockErrors > 0)
    throw CLI::RuntimeError(1);
}

}  // namespace

void addLoadCommand(CLI::App& app) {
  auto c = std::make_shared<CommandLine>();
  CLI::App* sub = app.add_subcommand(
      "load", "Load generator: plays many games over real WebSockets against a running server");
  LoadOptions& o = c->options;
  sub->add_option("--url", c->url, "The server, http://127.0.0.1:PORT (loopback only)")
      ->capture_default_str();
  sub->add_option("--games", o.games, "Games played at the same time")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  sub->add_option("--spectators", o.spectators, "Spectator sockets per game")
      ->check(CLI::Range(0, 100))
      ->capture_default_str();
  sub->add_option("--computer-games", o.computerGames,
                  "Games against the server's computer besides (one human seat each, playing at "
                  "once when it must act; not in the latency figures)")
      ->check(CLI::Range(0, 100000))
      ->capture_default_str();
  sub->add_option("--computer-level", o.computerLevel, "Level of the computer in those games")
      ->check(CLI::Range(1, 8))
      ->capture_default_str();
  sub->add_option("--rate", o.rate, "Actions per second, all games together")
      ->check(CLI::Range(0.1, 1e6))
      ->capture_default_str();
  sub->add_option("--duration", o.duration, "Seconds of paced play")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  sub->add_option("--rule", c->rule, "Opening rule of the games, or all (the five in turn)")
      ->check(CLI::IsMember({"all", "standard", "rif", "yamaguchi", "soosorv", "taraguchi"}))
      ->capture_default_str();
  sub->add_option("--clock", c->clock, "Clock of the games: INITIAL+INCREMENT seconds, or none")
      ->capture_default_str();
  sub->add_option("--churn", o.churn,
                  "Share of the sockets dropped per second, each reconnecting 0.1-2 s later")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  sub->add_option("--burst-every", o.burstEvery,
                  "Every S seconds the first --burst-share of the games resign at once and are "
                  "replaced, as at a Swiss round's start (0 = never)")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  sub->add_option("--burst-share", o.burstShare, "Share of the games a burst ends, 0..1")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  sub->add_option("--reconnect-window", o.reconnectWindow,
                  "Seconds a dropped socket keeps trying to reconnect (a server restart)")
      ->capture_default_str();
  sub->add_option("--sources", o.sources,
                  "Connect from 127.0.0.1 .. 127.0.0.N (per-address limits, ephemeral ports)")
      ->check(CLI::Range(1, 250))
      ->capture_default_str();
  sub->add_option("--http-connections", o.httpConnections,
                  "Parallel HTTP connections for creating games and the final check")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  sub->add_option("--seed", o.seed, "Seed of the random play")->capture_default_str();
  sub->add_flag("--no-verify", c->noVerify, "Skip the final check through the API");
  sub->add_flag("--json", c->json, "End with one JSON line of figures on stdout");
  sub->add_flag("--quiet", c->quiet, "No progress lines on stderr");
  sub->callback([c] { run(*c); });
}

}  // namespace renju::loadgen
