#pragma once
// What both stores share above their SQL. Writes go through one group-commit queue; the Store
// interface's reads each take the reader connection's lock (one connection serves every caller,
// and neither SQLite nor libpq allows two statements on it at once) and turn an error into
// `unavailable` (readResult). A store supplies the reads themselves on its reader connection,
// the batch's transaction and its last heartbeat.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "store/group_commit.h"
#include "store/store.h"

namespace renju::server {

class QueuedStore : public Store {
 public:
  void write(std::vector<StoreOp> ops, Done done) final;
  Result<std::vector<LoadedGame>> loadActive() final;
  Result<std::optional<LoadedGame>> load(const std::string& id) final;
  Result<std::optional<GameRow>> findRematch(const std::string& id) final;
  Result<std::optional<PlayerRow>> player(const std::string& keyHash) final;
  Result<std::vector<PlayerGame>> gamesOfPlayer(const std::string& keyHash, size_t limit) final;
  Result<ArchivePage> searchArchive(const ArchiveQuery& q) final;
  Result<std::optional<ArchivedGame>> archived(const std::string& id) final;
  Result<std::vector<ExplorerRow>> explore(uint64_t key, const std::string& rule) final;
  Result<std::vector<ChallengeRow>> openChallenges() final;
  Result<std::optional<ChallengeRow>> challenge(const std::string& id) final;
  Result<std::vector<ChatRow>> chat(const std::string& gameId) final;
  Result<std::vector<RatingRow>> ratingsOf(const std::string& keyHash) final;
  Result<std::optional<PlayerRow>> playerByPublicId(const std::string& publicId) final;
  Result<PlayerTotals> playerTotals(const std::string& keyHash) final;
  Result<std::vector<FinishedGame>> finishedGames(const FinishedGamesQuery& q) final;
  Result<std::vector<RatingPoint>> ratingHistory(const std::string& keyHash, ratings::Speed speed,
                                                 size_t limit) final;
  Result<std::vector<ratings::LeaderboardEntry>> leaderboard(ratings::Speed speed,
                                                             int64_t activeSince,
                                                             size_t limit) final;
  Result<std::optional<GameRatingRow>> gameRating(const std::string& gameId) final;
  Result<std::optional<LoadedEvent>> loadEvent(const std::string& id) final;
  Result<std::vector<LoadedEvent>> loadActiveEvents() final;
  Result<std::vector<EventRow>> events(const EventsQuery& q) final;
  int64_t previousHeartbeat() const final { return previousHeartbeat_; }
  void close() final { queue_.close(); }
  StoreStats stats() const final { return queue_.stats(); }

 protected:
  QueuedStore() = default;
  /// Starts the writer thread once the store is open. A store's destructor calls close() first:
  /// the writer calls commitBatch and writeLastHeartbeat until close() returns.
  void startWriter();

  using Unit = GroupCommitQueue::Unit;
  using Batch = GroupCommitQueue::Batch;
  /// Applies the batch in one transaction; fills `outcome`; false when the transaction failed.
  virtual bool commitBatch(const Batch& batch, std::vector<WriteOutcome>& outcome,
                           bool heartbeat) = 0;
  virtual void writeLastHeartbeat() = 0;

  // The reads themselves, on the reader connection, called under its lock.
  virtual Result<std::vector<LoadedGame>> readActive() = 0;
  virtual Result<std::optional<LoadedGame>> readOne(const std::string& id) = 0;
  virtual Result<std::optional<GameRow>> readRematch(const std::string& id) = 0;
  virtual Result<std::optional<PlayerRow>> readPlayer(const std::string& keyHash) = 0;
  virtual Result<std::vector<PlayerGame>> readGamesOfPlayer(const std::string& keyHash,
                                                            size_t limit) = 0;
  virtual Result<ArchivePage> readArchivePage(const ArchiveQuery& q) = 0;
  virtual Result<std::optional<ArchivedGame>> readArchived(const std::string& id) = 0;
  virtual Result<std::vector<ExplorerRow>> readExplorer(uint64_t key, const std::string& rule) = 0;
  /// The open challenges when `id` is empty, else the one with this id.
  virtual Result<std::vector<ChallengeRow>> readChallenges(const std::string& id) = 0;
  virtual Result<std::vector<ChatRow>> readChat(const std::string& gameId) = 0;
  virtual Result<std::vector<RatingRow>> readRatings(const std::string& keyHash) = 0;
  virtual Result<std::optional<PlayerRow>> readPlayerByPublicId(const std::string& publicId) = 0;
  virtual Result<PlayerTotals> readPlayerTotals(const std::string& keyHash) = 0;
  virtual Result<std::vector<FinishedGame>> readFinishedGames(const FinishedGamesQuery& q) = 0;
  virtual Result<std::vector<RatingPoint>> readRatingHistory(const std::string& keyHash,
                                                             ratings::Speed speed,
                                                             size_t limit) = 0;
  virtual Result<std::vector<ratings::LeaderboardEntry>> readLeaderboard(ratings::Speed speed,
                                                                         int64_t activeSince,
                                                                         size_t limit) = 0;
  virtual Result<std::optional<GameRatingRow>> readGameRating(const std::string& gameId) = 0;
  /// The event with this id when `id` is not empty, else every event not finished; with logs.
  virtual Result<std::vector<LoadedEvent>> readEvents(const std::string& id) = 0;
  virtual Result<std::vector<EventRow>> readEventList(const EventsQuery& q) = 0;

  int64_t previousHeartbeat_ = 0;  ///< read by the store's open()
  GroupCommitQueue queue_;

 private:
  std::mutex readerMutex_;
};

}  // namespace renju::server
