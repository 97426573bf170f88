// What the store means for the server, against the real process on either store: secrets kept
// as hashes only (a stolen database acts for nobody), database files readable by the server's
// user only, games never joined purged after the retention period, and backups taken while the
// server runs that restore to the same games.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <thread>

#include "server_harness.h"

namespace renju::test {
namespace {

HttpResult act(uint16_t port, const std::string& id, const json& action,
               const std::string& secret) {
  return postJson(port, "/api/games/" + id + "/actions", action, secret);
}

bool isSha256Hex(const std::string& s) {
  return s.size() == 64 && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

TEST(StoreServer, AStolenDatabaseActsForNobody) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json created = createGame(port, {{"rule", "standard"}});
  auto joined =
      postJson(port, "/api/games/" + idOf(created) + "/join", {{"invite", created["invite"]}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  json waiting = createGame(port, {{"rule", "standard"}});

  auto rows = storeQuery(dir.path(), "SELECT id, secret_opener, secret_other, invite FROM games");
  ASSERT_EQ(rows.size(), 2u);
  std::vector<std::string> plain = {created["seat"], joined.json()["seat"], created["invite"],
                                    waiting["seat"], waiting["invite"]};
  for (const Row& row : rows) {
    for (const char* column : {"secret_opener", "secret_other", "invite"}) {
      const std::string& stored = row.at(column);
      if (stored.empty()) continue;  // the waiting game's free seat
      EXPECT_TRUE(isSha256Hex(stored)) << column << " " << stored;
      for (const std::string& p : plain) EXPECT_NE(stored, p);
      // The thief presents what the database holds: no seat, no invite, on HTTP or socket.
      auto tried = act(port, row.at("id"), {{"type", "place"}, {"point", "h8"}}, stored);
      EXPECT_EQ(tried.status, 403) << tried.body;
      EXPECT_EQ(tried.json()["error"], "not-a-seat");
      EXPECT_EQ(getJson(port, "/api/games/" + row.at("id"), stored).json()["you"], nullptr);
    }
    auto invite =
        postJson(port, "/api/games/" + row.at("id") + "/join", {{"invite", row.at("invite")}});
    EXPECT_NE(invite.status, 200) << invite.body;
  }
  auto waitingRow =
      storeQuery(dir.path(), "SELECT invite FROM games WHERE id='" + idOf(waiting) + "'");
  ASSERT_EQ(waitingRow.size(), 1u);
  auto stolenInvite = postJson(port, "/api/games/" + idOf(waiting) + "/join",
                               {{"invite", waitingRow[0].at("invite")}});
  EXPECT_EQ(stolenInvite.status, 403) << stolenInvite.body;
  EXPECT_EQ(stolenInvite.json()["error"], "bad-invite");
  auto createdRow =
      storeQuery(dir.path(), "SELECT secret_opener FROM games WHERE id='" + idOf(created) + "'");
  ASSERT_EQ(createdRow.size(), 1u);
  WsClient ws(port, "/api/games/" + idOf(created) + "/socket");
  ws.send({{"t", "hello"}, {"d", {{"seat", createdRow[0].at("secret_opener")}}}});
  auto refused = ws.nextOf("error");
  ASSERT_TRUE(refused);
  EXPECT_EQ((*refused)["d"]["error"], "not-a-seat");

  // The real secrets still hold their seats.
  std::string toMove = secretToMove(
      port, json{{"id", idOf(created)},
                 {"seats",
                  {{created["you"].get<std::string>(), created["seat"]},
                   {joined.json()["you"].get<std::string>(), joined.json()["seat"]}}}});
  EXPECT_EQ(act(port, idOf(created), {{"type", "place"}, {"point", "h8"}}, toMove).status, 200);
  EXPECT_EQ(server.stop(), 0);
}

int modeOf(const std::filesystem::path& p) {
  struct stat st {};
  if (::stat(p.c_str(), &st) != 0) return -1;
  return static_cast<int>(st.st_mode & 0777);
}

TEST(StoreServer, DatabaseFilesAreReadableByTheServersUserOnly) {
  if (usingPostgres()) GTEST_SKIP() << "PostgreSQL keeps its files in its own cluster folder";
  TempDir dir;
  // A database left world-readable by an older version is tightened too.
  sqliteQuery(dir.path() / "renju.sqlite3", "CREATE TABLE t(x)");
  ASSERT_EQ(::chmod((dir.path() / "renju.sqlite3").c_str(), 0644), 0);
  ServerProcess server(dir.path());
  server.start();
  startGame(server.port(), {{"rule", "standard"}});
  for (const char* file : {"renju.sqlite3", "renju.sqlite3-wal", "renju.sqlite3-shm"})
    EXPECT_EQ(modeOf(dir.path() / file), 0600) << file;

  TempDir fresh;
  ServerProcess another(fresh.path());
  another.start();
  startGame(another.port(), {{"rule", "standard"}});
  for (const char* file : {"renju.sqlite3", "renju.sqlite3-wal", "renju.sqlite3-shm"})
    EXPECT_EQ(modeOf(fresh.path() / file), 0600) << file;
  EXPECT_EQ(server.stop(), 0);
  EXPECT_EQ(another.stop(), 0);
}

TEST(StoreServer, GamesNeverJoinedArePurgedAfterTheRetentionAndFinishedGamesKept) {
  TempDir dir;
  // The finished game is played first, under the default expiry: joined within 0.4 s of its
  // creation, a slow machine could see it expire before its second seat arrived.
  json finished;
  {
    ServerProcess first(dir.path());
    first.start();
    finished = startGame(first.port(), {{"rule", "standard"}});
    ASSERT_EQ(act(first.port(), idOf(finished), {{"type", "resign"}},
                  finished["seats"]["opener"].get<std::string>())
                  .status,
              200);
    ASSERT_EQ(first.stop(), 0);
  }
  ServerProcess server(dir.path(), {"--expiry", "0.4", "--retention", "1"});
  server.start();
  uint16_t port = server.port();
  json unjoined = createGame(port, {{"rule", "standard"}});
  // Expired first (410), then deleted once the retention has passed (404).
  int status = 0;
  for (int i = 0; i < 100 && status != 404; ++i) {
    std::this_thread::sleep_for(100ms);
    status = getJson(port, "/api/games/" + idOf(unjoined)).status;
  }
  EXPECT_EQ(status, 404);
  EXPECT_TRUE(
      storeQuery(dir.path(), "SELECT id FROM games WHERE id='" + idOf(unjoined) + "'").empty());
  auto kept = storeQuery(dir.path(), "SELECT status FROM games WHERE id='" + idOf(finished) + "'");
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(kept[0].at("status"), "finished");
  EXPECT_EQ(
      storeQuery(dir.path(), "SELECT version FROM actions WHERE game_id='" + idOf(finished) + "'")
          .size(),
      1u);
  EXPECT_EQ(getJson(port, "/api/games/" + idOf(finished)).json()["status"], "finished");
  EXPECT_EQ(server.stop(), 0);
}

int run(const std::string& command) {
  int rc = std::system(command.c_str());
  return WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
}

// A backup taken while the server runs (and keeps writing) restores to a store from which a new
// server serves the same games: `renju backup` for SQLite, pg_dump and pg_restore for PostgreSQL.
TEST(StoreServer, ABackupTakenWhileTheServerRunsRestoresTheGames) {
  TempDir dir;
  TempDir restored;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = startGame(port, {{"rule", "standard"}});
  for (const char* p : {"h8", "h9", "i8"})
    ASSERT_EQ(act(port, idOf(g), {{"type", "place"}, {"point", p}}, secretToMove(port, g)).status,
              200);
  json before = getJson(port, "/api/games/" + idOf(g)).json();

  // Another game keeps the server writing during the copy.
  json busy = startGame(port, {{"rule", "standard"}});
  std::atomic<bool> stop{false};
  std::thread writer([&] {
    const char* points[] = {"a1", "o15", "a15", "o1", "b2", "n14", "b14", "n2"};
    for (int i = 0; i < 8 && !stop; ++i)
      act(port, idOf(busy), {{"type", "place"}, {"point", points[i]}}, secretToMove(port, busy));
  });
  std::filesystem::path dump = dir.path() / "backup";
  if (usingPostgres()) {
    ASSERT_EQ(run("pg_dump --format=custom --file='" + dump.string() + "' '" +
                  pgUrlFor(dir.path()) + "'"),
              0);
    ASSERT_EQ(run("pg_restore --no-owner --dbname='" + pgUrlFor(restored.path()) + "' '" +
                  dump.string() + "'"),
              0);
  } else {
    ASSERT_EQ(
        run(std::string(RENJU_BINARY) + " backup --db '" + (dir.path() / "renju.sqlite3").string() +
            "' '" + dump.string() + "' > /dev/null"),
        0);
    EXPECT_EQ(modeOf(dump), 0600);
    // A second backup to the same file is refused and changes nothing.
    EXPECT_NE(
        run(std::string(RENJU_BINARY) + " backup --db '" + (dir.path() / "renju.sqlite3").string() +
            "' '" + dump.string() + "' 2> /dev/null"),
        0);
    std::filesystem::copy_file(dump, restored.path() / "renju.sqlite3");
  }
  stop = true;
  writer.join();

  ServerProcess again(restored.path());
  again.start();
  json after = getJson(again.port(), "/api/games/" + idOf(g), g["seats"]["opener"]).json();
  EXPECT_EQ(after["version"], before["version"]);
  EXPECT_EQ(after["game"]["moves"], before["game"]["moves"]);
  EXPECT_EQ(after["you"], "opener");
  // The restored store takes new moves.
  EXPECT_EQ(act(again.port(), idOf(g), {{"type", "place"}, {"point", "j8"}},
                secretToMove(again.port(), g))
                .status,
            200);
  EXPECT_EQ(again.stop(), 0);
  EXPECT_EQ(server.stop(), 0);
}

}  // namespace
}  // namespace renju::test
