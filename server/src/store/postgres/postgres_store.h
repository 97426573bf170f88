#pragma once
// PostgreSQL implementation of Store (libpq): one writer connection on the store's own thread
// that commits every pending unit of every game in one transaction (group commit, as the SQLite
// store does), and one reader connection for loads. Every statement is prepared once per
// connection. The schema is migrated at open (postgres_schema.cpp).
#include <mutex>
#include <string>
#include <vector>

#include "store/group_commit.h"
#include "store/store.h"

struct pg_conn;

namespace renju::server {

class PostgresStore final : public Store {
 public:
  /// Connects to `conninfo` (a postgresql:// URL or key=value string) and migrates the schema;
  /// throws std::runtime_error with the server's message.
  explicit PostgresStore(const std::string& conninfo);
  ~PostgresStore() override;

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
  WriteOutcome applyUnit(const Unit& unit, bool savepoint);
  void applyOp(const StoreOp& op);
  void writeHeartbeat(int64_t now);
  std::vector<ActionRow> loadActions(const std::string& id);
  std::vector<GameRow> selectGames(const char* statement, const std::vector<std::string>& args);

  pg_conn* writer_ = nullptr;
  pg_conn* reader_ = nullptr;
  std::mutex readerMutex_;
  int64_t previousHeartbeat_ = 0;
  GroupCommitQueue queue_;  // the destructor closes it before the connections are closed
};

/// Whether `spec` names a PostgreSQL database (postgresql:// or postgres://).
bool isPostgresUrl(const std::string& spec);

}  // namespace renju::server
