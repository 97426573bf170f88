#include "store/postgres/postgres_store.h"

#include <spdlog/spdlog.h>

#include <unordered_map>

#include "base/now.h"
#include "ops/metrics.h"
#include "store/postgres/pg_util.h"
#include "store/postgres/postgres_archive.h"
#include "store/postgres/postgres_events.h"
#include "store/postgres/postgres_players.h"
#include "store/postgres/postgres_ratings.h"
#include "store/postgres/postgres_schema.h"
#include "store/postgres/postgres_writes.h"

namespace renju::server {
namespace {

const std::string PG_SELECT_GAMES =
    "SELECT id, settings, secret_opener, secret_other, invite, creator_seat, created_at, "
    "joined_at, status, prev_id, next_id, rematch_wanted, computer_seat, computer_level, "
    "player_opener, player_other, publish_wanted";

const std::string SELECT_CHALLENGES =
    "SELECT id, settings, opener, private::int, creator_key_hash, secret, display_name, "
    "created_at, status, game_id, rating, rating_provisional, rating_min, rating_max "
    "FROM challenges ";

const std::pair<std::string, std::string> READER_STATEMENTS[] = {
    {"game", PG_SELECT_GAMES + " FROM games WHERE id=$1"},
    {"rematch", PG_SELECT_GAMES + " FROM games WHERE prev_id=$1"},
    {"open_challenges", SELECT_CHALLENGES + "WHERE status='open' ORDER BY created_at"},
    {"challenge", SELECT_CHALLENGES + "WHERE id=$1"},
    {"chat", "SELECT n, channel, seat, name, text, at FROM chat WHERE game_id=$1 ORDER BY n"},
    {"player", "SELECT display_name, created_at, last_seen FROM players WHERE key_hash=$1"},
    // The names come from correlated reads: a join would make the players' columns clash with
    // the games' (created_at) in PG_SELECT_GAMES.
    {"games_of_player",
     PG_SELECT_GAMES +
         ", coalesce((SELECT display_name FROM players WHERE key_hash=player_opener), ''), "
         "coalesce((SELECT display_name FROM players WHERE key_hash=player_other), '') "
         "FROM games WHERE (player_opener=$1 OR player_other=$1) AND status <> 'expired' "
         "ORDER BY CASE WHEN status IN ('waiting', 'playing') THEN 0 ELSE 1 END, "
         "created_at DESC, id LIMIT $2"},
    {"active", PG_SELECT_GAMES + " FROM games WHERE status IN ('waiting', 'playing')"},
    {"actions",
     "SELECT game_id, version, action, client_id, at, remaining_opener, remaining_other "
     "FROM actions WHERE game_id=$1 ORDER BY version"},
    {"active_actions",
     "SELECT a.game_id, a.version, a.action, a.client_id, a.at, a.remaining_opener, "
     "a.remaining_other FROM actions a JOIN games g ON g.id = a.game_id "
     "WHERE g.status IN ('waiting', 'playing') ORDER BY a.game_id, a.version"},
};

Result<GameRow> pgGame(const pg::QueryResult& r, int i) {
  auto creator = seatFromColumn(r.integer(i, 5));
  auto status = statusFromColumn(r.text(i, 8));
  auto computer = seatFromColumn(r.integer(i, 12));
  if (!creator) return creator.error();
  if (!status) return status.error();
  if (!computer) return computer.error();
  GameRow g;
  g.id = r.text(i, 0);
  g.settings = r.text(i, 1);
  g.secrets = {r.text(i, 2), r.text(i, 3)};
  g.invite = r.text(i, 4);
  g.creatorSeat = creator->value_or(Seat::OPENER);
  g.createdAt = r.integer(i, 6);
  g.joinedAt = r.integer(i, 7);
  g.status = *status;
  g.prevId = r.text(i, 9);
  g.nextId = r.text(i, 10);
  int64_t wanted = r.integer(i, 11);
  g.rematchWanted = {(wanted & 1) != 0, (wanted & 2) != 0};
  g.computerSeat = *computer;
  g.computerLevel = static_cast<int>(r.integer(i, 13));
  g.players = {r.text(i, 14), r.text(i, 15)};
  int64_t publish = r.integer(i, 16);
  g.publishWanted = {(publish & 1) != 0, (publish & 2) != 0};
  return g;
}

ActionRow pgAction(const pg::QueryResult& r, int i) {
  return ActionRow{r.integer(i, 1), r.text(i, 2),    r.text(i, 3),
                   r.integer(i, 4), r.integer(i, 5), r.integer(i, 6)};
}

ChallengeRow pgChallenge(const pg::QueryResult& r, int i) {
  return ChallengeRow{r.text(i, 0),
                      r.text(i, 1),
                      r.text(i, 2),
                      r.integer(i, 3) != 0,
                      r.text(i, 4),
                      r.text(i, 5),
                      r.text(i, 6),
                      r.integer(i, 7),
                      r.text(i, 8),
                      r.text(i, 9),
                      static_cast<int>(r.integer(i, 10)),
                      r.integer(i, 11) != 0,
                      static_cast<int>(r.integer(i, 12)),
                      static_cast<int>(r.integer(i, 13))};
}

/// Logs a failed transaction and rolls it back: its units all fail.
bool transactionFailed(pg_conn* conn, const Error& e) {
  spdlog::critical("store: transaction failed: {}", e.message);
  PQclear(PQexec(conn, "ROLLBACK"));
  return false;
}

}  // namespace

bool isPostgresUrl(const std::string& spec) {
  return spec.starts_with("postgresql://") || spec.starts_with("postgres://");
}

Result<std::unique_ptr<PostgresStore>> PostgresStore::open(const std::string& conninfo) {
  // On failure the store's destructor closes what was opened.
  std::unique_ptr<PostgresStore> store(new PostgresStore());
  if (StoreStatus opened = store->openConnections(conninfo); !opened) return opened.error();
  if (StoreStatus written = writePostgresHeartbeat(store->writer_, nowMs()); !written)
    return written.error();
  store->startWriter();
  return store;
}

StoreStatus PostgresStore::openConnections(const std::string& conninfo) {
  auto writer = pg::connect(conninfo);
  if (!writer) return writer.error();
  writer_ = *writer;
  if (StoreStatus migrated = migratePostgres(writer_); !migrated) return migrated;
  if (StoreStatus prepared = preparePostgresWrites(writer_); !prepared) return prepared;
  auto hb = pg::exec(writer_, "SELECT value FROM meta WHERE key='heartbeat'");
  if (!hb) return hb.error();
  if (hb->rows() > 0) previousHeartbeat_ = hb->integer(0, 0);
  auto reader = pg::connect(conninfo);
  if (!reader) return reader.error();
  reader_ = *reader;
  for (const auto& [name, sql] : READER_STATEMENTS)
    if (StoreStatus s = pg::prepare(reader_, name.c_str(), sql.c_str()); !s) return s;
  return preparePostgresEventReads(reader_);
}

PostgresStore::~PostgresStore() {
  close();
  PQfinish(reader_);
  PQfinish(writer_);
}

// --- Writes -------------------------------------------------------------------------------------

void PostgresStore::writeLastHeartbeat() {
  if (StoreStatus s = writePostgresHeartbeat(writer_, nowMs()); !s)
    spdlog::error("store: last heartbeat failed: {}", s.error().message);
}

// One transaction for the whole batch. First without savepoints (one round trip per statement);
// if any unit conflicts or fails, that transaction is rolled back and the batch applied again
// with a savepoint per unit, so one bad unit does not sink the others. Conflicts are rare (a
// failover), so the common batch pays no savepoints.
bool PostgresStore::commitBatch(const Batch& batch, std::vector<WriteOutcome>& outcome,
                                bool heartbeat) {
  for (bool savepoints : {false, true}) {
    Result<bool> committed = tryBatch(batch, outcome, heartbeat, savepoints);
    if (!committed) return transactionFailed(writer_, committed.error());
    if (*committed) return true;
  }
  return false;
}

Result<bool> PostgresStore::tryBatch(const Batch& batch, std::vector<WriteOutcome>& outcome,
                                     bool heartbeat, bool savepoints) {
  if (StoreStatus begun = pg::execStatus(writer_, "BEGIN"); !begun) return begun.error();
  for (size_t i = 0; i < batch.size(); ++i) {
    if (savepoints) {
      Result<WriteOutcome> applied = applyUnit(batch[i]);
      if (!applied) return applied.error();
      outcome[i] = *applied;
    } else if (applyOps(batch[i])) {
      outcome[i] = WriteOutcome::OK;
    } else {
      if (StoreStatus undone = pg::execStatus(writer_, "ROLLBACK"); !undone) return undone.error();
      return false;
    }
  }
  if (heartbeat)
    if (StoreStatus written = writePostgresHeartbeat(writer_, nowMs()); !written)
      return written.error();
  if (StoreStatus done = pg::execStatus(writer_, "COMMIT"); !done) return done.error();
  return true;
}

StoreStatus PostgresStore::applyOps(const Unit& unit) {
  PostgresWriter w{writer_, queue_};
  for (const StoreOp& op : unit.ops)
    if (StoreStatus s = applyPostgresOp(w, op); !s) return s;
  return okStatus();
}

Result<WriteOutcome> PostgresStore::applyUnit(const Unit& unit) {
  if (StoreStatus s = pg::execStatus(writer_, "SAVEPOINT unit"); !s) return s.error();
  StoreStatus applied = applyOps(unit);
  if (applied) applied = pg::execStatus(writer_, "RELEASE SAVEPOINT unit");
  if (applied) return WriteOutcome::OK;
  WriteOutcome outcome = WriteOutcome::FAILED;
  if (isConflict(applied.error())) {
    spdlog::warn("store: write fenced off: {}", applied.error().message);
    metrics().storeConflict();
    outcome = WriteOutcome::CONFLICT;
  } else {
    // A lost connection is not this unit's fault: the whole transaction failed.
    if (PQstatus(writer_) != CONNECTION_OK) return applied.error();
    spdlog::error("store: write refused: {}", applied.error().message);
  }
  // The unit changed nothing; a failure to undo it fails the transaction.
  if (StoreStatus s = pg::execStatus(writer_, "ROLLBACK TO SAVEPOINT unit"); !s) return s.error();
  if (StoreStatus s = pg::execStatus(writer_, "RELEASE SAVEPOINT unit"); !s) return s.error();
  return outcome;
}

// --- Reads --------------------------------------------------------------------------------------

template <class Read>
auto PostgresStore::inSnapshot(Read read) -> decltype(read()) {
  if (StoreStatus begun =
          pg::execStatus(reader_, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      !begun)
    return begun.error();
  auto result = read();
  if (result) {
    if (StoreStatus done = pg::execStatus(reader_, "COMMIT"); !done) result = done.error();
  }
  if (!result) PQclear(PQexec(reader_, "ROLLBACK"));
  return result;
}

Result<std::vector<GameRow>> PostgresStore::selectGames(const char* statement,
                                                        const std::vector<std::string>& args) {
  auto r = pg::run(reader_, statement, args);
  if (!r) return r.error();
  std::vector<GameRow> games;
  games.reserve(static_cast<size_t>(r->rows()));
  for (int i = 0; i < r->rows(); ++i) {
    auto g = pgGame(*r, i);
    if (!g) return g.error();
    games.push_back(std::move(g).value());
  }
  return games;
}

Result<std::vector<ActionRow>> PostgresStore::readActions(const std::string& id) {
  auto r = pg::run(reader_, "actions", {id});
  if (!r) return r.error();
  std::vector<ActionRow> rows;
  rows.reserve(static_cast<size_t>(r->rows()));
  for (int i = 0; i < r->rows(); ++i) rows.push_back(pgAction(*r, i));
  return rows;
}

// One snapshot for both queries, so no action is seen without its game or the reverse.
Result<std::vector<LoadedGame>> PostgresStore::readActive() {
  return inSnapshot([this]() -> Result<std::vector<LoadedGame>> {
    auto rows = selectGames("active", {});
    if (!rows) return rows.error();
    std::vector<LoadedGame> games;
    std::unordered_map<std::string, size_t> index;
    for (GameRow& g : rows.value()) {
      index.emplace(g.id, games.size());
      games.push_back(LoadedGame{std::move(g), {}});
    }
    auto r = pg::run(reader_, "active_actions", {});
    if (!r) return r.error();
    for (int i = 0; i < r->rows(); ++i) {
      auto it = index.find(r->text(i, 0));
      if (it != index.end()) games[it->second].actions.push_back(pgAction(*r, i));
    }
    return games;
  });
}

Result<std::optional<LoadedGame>> PostgresStore::readOne(const std::string& id) {
  return inSnapshot([&]() -> Result<std::optional<LoadedGame>> {
    auto games = selectGames("game", {id});
    if (!games) return games.error();
    if (games->empty()) return std::optional<LoadedGame>{};
    auto actions = readActions(id);
    if (!actions) return actions.error();
    return std::optional<LoadedGame>{
        LoadedGame{std::move(games).value().front(), std::move(actions).value()}};
  });
}

Result<std::optional<GameRow>> PostgresStore::readRematch(const std::string& id) {
  return firstRow(selectGames("rematch", {id}));
}

Result<std::optional<PlayerRow>> PostgresStore::readPlayer(const std::string& keyHash) {
  auto r = pg::run(reader_, "player", {keyHash});
  if (!r) return r.error();
  if (r->rows() == 0) return std::optional<PlayerRow>{};
  return std::optional<PlayerRow>{
      PlayerRow{keyHash, r->text(0, 0), r->integer(0, 1), r->integer(0, 2)}};
}

// One snapshot, so each game's log is the one of the row read.
Result<std::vector<PlayerGame>> PostgresStore::readGamesOfPlayer(const std::string& keyHash,
                                                                 size_t limit) {
  return inSnapshot([&]() -> Result<std::vector<PlayerGame>> {
    auto r = pg::run(reader_, "games_of_player", {keyHash, std::to_string(limit)});
    if (!r) return r.error();
    std::vector<PlayerGame> games;
    games.reserve(static_cast<size_t>(r->rows()));
    for (int i = 0; i < r->rows(); ++i) {
      auto g = pgGame(*r, i);
      if (!g) return g.error();
      // The two names follow the 17 columns of PG_SELECT_GAMES.
      games.push_back(
          PlayerGame{LoadedGame{std::move(g).value(), {}}, {r->text(i, 17), r->text(i, 18)}});
    }
    for (PlayerGame& g : games) {
      auto actions = readActions(g.game.game.id);
      if (!actions) return actions.error();
      g.game.actions = std::move(actions).value();
    }
    return games;
  });
}

Result<std::vector<ChallengeRow>> PostgresStore::readChallenges(const std::string& id) {
  auto r =
      id.empty() ? pg::run(reader_, "open_challenges", {}) : pg::run(reader_, "challenge", {id});
  if (!r) return r.error();
  std::vector<ChallengeRow> rows;
  for (int i = 0; i < r->rows(); ++i) rows.push_back(pgChallenge(*r, i));
  return rows;
}

Result<std::vector<ChatRow>> PostgresStore::readChat(const std::string& gameId) {
  auto r = pg::run(reader_, "chat", {gameId});
  if (!r) return r.error();
  std::vector<ChatRow> rows;
  for (int i = 0; i < r->rows(); ++i) {
    auto seat = seatFromColumn(r->integer(i, 2));
    if (!seat) return seat.error();
    rows.push_back(ChatRow{r->integer(i, 0), r->text(i, 1), *seat, r->text(i, 3), r->text(i, 4),
                           r->integer(i, 5)});
  }
  return rows;
}

Result<ArchivePage> PostgresStore::readArchivePage(const ArchiveQuery& q) {
  return postgresSearchArchive(reader_, q);
}

Result<std::optional<ArchivedGame>> PostgresStore::readArchived(const std::string& id) {
  return postgresArchived(reader_, id);
}

Result<std::vector<RatingRow>> PostgresStore::readRatings(const std::string& keyHash) {
  return postgresRatingsOf(reader_, keyHash);
}

Result<std::optional<GameRatingRow>> PostgresStore::readGameRating(const std::string& gameId) {
  return inSnapshot([&] { return postgresGameRating(reader_, gameId); });
}

Result<std::vector<ExplorerRow>> PostgresStore::readExplorer(uint64_t key,
                                                             const std::string& rule) {
  return postgresExplore(reader_, key, rule);
}

Result<std::optional<PlayerRow>> PostgresStore::readPlayerByPublicId(const std::string& publicId) {
  return postgresPlayerByPublicId(reader_, publicId);
}

Result<PlayerTotals> PostgresStore::readPlayerTotals(const std::string& keyHash) {
  return postgresPlayerTotals(reader_, keyHash);
}

Result<std::vector<FinishedGame>> PostgresStore::readFinishedGames(const FinishedGamesQuery& q) {
  return postgresFinishedGames(reader_, q);
}

Result<std::vector<RatingPoint>> PostgresStore::readRatingHistory(const std::string& keyHash,
                                                                  ratings::Speed speed,
                                                                  size_t limit) {
  return postgresRatingHistory(reader_, keyHash, speed, limit);
}

Result<std::vector<ratings::LeaderboardEntry>> PostgresStore::readLeaderboard(ratings::Speed speed,
                                                                              int64_t activeSince,
                                                                              size_t limit) {
  return postgresLeaderboard(reader_, speed, activeSince, limit);
}

}  // namespace renju::server
