// `renju load-event`'s command line and printed figures; the run is event_load.cpp's.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>

#include "event_load.h"

namespace renju::loadgen {

namespace {

using nlohmann::json;

std::string quantiles(const Histogram& h) {
  auto ms = [&](double q) { return static_cast<double>(h.quantile(q)) / 1000.0; };
  return fmt::format("{} samples, p50 {:.2f} ms, p90 {:.2f} ms, p99 {:.2f} ms, max {:.2f} ms",
                     h.count(), ms(0.5), ms(0.9), ms(0.99), static_cast<double>(h.max()) / 1000.0);
}

json quantilesJson(const Histogram& h) {
  auto ms = [&](double q) { return static_cast<double>(h.quantile(q)) / 1000.0; };
  return json{{"n", h.count()},
              {"p50_ms", ms(0.5)},
              {"p90_ms", ms(0.9)},
              {"p99_ms", ms(0.99)},
              {"max_ms", static_cast<double>(h.max()) / 1000.0}};
}

void printReport(const EventLoadOptions& o, const EventLoadReport& r) {
  fmt::print(
      "event: {} of {} players ({} joined), {:.1f} s; status {}, rounds {} ({} complete)\n"
      "games: {} started, {} finished; {} moves ({:.1f}/s)\n"
      "api reads      {}\npage reads     {}\nhello to frame {}\n"
      "frame delivery {}\nresult to next frame {}\nmove ack       {}\n"
      "frames {} ({:.0f} KB on average); load generator CPU {:.1f} s; errors {}\n",
      o.format, o.players, r.joined, r.seconds, r.status, r.rounds, r.completeRounds,
      r.gamesStarted, r.gamesFinished, r.moves,
      r.seconds > 0 ? static_cast<double>(r.moves) / r.seconds : 0.0, quantiles(r.api),
      quantiles(r.page), quantiles(r.hello), quantiles(r.frame), quantiles(r.change),
      quantiles(r.ack), r.frames,
      r.frames > 0 ? static_cast<double>(r.frameBytes) / static_cast<double>(r.frames) / 1024.0
                   : 0.0,
      r.cpu, r.errors);
  if (o.json)
    fmt::print("{}\n", json{{"format", o.format},
                            {"players", o.players},
                            {"joined", r.joined},
                            {"seconds", r.seconds},
                            {"status", r.status},
                            {"rounds", r.rounds},
                            {"complete_rounds", r.completeRounds},
                            {"games_started", r.gamesStarted},
                            {"games_finished", r.gamesFinished},
                            {"moves", r.moves},
                            {"api", quantilesJson(r.api)},
                            {"page", quantilesJson(r.page)},
                            {"hello", quantilesJson(r.hello)},
                            {"frame", quantilesJson(r.frame)},
                            {"change", quantilesJson(r.change)},
                            {"ack", quantilesJson(r.ack)},
                            {"frames", r.frames},
                            {"frame_bytes", r.frameBytes},
                            {"generator_cpu_s", r.cpu},
                            {"errors", r.errors}}
                           .dump());
  std::fflush(stdout);
}

}  // namespace

void addEventLoadCommand(CLI::App& app) {
  auto o = std::make_shared<EventLoadOptions>();
  CLI::App* sub = app.add_subcommand(
      "load-event",
      "Tournament benchmark: an arena or a Swiss played to its end over real sockets, with lobby "
      "sockets following it and its page read");
  sub->add_option("--url", o->url, "The server, http://127.0.0.1:PORT (loopback only)")
      ->capture_default_str();
  sub->add_option("--format", o->format, "arena or swiss")
      ->check(CLI::IsMember({"arena", "swiss"}))
      ->capture_default_str();
  sub->add_option("--players", o->players, "Player keys that join")
      ->check(CLI::Range(2, 20000))
      ->capture_default_str();
  sub->add_option("--rounds", o->rounds, "Rounds of the Swiss")
      ->check(CLI::Range(1, 99))
      ->capture_default_str();
  sub->add_option("--duration", o->duration,
                  "Seconds from the start: the arena is then ended by its organiser; a Swiss not "
                  "finished by then too")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  sub->add_option("--watchers", o->watchers, "Lobby sockets following the event")
      ->check(CLI::Range(0, 20000))
      ->capture_default_str();
  sub->add_option("--rejoin", o->rejoin,
                  "Seconds after which each watcher connects again (0: never)")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  sub->add_option("--readers", o->readers,
                  "HTTP clients reading GET /api/tournaments/{id} and /t/{id} in turn")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  sub->add_option("--read-ms", o->readMs, "Pause of a reader between two requests")
      ->check(CLI::Range(0, 60000))
      ->capture_default_str();
  sub->add_option("--rate", o->rate, "Moves per second, all games together")
      ->check(CLI::Range(0.1, 1e6))
      ->capture_default_str();
  sub->add_option("--moves", o->moves, "Actions of a game before the seat to move resigns")
      ->check(CLI::Range(0, 200))
      ->capture_default_str();
  sub->add_option("--rule", o->rule, "Opening rule of the games")
      ->check(CLI::IsMember({"standard", "rif", "yamaguchi", "soosorv", "taraguchi"}))
      ->capture_default_str();
  sub->add_option("--clock", o->clockSeconds, "The games' clock, initial seconds")
      ->check(CLI::Range(1, 10800))
      ->capture_default_str();
  sub->add_option("--increment", o->incrementSeconds, "The games' clock, increment seconds")
      ->check(CLI::Range(0, 600))
      ->capture_default_str();
  sub->add_option("--http-connections", o->httpConnections, "Parallel joins")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  sub->add_option("--seed", o->seed, "Seed of the keys and the play")->capture_default_str();
  sub->add_flag("--json", o->json, "End with one JSON line of figures on stdout");
  sub->callback([o] {
    auto server = parseUrl(o->url);
    if (!server) throw CLI::ValidationError("--url", server.error().message);
    EventLoadReport report = runEventLoad(*o, server.value());
    printReport(*o, report);
    if (report.errors > 0 || report.gamesFinished == 0) throw CLI::RuntimeError(1);
  });
}

}  // namespace renju::loadgen
