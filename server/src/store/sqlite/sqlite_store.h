#pragma once
// SQLite implementation of Store: WAL journal, one writer thread that commits every pending unit
// of every game in one transaction (group commit), and a heartbeat row written each second so a
// restart knows when the previous run stopped.
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "store/queued_store.h"
#include "store/sqlite/sqlite_statement.h"

struct sqlite3;

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
StoreStatus restrictDatabaseFiles(const std::string& path);

class SqliteStore final : public QueuedStore {
 public:
  /// Opens (creating when needed) and migrates the database; an error with SQLite's message.
  static Result<std::unique_ptr<SqliteStore>> open(const SqliteOptions& options);
  ~SqliteStore() override;

 private:
  SqliteStore() = default;
  /// The steps of open() after the files are made private.
  StoreStatus openConnections(const SqliteOptions& options);
  // QueuedStore's reads, on the reader connection.
  Result<std::vector<LoadedGame>> readActive() override;
  Result<std::optional<LoadedGame>> readOne(const std::string& id) override;
  Result<std::optional<GameRow>> readRematch(const std::string& id) override;
  Result<std::optional<PlayerRow>> readPlayer(const std::string& keyHash) override;
  Result<std::vector<PlayerGame>> readGamesOfPlayer(const std::string& keyHash,
                                                    size_t limit) override;
  Result<ArchivePage> readArchivePage(const ArchiveQuery& q) override;
  Result<std::optional<ArchivedGame>> readArchived(const std::string& id) override;
  Result<std::vector<ExplorerRow>> readExplorer(uint64_t key, const std::string& rule) override;
  Result<std::vector<ChallengeRow>> readChallenges(const std::string& id) override;
  Result<std::vector<ChatRow>> readChat(const std::string& gameId) override;
  Result<std::vector<RatingRow>> readRatings(const std::string& keyHash) override;
  Result<std::optional<GameRatingRow>> readGameRating(const std::string& gameId) override;
  Result<std::optional<PlayerRow>> readPlayerByPublicId(const std::string& publicId) override;
  Result<PlayerTotals> readPlayerTotals(const std::string& keyHash) override;
  Result<std::vector<FinishedGame>> readFinishedGames(const FinishedGamesQuery& q) override;
  Result<std::vector<RatingPoint>> readRatingHistory(const std::string& keyHash,
                                                     ratings::Speed speed, size_t limit) override;
  Result<std::vector<ratings::LeaderboardEntry>> readLeaderboard(ratings::Speed speed,
                                                                 int64_t activeSince,
                                                                 size_t limit) override;
  Result<std::vector<LoadedEvent>> readEvents(const std::string& id) override;
  Result<std::vector<LoadedEvent>> withActiveLogs(std::vector<EventRow> rows);
  Result<std::vector<EventRow>> readEventList(const EventsQuery& q) override;
  Result<std::vector<ActionRow>> readActions(const std::string& id);
  /// The games `where` selects (with `param`, when given, as ?1), with their logs.
  Result<std::vector<LoadedGame>> readGames(const std::string& where, const std::string* param);

  bool commitBatch(const Batch& batch, std::vector<WriteOutcome>& outcome, bool heartbeat) override;
  /// The batch's transaction; an error when it failed as a whole.
  StoreStatus commitUnits(const Batch& batch, std::vector<WriteOutcome>& outcome, bool heartbeat);
  /// One unit under its savepoint: OK, CONFLICT or FAILED (rolled back to the savepoint); an
  /// error when the transaction itself failed.
  Result<WriteOutcome> applyUnit(const Unit& unit);
  StoreStatus applyOps(const Unit& unit);
  StoreStatus writeHeartbeat(int64_t now);
  void writeLastHeartbeat() override;
  /// Runs a kept statement without parameters.
  StoreStatus run(const char* sql);

  sqlite3* writer_ = nullptr;
  sqlite3* reader_ = nullptr;
  std::unique_ptr<StatementCache> statements_;  ///< the writer's; writer thread only
};

}  // namespace renju::server
