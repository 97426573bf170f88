#pragma once
// SQLite implementation of Store: WAL journal, one writer thread that commits every pending unit
// of every game in one transaction (group commit), and a heartbeat row written each second so a
// restart knows when the previous run stopped.
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "store/group_commit.h"
#include "store/store.h"

struct sqlite3;
struct sqlite3_stmt;

namespace renju::server {

struct SqliteOptions {
  std::string path;
  /// "full" (default: the WAL is synced at every commit, before anything in it is acknowledged,
  /// which survives a power loss; group commit pays one sync per batch) or "normal" (each commit
  /// is written to the WAL file, which survives any crash of the process; the WAL is synced only
  /// at checkpoints).
  std::string synchronous = "full";
};

/// Creates the database file (and its folder) readable by this user only, and tightens the mode
/// of existing database, WAL and shared-memory files to 0600.
void restrictDatabaseFiles(const std::string& path);

class SqliteStore final : public Store {
 public:
  /// Opens (creating when needed) the database; throws std::runtime_error with SQLite's message.
  explicit SqliteStore(const SqliteOptions& options);
  ~SqliteStore() override;

  void write(std::vector<StoreOp> ops, Done done) override;
  Result<std::vector<LoadedGame>> loadActive() override;
  Result<std::optional<LoadedGame>> load(const std::string& id) override;
  Result<std::optional<GameRow>> findRematch(const std::string& id) override;
  Result<std::optional<PlayerRow>> player(const std::string& keyHash) override;
  Result<std::vector<PlayerGame>> gamesOfPlayer(const std::string& keyHash, size_t limit) override;
  Result<ArchivePage> searchArchive(const ArchiveQuery& q) override;
  Result<std::optional<ArchivedGame>> archived(const std::string& id) override;
  Result<std::vector<ExplorerRow>> explore(uint64_t key, const std::string& rule) override;
  Result<std::vector<ChallengeRow>> openChallenges() override;
  Result<std::optional<ChallengeRow>> challenge(const std::string& id) override;
  Result<std::vector<ChatRow>> chat(const std::string& gameId) override;
  int64_t previousHeartbeat() const override { return previousHeartbeat_; }
  void close() override { queue_.close(); }
  StoreStats stats() const override { return queue_.stats(); }

 private:
  // The reads themselves; they throw on a database error (the public ones guard them).
  std::vector<LoadedGame> readActive();
  std::optional<LoadedGame> readOne(const std::string& id);
  std::optional<GameRow> readRematch(const std::string& id);
  std::optional<PlayerRow> readPlayer(const std::string& keyHash);
  std::vector<PlayerGame> readGamesOfPlayer(const std::string& keyHash, size_t limit);
  /// The open challenges when `id` is empty, else the one with this id.
  std::vector<ChallengeRow> readChallenges(const std::string& id);
  using Unit = GroupCommitQueue::Unit;
  /// Applies the batch in one transaction; fills `outcome`; false when the transaction failed.
  bool commitBatch(const GroupCommitQueue::Batch& batch, std::vector<WriteOutcome>& outcome,
                   bool heartbeat);
  void writeLastHeartbeat();
  WriteOutcome applyUnit(const Unit& unit);
  void writeHeartbeat(int64_t now);
  void purge(int64_t createdBefore);
  std::vector<ActionRow> loadActions(const std::string& id);
  /// The writer's statement for `sql` (a string literal), prepared on first use.
  sqlite3_stmt* prepared(const char* sql);
  /// Runs a statement without parameters through prepared().
  void run(const char* sql);

  sqlite3* writer_ = nullptr;
  sqlite3* reader_ = nullptr;
  std::unordered_map<const char*, sqlite3_stmt*> prepared_;  ///< writer thread only
  std::mutex readerMutex_;
  int64_t previousHeartbeat_ = 0;
  GroupCommitQueue queue_;  // the destructor closes it before the connections are closed
};

}  // namespace renju::server
