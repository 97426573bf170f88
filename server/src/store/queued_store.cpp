#include "store/queued_store.h"

#include <utility>

#include "store/status.h"

namespace renju::server {

void QueuedStore::startWriter() {
  queue_.start([this](const Batch& batch, std::vector<WriteOutcome>& outcome,
                      bool heartbeat) { return commitBatch(batch, outcome, heartbeat); },
               [this] { writeLastHeartbeat(); });
}

// Group commit: everything queued while the previous transaction was being synced goes into the
// next one, so the cost of one sync is shared by all the actions of all games waiting for it.
void QueuedStore::write(std::vector<StoreOp> ops, Done done) {
  queue_.push(std::move(ops), std::move(done));
}

Result<std::vector<LoadedGame>> QueuedStore::loadActive() {
  std::lock_guard lock(readerMutex_);
  return readResult("loadActive", readActive());
}

Result<std::optional<LoadedGame>> QueuedStore::load(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  return readResult("load", readOne(id));
}

Result<std::optional<GameRow>> QueuedStore::findRematch(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  return readResult("findRematch", readRematch(id));
}

Result<std::optional<PlayerRow>> QueuedStore::player(const std::string& keyHash) {
  std::lock_guard lock(readerMutex_);
  return readResult("player", readPlayer(keyHash));
}

Result<std::vector<PlayerGame>> QueuedStore::gamesOfPlayer(const std::string& keyHash,
                                                           size_t limit) {
  // Seats taken without a key hold "": they are nobody's games.
  if (keyHash.empty()) return std::vector<PlayerGame>{};
  std::lock_guard lock(readerMutex_);
  return readResult("gamesOfPlayer", readGamesOfPlayer(keyHash, limit));
}

Result<ArchivePage> QueuedStore::searchArchive(const ArchiveQuery& q) {
  std::lock_guard lock(readerMutex_);
  return readResult("searchArchive", readArchivePage(q));
}

Result<std::optional<ArchivedGame>> QueuedStore::archived(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  return readResult("archived", readArchived(id));
}

Result<std::vector<ExplorerRow>> QueuedStore::explore(uint64_t key, const std::string& rule) {
  std::lock_guard lock(readerMutex_);
  return readResult("explore", readExplorer(key, rule));
}

Result<std::vector<ChallengeRow>> QueuedStore::openChallenges() {
  std::lock_guard lock(readerMutex_);
  return readResult("openChallenges", readChallenges(""));
}

Result<std::optional<ChallengeRow>> QueuedStore::challenge(const std::string& id) {
  if (id.empty()) return std::optional<ChallengeRow>{};
  std::lock_guard lock(readerMutex_);
  return readResult("challenge", firstRow(readChallenges(id)));
}

Result<std::optional<LoadedEvent>> QueuedStore::loadEvent(const std::string& id) {
  if (id.empty()) return std::optional<LoadedEvent>{};
  std::lock_guard lock(readerMutex_);
  return readResult("loadEvent", firstRow(readEvents(id)));
}

Result<std::vector<LoadedEvent>> QueuedStore::loadActiveEvents() {
  std::lock_guard lock(readerMutex_);
  return readResult("loadActiveEvents", readEvents(""));
}

Result<std::vector<EventRow>> QueuedStore::events(const EventsQuery& q) {
  std::lock_guard lock(readerMutex_);
  return readResult("events", readEventList(q));
}

Result<std::vector<ChatRow>> QueuedStore::chat(const std::string& gameId) {
  std::lock_guard lock(readerMutex_);
  return readResult("chat", readChat(gameId));
}

Result<std::vector<RatingRow>> QueuedStore::ratingsOf(const std::string& keyHash) {
  std::lock_guard lock(readerMutex_);
  return readResult("ratings", readRatings(keyHash));
}

Result<std::optional<PlayerRow>> QueuedStore::playerByPublicId(const std::string& publicId) {
  std::lock_guard lock(readerMutex_);
  return readResult("playerByPublicId", readPlayerByPublicId(publicId));
}

Result<PlayerTotals> QueuedStore::playerTotals(const std::string& keyHash) {
  std::lock_guard lock(readerMutex_);
  return readResult("playerTotals", readPlayerTotals(keyHash));
}

Result<std::vector<FinishedGame>> QueuedStore::finishedGames(const FinishedGamesQuery& q) {
  std::lock_guard lock(readerMutex_);
  return readResult("finishedGames", readFinishedGames(q));
}

Result<std::vector<RatingPoint>> QueuedStore::ratingHistory(const std::string& keyHash,
                                                            ratings::Speed speed, size_t limit) {
  std::lock_guard lock(readerMutex_);
  return readResult("ratingHistory", readRatingHistory(keyHash, speed, limit));
}

Result<std::vector<ratings::LeaderboardEntry>> QueuedStore::leaderboard(ratings::Speed speed,
                                                                        int64_t activeSince,
                                                                        size_t limit) {
  std::lock_guard lock(readerMutex_);
  return readResult("leaderboard", readLeaderboard(speed, activeSince, limit));
}

Result<std::optional<GameRatingRow>> QueuedStore::gameRating(const std::string& gameId) {
  std::lock_guard lock(readerMutex_);
  return readResult("game rating", readGameRating(gameId));
}

}  // namespace renju::server
