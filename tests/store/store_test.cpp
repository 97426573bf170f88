// One suite for every Store (docs/architecture.md, "The store"), run against SQLite and against
// a real PostgreSQL server (RENJU_TEST_PG; those cases are skipped only when it is unset, and
// CI always sets it: scripts/test.d/50-postgres.sh).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "../common/test_databases.h"
#include "base/sha256.h"
#include "store/group_commit.h"
#include "store/postgres/postgres_schema.h"
#include "store/postgres/postgres_store.h"
#include "store/sqlite/sqlite_schema.h"
#include "store/sqlite/sqlite_store.h"
#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;

// The fixture opens no store: each test opens it when it is ready (some on an older schema).
class StoreTest : public StoreFixture {
 protected:
  bool opensInSetUp() const override { return false; }
  /// (Re)opens the store on this test's database.
  Store& open() {
    reopen();
    return *store_;
  }
  /// Reads the database directly, beside the store.
  std::vector<Row> query(const std::string& sql) {
    return postgres() ? pgQuery(pgUrlFor(dir_), sql) : sqliteQuery(dir_ / "renju.sqlite3", sql);
  }
  int schemaVersion() {
    if (postgres())
      return std::stoi(query("SELECT max(version) AS v FROM schema_migrations")[0]["v"]);
    return std::stoi(query("PRAGMA user_version")[0]["user_version"]);
  }
  WriteOutcome write(std::vector<StoreOp> ops) { return put(std::move(ops)); }
};

/// A read that must succeed: a failure is a test failure, not an empty answer.
template <class T>
T readOk(Result<T> r) {
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  if (!r) return T{};
  return std::move(r).value();
}

GameRow game(const std::string& id, int64_t createdAt, GameStatus status = GameStatus::WAITING) {
  GameRow g;
  g.id = id;
  g.settings = R"({"rule":"standard","clock":null})";
  g.secrets = {sha256Hex(id + "-opener"), ""};
  g.invite = sha256Hex(id + "-invite");
  g.createdAt = createdAt;
  g.status = status;
  return g;
}

ActionRow action(int64_t version) {
  return ActionRow{version,
                   R"({"type":"place","seat":"opener","point":"h8"})",
                   "c" + std::to_string(version),
                   1000 + version,
                   60000 - version,
                   60000};
}

TEST_P(StoreTest, GamesAndActionsComeBackAsWritten) {
  Store& s = open();
  GameRow g = game("g1", 1000);
  g.players[0] = sha256Hex("key-a");
  ASSERT_EQ(write({store_op::CreateGame{g}}), WriteOutcome::OK);
  ASSERT_EQ(
      write({store_op::Join{"g1", 2000, Seat::OTHER, sha256Hex("joiner"), sha256Hex("key-b")}}),
      WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Append{"g1", action(2)}, store_op::Append{"g1", action(3)}}),
            WriteOutcome::OK);
  ASSERT_EQ(write({store_op::WantRematch{"g1", {false, true}}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::WantPublish{"g1", {true, false}}}), WriteOutcome::OK);
  GameRow next = game("g2", 3000, GameStatus::PLAYING);
  next.prevId = "g1";
  next.joinedAt = 3000;
  next.computerSeat = Seat::OPENER;  // a game against the computer, which holds the opener seat
  next.computerLevel = 7;
  ASSERT_EQ(write({store_op::CreateGame{next}, store_op::LinkRematch{"g1", "g2"},
                   store_op::SetStatus{"g1", GameStatus::FINISHED}}),
            WriteOutcome::OK);

  auto loaded = readOk(s.load("g1"));
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded->game.settings, g.settings);
  EXPECT_EQ(loaded->game.secrets[0], g.secrets[0]);
  EXPECT_EQ(loaded->game.secrets[1], sha256Hex("joiner"));
  EXPECT_EQ(loaded->game.invite, g.invite);
  EXPECT_EQ(loaded->game.joinedAt, 2000);
  EXPECT_EQ(loaded->game.status, GameStatus::FINISHED);
  EXPECT_EQ(loaded->game.nextId, "g2");
  EXPECT_EQ(loaded->game.rematchWanted, (std::array<bool, 2>{false, true}));
  EXPECT_EQ(loaded->game.publishWanted, (std::array<bool, 2>{true, false}));
  EXPECT_EQ(loaded->game.players,
            (std::array<std::string, 2>{sha256Hex("key-a"), sha256Hex("key-b")}));
  ASSERT_EQ(loaded->actions.size(), 2u);
  EXPECT_EQ(loaded->actions[1].version, 3);
  EXPECT_EQ(loaded->actions[1].action, action(3).action);
  EXPECT_EQ(loaded->actions[1].clientId, "c3");
  EXPECT_EQ(loaded->actions[1].at, 1003);
  EXPECT_EQ(loaded->actions[1].remainingOpener, 59997);
  EXPECT_FALSE(readOk(s.load("nope")));
  EXPECT_EQ(loaded->game.computerSeat, std::nullopt);
  EXPECT_EQ(loaded->game.computerLevel, 0);
  auto rematch = readOk(s.findRematch("g1"));
  ASSERT_TRUE(rematch);
  EXPECT_EQ(rematch->id, "g2");
  EXPECT_EQ(rematch->computerSeat, Seat::OPENER);
  EXPECT_EQ(rematch->computerLevel, 7);
  auto active = readOk(s.loadActive());
  ASSERT_EQ(active.size(), 1u);  // g1 is finished
  EXPECT_EQ(active[0].game.id, "g2");
}

TEST_P(StoreTest, APlayerIsStoredByItsKeyHashWithItsDisplayName) {
  Store& s = open();
  const std::string hash = sha256Hex("a player key");
  EXPECT_FALSE(readOk(s.player(hash)));
  ASSERT_EQ(write({store_op::SeePlayer{hash, 1000, std::nullopt}}), WriteOutcome::OK);
  auto seen = readOk(s.player(hash));
  ASSERT_TRUE(seen);
  EXPECT_EQ(seen->displayName, "");
  EXPECT_EQ(seen->createdAt, 1000);
  EXPECT_EQ(seen->lastSeen, 1000);
  ASSERT_EQ(write({store_op::SeePlayer{hash, 2000, "Ana María"}}), WriteOutcome::OK);
  // Seen again without a name: the name stays, only last_seen moves.
  ASSERT_EQ(write({store_op::SeePlayer{hash, 3000, std::nullopt}}), WriteOutcome::OK);
  auto named = readOk(s.player(hash));
  ASSERT_TRUE(named);
  EXPECT_EQ(named->displayName, "Ana María");
  EXPECT_EQ(named->createdAt, 1000);
  EXPECT_EQ(named->lastSeen, 3000);
  ASSERT_EQ(write({store_op::SeePlayer{hash, 4000, ""}}), WriteOutcome::OK);
  EXPECT_EQ(readOk(s.player(hash))->displayName, "");
  EXPECT_FALSE(readOk(s.player(sha256Hex("another key"))));
  // Only the hash is kept: the table holds one row, keyed by it.
  auto rows = query("SELECT key_hash FROM players");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0]["key_hash"], hash);
}

TEST_P(StoreTest, AChallengeIsTakenOnceTogetherWithItsGame) {
  Store& s = open();
  ChallengeRow c{"c1",
                 R"({"rule":"rif"})",
                 "random",
                 true,
                 sha256Hex("ka"),
                 sha256Hex("seat"),
                 "Ana",
                 1000,
                 "open",
                 ""};
  ChallengeRow other = c;
  other.id = "c2";
  other.createdAt = 500;
  ASSERT_EQ(write({store_op::CreateChallenge{c}, store_op::CreateChallenge{other}}),
            WriteOutcome::OK);
  auto open = readOk(s.openChallenges());
  ASSERT_EQ(open.size(), 2u);
  EXPECT_EQ(open[0].id, "c2");  // oldest first
  EXPECT_EQ(open[1].settings, c.settings);
  EXPECT_EQ(open[1].opener, "random");
  EXPECT_TRUE(open[1].isPrivate);
  EXPECT_EQ(open[1].creatorHash, sha256Hex("ka"));
  EXPECT_EQ(open[1].secretHash, sha256Hex("seat"));
  EXPECT_EQ(open[1].name, "Ana");
  // Taking it is one unit with the game it makes; a second taker conflicts and adds nothing.
  GameRow g = game("g1", 2000, GameStatus::PLAYING);
  ASSERT_EQ(write({store_op::CloseChallenge{"c1", "accepted", "g1"}, store_op::CreateGame{g}}),
            WriteOutcome::OK);
  EXPECT_EQ(write({store_op::CloseChallenge{"c1", "accepted", "g2"},
                   store_op::CreateGame{game("g2", 2000, GameStatus::PLAYING)}}),
            WriteOutcome::CONFLICT);
  EXPECT_FALSE(readOk(s.load("g2")));
  auto taken = readOk(s.challenge("c1"));
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->status, "accepted");
  EXPECT_EQ(taken->gameId, "g1");
  ASSERT_EQ(write({store_op::CloseChallenge{"c2", "cancelled", ""}}), WriteOutcome::OK);
  EXPECT_TRUE(readOk(s.openChallenges()).empty());
  EXPECT_EQ(readOk(s.challenge("c2"))->status, "cancelled");
  EXPECT_FALSE(readOk(s.challenge("nope")));

  // The purge deletes the closed challenges made before its time; open ones stay, however old.
  ChallengeRow waiting = c;
  waiting.id = "c3";
  waiting.createdAt = 400;
  ChallengeRow recent = c;
  recent.id = "c4";
  recent.createdAt = 6000;
  ASSERT_EQ(write({store_op::CreateChallenge{waiting}, store_op::CreateChallenge{recent}}),
            WriteOutcome::OK);
  ASSERT_EQ(write({store_op::CloseChallenge{"c4", "expired", ""}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Purge{5000}}), WriteOutcome::OK);
  EXPECT_FALSE(readOk(s.challenge("c1")));
  EXPECT_FALSE(readOk(s.challenge("c2")));
  EXPECT_EQ(readOk(s.challenge("c3"))->status, "open");
  EXPECT_EQ(readOk(s.challenge("c4"))->status, "expired");
  EXPECT_TRUE(readOk(s.load("g1")));  // the game an accepted challenge made is kept
}

TEST_P(StoreTest, AVersionStoredTwiceIsAConflictThatChangesNothing) {
  open();
  ASSERT_EQ(write({store_op::CreateGame{game("g", 1000)}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Join{"g", 2000, Seat::OTHER, sha256Hex("a"), ""}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Append{"g", action(2)}}), WriteOutcome::OK);
  // Another node's version 2 and the end it would have made: all refused.
  ActionRow other = action(2);
  other.action = R"({"type":"resign","seat":"other"})";
  EXPECT_EQ(write({store_op::Append{"g", other}, store_op::SetStatus{"g", GameStatus::FINISHED}}),
            WriteOutcome::CONFLICT);
  // A second join, after the seat was taken elsewhere.
  EXPECT_EQ(write({store_op::Join{"g", 3000, Seat::OTHER, sha256Hex("b"), ""}}),
            WriteOutcome::CONFLICT);
  auto g = readOk(store_->load("g"));
  ASSERT_TRUE(g);
  EXPECT_EQ(g->game.status, GameStatus::PLAYING);
  EXPECT_EQ(g->game.secrets[1], sha256Hex("a"));
  ASSERT_EQ(g->actions.size(), 1u);
  EXPECT_EQ(g->actions[0].action, action(2).action);
  // The next version is still free.
  EXPECT_EQ(write({store_op::Append{"g", action(3)}}), WriteOutcome::OK);
}

TEST_P(StoreTest, OneConflictingUnitDoesNotSinkTheOthersOfItsBatch) {
  open();
  ASSERT_EQ(write({store_op::CreateGame{game("a", 1)}, store_op::CreateGame{game("b", 1)}}),
            WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Append{"a", action(1)}}), WriteOutcome::OK);
  std::vector<std::promise<WriteOutcome>> outcomes(40);
  int64_t nextB = 1;
  for (int i = 0; i < 40; ++i) {
    // Every tenth unit repeats a's version 1; the others append b's versions 1..36.
    StoreOp op = i % 10 == 5 ? StoreOp{store_op::Append{"a", action(1)}}
                             : StoreOp{store_op::Append{"b", action(nextB++)}};
    store_->write({op}, [&outcomes, i](WriteOutcome o) { outcomes[i].set_value(o); });
  }
  int ok = 0;
  int conflicts = 0;
  for (auto& p : outcomes) {
    WriteOutcome o = p.get_future().get();
    ok += o == WriteOutcome::OK;
    conflicts += o == WriteOutcome::CONFLICT;
  }
  EXPECT_EQ(conflicts, 4);
  EXPECT_EQ(ok, 36);
  EXPECT_EQ(readOk(store_->load("b"))->actions.size(), 36u);
  EXPECT_EQ(readOk(store_->load("a"))->actions.size(), 1u);
}

TEST_P(StoreTest, AUnitIsDurableBeforeItIsAcknowledgedAndUnitsShareTransactions) {
  open();
  ASSERT_EQ(write({store_op::CreateGame{game("g", 1)}}), WriteOutcome::OK);
  constexpr int N = 200;
  std::vector<std::promise<size_t>> seen(N);
  for (int i = 0; i < N; ++i)
    store_->write({store_op::Append{"g", action(i + 1)}}, [this, &seen, i](WriteOutcome o) {
      // Read through another connection from inside the acknowledgement: already committed.
      size_t rows = o == WriteOutcome::OK
                        ? query("SELECT version FROM actions WHERE game_id='g' AND version=" +
                                std::to_string(i + 1))
                              .size()
                        : 0;
      seen[i].set_value(rows);
    });
  for (auto& p : seen) EXPECT_EQ(p.get_future().get(), 1u);
  StoreStats stats = store_->stats();
  EXPECT_EQ(stats.units, N + 1u);
  EXPECT_LT(stats.transactions, stats.units);  // group commit
}

// A wave of new games (a round's start) is committed a few at a time while the moves of a game
// in play go along, and every unit lands.
TEST_P(StoreTest, AWaveOfNewGamesIsSpreadOverTransactionsAndMovesStillLandInOrder) {
  open();
  ASSERT_EQ(write({store_op::CreateGame{game("m", 1)}}), WriteOutcome::OK);
  constexpr int GAMES = 100;
  constexpr int MOVES = 50;
  std::vector<std::promise<WriteOutcome>> outcomes(GAMES + MOVES);
  size_t next = 0;
  StoreStats before = store_->stats();
  for (int i = 0; i < GAMES; ++i) {
    size_t k = next++;
    store_->write({store_op::CreateGame{game("w" + std::to_string(i), 2)}},
                  [&outcomes, k](WriteOutcome o) { outcomes[k].set_value(o); });
    if (i % 2 == 0) {
      size_t a = next++;
      store_->write({store_op::Append{"m", action(i / 2 + 1)}},
                    [&outcomes, a](WriteOutcome o) { outcomes[a].set_value(o); });
    }
  }
  for (auto& p : outcomes) EXPECT_EQ(p.get_future().get(), WriteOutcome::OK);
  StoreStats after = store_->stats();
  EXPECT_EQ(after.units - before.units, static_cast<uint64_t>(GAMES + MOVES));
  // At most GroupCommitQueue::HEAVY_PER_COMMIT creations a transaction.
  EXPECT_GE(after.transactions - before.transactions,
            (GAMES + GroupCommitQueue::HEAVY_PER_COMMIT - 1) / GroupCommitQueue::HEAVY_PER_COMMIT);
  auto m = readOk(store_->load("m"));
  ASSERT_TRUE(m.has_value());
  ASSERT_EQ(m->actions.size(), static_cast<size_t>(MOVES));
  for (int v = 0; v < MOVES; ++v) EXPECT_EQ(m->actions[v].version, v + 1);
  EXPECT_EQ(query("SELECT id FROM games WHERE id LIKE 'w%'").size(), static_cast<size_t>(GAMES));
}

TEST_P(StoreTest, PurgeDeletesOldGamesNeverJoinedAndKeepsTheRest) {
  open();
  GameRow expired = game("expired", 1000, GameStatus::EXPIRED);
  GameRow waitingOld = game("waitingold", 1000);
  GameRow waitingNew = game("waitingnew", 9000);
  GameRow finished = game("finished", 1000, GameStatus::FINISHED);
  finished.joinedAt = 1100;
  GameRow playing = game("playing", 1000, GameStatus::PLAYING);
  playing.joinedAt = 1100;
  for (const GameRow& g : {expired, waitingOld, waitingNew, finished, playing})
    ASSERT_EQ(write({store_op::CreateGame{g}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Append{"finished", action(2)}}), WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Append{"playing", action(2)}}), WriteOutcome::OK);

  ASSERT_EQ(write({store_op::Purge{5000}}), WriteOutcome::OK);
  EXPECT_FALSE(readOk(store_->load("expired")));
  EXPECT_FALSE(readOk(store_->load("waitingold")));
  EXPECT_TRUE(readOk(store_->load("waitingnew")));
  EXPECT_EQ(readOk(store_->load("finished"))->actions.size(), 1u);
  EXPECT_EQ(readOk(store_->load("playing"))->actions.size(), 1u);
  EXPECT_EQ(store_->stats().purged, 2u);
  EXPECT_EQ(query("SELECT id FROM games").size(), 3u);
}

TEST_P(StoreTest, AClosedStoreRefusesWritesAndTheHeartbeatSurvivesReopening) {
  open();
  ASSERT_EQ(write({store_op::CreateGame{game("g", 1)}}), WriteOutcome::OK);
  store_->close();
  EXPECT_EQ(write({store_op::CreateGame{game("h", 1)}}), WriteOutcome::FAILED);
  int64_t before = std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::system_clock::now().time_since_epoch())
                       .count();
  Store& again = open();
  EXPECT_GT(again.previousHeartbeat(), before - 60000);
  EXPECT_LE(again.previousHeartbeat(), before + 1000);
  EXPECT_TRUE(readOk(again.load("g")));
  EXPECT_FALSE(readOk(again.load("h")));
  EXPECT_EQ(schemaVersion(), postgres() ? POSTGRES_SCHEMA_VERSION : SQLITE_SCHEMA_VERSION);
}

// A read that meets a database error answers `unavailable` instead of throwing (the server answers
// 503 for that request and goes on: tests/server/fault_store_test.cpp).
TEST_P(StoreTest, AFailedReadIsAnErrorNotAnException) {
  Store& s = open();
  ASSERT_EQ(write({store_op::CreateGame{game("g", 1000, GameStatus::PLAYING)}}), WriteOutcome::OK);
  ASSERT_TRUE(readOk(s.load("g")));
  query("DROP TABLE actions");  // as a damaged database would: every read of a log fails
  Result<std::optional<LoadedGame>> loaded = s.load("g");
  ASSERT_FALSE(loaded.ok());
  EXPECT_EQ(loaded.error().code, "unavailable");
  EXPECT_NE(loaded.error().message.find("load"), std::string::npos) << loaded.error().message;
  auto active = s.loadActive();
  ASSERT_FALSE(active.ok());
  EXPECT_EQ(active.error().code, "unavailable");
  query("DROP TABLE games");
  auto rematch = s.findRematch("g");
  ASSERT_FALSE(rematch.ok());
  EXPECT_EQ(rematch.error().code, "unavailable");
}

// The schema before versioned migrations (SQLite: as session 2 left it, user_version 0; the
// PostgreSQL store's version 2), with secrets in the clear: opening upgrades it in place.
TEST_P(StoreTest, ADatabaseOfThePreviousSchemaIsUpgradedWithItsData) {
  const std::string big = postgres() ? "BIGINT" : "INTEGER";
  std::string ddl =
      "CREATE TABLE games(id TEXT PRIMARY KEY, settings TEXT NOT NULL, secret_opener TEXT NOT "
      "NULL, secret_other TEXT NOT NULL, invite TEXT NOT NULL, creator_seat INTEGER NOT NULL, "
      "created_at " +
      big + " NOT NULL, joined_at " + big +
      " NOT NULL DEFAULT 0, status TEXT NOT "
      "NULL, prev_id TEXT NOT NULL DEFAULT '', next_id TEXT NOT NULL DEFAULT '', rematch_wanted "
      "INTEGER NOT NULL DEFAULT 0);"
      "CREATE INDEX games_status ON games(status);"
      "CREATE TABLE actions(game_id TEXT NOT NULL, version " +
      big +
      " NOT NULL, action TEXT NOT "
      "NULL, client_id TEXT NOT NULL, at " +
      big + " NOT NULL, remaining_opener " + big +
      " NOT "
      "NULL, remaining_other " +
      big +
      " NOT NULL, PRIMARY KEY(game_id, version));"
      "CREATE TABLE meta(key TEXT PRIMARY KEY, value " +
      big +
      " NOT NULL);"
      "INSERT INTO games VALUES('old', '{\"rule\":\"standard\"}', 'plainOpener', 'plainOther', "
      "'plainInvite', 0, 1000, 2000, 'playing', '', '', 2);"
      "INSERT INTO games VALUES('fresh', '{\"rule\":\"standard\"}', 'plainFresh', 'plainUnused', "
      "'plainFreshInvite', 1, 1500, 0, 'waiting', '', '', 0);"
      "INSERT INTO actions VALUES('old', 2, '{\"type\":\"place\"}', 'k', 2100, 5, 6);"
      "INSERT INTO meta VALUES('heartbeat', 4242);";
  if (postgres())
    ddl +=
        "CREATE TABLE schema_migrations(version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ "
        "NOT NULL DEFAULT now()); INSERT INTO schema_migrations(version) VALUES (1), (2);";
  query(ddl);

  Store& s = open();
  EXPECT_EQ(schemaVersion(), postgres() ? POSTGRES_SCHEMA_VERSION : SQLITE_SCHEMA_VERSION);
  EXPECT_EQ(s.previousHeartbeat(), 4242);
  auto old = readOk(s.load("old"));
  ASSERT_TRUE(old);
  EXPECT_EQ(old->game.secrets[0], sha256Hex("plainOpener"));
  EXPECT_EQ(old->game.secrets[1], sha256Hex("plainOther"));
  EXPECT_EQ(old->game.invite, sha256Hex("plainInvite"));
  EXPECT_EQ(old->game.joinedAt, 2000);
  EXPECT_EQ(old->game.rematchWanted, (std::array<bool, 2>{false, true}));
  EXPECT_EQ(old->game.computerSeat, std::nullopt);  // games of before the computer seat: two humans
  EXPECT_EQ(old->game.players, (std::array<std::string, 2>{}));  // taken before player keys
  ASSERT_EQ(old->actions.size(), 1u);
  EXPECT_EQ(old->actions[0].remainingOpener, 5);
  EXPECT_EQ(old->actions[0].clientId, "k");
  EXPECT_EQ(readOk(s.loadActive()).size(), 2u);
  // The upgraded database takes the new writes, fencing included.
  EXPECT_EQ(write({store_op::Append{"old", action(3)}}), WriteOutcome::OK);
  EXPECT_EQ(write({store_op::Append{"old", action(2)}}), WriteOutcome::CONFLICT);
  EXPECT_EQ(write({store_op::Join{"fresh", 3000, Seat::OPENER, sha256Hex("new"), ""}}),
            WriteOutcome::OK);
  EXPECT_EQ(readOk(s.load("fresh"))->game.secrets[0], sha256Hex("new"));
  // And rates games (migration 13).
  EXPECT_EQ(write({store_op::RateGame{
                ratings::RatedGame{"old", ratings::Speed::BLITZ, {"ka", "kb"}, 1, 5000}}}),
            WriteOutcome::OK);
  EXPECT_TRUE(readOk(s.gameRating("old")).has_value());
  EXPECT_EQ(readOk(s.ratingsOf("ka")).size(), 1u);

  // Opening again applies nothing twice (the secrets are not hashed again).
  Store& again = open();
  EXPECT_EQ(readOk(again.load("old"))->game.secrets[0], sha256Hex("plainOpener"));
}

// Schema 12 adds the computer's colour and level to the archive; the games archived before learn
// them from their game where that is certain (a game against the computer with one name only).
TEST_P(StoreTest, ArchivedGamesAgainstTheComputerLearnItsColourWhenUpgraded) {
  open();
  GameRow vsComputer = game("vs", 1000, GameStatus::FINISHED);
  vsComputer.computerSeat = Seat::OTHER;
  vsComputer.computerLevel = 5;
  GameRow unnamed = game("unnamed", 1000, GameStatus::FINISHED);
  unnamed.computerSeat = Seat::OPENER;
  unnamed.computerLevel = 2;
  ASSERT_EQ(write({store_op::CreateGame{vsComputer}, store_op::CreateGame{unnamed},
                   store_op::CreateGame{game("people", 1000, GameStatus::FINISHED)}}),
            WriteOutcome::OK);
  auto row = [](const std::string& id, const std::string& black, const std::string& white) {
    ArchivedGame g;
    g.id = id;
    g.source = "here";
    g.rule = "standard";
    g.result = "white";
    g.reason = "five";
    g.moves = "h8 h9";
    g.length = 2;
    g.playedAt = 5000;
    g.blackName = black;
    g.whiteName = white;
    g.contentHash = archiveContentHash(g) + id;
    return g;
  };
  ASSERT_EQ(write({store_op::Archive{
                {row("vs", "Ann", ""), row("unnamed", "", ""), row("people", "Bo", "")}}}),
            WriteOutcome::OK);
  // Back to schema 11: the archive without the two columns, and without step 13's rating tables
  // (a database of schema 11 never had them). Step 14 only adds what is missing, so its columns
  // may stay.
  store_.reset();
  if (postgres())
    query(
        "ALTER TABLE archive DROP COLUMN computer_color, DROP COLUMN computer_level; "
        "DROP TABLE rated_games, ratings, rating_history; "
        "DELETE FROM schema_migrations WHERE version IN (12, 13, 14, 15, 16)");
  else
    query(
        "ALTER TABLE archive DROP COLUMN computer_color; "
        "ALTER TABLE archive DROP COLUMN computer_level; "
        "DROP TABLE rated_games; DROP TABLE ratings; DROP TABLE rating_history; "
        "PRAGMA user_version=11");

  Store& upgraded = open();
  EXPECT_EQ(schemaVersion(), postgres() ? POSTGRES_SCHEMA_VERSION : SQLITE_SCHEMA_VERSION);
  auto vs = readOk(upgraded.archived("vs"));
  ASSERT_TRUE(vs);
  EXPECT_EQ(vs->computerColor, "white");
  EXPECT_EQ(vs->computerLevel, 5);
  // Both names empty: which colour was the computer's is not certain, so it stays unsaid.
  EXPECT_EQ(readOk(upgraded.archived("unnamed"))->computerColor, "");
  // Two people (one without a name): no computer.
  EXPECT_EQ(readOk(upgraded.archived("people"))->computerColor, "");
}

TEST_P(StoreTest, ADatabaseNewerThanTheProgramIsRefused) {
  open();
  store_.reset();
  if (postgres())
    query("INSERT INTO schema_migrations(version) VALUES (99)");
  else
    query("PRAGMA user_version=99");
  EXPECT_FALSE(tryReopen().ok());
}

// In a cluster the node that created a game may not be the one that serves its join: its expiry
// sweep must not end a game joined elsewhere, and a game it expired cannot be joined.
TEST_P(StoreTest, ExpiryNeverEndsAJoinedGameAndAnExpiredGameCannotBeJoined) {
  open();
  ASSERT_EQ(
      write({store_op::CreateGame{game("joined", 1000)}, store_op::CreateGame{game("idle", 1000)}}),
      WriteOutcome::OK);
  ASSERT_EQ(write({store_op::Join{"joined", 2000, Seat::OTHER, sha256Hex("a"), ""}}),
            WriteOutcome::OK);
  EXPECT_EQ(write({store_op::SetStatus{"joined", GameStatus::EXPIRED}}), WriteOutcome::OK);
  EXPECT_EQ(readOk(store_->load("joined"))->game.status, GameStatus::PLAYING);
  EXPECT_EQ(write({store_op::SetStatus{"idle", GameStatus::EXPIRED}}), WriteOutcome::OK);
  EXPECT_EQ(write({store_op::Join{"idle", 3000, Seat::OTHER, sha256Hex("b"), ""}}),
            WriteOutcome::CONFLICT);
  auto idle = readOk(store_->load("idle"));
  ASSERT_TRUE(idle);
  EXPECT_EQ(idle->game.status, GameStatus::EXPIRED);
  EXPECT_EQ(idle->game.joinedAt, 0);
  EXPECT_EQ(idle->game.secrets[1], "");
  // Other statuses are set as asked.
  EXPECT_EQ(write({store_op::SetStatus{"joined", GameStatus::FINISHED}}), WriteOutcome::OK);
  EXPECT_EQ(readOk(store_->load("joined"))->game.status, GameStatus::FINISHED);
}

INSTANTIATE_TEST_SUITE_P(Stores, StoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256Hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  // Lengths around the padding boundary (55, 56, 63, 64 bytes) against a split update.
  for (size_t n : {55u, 56u, 63u, 64u, 65u, 119u, 120u}) {
    std::string text(n, 'x');
    Sha256 h;
    h.update(text.substr(0, n / 3));
    h.update(text.substr(n / 3));
    auto digest = h.finish();
    std::string hex;
    for (uint8_t b : digest) {
      static const char* D = "0123456789abcdef";
      hex += D[b >> 4];
      hex += D[b & 15];
    }
    EXPECT_EQ(hex, sha256Hex(text)) << n;
  }
  EXPECT_EQ(sha256Hex(std::string(64, 'x')),
            "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c");
}

}  // namespace
}  // namespace renju::test
