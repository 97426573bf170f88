#pragma once
// PostgreSQL implementation of Store (libpq): one writer connection on the store's own thread
// that commits every pending unit of every game in one transaction (group commit, as the SQLite
// store does), and one reader connection for loads. Every statement is prepared once per
// connection. The schema is migrated at open (postgres_schema.cpp).
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "store/queued_store.h"

struct pg_conn;

namespace renju::server {

class PostgresStore final : public QueuedStore {
 public:
  /// Connects to `conninfo` (a postgresql:// URL or key=value string) and migrates the schema;
  /// an error with the server's message.
  static Result<std::unique_ptr<PostgresStore>> open(const std::string& conninfo);
  ~PostgresStore() override;

 private:
  PostgresStore() = default;
  /// The steps of open(): both connections, the schema, the prepared statements.
  StoreStatus openConnections(const std::string& conninfo);
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
  Result<std::vector<LoadedEvent>> readEvents(const std::string& id) override;
  Result<std::vector<LoadedEvent>> withActiveLogs(std::vector<EventRow> rows);
  Result<std::vector<EventRow>> readEventList(const EventsQuery& q) override;
  Result<std::optional<PlayerRow>> readPlayerByPublicId(const std::string& publicId) override;
  Result<PlayerTotals> readPlayerTotals(const std::string& keyHash) override;
  Result<std::vector<FinishedGame>> readFinishedGames(const FinishedGamesQuery& q) override;
  Result<std::vector<RatingPoint>> readRatingHistory(const std::string& keyHash,
                                                     ratings::Speed speed, size_t limit) override;
  Result<std::vector<ratings::LeaderboardEntry>> readLeaderboard(ratings::Speed speed,
                                                                 int64_t activeSince,
                                                                 size_t limit) override;
  Result<std::vector<ActionRow>> readActions(const std::string& id);
  Result<std::vector<GameRow>> selectGames(const char* statement,
                                           const std::vector<std::string>& args);
  /// Runs `read` in one read-only snapshot of the reader connection.
  template <class Read>
  auto inSnapshot(Read read) -> decltype(read());

  bool commitBatch(const Batch& batch, std::vector<WriteOutcome>& outcome, bool heartbeat) override;
  /// One try at the batch's transaction, with a savepoint per unit or without. Without: false
  /// when a unit conflicted or failed (the transaction is then rolled back, to be tried again
  /// with savepoints). An error when the transaction failed as a whole.
  Result<bool> tryBatch(const Batch& batch, std::vector<WriteOutcome>& outcome, bool heartbeat,
                        bool savepoints);
  /// One unit under its savepoint: OK, CONFLICT or FAILED (rolled back to the savepoint); an
  /// error when the transaction itself failed.
  Result<WriteOutcome> applyUnit(const Unit& unit);
  StoreStatus applyOps(const Unit& unit);
  void writeLastHeartbeat() override;

  pg_conn* writer_ = nullptr;
  pg_conn* reader_ = nullptr;
};

/// Whether `spec` names a PostgreSQL database (postgresql:// or postgres://).
bool isPostgresUrl(const std::string& spec);

}  // namespace renju::server
