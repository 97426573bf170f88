// `renju replay FILE...`: replays every game of RenjuNet XML, SGF, PSQ or plain files under renju
// rules and prints one JSON line per game; a summary goes to stderr.
#include <fmt/core.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "analysis_commands.h"
#include "record_files.h"
#include "replay.h"
#include "replay_json.h"

namespace renju::cli {

namespace {

struct Tally {
  long games = 0;
  long black = 0;
  long white = 0;
  long undecided = 0;
  long fouls = 0;
  long errors = 0;
};

int runReplay(const std::vector<std::string>& files) {
  auto started = std::chrono::steady_clock::now();
  Board board;
  Tally t;
  fmt::memory_buffer out;
  bool unreadable = false;
  for (const std::string& path : files) {
    std::optional<std::string> failure = record_io::forEachRecord(path, [&](Record& r, int index) {
      ReplayOutcome o = replayRecord(r, board);
      if (r.id.empty()) r.id = std::to_string(index);
      appendReplayJson(out, r.id, o);
      ++t.games;
      if (!o.winner)
        ++t.undecided;
      else if (*o.winner == Color::BLACK)
        ++t.black;
      else
        ++t.white;
      if (o.reason == ReplayReason::FOUL) ++t.fouls;
      if (o.error) ++t.errors;
      if (out.size() >= (1 << 16)) {
        std::fwrite(out.data(), 1, out.size(), stdout);
        out.clear();
      }
    });
    if (failure) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      out.clear();
      std::fflush(stdout);
      fmt::print(stderr, "renju replay: error: {}\n", *failure);
      unreadable = true;
    }
  }
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  fmt::print(stderr,
             "renju replay: {} games: black won {}, white won {} ({} by foul), no result {}; "
             "{} with errors; {:.3f} s, {:.0f} games/s\n",
             t.games, t.black, t.white, t.fouls, t.undecided, t.errors, seconds,
             seconds > 0 ? static_cast<double>(t.games) / seconds : 0.0);
  return unreadable ? EXIT_BAD_INPUT : 0;
}

}  // namespace

void addReplayCommand(CLI::App& app) {
  auto files = std::make_shared<std::vector<std::string>>();
  CLI::App* cmd = app.add_subcommand(
      "replay",
      "Replay record files (RenjuNet XML, SGF, PSQ, plain move lists; '-' = stdin) under renju "
      "rules: one JSON line per game");
  cmd->add_option("files", *files, "record files")->required();
  cmd->callback([files] {
    int status = runReplay(*files);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace renju::cli
