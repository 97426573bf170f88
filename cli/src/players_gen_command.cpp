// `renju players-gen`: a store full of made-up rated play (players_gen.h) for the player pages'
// and leaderboards' benchmark (scripts/players-bench.sh). Every game goes through the store's
// own write path, ratings included, so the rows, indexes and ratings are those a real server
// would have written; and the public ids of the keys go to a file for `renju load-players`.
#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <future>
#include <memory>
#include <string>

#include "base/now.h"
#include "base/sha256.h"
#include "commands.h"
#include "open_store.h"
#include "players_gen.h"
#include "ratings/public_id.h"

namespace renju::server {

namespace {

struct GenCommandOptions {
  std::string db = "players.sqlite3";
  std::string store;
  std::string ids = "players.ids";
  PlayersGenOptions gen;
};

/// Games per store unit: large units make the load fast; each is one transaction.
constexpr uint64_t GAMES_PER_UNIT = 2000;

WriteOutcome writeUnit(Store& store, std::vector<StoreOp> ops) {
  std::promise<WriteOutcome> done;
  store.write(std::move(ops), [&done](WriteOutcome o) { done.set_value(o); });
  return done.get_future().get();
}

bool writeIds(const std::string& path, uint64_t keys) {
  std::FILE* out = std::fopen(path.c_str(), "w");
  if (!out) return false;
  for (uint64_t k = 0; k < keys; ++k)
    fmt::print(out, "{}\n", ratings::publicIdOf(sha256Hex(PlayersGenerator::keyOf(k))));
  return std::fclose(out) == 0;
}

int runGen(GenCommandOptions options) {
  options.gen.now = nowMs();
  spdlog::set_level(spdlog::level::warn);
  auto opened = openStore(options.store, SqliteOptions{options.db, "normal"});
  if (!opened) {
    fmt::print(stderr, "renju players-gen: cannot open the store: {}\n", opened.error().message);
    return 1;
  }
  std::unique_ptr<Store> store = std::move(opened).value();
  PlayersGenerator generator(options.gen);
  auto start = std::chrono::steady_clock::now();
  WriteOutcome outcome = writeUnit(*store, generator.playerOps(0, options.gen.keys));
  for (uint64_t i = 0; outcome == WriteOutcome::OK && i < options.gen.games; i += GAMES_PER_UNIT) {
    outcome =
        writeUnit(*store, generator.gameOps(i, std::min(GAMES_PER_UNIT, options.gen.games - i)));
    if ((i / GAMES_PER_UNIT) % 50 == 49) fmt::print("{} games\n", i + GAMES_PER_UNIT);
  }
  store->close();
  if (outcome != WriteOutcome::OK) {
    fmt::print(stderr, "renju players-gen: a write failed (see above)\n");
    return 1;
  }
  if (!writeIds(options.ids, options.gen.keys)) {
    fmt::print(stderr, "renju players-gen: cannot write {}\n", options.ids);
    return 1;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("renju players-gen: {} keys and {} rated games stored in {:.0f} s\n", options.gen.keys,
             options.gen.games, seconds);
  return 0;
}

}  // namespace

void addPlayersGenCommand(CLI::App& app) {
  auto options = std::make_shared<GenCommandOptions>();
  CLI::App* cmd = app.add_subcommand(
      "players-gen",
      "Stores made-up rated play through the store's write path, ratings included (for the "
      "player pages' benchmark), and writes the keys' public ids to a file");
  cmd->add_option("--keys", options->gen.keys, "Player keys")
      ->capture_default_str()
      ->check(CLI::Range(uint64_t{2}, uint64_t{100000000}));
  cmd->add_option("--games", options->gen.games, "Rated games between them")
      ->capture_default_str()
      ->check(CLI::Range(uint64_t{1}, uint64_t{1000000000}));
  cmd->add_option("--seed", options->gen.seed, "The same seed gives the same play")
      ->capture_default_str();
  cmd->add_option("--ids", options->ids, "Where the public ids go, one a line in key order")
      ->capture_default_str();
  addStoreOptions(cmd, options->db, options->store);
  cmd->callback([options] {
    int status = runGen(*options);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace renju::server
