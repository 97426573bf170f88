// `renju import FILE...`: record files (RenjuNet XML, SGF, PSQ, plain move lists) into the
// archive of the server's store (docs/archive.md). Each game is replayed under renju rules; a
// game the rules refuse is reported on stderr (file, game, move, why) and skipped whole. Games
// go to the store in batches through Store::write, the path the server itself writes by.
#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <chrono>
#include <filesystem>
#include <future>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "archive/archive_import.h"
#include "commands.h"
#include "open_store.h"
#include "record_files.h"

namespace renju::server {
namespace {

struct ImportOptions {
  std::vector<std::string> files;
  std::string db = "renju.sqlite3";
  std::string store;
  int batch = 1000;
  bool quiet = false;
};

using Clock = std::chrono::steady_clock;

class Importer {
 public:
  Importer(Store& store, const ImportOptions& options)
      : store_(store), options_(options), started_(Clock::now()), lastProgress_(started_) {}

  /// Imports one file; false when it could not be read, or held no game (the games read before
  /// a fault stay imported).
  bool importFile(const std::string& path) {
    std::string origin = std::filesystem::path(path).filename().string();
    long games = 0;
    auto failure = record_io::forEachRecord(path, [&](Record& r, int index) {
      ++read_;
      ++games;
      auto row = importRecord(r, origin, board_);
      for (const std::string& note : r.notes)
        fmt::print(stderr, "renju import: {}: game {}: note: {}\n", path, gameName(r, index), note);
      if (auto* bad = std::get_if<ImportRejection>(&row)) {
        reject(path, index, r, *bad);
      } else {
        add(std::move(std::get<ArchivedGame>(row)));
      }
      progress(false);
    });
    if (!failure && games == 0)
      failure =
          path + ": no game in it (renju import reads RenjuNet XML, SGF, PSQ and plain move lists)";
    if (failure) fmt::print(stderr, "renju import: error: {}\n", *failure);
    return !failure;
  }

  /// Writes what is pending; false when the store failed.
  bool flush() {
    if (pending_.empty()) return storeOk_;
    std::promise<WriteOutcome> done;
    store_.write({store_op::Archive{std::move(pending_)}},
                 [&done](WriteOutcome o) { done.set_value(o); });
    pending_.clear();
    if (done.get_future().get() != WriteOutcome::OK) storeOk_ = false;
    return storeOk_;
  }

  void summary() {
    progress(true);
    double s = std::chrono::duration<double>(Clock::now() - started_).count();
    fmt::print(stderr,
               "renju import: {} games read: {} added, {} already archived, {} skipped; "
               "{:.2f} s, {:.0f} games/s\n",
               read_, added_, duplicates_, skipped_, s, s > 0 ? static_cast<double>(read_) / s : 0);
    for (const auto& [kind, n] : skippedBy_) fmt::print(stderr, "  skipped {}: {}\n", kind, n);
  }

 private:
  static std::string gameName(const Record& r, int index) {
    return r.id.empty() ? std::to_string(index) : fmt::format("{} (id {})", index, r.id);
  }

  void reject(const std::string& path, int index, const Record& r, const ImportRejection& bad) {
    ++skipped_;
    ++skippedBy_[bad.kind];
    std::string game = gameName(r, index);
    std::string move = bad.move > 0 ? fmt::format(", move {}", bad.move) : "";
    fmt::print(stderr, "renju import: {}: game {}{}: skipped: {}\n", path, game, move, bad.why);
  }

  void add(ArchivedGame g) {
    // Counted as new unless this run or an earlier one already has it: the store itself
    // ignores a content hash it holds, these counts only tell the user.
    if (!seen_.insert(g.contentHash).second) {
      ++duplicates_;
      return;
    }
    auto known = store_.archived(g.id);
    if (known.ok() && known.value() && known.value()->contentHash == g.contentHash) {
      ++duplicates_;
      return;
    }
    ++added_;
    pending_.push_back(std::move(g));
    if (static_cast<int>(pending_.size()) >= options_.batch) flush();
  }

  void progress(bool final) {
    if (options_.quiet) return;
    auto now = Clock::now();
    if (!final && now - lastProgress_ < std::chrono::seconds(1)) return;
    lastProgress_ = now;
    double s = std::chrono::duration<double>(now - started_).count();
    fmt::print(stderr, "renju import: {} games, {:.0f} games/s, {} skipped\n", read_,
               s > 0 ? static_cast<double>(read_) / s : 0, skipped_);
  }

  Store& store_;
  const ImportOptions& options_;
  Board board_;
  std::vector<ArchivedGame> pending_;
  std::set<std::string> seen_;
  std::map<std::string, long> skippedBy_;
  long read_ = 0, added_ = 0, duplicates_ = 0, skipped_ = 0;
  bool storeOk_ = true;
  Clock::time_point started_, lastProgress_;
};

int runImport(const ImportOptions& options) {
  spdlog::set_level(spdlog::level::warn);  // the store's migration notes are not the user's
  auto opened = openStore(options.store, SqliteOptions{options.db, "normal"});
  if (!opened) {
    fmt::print(stderr, "renju import: cannot open the store: {}\n", opened.error().message);
    return 1;
  }
  std::unique_ptr<Store> store = std::move(opened).value();
  Importer importer(*store, options);
  bool readable = true;
  for (const std::string& path : options.files) readable = importer.importFile(path) && readable;
  bool stored = importer.flush();
  store->close();
  importer.summary();
  if (!stored) {
    fmt::print(stderr, "renju import: error: the store refused a batch (see the log above)\n");
    return 1;
  }
  return readable ? 0 : 2;
}

}  // namespace

void addImportCommand(CLI::App& app) {
  auto options = std::make_shared<ImportOptions>();
  CLI::App* cmd = app.add_subcommand(
      "import",
      "Import record files (RenjuNet XML, SGF, PSQ, plain move lists) into the archive; each "
      "game is replayed under renju rules, a bad one is reported and skipped");
  cmd->add_option("files", options->files, "record files ('-' = stdin)")->required();
  addStoreOptions(cmd, options->db, options->store);
  cmd->add_option("--batch", options->batch, "Games per store transaction")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000));
  cmd->add_flag("--quiet", options->quiet, "No progress lines (bad games are still reported)");
  cmd->callback([options] {
    int status = runImport(*options);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace renju::server
