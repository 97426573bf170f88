// `renju ratings --recompute`: every rating rebuilt from the stored rated games, in the order the
// store applied them, by the same code as the live update (docs/ratings.md).
#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <future>
#include <memory>
#include <string>

#include "commands.h"
#include "open_store.h"

namespace renju::server {

namespace {

struct RatingsOptions {
  std::string db = "renju.sqlite3";
  std::string store;
  bool recompute = false;
};

int runRatings(const RatingsOptions& options) {
  if (!options.recompute) {
    fmt::print(stderr, "renju ratings: say what to do (--recompute)\n");
    return 2;
  }
  spdlog::set_level(spdlog::level::warn);  // the store's migration notes are not the user's
  auto opened = openStore(options.store, SqliteOptions{options.db, "normal"});
  if (!opened) {
    fmt::print(stderr, "renju ratings: cannot open the store: {}\n", opened.error().message);
    return 1;
  }
  std::unique_ptr<Store> store = std::move(opened).value();
  std::promise<WriteOutcome> done;
  store->write({store_op::RecomputeRatings{}}, [&done](WriteOutcome o) { done.set_value(o); });
  WriteOutcome outcome = done.get_future().get();
  store->close();
  if (outcome != WriteOutcome::OK) {
    fmt::print(stderr, "renju ratings: the recompute failed and changed nothing (see above)\n");
    return 1;
  }
  fmt::print("renju ratings: every rating recomputed from the stored rated games\n");
  return 0;
}

}  // namespace

void addRatingsCommand(CLI::App& app) {
  auto options = std::make_shared<RatingsOptions>();
  CLI::App* cmd = app.add_subcommand(
      "ratings",
      "Player ratings (docs/ratings.md): --recompute rebuilds every rating and its "
      "history from the stored rated games, in the order they were applied");
  cmd->add_flag("--recompute", options->recompute, "Rebuild every rating from the rated games");
  addStoreOptions(cmd, options->db, options->store);
  cmd->callback([options] {
    int status = runRatings(*options);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace renju::server
