#include "store/postgres/postgres_store.h"

#include <spdlog/spdlog.h>

#include <chrono>
#include <unordered_map>

#include "base/now.h"
#include "ops/metrics.h"
#include "store/postgres/pg_util.h"
#include "store/postgres/postgres_archive.h"
#include "store/postgres/postgres_schema.h"

namespace renju::server {
namespace {

constexpr const char* GAME_COLUMNS =
    "id, settings, secret_opener, secret_other, invite, creator_seat, created_at, joined_at, "
    "status, prev_id, next_id, rematch_wanted, computer_seat, computer_level, player_opener, "
    "player_other, publish_wanted";

// The writer's statements. Append does nothing on a duplicate key instead of failing, so that a
// batch without conflicts needs no savepoint per unit (see commitBatch).
constexpr std::pair<const char*, const char*> WRITER_STATEMENTS[] = {
    {"create_game",
     "INSERT INTO games(id, settings, secret_opener, secret_other, invite, creator_seat, "
     "created_at, joined_at, status, prev_id, next_id, computer_seat, computer_level, "
     "player_opener, player_other) "
     "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"},
    {"join",
     "UPDATE games SET joined_at=$2, status='playing', "
     "secret_opener=CASE WHEN $3::int=0 THEN $4 ELSE secret_opener END, "
     "secret_other=CASE WHEN $3::int=1 THEN $4 ELSE secret_other END, "
     "player_opener=CASE WHEN $3::int=0 THEN $5 ELSE player_opener END, "
     "player_other=CASE WHEN $3::int=1 THEN $5 ELSE player_other END "
     "WHERE id=$1 AND joined_at=0 AND status='waiting'"},
    {"append",
     "INSERT INTO actions(game_id, version, action, client_id, at, remaining_opener, "
     "remaining_other) VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING"},
    // A game once joined never expires: a node that saw it created but not joined (in a
    // cluster the join may be served by another node) must not expire it under the players.
    {"set_status", "UPDATE games SET status=$2 WHERE id=$1 AND ($2 <> 'expired' OR joined_at=0)"},
    {"link_rematch", "UPDATE games SET next_id=$2 WHERE id=$1"},
    {"want_rematch", "UPDATE games SET rematch_wanted=$2 WHERE id=$1"},
    {"want_publish", "UPDATE games SET publish_wanted=$2 WHERE id=$1"},
    {"purge_actions",
     "DELETE FROM actions WHERE game_id IN (SELECT id FROM games WHERE joined_at=0 AND "
     "status IN ('waiting', 'expired') AND created_at < $1)"},
    // Closed challenges go with the games never joined (sqlite_store.cpp says why).
    {"purge_challenges", "DELETE FROM challenges WHERE status <> 'open' AND created_at < $1"},
    {"purge_chat",
     "DELETE FROM chat WHERE game_id IN (SELECT id FROM games WHERE joined_at=0 AND "
     "status IN ('waiting', 'expired') AND created_at < $1)"},
    {"add_chat",
     "INSERT INTO chat(game_id, n, channel, seat, name, text, at) "
     "VALUES($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING"},
    {"purge_games",
     "DELETE FROM games WHERE joined_at=0 AND status IN ('waiting', 'expired') AND "
     "created_at < $1"},
    // $4 = 1 sets the display name to $3; 0 keeps the stored one.
    {"see_player",
     "INSERT INTO players(key_hash, display_name, created_at, last_seen) "
     "VALUES($1, CASE WHEN $4::int=1 THEN $3 ELSE '' END, $2, $2) "
     "ON CONFLICT(key_hash) DO UPDATE SET last_seen=excluded.last_seen, "
     "display_name=CASE WHEN $4::int=1 THEN $3 ELSE players.display_name END"},
    {"create_challenge",
     "INSERT INTO challenges(id, settings, opener, private, creator_key_hash, secret, "
     "display_name, created_at, status, game_id) "
     "VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"},
    {"close_challenge",
     "UPDATE challenges SET status=$2, game_id=$3 WHERE id=$1 AND status='open'"},
    {"heartbeat",
     "INSERT INTO meta(key, value) VALUES('heartbeat', $1) "
     "ON CONFLICT(key) DO UPDATE SET value=excluded.value"},
};

const std::string SELECT_GAMES = std::string("SELECT ") + GAME_COLUMNS + " FROM games ";
const std::pair<std::string, std::string> READER_STATEMENTS[] = {
    {"game", SELECT_GAMES + "WHERE id=$1"},
    {"rematch", SELECT_GAMES + "WHERE prev_id=$1"},
    {"open_challenges",
     "SELECT id, settings, opener, private::int, creator_key_hash, secret, display_name, "
     "created_at, status, game_id FROM challenges "
     "WHERE status='open' ORDER BY created_at"},
    {"challenge",
     "SELECT id, settings, opener, private::int, creator_key_hash, secret, display_name, "
     "created_at, status, game_id FROM challenges WHERE id=$1"},
    {"chat", "SELECT n, channel, seat, name, text, at FROM chat WHERE game_id=$1 ORDER BY n"},
    {"player", "SELECT display_name, created_at, last_seen FROM players WHERE key_hash=$1"},
    // The names come from correlated reads: a join would make the players' columns clash with
    // the games' (created_at) in GAME_COLUMNS.
    {"games_of_player",
     std::string("SELECT ") + GAME_COLUMNS +
         ", coalesce((SELECT display_name FROM players WHERE key_hash=player_opener), ''), "
         "coalesce((SELECT display_name FROM players WHERE key_hash=player_other), '') "
         "FROM games WHERE (player_opener=$1 OR player_other=$1) AND status <> 'expired' "
         "ORDER BY CASE WHEN status IN ('waiting', 'playing') THEN 0 ELSE 1 END, "
         "created_at DESC, id LIMIT $2"},
    {"active", SELECT_GAMES + "WHERE status IN ('waiting', 'playing')"},
    {"actions",
     "SELECT game_id, version, action, client_id, at, remaining_opener, remaining_other "
     "FROM actions WHERE game_id=$1 ORDER BY version"},
    {"active_actions",
     "SELECT a.game_id, a.version, a.action, a.client_id, a.at, a.remaining_opener, "
     "a.remaining_other FROM actions a JOIN games g ON g.id = a.game_id "
     "WHERE g.status IN ('waiting', 'playing') ORDER BY a.game_id, a.version"},
};

GameRow readGame(const pg::Result& r, int i) {
  GameRow g;
  g.id = r.text(i, 0);
  g.settings = r.text(i, 1);
  g.secrets = {r.text(i, 2), r.text(i, 3)};
  g.invite = r.text(i, 4);
  g.creatorSeat = seatFromColumn(r.integer(i, 5)).value_or(Seat::OPENER);
  g.createdAt = r.integer(i, 6);
  g.joinedAt = r.integer(i, 7);
  g.status = statusFromColumn(r.text(i, 8));
  g.prevId = r.text(i, 9);
  g.nextId = r.text(i, 10);
  int64_t wanted = r.integer(i, 11);
  g.rematchWanted = {(wanted & 1) != 0, (wanted & 2) != 0};
  g.computerSeat = seatFromColumn(r.integer(i, 12));
  g.computerLevel = static_cast<int>(r.integer(i, 13));
  g.players = {r.text(i, 14), r.text(i, 15)};
  int64_t publish = r.integer(i, 16);
  g.publishWanted = {(publish & 1) != 0, (publish & 2) != 0};
  return g;
}

ActionRow readAction(const pg::Result& r, int i) {
  return ActionRow{r.integer(i, 1), r.text(i, 2),    r.text(i, 3),
                   r.integer(i, 4), r.integer(i, 5), r.integer(i, 6)};
}

std::string str(int64_t v) {
  return std::to_string(v);
}

}  // namespace

bool isPostgresUrl(const std::string& spec) {
  return spec.starts_with("postgresql://") || spec.starts_with("postgres://");
}

PostgresStore::PostgresStore(const std::string& conninfo) {
  writer_ = pg::connect(conninfo);
  try {
    migratePostgres(writer_);
    for (const auto& [name, sql] : WRITER_STATEMENTS) pg::prepare(writer_, name, sql);
    pg::Result hb = pg::exec(writer_, "SELECT value FROM meta WHERE key='heartbeat'");
    if (hb.rows() > 0) previousHeartbeat_ = hb.integer(0, 0);
    reader_ = pg::connect(conninfo);
    for (const auto& [name, sql] : READER_STATEMENTS)
      pg::prepare(reader_, name.c_str(), sql.c_str());
  } catch (...) {
    PQfinish(reader_);
    PQfinish(writer_);
    throw;
  }
  writeHeartbeat(nowMs());
  queue_.start([this](const auto& batch, auto& outcome,
                      bool heartbeat) { return commitBatch(batch, outcome, heartbeat); },
               [this] { writeLastHeartbeat(); });
}

PostgresStore::~PostgresStore() {
  close();
  PQfinish(reader_);
  PQfinish(writer_);
}

void PostgresStore::write(std::vector<StoreOp> ops, Done done) {
  queue_.push(std::move(ops), std::move(done));
}

void PostgresStore::writeHeartbeat(int64_t now) {
  pg::run(writer_, "heartbeat", {str(now)});
}

void PostgresStore::applyOp(const StoreOp& op) {
  std::visit(
      [&](const auto& o) {
        using T = std::decay_t<decltype(o)>;
        if constexpr (std::is_same_v<T, store_op::CreateGame>) {
          const GameRow& g = o.game;
          pg::run(
              writer_, "create_game",
              {g.id, g.settings, g.secrets[0], g.secrets[1], g.invite,
               str(seatColumn(g.creatorSeat)), str(g.createdAt), str(g.joinedAt),
               std::string(toString(g.status)), g.prevId, g.nextId, str(seatColumn(g.computerSeat)),
               str(g.computerLevel), g.players[0], g.players[1]});
        } else if constexpr (std::is_same_v<T, store_op::Join>) {
          auto r =
              pg::run(writer_, "join",
                      {o.id, str(o.joinedAt), str(seatColumn(o.seat)), o.secretHash, o.playerHash});
          if (r.changed() == 0) throw Conflict("game " + o.id + " already joined");
        } else if constexpr (std::is_same_v<T, store_op::Append>) {
          const ActionRow& a = o.row;
          auto r = pg::run(writer_, "append",
                           {o.id, str(a.version), a.action, a.clientId, str(a.at),
                            str(a.remainingOpener), str(a.remainingOther)});
          if (r.changed() == 0)
            throw Conflict("game " + o.id + " version " + str(a.version) + " already stored");
        } else if constexpr (std::is_same_v<T, store_op::SetStatus>) {
          pg::run(writer_, "set_status", {o.id, std::string(toString(o.status))});
        } else if constexpr (std::is_same_v<T, store_op::LinkRematch>) {
          pg::run(writer_, "link_rematch", {o.id, o.nextId});
        } else if constexpr (std::is_same_v<T, store_op::WantRematch>) {
          pg::run(writer_, "want_rematch", {o.id, str(seatBits(o.wanted))});
        } else if constexpr (std::is_same_v<T, store_op::WantPublish>) {
          pg::run(writer_, "want_publish", {o.id, str(seatBits(o.wanted))});
        } else if constexpr (std::is_same_v<T, store_op::CreateChallenge>) {
          const ChallengeRow& c = o.challenge;
          pg::run(writer_, "create_challenge",
                  {c.id, c.settings, c.opener, c.isPrivate ? "true" : "false", c.creatorHash,
                   c.secretHash, c.name, str(c.createdAt), c.status, c.gameId});
        } else if constexpr (std::is_same_v<T, store_op::CloseChallenge>) {
          auto r = pg::run(writer_, "close_challenge", {o.id, o.status, o.gameId});
          if (r.changed() == 0) throw Conflict("challenge " + o.id + " is no longer open");
        } else if constexpr (std::is_same_v<T, store_op::SeePlayer>) {
          pg::run(writer_, "see_player",
                  {o.keyHash, str(o.at), o.name.value_or(""), o.name ? "1" : "0"});
        } else if constexpr (std::is_same_v<T, store_op::Archive>) {
          postgresArchive(writer_, o.games);
        } else if constexpr (std::is_same_v<T, store_op::Chat>) {
          const ChatRow& c = o.row;
          auto r = pg::run(
              writer_, "add_chat",
              {o.id, str(c.n), c.channel, str(seatColumn(c.seat)), c.name, c.text, str(c.at)});
          if (r.changed() == 0)
            throw Conflict("game " + o.id + " chat " + str(c.n) + " already stored");
        } else {
          static_assert(std::is_same_v<T, store_op::Purge>);
          pg::run(writer_, "purge_actions", {str(o.createdBefore)});
          pg::run(writer_, "purge_chat", {str(o.createdBefore)});
          auto r = pg::run(writer_, "purge_games", {str(o.createdBefore)});
          if (r.changed() > 0) spdlog::info("store: purged {} games never joined", r.changed());
          queue_.countPurged(static_cast<uint64_t>(r.changed()));
          pg::run(writer_, "purge_challenges", {str(o.createdBefore)});
        }
      },
      op);
}

WriteOutcome PostgresStore::applyUnit(const Unit& unit, bool savepoint) {
  if (!savepoint) {
    for (const StoreOp& op : unit.ops) applyOp(op);  // throws: the caller retries with savepoints
    return WriteOutcome::OK;
  }
  pg::exec(writer_, "SAVEPOINT unit");
  try {
    for (const StoreOp& op : unit.ops) applyOp(op);
    pg::exec(writer_, "RELEASE SAVEPOINT unit");
    return WriteOutcome::OK;
  } catch (const Conflict& e) {
    spdlog::warn("store: write fenced off: {}", e.what());
    metrics().storeConflict();
    pg::exec(writer_, "ROLLBACK TO SAVEPOINT unit");
    pg::exec(writer_, "RELEASE SAVEPOINT unit");
    return WriteOutcome::CONFLICT;
  } catch (const pg::Error& e) {
    if (PQstatus(writer_) != CONNECTION_OK) throw;
    spdlog::error("store: write refused: {}", e.what());
    pg::exec(writer_, "ROLLBACK TO SAVEPOINT unit");
    pg::exec(writer_, "RELEASE SAVEPOINT unit");
    return WriteOutcome::FAILED;
  }
}

// One transaction for the whole batch. First without savepoints (one round trip per statement);
// if any unit conflicts or fails, that transaction is rolled back and the batch applied again
// with a savepoint per unit, so one bad unit does not sink the others. Conflicts are rare (a
// failover), so the common batch pays no savepoints.
bool PostgresStore::commitBatch(const GroupCommitQueue::Batch& batch,
                                std::vector<WriteOutcome>& outcome, bool heartbeat) {
  for (bool savepoints : {false, true}) {
    try {
      pg::exec(writer_, "BEGIN");
      bool clean = true;
      for (size_t i = 0; i < batch.size(); ++i) {
        try {
          outcome[i] = applyUnit(batch[i], savepoints);
        } catch (const std::exception&) {
          if (savepoints) throw;
          clean = false;
          break;
        }
      }
      if (!clean) {
        pg::exec(writer_, "ROLLBACK");
        continue;
      }
      if (heartbeat) writeHeartbeat(nowMs());
      pg::exec(writer_, "COMMIT");
      return true;
    } catch (const std::exception& e) {
      spdlog::critical("store: transaction failed: {}", e.what());
      PQclear(PQexec(writer_, "ROLLBACK"));
      return false;
    }
  }
  return false;
}

void PostgresStore::writeLastHeartbeat() {
  try {
    writeHeartbeat(nowMs());
  } catch (const std::exception& e) {
    spdlog::error("store: last heartbeat failed: {}", e.what());
  }
}

std::vector<GameRow> PostgresStore::selectGames(const char* statement,
                                                const std::vector<std::string>& args) {
  pg::Result r = pg::run(reader_, statement, args);
  std::vector<GameRow> games;
  games.reserve(static_cast<size_t>(r.rows()));
  for (int i = 0; i < r.rows(); ++i) games.push_back(readGame(r, i));
  return games;
}

std::vector<ActionRow> PostgresStore::loadActions(const std::string& id) {
  pg::Result r = pg::run(reader_, "actions", {id});
  std::vector<ActionRow> rows;
  rows.reserve(static_cast<size_t>(r.rows()));
  for (int i = 0; i < r.rows(); ++i) rows.push_back(readAction(r, i));
  return rows;
}

std::vector<LoadedGame> PostgresStore::readActive() {
  std::lock_guard lock(readerMutex_);
  // One snapshot for both queries, so no action is seen without its game or the reverse.
  pg::exec(reader_, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    std::vector<LoadedGame> games;
    std::unordered_map<std::string, size_t> index;
    for (GameRow& g : selectGames("active", {})) {
      index.emplace(g.id, games.size());
      games.push_back(LoadedGame{std::move(g), {}});
    }
    pg::Result r = pg::run(reader_, "active_actions", {});
    for (int i = 0; i < r.rows(); ++i) {
      auto it = index.find(r.text(i, 0));
      if (it != index.end()) games[it->second].actions.push_back(readAction(r, i));
    }
    pg::exec(reader_, "COMMIT");
    return games;
  } catch (...) {
    PQclear(PQexec(reader_, "ROLLBACK"));
    throw;
  }
}

std::optional<LoadedGame> PostgresStore::readOne(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  pg::exec(reader_, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    std::vector<GameRow> games = selectGames("game", {id});
    std::optional<LoadedGame> g;
    if (!games.empty()) g = LoadedGame{std::move(games.front()), loadActions(id)};
    pg::exec(reader_, "COMMIT");
    return g;
  } catch (...) {
    PQclear(PQexec(reader_, "ROLLBACK"));
    throw;
  }
}

std::optional<GameRow> PostgresStore::readRematch(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  std::vector<GameRow> games = selectGames("rematch", {id});
  if (games.empty()) return std::nullopt;
  return std::move(games.front());
}

std::optional<PlayerRow> PostgresStore::readPlayer(const std::string& keyHash) {
  std::lock_guard lock(readerMutex_);
  pg::Result r = pg::run(reader_, "player", {keyHash});
  if (r.rows() == 0) return std::nullopt;
  return PlayerRow{keyHash, r.text(0, 0), r.integer(0, 1), r.integer(0, 2)};
}

std::vector<PlayerGame> PostgresStore::readGamesOfPlayer(const std::string& keyHash, size_t limit) {
  std::lock_guard lock(readerMutex_);
  // One snapshot, so each game's log is the one of the row read.
  pg::exec(reader_, "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    pg::Result r = pg::run(reader_, "games_of_player", {keyHash, std::to_string(limit)});
    std::vector<PlayerGame> games;
    games.reserve(static_cast<size_t>(r.rows()));
    for (int i = 0; i < r.rows(); ++i)
      // The two names follow the 17 columns of GAME_COLUMNS.
      games.push_back(PlayerGame{LoadedGame{readGame(r, i), {}}, {r.text(i, 17), r.text(i, 18)}});
    for (PlayerGame& g : games) g.game.actions = loadActions(g.game.game.id);
    pg::exec(reader_, "COMMIT");
    return games;
  } catch (...) {
    PQclear(PQexec(reader_, "ROLLBACK"));
    throw;
  }
}

std::vector<ChallengeRow> PostgresStore::readChallenges(const std::string& id) {
  std::lock_guard lock(readerMutex_);
  pg::Result r =
      id.empty() ? pg::run(reader_, "open_challenges", {}) : pg::run(reader_, "challenge", {id});
  std::vector<ChallengeRow> rows;
  for (int i = 0; i < r.rows(); ++i)
    rows.push_back(ChallengeRow{r.text(i, 0), r.text(i, 1), r.text(i, 2), r.integer(i, 3) != 0,
                                r.text(i, 4), r.text(i, 5), r.text(i, 6), r.integer(i, 7),
                                r.text(i, 8), r.text(i, 9)});
  return rows;
}

Result<std::vector<ChallengeRow>> PostgresStore::openChallenges() {
  return guardedRead("openChallenges", [&] { return readChallenges(""); });
}

Result<std::optional<ChallengeRow>> PostgresStore::challenge(const std::string& id) {
  return guardedRead("challenge", [&]() -> std::optional<ChallengeRow> {
    if (id.empty()) return std::nullopt;
    auto rows = readChallenges(id);
    if (rows.empty()) return std::nullopt;
    return rows.front();
  });
}

Result<std::vector<ChatRow>> PostgresStore::chat(const std::string& gameId) {
  return guardedRead("chat", [&] {
    std::lock_guard lock(readerMutex_);
    pg::Result r = pg::run(reader_, "chat", {gameId});
    std::vector<ChatRow> rows;
    for (int i = 0; i < r.rows(); ++i)
      rows.push_back(ChatRow{r.integer(i, 0), r.text(i, 1), seatFromColumn(r.integer(i, 2)),
                             r.text(i, 3), r.text(i, 4), r.integer(i, 5)});
    return rows;
  });
}

Result<std::optional<PlayerRow>> PostgresStore::player(const std::string& keyHash) {
  return guardedRead("player", [&] { return readPlayer(keyHash); });
}

Result<std::vector<PlayerGame>> PostgresStore::gamesOfPlayer(const std::string& keyHash,
                                                             size_t limit) {
  return guardedRead("gamesOfPlayer", [&] {
    // Seats taken without a key hold "": they are nobody's games.
    return keyHash.empty() ? std::vector<PlayerGame>{} : readGamesOfPlayer(keyHash, limit);
  });
}

Result<std::vector<LoadedGame>> PostgresStore::loadActive() {
  return guardedRead("loadActive", [&] { return readActive(); });
}

Result<std::optional<LoadedGame>> PostgresStore::load(const std::string& id) {
  return guardedRead("load", [&] { return readOne(id); });
}

Result<std::optional<GameRow>> PostgresStore::findRematch(const std::string& id) {
  return guardedRead("findRematch", [&] { return readRematch(id); });
}

Result<ArchivePage> PostgresStore::searchArchive(const ArchiveQuery& q) {
  return guardedRead("searchArchive", [&] {
    std::lock_guard lock(readerMutex_);
    return postgresSearchArchive(reader_, q);
  });
}

Result<std::optional<ArchivedGame>> PostgresStore::archived(const std::string& id) {
  return guardedRead("archived", [&] {
    std::lock_guard lock(readerMutex_);
    return postgresArchived(reader_, id);
  });
}

Result<std::vector<ExplorerRow>> PostgresStore::explore(uint64_t key, const std::string& rule) {
  return guardedRead("explore", [&] {
    std::lock_guard lock(readerMutex_);
    return postgresExplore(reader_, key, rule);
  });
}

}  // namespace renju::server
