#include "store/sqlite/sqlite_store.h"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>

#include <filesystem>

#include "base/now.h"
#include "ops/metrics.h"
#include "store/sqlite/sqlite_archive.h"
#include "store/sqlite/sqlite_players.h"
#include "store/sqlite/sqlite_ratings.h"
#include "store/sqlite/sqlite_schema.h"
#include "store/sqlite/sqlite_writes.h"

namespace renju::server {
namespace {

const std::string SELECT_GAMES =
    "SELECT id, settings, secret_opener, secret_other, invite, creator_seat, created_at, "
    "joined_at, status, prev_id, next_id, rematch_wanted, computer_seat, computer_level, "
    "player_opener, player_other, publish_wanted";

Result<GameRow> readGame(const SqliteStatement& s) {
  auto creator = seatFromColumn(s.integer(5));
  auto status = statusFromColumn(s.text(8));
  auto computer = seatFromColumn(s.integer(12));
  if (!creator) return creator.error();
  if (!status) return status.error();
  if (!computer) return computer.error();
  GameRow g;
  g.id = s.text(0);
  g.settings = s.text(1);
  g.secrets = {s.text(2), s.text(3)};
  g.invite = s.text(4);
  g.creatorSeat = creator->value_or(Seat::OPENER);
  g.createdAt = s.integer(6);
  g.joinedAt = s.integer(7);
  g.status = *status;
  g.prevId = s.text(9);
  g.nextId = s.text(10);
  g.rematchWanted = {(s.integer(11) & 1) != 0, (s.integer(11) & 2) != 0};
  g.computerSeat = *computer;
  g.computerLevel = static_cast<int>(s.integer(13));
  g.players = {s.text(14), s.text(15)};
  g.publishWanted = {(s.integer(16) & 1) != 0, (s.integer(16) & 2) != 0};
  return g;
}

Result<LoadedGame> readLoadedGame(const SqliteStatement& s) {
  auto g = readGame(s);
  if (!g) return g.error();
  return LoadedGame{std::move(g).value(), {}};
}

Result<PlayerGame> readPlayerGame(const SqliteStatement& s) {
  auto g = readGame(s);
  if (!g) return g.error();
  // The two names follow the 17 columns of SELECT_GAMES.
  return PlayerGame{LoadedGame{std::move(g).value(), {}}, {s.text(17), s.text(18)}};
}

Result<ActionRow> readAction(const SqliteStatement& s) {
  return ActionRow{s.integer(0), s.text(1), s.text(2), s.integer(3), s.integer(4), s.integer(5)};
}

Result<ChallengeRow> readChallenge(const SqliteStatement& s) {
  return ChallengeRow{s.text(0),
                      s.text(1),
                      s.text(2),
                      s.integer(3) != 0,
                      s.text(4),
                      s.text(5),
                      s.text(6),
                      s.integer(7),
                      s.text(8),
                      s.text(9),
                      static_cast<int>(s.integer(10)),
                      s.integer(11) != 0,
                      static_cast<int>(s.integer(12)),
                      static_cast<int>(s.integer(13))};
}

Result<ChatRow> readChatRow(const SqliteStatement& s) {
  auto seat = seatFromColumn(s.integer(2));
  if (!seat) return seat.error();
  return ChatRow{s.integer(0), s.text(1), *seat, s.text(3), s.text(4), s.integer(5)};
}

Result<sqlite3*> openDb(const std::string& path, int flags) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    return storeError("cannot open " + path + ": " + message);
  }
  sqlite3_busy_timeout(db, 5000);
  return db;
}

StoreStatus systemError(const std::string& what) {
  return storeError(what + ": " + std::strerror(errno));
}

}  // namespace

// The database holds every game's log: readable by the server's user only. SQLite creates the
// WAL and shared-memory files with the mode of the database file, so creating that one 0600
// (and tightening files left by an older version) covers all three. A new folder is 0700.
StoreStatus restrictDatabaseFiles(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p(path);
  std::error_code ec;
  if (p.has_parent_path() && !fs::exists(p.parent_path(), ec)) {
    fs::create_directories(p.parent_path(), ec);
    if (!ec) fs::permissions(p.parent_path(), fs::perms::owner_all, fs::perm_options::replace, ec);
    if (ec) return storeError("cannot create " + p.parent_path().string() + ": " + ec.message());
  }
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) return systemError("cannot open " + path);
  ::close(fd);
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
    std::string file = path + suffix;
    if (::chmod(file.c_str(), 0600) != 0 && errno != ENOENT)
      return systemError("cannot restrict " + file);
  }
  return okStatus();
}

// Each connection's page cache: 64 MiB at most, taken only as pages are used.
constexpr const char* PAGE_CACHE = "PRAGMA cache_size=-65536";
// Pages in the WAL before a commit copies them back into the database (SQLite's default: 1,000).
// Live games append their moves at as many places of the actions table as there are games, so
// with 1,000 pages nearly every page the checkpoint copied was written once since the last one:
// every action cost the disk two pages. With 20,000 (an 80 MB WAL) a page collects several
// actions before it is copied: 5,000 games at 8,000 actions/s cost the server 6 % less CPU and
// half the median latency (docs/performance.md, "What was tried", the `wal_autocheckpoint` row).
constexpr const char* WAL_CHECKPOINT = "PRAGMA wal_autocheckpoint=20000";

Result<std::unique_ptr<SqliteStore>> SqliteStore::open(const SqliteOptions& options) {
  if (StoreStatus restricted = restrictDatabaseFiles(options.path); !restricted)
    return restricted.error();
  // On failure the store's destructor closes what was opened.
  std::unique_ptr<SqliteStore> store(new SqliteStore());
  if (StoreStatus opened = store->openConnections(options); !opened) return opened.error();
  if (StoreStatus written = store->writeHeartbeat(nowMs()); !written) return written.error();
  store->startWriter();
  return store;
}

StoreStatus SqliteStore::openConnections(const SqliteOptions& options) {
  auto writer = openDb(options.path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  if (!writer) return writer.error();
  writer_ = *writer;
  statements_ = std::make_unique<StatementCache>(writer_);
  // The archive's explorer rows are tens of millions of small rows written at random places of
  // their index: with SQLite's default 2 MB page cache nearly every insert reads and writes
  // pages through system calls (a million-game import spent 60 % of its CPU in the kernel).
  for (const char* pragma :
       {"PRAGMA journal_mode=WAL",
        options.synchronous == "full" ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL",
        PAGE_CACHE, WAL_CHECKPOINT})
    if (StoreStatus s = sqliteExec(writer_, pragma); !s) return s;
  if (StoreStatus migrated = migrateSqlite(writer_); !migrated) return migrated;
  auto heartbeat =
      SqliteStatement::prepare(writer_, "SELECT value FROM meta WHERE key='heartbeat'");
  if (!heartbeat) return heartbeat.error();
  Result<bool> row = heartbeat.value().step();
  if (!row) return row.error();
  if (*row) previousHeartbeat_ = heartbeat.value().integer(0);
  auto reader = openDb(options.path, SQLITE_OPEN_READONLY);
  if (!reader) return reader.error();
  reader_ = *reader;
  return sqliteExec(reader_, PAGE_CACHE);
}

SqliteStore::~SqliteStore() {
  close();
  statements_.reset();
  sqlite3_close(reader_);
  sqlite3_close(writer_);
}

// --- Writes -------------------------------------------------------------------------------------

StoreStatus SqliteStore::run(const char* sql) {
  auto s = statements_->get(sql);
  if (!s) return s.error();
  return s.value().run();
}

StoreStatus SqliteStore::writeHeartbeat(int64_t now) {
  auto s = statements_->get(
      "INSERT INTO meta(key, value) VALUES('heartbeat', ?1) "
      "ON CONFLICT(key) DO UPDATE SET value=excluded.value");
  if (!s) return s.error();
  return s.value().bind(1, now).run();
}

void SqliteStore::writeLastHeartbeat() {
  if (StoreStatus s = writeHeartbeat(nowMs()); !s)
    spdlog::error("store: last heartbeat failed: {}", s.error().message);
}

bool SqliteStore::commitBatch(const Batch& batch, std::vector<WriteOutcome>& outcome,
                              bool heartbeat) {
  StoreStatus committed = commitUnits(batch, outcome, heartbeat);
  if (committed) return true;
  spdlog::critical("store: transaction failed: {}", committed.error().message);
  sqlite3_exec(writer_, "ROLLBACK", nullptr, nullptr, nullptr);
  return false;
}

StoreStatus SqliteStore::commitUnits(const Batch& batch, std::vector<WriteOutcome>& outcome,
                                     bool heartbeat) {
  if (StoreStatus begun = run("BEGIN IMMEDIATE"); !begun) return begun;
  for (size_t i = 0; i < batch.size(); ++i) {
    Result<WriteOutcome> applied = applyUnit(batch[i]);
    if (!applied) return applied.error();
    outcome[i] = *applied;
  }
  if (heartbeat)
    if (StoreStatus written = writeHeartbeat(nowMs()); !written) return written;
  return run("COMMIT");
}

StoreStatus SqliteStore::applyOps(const Unit& unit) {
  SqliteWriter w{writer_, *statements_, queue_};
  for (const StoreOp& op : unit.ops)
    if (StoreStatus s = applySqliteOp(w, op); !s) return s;
  return run("RELEASE unit");
}

Result<WriteOutcome> SqliteStore::applyUnit(const Unit& unit) {
  if (StoreStatus s = run("SAVEPOINT unit"); !s) return s.error();
  StoreStatus applied = applyOps(unit);
  if (applied) return WriteOutcome::OK;
  WriteOutcome outcome = WriteOutcome::FAILED;
  if (isConflict(applied.error())) {
    spdlog::warn("store: write fenced off: {}", applied.error().message);
    metrics().storeConflict();
    outcome = WriteOutcome::CONFLICT;
  } else {
    spdlog::error("store: write refused: {}", applied.error().message);
  }
  // The unit changed nothing; a failure to undo it fails the transaction.
  if (StoreStatus s = sqliteExec(writer_, "ROLLBACK TO unit"); !s) return s.error();
  if (StoreStatus s = sqliteExec(writer_, "RELEASE unit"); !s) return s.error();
  return outcome;
}

// --- Reads --------------------------------------------------------------------------------------

Result<std::vector<ActionRow>> SqliteStore::readActions(const std::string& id) {
  auto s = SqliteStatement::prepare(
      reader_,
      "SELECT version, action, client_id, at, remaining_opener, remaining_other "
      "FROM actions WHERE game_id=?1 ORDER BY version");
  if (!s) return s.error();
  return sqliteRows<ActionRow>(s.value().bind(1, id), readAction);
}

Result<std::vector<LoadedGame>> SqliteStore::readGames(const std::string& where,
                                                       const std::string* param) {
  auto s = SqliteStatement::prepare(reader_, SELECT_GAMES + " FROM games " + where);
  if (!s) return s.error();
  if (param) s.value().bind(1, *param);
  auto games = sqliteRows<LoadedGame>(s.value(), readLoadedGame);
  if (!games) return games;
  for (LoadedGame& g : games.value()) {
    auto actions = readActions(g.game.id);
    if (!actions) return actions.error();
    g.actions = std::move(actions).value();
  }
  return games;
}

Result<std::vector<LoadedGame>> SqliteStore::readActive() {
  return readGames("WHERE status IN ('waiting', 'playing')", nullptr);
}

Result<std::optional<LoadedGame>> SqliteStore::readOne(const std::string& id) {
  return firstRow(readGames("WHERE id=?1", &id));
}

Result<std::optional<GameRow>> SqliteStore::readRematch(const std::string& id) {
  auto s = SqliteStatement::prepare(reader_, SELECT_GAMES + " FROM games WHERE prev_id=?1");
  if (!s) return s.error();
  return firstRow(sqliteRows<GameRow>(s.value().bind(1, id), readGame));
}

Result<std::optional<PlayerRow>> SqliteStore::readPlayer(const std::string& keyHash) {
  auto s = SqliteStatement::prepare(
      reader_, "SELECT display_name, created_at, last_seen FROM players WHERE key_hash=?1");
  if (!s) return s.error();
  return firstRow(
      sqliteRows<PlayerRow>(s.value().bind(1, keyHash), [&keyHash](const SqliteStatement& r) {
        return Result<PlayerRow>(PlayerRow{keyHash, r.text(0), r.integer(1), r.integer(2)});
      }));
}

// The names come from correlated reads: a join would make the players' columns clash with the
// games' (created_at) in SELECT_GAMES.
Result<std::vector<PlayerGame>> SqliteStore::readGamesOfPlayer(const std::string& keyHash,
                                                               size_t limit) {
  auto s = SqliteStatement::prepare(
      reader_, SELECT_GAMES +
                   ", coalesce((SELECT display_name FROM players WHERE key_hash=player_opener), "
                   "''), coalesce((SELECT display_name FROM players WHERE "
                   "key_hash=player_other), '') "
                   "FROM games WHERE (player_opener=?1 OR player_other=?1) AND status <> "
                   "'expired' ORDER BY CASE WHEN status IN ('waiting', 'playing') THEN 0 ELSE 1 "
                   "END, created_at DESC, id LIMIT ?2");
  if (!s) return s.error();
  s.value().bind(1, keyHash).bind(2, static_cast<int64_t>(limit));
  auto games = sqliteRows<PlayerGame>(s.value(), readPlayerGame);
  if (!games) return games;
  for (PlayerGame& g : games.value()) {
    auto actions = readActions(g.game.game.id);
    if (!actions) return actions.error();
    g.game.actions = std::move(actions).value();
  }
  return games;
}

Result<std::vector<ChallengeRow>> SqliteStore::readChallenges(const std::string& id) {
  const std::string select =
      "SELECT id, settings, opener, private, creator_key_hash, secret, display_name, created_at, "
      "status, game_id, rating, rating_provisional, rating_min, rating_max FROM challenges ";
  auto s = SqliteStatement::prepare(
      reader_, select + (id.empty() ? "WHERE status='open' ORDER BY created_at" : "WHERE id=?1"));
  if (!s) return s.error();
  if (!id.empty()) s.value().bind(1, id);
  return sqliteRows<ChallengeRow>(s.value(), readChallenge);
}

Result<std::vector<ChatRow>> SqliteStore::readChat(const std::string& gameId) {
  auto s = SqliteStatement::prepare(
      reader_, "SELECT n, channel, seat, name, text, at FROM chat WHERE game_id=?1 ORDER BY n");
  if (!s) return s.error();
  return sqliteRows<ChatRow>(s.value().bind(1, gameId), readChatRow);
}

Result<std::vector<RatingRow>> SqliteStore::readRatings(const std::string& keyHash) {
  return sqliteRatingsOf(reader_, keyHash);
}

Result<std::optional<GameRatingRow>> SqliteStore::readGameRating(const std::string& gameId) {
  return sqliteGameRating(reader_, gameId);
}

Result<ArchivePage> SqliteStore::readArchivePage(const ArchiveQuery& q) {
  return sqliteSearchArchive(reader_, q);
}

Result<std::optional<ArchivedGame>> SqliteStore::readArchived(const std::string& id) {
  return sqliteArchived(reader_, id);
}

Result<std::vector<ExplorerRow>> SqliteStore::readExplorer(uint64_t key, const std::string& rule) {
  return sqliteExplore(reader_, key, rule);
}

Result<std::optional<PlayerRow>> SqliteStore::readPlayerByPublicId(const std::string& publicId) {
  return sqlitePlayerByPublicId(reader_, publicId);
}

Result<PlayerTotals> SqliteStore::readPlayerTotals(const std::string& keyHash) {
  return sqlitePlayerTotals(reader_, keyHash);
}

Result<std::vector<FinishedGame>> SqliteStore::readFinishedGames(const FinishedGamesQuery& q) {
  return sqliteFinishedGames(reader_, q);
}

Result<std::vector<RatingPoint>> SqliteStore::readRatingHistory(const std::string& keyHash,
                                                                ratings::Speed speed,
                                                                size_t limit) {
  return sqliteRatingHistory(reader_, keyHash, speed, limit);
}

Result<std::vector<ratings::LeaderboardEntry>> SqliteStore::readLeaderboard(ratings::Speed speed,
                                                                            int64_t activeSince,
                                                                            size_t limit) {
  return sqliteLeaderboard(reader_, speed, activeSince, limit);
}

}  // namespace renju::server
