#include "store/sqlite/sqlite_store.h"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cerrno>
#include <cstring>

#include <chrono>
#include <filesystem>
#include <stdexcept>

#include "base/now.h"
#include "ops/metrics.h"
#include "store/sqlite/sqlite_archive.h"
#include "store/sqlite/sqlite_schema.h"

namespace renju::server {
namespace {

void check(sqlite3* db, int rc, const char* what) {
  if (rc != SQLITE_OK && rc != SQLITE_DONE && rc != SQLITE_ROW)
    throw std::runtime_error(std::string(what) + ": " + sqlite3_errmsg(db));
}

void exec(sqlite3* db, const char* sql) {
  char* err = nullptr;
  int rc = sqlite3_exec(db, sql, nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string message = err ? err : "unknown error";
    sqlite3_free(err);
    throw std::runtime_error(std::string(sql).substr(0, 40) + ": " + message);
  }
}

/// A prepared statement, reset on destruction.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    check(db, sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr), sql);
  }
  /// Uses a statement prepared once and kept by the store; it is reset, not finalized, after use.
  Statement(sqlite3* db, sqlite3_stmt* cached) : db_(db), stmt_(cached), owned_(false) {}
  ~Statement() {
    if (owned_) {
      sqlite3_finalize(stmt_);
    } else {
      sqlite3_reset(stmt_);
      sqlite3_clear_bindings(stmt_);
    }
  }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.data(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  /// Steps once; true while rows come.
  bool step() {
    int rc = sqlite3_step(stmt_);
    check(db_, rc, "step");
    return rc == SQLITE_ROW;
  }
  /// Steps a write whose unique key fences it: a duplicate throws Conflict.
  void stepFenced(const char* what) {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_CONSTRAINT && sqlite3_extended_errcode(db_) == SQLITE_CONSTRAINT_PRIMARYKEY)
      throw Conflict(what);
    check(db_, rc, "step");
  }
  std::string text(int col) const {
    auto* p = sqlite3_column_text(stmt_, col);
    return p ? std::string(reinterpret_cast<const char*>(p),
                           static_cast<size_t>(sqlite3_column_bytes(stmt_, col)))
             : std::string();
  }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  bool owned_ = true;
};

constexpr const char* GAME_COLUMNS =
    "id, settings, secret_opener, secret_other, invite, creator_seat, created_at, joined_at, "
    "status, prev_id, next_id, rematch_wanted, computer_seat, computer_level, player_opener, "
    "player_other, publish_wanted";

GameRow readGame(const Statement& s) {
  GameRow g;
  g.id = s.text(0);
  g.settings = s.text(1);
  g.secrets = {s.text(2), s.text(3)};
  g.invite = s.text(4);
  g.creatorSeat = seatFromColumn(s.integer(5)).value_or(Seat::OPENER);
  g.createdAt = s.integer(6);
  g.joinedAt = s.integer(7);
  g.status = statusFromColumn(s.text(8));
  g.prevId = s.text(9);
  g.nextId = s.text(10);
  g.rematchWanted = {(s.integer(11) & 1) != 0, (s.integer(11) & 2) != 0};
  g.computerSeat = seatFromColumn(s.integer(12));
  g.computerLevel = static_cast<int>(s.integer(13));
  g.players = {s.text(14), s.text(15)};
  g.publishWanted = {(s.integer(16) & 1) != 0, (s.integer(16) & 2) != 0};
  return g;
}

sqlite3* openDb(const std::string& path, int flags) {
  sqlite3* db = nullptr;
  int rc = sqlite3_open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    throw std::runtime_error("cannot open " + path + ": " + message);
  }
  sqlite3_busy_timeout(db, 5000);
  return db;
}

}  // namespace

// The database holds every game's log: readable by the server's user only. SQLite creates the
// WAL and shared-memory files with the mode of the database file, so creating that one 0600
// (and tightening files left by an older version) covers all three. A new folder is 0700.
void restrictDatabaseFiles(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p(path);
  if (p.has_parent_path() && !fs::exists(p.parent_path())) {
    fs::create_directories(p.parent_path());
    fs::permissions(p.parent_path(), fs::perms::owner_all, fs::perm_options::replace);
  }
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
  ::close(fd);
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
    std::string file = path + suffix;
    if (::chmod(file.c_str(), 0600) != 0 && errno != ENOENT)
      throw std::runtime_error("cannot restrict " + file + ": " + std::strerror(errno));
  }
}

// Each connection's page cache: 64 MiB at most, taken only as pages are used.
constexpr const char* PAGE_CACHE = "PRAGMA cache_size=-65536";
// Pages in the WAL before a commit copies them back into the database (SQLite's default: 1,000).
// Live games append their moves at as many places of the actions table as there are games, so
// with 1,000 pages nearly every page the checkpoint copied was written once since the last one:
// every action cost the disk two pages. With 20,000 (an 80 MB WAL) a page collects several
// actions before it is copied: 5,000 games at 8,000 actions/s cost the server 6 % less CPU and
// half the median latency (docs/performance.md, "The hot path, session 11").
constexpr const char* WAL_CHECKPOINT = "PRAGMA wal_autocheckpoint=20000";

SqliteStore::SqliteStore(const SqliteOptions& options) {
  restrictDatabaseFiles(options.path);
  writer_ = openDb(options.path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  try {
    exec(writer_, "PRAGMA journal_mode=WAL");
    exec(writer_,
         options.synchronous == "full" ? "PRAGMA synchronous=FULL" : "PRAGMA synchronous=NORMAL");
    // The archive's explorer rows are tens of millions of small rows written at random places of
    // their index: with SQLite's default 2 MB page cache nearly every insert reads and writes
    // pages through system calls (a million-game import spent 60 % of its CPU in the kernel).
    exec(writer_, PAGE_CACHE);
    exec(writer_, WAL_CHECKPOINT);
    migrateSqlite(writer_);
    {
      Statement s(writer_, "SELECT value FROM meta WHERE key='heartbeat'");
      if (s.step()) previousHeartbeat_ = s.integer(0);
    }
    reader_ = openDb(options.path, SQLITE_OPEN_READONLY);
    exec(reader_, PAGE_CACHE);
  } catch (...) {
    sqlite3_close(writer_);
    throw;
  }
  writeHeartbeat(nowMs());
  queue_.start([this](const auto& batch, auto& outcome,
                      bool heartbeat) { return commitBatch(batch, outcome, heartbeat); },
               [this] { writeLastHeartbeat(); });
}

SqliteStore::~SqliteStore() {
  close();
  for (auto& [sql, stmt] : prepared_) sqlite3_finalize(stmt);
  sqlite3_close(reader_);
  sqlite3_close(writer_);
}

sqlite3_stmt* SqliteStore::prepared(const char* sql) {
  auto it = prepared_.find(sql);
  if (it != prepared_.end()) return it->second;
  sqlite3_stmt* stmt = nullptr;
  check(writer_, sqlite3_prepare_v3(writer_, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, nullptr),
        sql);
  prepared_.emplace(sql, stmt);
  return stmt;
}

void SqliteStore::writeHeartbeat(int64_t now) {
  Statement s(writer_,
              "INSERT INTO meta(key, value) VALUES('heartbeat', ?1) "
              "ON CONFLICT(key) DO UPDATE SET value=excluded.value");
  s.bind(1, now).step();
}

// The statements run for every unit and every batch are prepared once: sqlite3_exec would parse
// them again each time, twice per action.
void SqliteStore::run(const char* sql) {
  Statement(writer_, prepared(sql)).step();
}

WriteOutcome SqliteStore::applyUnit(const Unit& unit) {
  run("SAVEPOINT unit");
  try {
    for (const StoreOp& op : unit.ops) {
      std::visit(
          [&](const auto& o) {
            using T = std::decay_t<decltype(o)>;
            if constexpr (std::is_same_v<T, store_op::CreateGame>) {
              const GameRow& g = o.game;
              Statement s(
                  writer_,
                  prepared("INSERT INTO games(id, settings, secret_opener, secret_other, invite, "
                           "creator_seat, created_at, joined_at, status, prev_id, next_id, "
                           "computer_seat, computer_level, player_opener, player_other) "
                           "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, "
                           "?15)"));
              s.bind(1, g.id).bind(2, g.settings).bind(3, g.secrets[0]).bind(4, g.secrets[1]);
              s.bind(5, g.invite).bind(6, seatColumn(g.creatorSeat)).bind(7, g.createdAt);
              s.bind(8, g.joinedAt).bind(9, std::string(toString(g.status))).bind(10, g.prevId);
              s.bind(11, g.nextId);
              s.bind(12, seatColumn(g.computerSeat)).bind(13, int64_t{g.computerLevel});
              s.bind(14, g.players[0]).bind(15, g.players[1]);
              s.step();
            } else if constexpr (std::is_same_v<T, store_op::Join>) {
              Statement s(writer_,
                          prepared("UPDATE games SET joined_at=?2, status='playing', "
                                   "secret_opener=CASE WHEN ?3=0 THEN ?4 ELSE secret_opener END, "
                                   "secret_other=CASE WHEN ?3=1 THEN ?4 ELSE secret_other END, "
                                   "player_opener=CASE WHEN ?3=0 THEN ?5 ELSE player_opener END, "
                                   "player_other=CASE WHEN ?3=1 THEN ?5 ELSE player_other END "
                                   "WHERE id=?1 AND joined_at=0 AND status='waiting'"));
              s.bind(1, o.id).bind(2, o.joinedAt).bind(3, seatColumn(o.seat)).bind(4, o.secretHash);
              s.bind(5, o.playerHash);
              s.step();
              if (sqlite3_changes(writer_) == 0) throw Conflict("game " + o.id + " already joined");
            } else if constexpr (std::is_same_v<T, store_op::Append>) {
              Statement s(
                  writer_,
                  prepared(
                      "INSERT INTO actions(game_id, version, action, client_id, at, "
                      "remaining_opener, remaining_other) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)"));
              const ActionRow& r = o.row;
              s.bind(1, o.id).bind(2, r.version).bind(3, r.action).bind(4, r.clientId);
              s.bind(5, r.at).bind(6, r.remainingOpener).bind(7, r.remainingOther);
              s.stepFenced("version already stored");
            } else if constexpr (std::is_same_v<T, store_op::SetStatus>) {
              // A game once joined never expires (postgres_store.cpp says why).
              Statement s(writer_, prepared("UPDATE games SET status=?2 WHERE id=?1 AND "
                                            "(?2 <> 'expired' OR joined_at=0)"));
              s.bind(1, o.id).bind(2, std::string(toString(o.status))).step();
            } else if constexpr (std::is_same_v<T, store_op::LinkRematch>) {
              Statement s(writer_, prepared("UPDATE games SET next_id=?2 WHERE id=?1"));
              s.bind(1, o.id).bind(2, o.nextId).step();
            } else if constexpr (std::is_same_v<T, store_op::WantRematch>) {
              Statement s(writer_, prepared("UPDATE games SET rematch_wanted=?2 WHERE id=?1"));
              s.bind(1, o.id).bind(2, seatBits(o.wanted)).step();
            } else if constexpr (std::is_same_v<T, store_op::WantPublish>) {
              Statement s(writer_, prepared("UPDATE games SET publish_wanted=?2 WHERE id=?1"));
              s.bind(1, o.id).bind(2, seatBits(o.wanted)).step();
            } else if constexpr (std::is_same_v<T, store_op::CreateChallenge>) {
              const ChallengeRow& c = o.challenge;
              Statement s(
                  writer_,
                  prepared("INSERT INTO challenges(id, settings, opener, private, "
                           "creator_key_hash, secret, display_name, created_at, status, game_id) "
                           "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"));
              s.bind(1, c.id).bind(2, c.settings).bind(3, c.opener).bind(4, int64_t{c.isPrivate});
              s.bind(5, c.creatorHash).bind(6, c.secretHash).bind(7, c.name).bind(8, c.createdAt);
              s.bind(9, c.status).bind(10, c.gameId).step();
            } else if constexpr (std::is_same_v<T, store_op::CloseChallenge>) {
              Statement s(writer_, prepared("UPDATE challenges SET status=?2, game_id=?3 "
                                            "WHERE id=?1 AND status='open'"));
              s.bind(1, o.id).bind(2, o.status).bind(3, o.gameId).step();
              if (sqlite3_changes(writer_) == 0)
                throw Conflict("challenge " + o.id + " is no longer open");
            } else if constexpr (std::is_same_v<T, store_op::SeePlayer>) {
              Statement s(
                  writer_,
                  prepared("INSERT INTO players(key_hash, display_name, created_at, "
                           "last_seen) VALUES(?1, coalesce(?3, ''), ?2, ?2) "
                           "ON CONFLICT(key_hash) DO UPDATE SET last_seen=excluded.last_seen, "
                           "display_name=coalesce(?3, display_name)"));
              s.bind(1, o.keyHash).bind(2, o.at);
              if (o.name) s.bind(3, *o.name);  // unbound stays NULL: the name is kept
              s.step();
            } else if constexpr (std::is_same_v<T, store_op::Archive>) {
              sqliteArchive(writer_, o.games);
            } else if constexpr (std::is_same_v<T, store_op::Chat>) {
              Statement s(writer_, prepared("INSERT INTO chat(game_id, n, channel, seat, name, "
                                            "text, at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)"));
              const ChatRow& r = o.row;
              s.bind(1, o.id).bind(2, r.n).bind(3, r.channel).bind(4, seatColumn(r.seat));
              s.bind(5, r.name).bind(6, r.text).bind(7, r.at);
              s.stepFenced("chat message already stored");
            } else {
              static_assert(std::is_same_v<T, store_op::Purge>);
              purge(o.createdBefore);
            }
          },
          op);
    }
    run("RELEASE unit");
    return WriteOutcome::OK;
  } catch (const Conflict& e) {
    spdlog::warn("store: write fenced off: {}", e.what());
    metrics().storeConflict();
    exec(writer_, "ROLLBACK TO unit");
    exec(writer_, "RELEASE unit");
    return WriteOutcome::CONFLICT;
  } catch (const std::exception& e) {
    spdlog::error("store: write refused: {}", e.what());
    exec(writer_, "ROLLBACK TO unit");
    exec(writer_, "RELEASE unit");
    return WriteOutcome::FAILED;
  }
}

// Group commit: everything queued while the previous transaction was being synced goes into the
// next one, so the cost of one fsync is shared by all the actions of all games waiting for it.
void SqliteStore::write(std::vector<StoreOp> ops, Done done) {
  queue_.push(std::move(ops), std::move(done));
}

bool SqliteStore::commitBatch(const GroupCommitQueue::Batch& batch,
                              std::vector<WriteOutcome>& outcome, bool heartbeat) {
  try {
    run("BEGIN IMMEDIATE");
    for (size_t i = 0; i < batch.size(); ++i) outcome[i] = applyUnit(batch[i]);
    if (heartbeat) writeHeartbeat(nowMs());
    run("COMMIT");
    return true;
  } catch (const std::exception& e) {
    spdlog::critical("store: transaction failed: {}", e.what());
    sqlite3_exec(writer_, "ROLLBACK", nullptr, nullptr, nullptr);
    return false;
  }
}

void SqliteStore::writeLastHeartbeat() {
  try {
    writeHeartbeat(nowMs());
  } catch (const std::exception& e) {
    spdlog::error("store: last heartbeat failed: {}", e.what());
  }
}

void SqliteStore::purge(int64_t createdBefore) {
  const char* unjoined = "joined_at=0 AND status IN ('waiting', 'expired') AND created_at < ?1";
  for (const char* table : {"actions", "chat"}) {
    Statement s(writer_, (std::string("DELETE FROM ") + table +
                          " WHERE game_id IN (SELECT id FROM games WHERE " + unjoined + ")")
                             .c_str());
    s.bind(1, createdBefore).step();
  }
  Statement s(writer_, (std::string("DELETE FROM games WHERE ") + unjoined).c_str());
  s.bind(1, createdBefore).step();
  auto purged = static_cast<uint64_t>(sqlite3_changes(writer_));
  if (purged > 0) spdlog::info("store: purged {} games never joined", purged);
  queue_.countPurged(purged);
  // Closed challenges (accepted, cancelled, expired) are kept as long as unjoined games are, so
  // a creator can still learn what became of one; open ones expire on their own.
  Statement closed(writer_, "DELETE FROM challenges WHERE status <> 'open' AND created_at < ?1");
  closed.bind(1, createdBefore).step();
}

std::vector<ActionRow> SqliteStore::loadActions(const std::string& id) {
  std::vector<ActionRow> rows;
  Statement s(reader_,
              "SELECT version, action, client_id, at, remaining_opener, remaining_other "
              "FROM actions WHERE game_id=?1 ORDER BY version");
  s.bind(1, id);
  while (s.step())
    rows.push_back(
        ActionRow{s.integer(0), s.text(1), s.text(2), s.integer(3), s.integer(4), s.integer(5)});
  return rows;
}

std::vector<LoadedGame> SqliteStore::readActive() {
  std::lock_guard lock(readerMutex_);
  std::vector<LoadedGame> games;
  Statement s(reader_, (std::string("SELECT ") + GAME_COLUMNS +
                        " FROM games WHERE status IN ('waiting', 'playing')")
                           .c_str());
  while (s.step()) games.push_back(LoadedGame{readGame(s), {}});
  for (LoadedGame& g : games) g.actions = loadActions(g.game.id);
  return games;
}

std::optional<LoadedGame> SqliteStore::readOne(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  Statement s(reader_, (std::string("SELECT ") + GAME_COLUMNS + " FROM games WHERE id=?1").c_str());
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  LoadedGame g{readGame(s), {}};
  g.actions = loadActions(id);
  return g;
}

std::optional<GameRow> SqliteStore::readRematch(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  Statement s(reader_,
              (std::string("SELECT ") + GAME_COLUMNS + " FROM games WHERE prev_id=?1").c_str());
  s.bind(1, id);
  if (!s.step()) return std::nullopt;
  return readGame(s);
}

std::optional<PlayerRow> SqliteStore::readPlayer(const std::string& keyHash) {
  std::lock_guard lock(readerMutex_);
  Statement s(reader_, "SELECT display_name, created_at, last_seen FROM players WHERE key_hash=?1");
  s.bind(1, keyHash);
  if (!s.step()) return std::nullopt;
  return PlayerRow{keyHash, s.text(0), s.integer(1), s.integer(2)};
}

// The names come from correlated reads: a join would make the players' columns clash with the
// games' (created_at) in GAME_COLUMNS.
std::vector<PlayerGame> SqliteStore::readGamesOfPlayer(const std::string& keyHash, size_t limit) {
  std::lock_guard lock(readerMutex_);
  std::vector<PlayerGame> games;
  Statement s(reader_,
              (std::string("SELECT ") + GAME_COLUMNS +
               ", coalesce((SELECT display_name FROM players WHERE key_hash=player_opener), ''), "
               "coalesce((SELECT display_name FROM players WHERE key_hash=player_other), '') "
               "FROM games WHERE (player_opener=?1 OR player_other=?1) AND status <> 'expired' "
               "ORDER BY CASE WHEN status IN ('waiting', 'playing') THEN 0 ELSE 1 END, "
               "created_at DESC, id LIMIT ?2")
                  .c_str());
  s.bind(1, keyHash).bind(2, static_cast<int64_t>(limit));
  while (s.step())
    // The two names follow the 17 columns of GAME_COLUMNS.
    games.push_back(PlayerGame{LoadedGame{readGame(s), {}}, {s.text(17), s.text(18)}});
  for (PlayerGame& g : games) g.game.actions = loadActions(g.game.game.id);
  return games;
}

Result<std::vector<PlayerGame>> SqliteStore::gamesOfPlayer(const std::string& keyHash,
                                                           size_t limit) {
  return guardedRead("gamesOfPlayer", [&] {
    // Seats taken without a key hold "": they are nobody's games.
    return keyHash.empty() ? std::vector<PlayerGame>{} : readGamesOfPlayer(keyHash, limit);
  });
}

namespace {
ChallengeRow readChallenge(const Statement& s) {
  return ChallengeRow{s.text(0), s.text(1), s.text(2),    s.integer(3) != 0, s.text(4),
                      s.text(5), s.text(6), s.integer(7), s.text(8),         s.text(9)};
}
}  // namespace

std::vector<ChallengeRow> SqliteStore::readChallenges(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  std::vector<ChallengeRow> rows;
  Statement s(reader_,
              id.empty() ? "SELECT id, settings, opener, private, creator_key_hash, secret, "
                           "display_name, created_at, status, game_id FROM challenges "
                           "WHERE status='open' ORDER BY created_at"
                         : "SELECT id, settings, opener, private, creator_key_hash, secret, "
                           "display_name, created_at, status, game_id FROM challenges WHERE id=?1");
  if (!id.empty()) s.bind(1, id);
  while (s.step()) rows.push_back(readChallenge(s));
  return rows;
}

Result<std::vector<ChallengeRow>> SqliteStore::openChallenges() {
  return guardedRead("openChallenges", [&] { return readChallenges(""); });
}

Result<std::optional<ChallengeRow>> SqliteStore::challenge(const std::string& id) {
  return guardedRead("challenge", [&]() -> std::optional<ChallengeRow> {
    if (id.empty()) return std::nullopt;
    auto rows = readChallenges(id);
    if (rows.empty()) return std::nullopt;
    return rows.front();
  });
}

Result<std::vector<ChatRow>> SqliteStore::chat(const std::string& gameId) {
  return guardedRead("chat", [&] {
    std::lock_guard lock(readerMutex_);
    std::vector<ChatRow> rows;
    Statement s(reader_,
                "SELECT n, channel, seat, name, text, at FROM chat WHERE game_id=?1 ORDER BY n");
    s.bind(1, gameId);
    while (s.step())
      rows.push_back(ChatRow{s.integer(0), s.text(1), seatFromColumn(s.integer(2)), s.text(3),
                             s.text(4), s.integer(5)});
    return rows;
  });
}

Result<std::optional<PlayerRow>> SqliteStore::player(const std::string& keyHash) {
  return guardedRead("player", [&] { return readPlayer(keyHash); });
}

Result<std::vector<LoadedGame>> SqliteStore::loadActive() {
  return guardedRead("loadActive", [&] { return readActive(); });
}

Result<std::optional<LoadedGame>> SqliteStore::load(const std::string& id) {
  return guardedRead("load", [&] { return readOne(id); });
}

Result<std::optional<GameRow>> SqliteStore::findRematch(const std::string& id) {
  return guardedRead("findRematch", [&] { return readRematch(id); });
}

Result<ArchivePage> SqliteStore::searchArchive(const ArchiveQuery& q) {
  return guardedRead("searchArchive", [&] {
    std::lock_guard lock(readerMutex_);
    return sqliteSearchArchive(reader_, q);
  });
}

Result<std::optional<ArchivedGame>> SqliteStore::archived(const std::string& id) {
  return guardedRead("archived", [&] {
    std::lock_guard lock(readerMutex_);
    return sqliteArchived(reader_, id);
  });
}

Result<std::vector<ExplorerRow>> SqliteStore::explore(uint64_t key, const std::string& rule) {
  return guardedRead("explore", [&] {
    std::lock_guard lock(readerMutex_);
    return sqliteExplore(reader_, key, rule);
  });
}

}  // namespace renju::server
