// A store that fails on demand, under the real listener, lobby and rooms started in this
// process: every store call of a short game fails in turn, and each time the request that made
// the call is answered 503 `unavailable` and nothing throws out of a strand. The failure costs
// that request only: after a failed read nothing changed in memory; after a failed write the
// game's room is dropped and loaded again from the store by the next request (docs/server.md).
// Either way the same request, sent again, succeeds, and the server goes on serving.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "base/rate_limiter.h"
#include "http/api.h"
#include "http/listener.h"
#include "http/pages.h"
#include "lobby/lobby.h"
#include "server_harness.h"
#include "store/sqlite/sqlite_store.h"

namespace renju::test {
namespace {

using server::ErrorCode;
using server::LoadedGame;
using server::Store;
using server::StoreOp;
using server::WriteOutcome;

/// Forwards every call to the real store except call number `failAt` (counting from 0), which
/// fails as a broken database would: a read returns `unavailable`, a write ends FAILED having
/// changed nothing.
class FaultyStore : public Store {
 public:
  FaultyStore(Store& inner, long failAt) : inner_(inner), failAt_(failAt) {}

  void write(std::vector<StoreOp> ops, Done done) override {
    if (fails("write")) {
      if (done) done(WriteOutcome::FAILED);
      return;
    }
    inner_.write(std::move(ops), std::move(done));
  }
  Result<std::vector<LoadedGame>> loadActive() override {
    if (fails("loadActive")) return injected();
    return inner_.loadActive();
  }
  Result<std::optional<LoadedGame>> load(const std::string& id) override {
    if (fails("load")) return injected();
    return inner_.load(id);
  }
  Result<std::optional<server::GameRow>> findRematch(const std::string& id) override {
    if (fails("findRematch")) return injected();
    return inner_.findRematch(id);
  }
  Result<std::optional<server::PlayerRow>> player(const std::string& keyHash) override {
    if (fails("player")) return injected();
    return inner_.player(keyHash);
  }
  Result<std::vector<server::PlayerGame>> gamesOfPlayer(const std::string& keyHash,
                                                        size_t limit) override {
    if (fails("gamesOfPlayer")) return injected();
    return inner_.gamesOfPlayer(keyHash, limit);
  }
  Result<server::ArchivePage> searchArchive(const server::ArchiveQuery& q) override {
    if (fails("searchArchive")) return injected();
    return inner_.searchArchive(q);
  }
  Result<std::optional<server::ArchivedGame>> archived(const std::string& id) override {
    if (fails("archived")) return injected();
    return inner_.archived(id);
  }
  Result<std::vector<server::RatingRow>> ratingsOf(const std::string& keyHash) override {
    if (fails("ratingsOf")) return injected();
    return inner_.ratingsOf(keyHash);
  }
  Result<std::optional<server::PlayerRow>> playerByPublicId(const std::string& id) override {
    if (fails("playerByPublicId")) return injected();
    return inner_.playerByPublicId(id);
  }
  Result<server::PlayerTotals> playerTotals(const std::string& keyHash) override {
    if (fails("playerTotals")) return injected();
    return inner_.playerTotals(keyHash);
  }
  Result<std::vector<server::FinishedGame>> finishedGames(
      const server::FinishedGamesQuery& q) override {
    if (fails("finishedGames")) return injected();
    return inner_.finishedGames(q);
  }
  Result<std::vector<server::RatingPoint>> ratingHistory(const std::string& keyHash,
                                                         server::ratings::Speed speed,
                                                         size_t limit) override {
    if (fails("ratingHistory")) return injected();
    return inner_.ratingHistory(keyHash, speed, limit);
  }
  Result<std::vector<server::ratings::LeaderboardEntry>> leaderboard(server::ratings::Speed speed,
                                                                     int64_t activeSince,
                                                                     size_t limit) override {
    if (fails("leaderboard")) return injected();
    return inner_.leaderboard(speed, activeSince, limit);
  }
  Result<std::optional<server::GameRatingRow>> gameRating(const std::string& gameId) override {
    if (fails("gameRating")) return injected();
    return inner_.gameRating(gameId);
  }
  Result<std::vector<server::ExplorerRow>> explore(uint64_t key, const std::string& rule) override {
    if (fails("explore")) return injected();
    return inner_.explore(key, rule);
  }
  Result<std::vector<server::ChallengeRow>> openChallenges() override {
    if (fails("openChallenges")) return injected();
    return inner_.openChallenges();
  }
  Result<std::optional<server::ChallengeRow>> challenge(const std::string& id) override {
    if (fails("challenge")) return injected();
    return inner_.challenge(id);
  }
  Result<std::vector<server::ChatRow>> chat(const std::string& gameId) override {
    if (fails("chat")) return injected();
    return inner_.chat(gameId);
  }
  Result<std::optional<server::LoadedEvent>> loadEvent(const std::string& id) override {
    if (fails("loadEvent")) return injected();
    return inner_.loadEvent(id);
  }
  Result<std::vector<server::LoadedEvent>> loadActiveEvents() override {
    if (fails("loadActiveEvents")) return injected();
    return inner_.loadActiveEvents();
  }
  Result<std::vector<server::EventRow>> events(const server::EventsQuery& q) override {
    if (fails("events")) return injected();
    return inner_.events(q);
  }
  int64_t previousHeartbeat() const override { return inner_.previousHeartbeat(); }
  void close() override { inner_.close(); }
  server::StoreStats stats() const override { return inner_.stats(); }

  /// The calls so far, by name (what a run without faults tells the test to try).
  std::vector<std::string> calls() const {
    std::lock_guard lock(mutex_);
    return calls_;
  }
  /// Whether the injected fault has happened, and to which call.
  std::string failed() const {
    std::lock_guard lock(mutex_);
    return failAt_ >= 0 && static_cast<size_t>(failAt_) < calls_.size() ? calls_[failAt_] : "";
  }

 private:
  static Error injected() {
    return server::serverError(ErrorCode::UNAVAILABLE, "injected store fault");
  }
  bool fails(const char* what) {
    std::lock_guard lock(mutex_);
    calls_.push_back(what);
    return static_cast<long>(calls_.size()) - 1 == failAt_;
  }

  Store& inner_;
  long failAt_;
  mutable std::mutex mutex_;
  std::vector<std::string> calls_;
};

/// The server as `renju serve` assembles it (serve_command.cpp), on one I/O thread, over a
/// FaultyStore.
struct InProcessServer {
  InProcessServer(const std::filesystem::path& dir, long failAt)
      : sqlite(openSqlite(dir)),
        store(*sqlite, failAt),
        lobby(io, store, options()),
        pages(dir / "no-assets"),
        api(lobby, pages, opts, [this] { return listener.socketCount(); }),
        limiter(opts.addressLimit),
        listener(io, opts, api, lobby, limiter, server::ListenAt{opts.host, opts.port}) {
    restored = lobby.restore(server::nowMs()).ok();
    if (auto listening = listener.start(); !listening) ADD_FAILURE() << listening.error().message;
    thread = std::thread([this] { io.run(); });
  }
  // As `renju serve` stops: close the listener and the rooms on the I/O thread, let the close
  // frames go, then stop the thread and finish the store's writes.
  ~InProcessServer() {
    boost::asio::post(io, [this] {
      listener.stop();
      lobby.stop();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    io.stop();
    thread.join();
    sqlite->close();
  }
  const server::ServerOptions& options() {
    opts.host = "127.0.0.1";
    opts.port = 0;
    opts.threads = 1;
    return opts;
  }
  uint16_t port() const { return listener.port(); }

  server::ServerOptions opts;
  boost::asio::io_context io{1};
  static std::unique_ptr<server::SqliteStore> openSqlite(const std::filesystem::path& dir) {
    auto opened =
        server::SqliteStore::open(server::SqliteOptions{(dir / "renju.sqlite3").string()});
    if (!opened) ADD_FAILURE() << opened.error().message;
    return opened ? std::move(opened).value() : nullptr;
  }

  std::unique_ptr<server::SqliteStore> sqlite;
  FaultyStore store;
  server::Lobby lobby;
  server::Pages pages;
  server::Api api;
  server::AddressLimiter limiter;
  server::Listener listener;
  bool restored = false;
  std::thread thread;
};

/// One step of a short game: the request and the status it answers when the store works.
struct Step {
  std::string name;
  std::function<HttpResult()> run;
  int status;
};

/// A game from creation to its end, touching every kind of store call: the restore at start-up
/// (loadActive), create and join and an action (writes), loading the unjoined game from the
/// store (load), asking for a rematch that does not exist (findRematch), an unknown id (load).
struct Game {
  explicit Game(uint16_t p) : port(p) {}
  uint16_t port;
  std::string id, invite, seat, joined;

  std::vector<Step> steps() {
    return {
        {"create",
         [this] {
           auto r = postJson(port, "/api/games", {{"rule", "standard"}});
           if (r.status == 201) {
             id = r.json()["id"];
             invite = r.json()["invite"];
             seat = r.json()["seat"];
           }
           return r;
         },
         201},
        {"join",
         [this] {
           auto r = postJson(port, "/api/games/" + id + "/join", {{"invite", invite}});
           if (r.status == 200) joined = r.json()["seat"];
           return r;
         },
         200},
        {"rematch before the end",
         [this] { return getJson(port, "/api/games/" + id + "/rematch", seat); }, 404},
        {"unknown game", [this] { return getJson(port, "/api/games/aaaaaaaaaa"); }, 404},
        {"resign",
         [this] {
           return postJson(port, "/api/games/" + id + "/actions", {{"type", "resign"}}, joined);
         },
         200},
        {"view", [this] { return getJson(port, "/api/games/" + id, seat); }, 200},
    };
  }
};

// How many store calls the game makes when nothing fails (and that it plays as expected).
std::vector<std::string> callsOfAGame() {
  TempDir dir;
  InProcessServer s(dir.path(), -1);
  EXPECT_TRUE(s.restored);
  Game game(s.port());
  for (Step& step : game.steps()) {
    HttpResult r = step.run();
    EXPECT_EQ(r.status, step.status) << step.name << ": " << r.body;
  }
  return s.store.calls();
}

TEST(FaultStore, EveryStoreCallFailingInTurnIsAnswered503AndTheServerGoesOn) {
  std::vector<std::string> calls = callsOfAGame();
  // restore, create, load + join, findRematch, load, append: at least these six.
  ASSERT_GE(calls.size(), 6u);
  for (long failAt = 0; failAt < static_cast<long>(calls.size()); ++failAt) {
    SCOPED_TRACE("store call " + std::to_string(failAt) + " (" + calls[failAt] + ") fails");
    TempDir dir;
    InProcessServer s(dir.path(), failAt);
    if (failAt == 0) {
      // The restore at start-up read nothing: `renju serve` refuses to start (exit 1).
      EXPECT_FALSE(s.restored);
      EXPECT_EQ(s.store.failed(), "loadActive");
      continue;
    }
    ASSERT_TRUE(s.restored);
    Game game(s.port());
    bool answered503 = false;
    for (Step& step : game.steps()) {
      bool before = !s.store.failed().empty();
      HttpResult r = step.run();
      bool now = !s.store.failed().empty();
      if (!before && now) {
        // The request during which the store failed.
        EXPECT_EQ(r.status, 503) << step.name << ": " << r.body;
        EXPECT_EQ(r.json()["error"], "unavailable") << step.name;
        answered503 = true;
        // The failure cost this request only: the same request now succeeds.
        r = step.run();
      }
      EXPECT_EQ(r.status, step.status) << step.name << ": " << r.body;
    }
    EXPECT_TRUE(answered503);
    EXPECT_EQ(getJson(s.port(), "/api/health").status, 200);
    // The game as the store has it: resigned by the joiner, the creator's seat winning.
    HttpResult view = getJson(s.port(), "/api/games/" + game.id, game.seat);
    ASSERT_EQ(view.status, 200) << view.body;
    EXPECT_EQ(view.json()["status"], "finished") << view.body;
  }
}

// The same store, counting instead of failing: the seats' display names are read once per room,
// not once per chat message, and a rename reaches the room without another read.
TEST(StoreReads, NamesAreReadOncePerRoomAndARenameReachesTheRoomWithoutARead) {
  TempDir dir;
  InProcessServer s(dir.path(), -1);
  uint16_t port = s.port();
  auto playerReads = [&] {
    auto calls = s.store.calls();
    return std::count(calls.begin(), calls.end(), "player");
  };
  Player a{"readsreadsreadsreadsAA", "127.0.0.1"}, b{"readsreadsreadsreadsBB", "127.0.0.1"};
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana"}}).status, 200);
  json g = gameOfPlayers(port, a, b);
  WsClient creator(port, "/api/games/" + idOf(g) + "/socket");
  WsClient joiner(port, "/api/games/" + idOf(g) + "/socket");
  socketHello(creator, {{"seat", g["creator"]}});
  socketHello(joiner, {{"seat", g["joiner"]}});
  auto say = [&](const std::string& text) {
    creator.send({{"t", "chat"}, {"d", {{"channel", "players"}, {"text", text}}}});
    auto line = joiner.nextOf("chat");
    EXPECT_TRUE(line) << text;
    return line ? (*line)["d"] : json();
  };

  EXPECT_EQ(say("one")["name"], "Ana");
  const auto reads = playerReads();
  for (const char* text : {"two", "three"}) EXPECT_EQ(say(text)["name"], "Ana");  // 5 a burst
  EXPECT_EQ(playerReads(), reads) << "a chat message read the player again";

  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Bea"}}).status, 200);
  const auto afterRename = playerReads();
  EXPECT_EQ(say("four")["name"], "Bea");
  ASSERT_EQ(call(port, "PUT", "/api/player", a, {{"name", nullptr}}).status, 200);
  EXPECT_TRUE(say("five")["name"].is_null());
  EXPECT_EQ(playerReads(), afterRename) << "a rename made the room read the player again";
}

}  // namespace
}  // namespace renju::test
