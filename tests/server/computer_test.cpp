// Games against the computer through the real server: the computer holds a seat of an ordinary
// game and plays every phase of every opening procedure, answers draw offers, agrees to a
// rematch, resumes its turn after a restart; bad requests are refused and change nothing.
//
// The human side is played by the test: in the opening it asks the engine library (level 1, a few
// hundred nodes) for a legal decision, then it places stones far from the play so that the game
// ends soon. The computer runs at a low level with a node cap (--computer-nodes) so that these
// games take seconds, also under the sanitizers.
#include <gtest/gtest.h>

#include <set>
#include <thread>

#include "engine.h"
#include "forbidden.h"
#include "game.h"
#include "game_json.h"
#include "server_harness.h"

namespace renju::test {
namespace {

struct Human {
  std::string id;
  std::string secret;
  std::string seat;  ///< "opener" or "other"
};

class ComputerTest : public ::testing::Test {
 protected:
  void SetUp() override { startServer(); }
  void TearDown() override {
    if (server_) {
      EXPECT_EQ(server_->stop(), 0);
    }
  }

  void startServer(std::vector<std::string> extra = {"--computer-nodes", "2000"}) {
    server_ = std::make_unique<ServerProcess>(dir_.path(), std::move(extra));
    server_->start();
    port_ = server_->port();
  }

  Human create(json request) {
    auto r = postJson(port_, "/api/games", request);
    EXPECT_EQ(r.status, 201) << r.body;
    json c = r.json();
    EXPECT_FALSE(c.contains("invite")) << "nobody joins a game against the computer";
    EXPECT_EQ(c["computer"]["seat"], c["you"] == "opener" ? "other" : "opener");
    return Human{c["id"], c["seat"], c["you"]};
  }

  json view(const Human& h) { return getJson(port_, "/api/games/" + h.id, h.secret).json(); }

  /// The game as the server logged it, replayed by the rules library.
  GameState replayed(const Human& h, std::vector<Action>* log = nullptr) {
    json record = getJson(port_, "/api/games/" + h.id + "/record?format=json").json();
    auto config = configFromJson(record["config"]);
    EXPECT_TRUE(config.ok());
    auto actions = logFromJson(record["log"]);
    EXPECT_TRUE(actions.ok());
    ReplayResult r = replay(config.value(), actions.value());
    EXPECT_FALSE(r.error) << "the stored log replays";
    if (log) *log = actions.value();
    return r.state;
  }

  /// Waits until the human must act (or the game is over); the computer acts meanwhile.
  json waitForHuman(const Human& h, std::chrono::seconds limit = 30s) {
    auto until = std::chrono::steady_clock::now() + limit;
    for (;;) {
      json v = view(h);
      if (v["status"] == "finished" || v["game"]["toMove"] == h.seat) return v;
      if (std::chrono::steady_clock::now() > until) {
        ADD_FAILURE() << "the computer did not act: " << v.dump();
        return v;
      }
      std::this_thread::sleep_for(20ms);
    }
  }

  /// The human's decision: the engine's in the opening, else a stone far from the play (edge
  /// points two apart, never a forbidden one), so that the computer wins soon.
  Action humanAction(const GameState& s, Seat seat) {
    if (s.phase() != Phase::MAIN) {
      ai::Limits l;
      l.level = 1;
      l.maxNodes = 300;
      l.seed = s.moves().size();
      return engine_.decide(s, seat, l);
    }
    const Color me = s.colorOf(seat);
    for (int y : {0, 14, 2, 12, 4, 10})
      for (int x = 0; x < 15; x += 2) {
        Point p{x, y};
        if (!s.board().isEmpty(p)) continue;
        if (me == Color::BLACK && forbiddenKind(s.board(), p) != ForbiddenKind::NONE) continue;
        return Action{.seat = seat, .type = ActionType::PLACE, .point = p};
      }
    return Action{.seat = seat, .type = ActionType::RESIGN};
  }

  /// Plays the human's side to the end; returns the final view.
  json playOut(const Human& h) {
    const Seat seat = h.seat == "opener" ? Seat::OPENER : Seat::OTHER;
    for (int turn = 0; turn < 120; ++turn) {
      json v = waitForHuman(h);
      if (v["status"] == "finished" || ::testing::Test::HasFailure()) return v;
      GameState s = replayed(h);
      json action = toJson(humanAction(s, seat), false);
      auto r = postJson(port_, "/api/games/" + h.id + "/actions", action, h.secret);
      EXPECT_EQ(r.status, 200) << action.dump() << " -> " << r.body;
      if (r.status != 200) return v;
    }
    ADD_FAILURE() << "the game did not end";
    return view(h);
  }

  /// One whole game of `rule` with the computer in the opener seat or the other: it ends, the
  /// log replays, and the computer's seat made decisions of the opening procedure.
  std::set<std::string> playGame(const std::string& rule, bool computerOpens, int level = 1) {
    Human h = create({{"rule", rule},
                      {"opener", computerOpens ? "opponent" : "creator"},
                      {"computer", {{"level", level}}}});
    json end = playOut(h);
    EXPECT_EQ(end["status"], "finished") << end.dump();
    EXPECT_EQ(end["computer"]["level"], level);
    std::vector<Action> log;
    GameState s = replayed(h, &log);
    EXPECT_EQ(s.status(), Status::FINISHED);
    const Seat computer = computerOpens ? Seat::OPENER : Seat::OTHER;
    // The human's stones go to the edges: the computer wins, with a five.
    EXPECT_EQ(end["game"]["result"]["winner"], computerOpens ? "opener" : "other") << end.dump();
    EXPECT_EQ(end["game"]["result"]["reason"], "five");
    std::set<std::string> types;
    for (const Action& a : log)
      if (a.seat == computer) types.insert(std::string(toString(a.type)));
    EXPECT_FALSE(types.empty()) << "the computer acted";
    return types;
  }

  TempDir dir_;
  std::unique_ptr<ServerProcess> server_;
  uint16_t port_ = 0;
  ai::Engine engine_{1};
};

// Every rule with the computer in each seat. Which decisions fall to the computer depends on the
// swaps; across the two games of a rule it meets both sides of the procedure.
TEST_F(ComputerTest, StandardBothSeats) {
  playGame("standard", true);
  playGame("standard", false);
}

TEST_F(ComputerTest, RifBothSeats) {
  auto a = playGame("rif", true);
  auto b = playGame("rif", false);
  a.insert(b.begin(), b.end());
  // The opener's three stones and White's answer to the swap question come from the computer.
  EXPECT_TRUE(a.count("place"));
}

TEST_F(ComputerTest, YamaguchiBothSeats) {
  auto a = playGame("yamaguchi", true);
  EXPECT_TRUE(a.count("declare")) << "the opener declares the number of fifth moves";
  playGame("yamaguchi", false);
}

TEST_F(ComputerTest, SoosorvBothSeats) {
  auto a = playGame("soosorv", true);
  EXPECT_TRUE(a.count("place")) << "the opener's three stones";
  playGame("soosorv", false);
}

TEST_F(ComputerTest, TaraguchiBothSeats) {
  playGame("taraguchi", true);
  playGame("taraguchi", false);
}

// The top level under a node cap, with a clock and the fouls-lose mode: any setting of a human
// game applies.
TEST_F(ComputerTest, TopLevelWithClockAndFoulsLose) {
  Human h = create({{"rule", "rif"},
                    {"opener", "opponent"},
                    {"fouls", "lose"},
                    {"clock", {{"initial", 300}, {"increment", 4}}},
                    {"computer", {{"level", 8}}}});
  json v = waitForHuman(h);
  EXPECT_EQ(v["status"], "playing");
  EXPECT_EQ(v["clock"]["running"], h.seat);
  EXPECT_GT(v["clock"]["remaining"]["opener"].get<int64_t>(), 0);
  json end = playOut(h);
  EXPECT_EQ(end["status"], "finished");
}

// The human offers a draw: the computer answers (the engine accepts only when it stands worse),
// and a takeback request is granted; the game goes on.
TEST_F(ComputerTest, AnswersDrawOffersAndTakebacks) {
  Human h = create({{"rule", "standard"}, {"takebacks", true}, {"computer", {{"level", 2}}}});
  auto act = [&](const json& a) {
    return postJson(port_, "/api/games/" + h.id + "/actions", a, h.secret);
  };
  ASSERT_EQ(act({{"type", "place"}, {"point", "h8"}}).status, 200);
  waitForHuman(h);
  ASSERT_EQ(act({{"type", "place"}, {"point", "a1"}}).status, 200);
  waitForHuman(h);
  ASSERT_EQ(act({{"type", "draw-offer"}}).status, 200);
  std::vector<Action> log;
  for (int i = 0; i < 200; ++i) {
    replayed(h, &log);
    if (log.back().type != ActionType::DRAW_OFFER) break;
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_TRUE(log.back().type == ActionType::DRAW_DECLINE ||
              log.back().type == ActionType::DRAW_ACCEPT);
  EXPECT_NE(log.back().seat, Seat::OPENER);
  if (log.back().type == ActionType::DRAW_ACCEPT) return;
  ASSERT_EQ(act({{"type", "takeback"}}).status, 200);
  for (int i = 0; i < 200; ++i) {
    replayed(h, &log);
    if (log.back().type != ActionType::TAKEBACK) break;
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_EQ(log.back().type, ActionType::TAKEBACK_ACCEPT);
  json v = waitForHuman(h);
  EXPECT_EQ(v["status"], "playing");
}

// Nobody can claim a win against the computer (it is always present), nobody can join its game,
// and a rematch starts at once with the computer in the other seat.
TEST_F(ComputerTest, AlwaysPresentNoInviteAndRematch) {
  Human h = create({{"rule", "standard"}, {"computer", {{"level", 1}}}});
  json v = view(h);
  EXPECT_EQ(v["status"], "playing");
  EXPECT_EQ(v["seats"]["other"]["connected"], true);
  EXPECT_EQ(v["seats"]["other"]["claimAt"], nullptr);
  auto claim = postJson(port_, "/api/games/" + h.id + "/actions", {{"type", "claim"}}, h.secret);
  EXPECT_EQ(claim.status, 409);
  EXPECT_EQ(claim.json()["error"], "opponent-present");
  auto join = postJson(port_, "/api/games/" + h.id + "/join", {{"invite", "x"}});
  EXPECT_EQ(join.status, 409);
  EXPECT_EQ(join.json()["error"], "invite-used");

  ASSERT_EQ(
      postJson(port_, "/api/games/" + h.id + "/actions", {{"type", "resign"}}, h.secret).status,
      200);
  auto re = postJson(port_, "/api/games/" + h.id + "/actions", {{"type", "rematch"}}, h.secret);
  ASSERT_EQ(re.status, 200) << re.body;
  std::string next = re.json()["rematch"]["next"];
  auto seat = getJson(port_, "/api/games/" + h.id + "/rematch", h.secret).json();
  EXPECT_EQ(seat["id"], next);
  EXPECT_EQ(seat["you"], "other");
  Human again{next, seat["seat"], "other"};
  json nv = waitForHuman(again);  // the computer opens the rematch and has played
  EXPECT_EQ(nv["computer"]["seat"], "opener");
  EXPECT_EQ(nv["computer"]["level"], 1);
  EXPECT_GE(nv["version"].get<int>(), 2);
}

// A published game against the computer says in the archive which colour the computer played
// and at which level (the pages name it "Computer (level N)"), in the game and in the search.
TEST_F(ComputerTest, ThePublishedGameNamesTheComputerAndItsLevel) {
  Human h = create({{"rule", "standard"}, {"opener", "creator"}, {"computer", {{"level", 3}}}});
  auto act = [&](const json& a) {
    return postJson(port_, "/api/games/" + h.id + "/actions", a, h.secret);
  };
  ASSERT_EQ(act({{"type", "place"}, {"point", "h8"}}).status, 200);
  waitForHuman(h);
  ASSERT_EQ(act({{"type", "resign"}}).status, 200);
  auto published = act({{"type", "publish"}});
  ASSERT_EQ(published.status, 200) << published.body;

  auto game = getJson(port_, "/api/archive/" + h.id);
  ASSERT_EQ(game.status, 200) << game.body;
  EXPECT_EQ(game.json()["computer"], (json{{"color", "white"}, {"level", 3}})) << game.body;
  EXPECT_EQ(game.json()["result"], "white");
  auto listed = getJson(port_, "/api/archive?source=here").json()["games"];
  ASSERT_EQ(listed.size(), 1u) << listed;
  EXPECT_EQ(listed[0]["computer"], (json{{"color", "white"}, {"level", 3}}));
}

// The computer is thinking (a long time cap, no node cap) when the server stops; the new run
// resumes its turn and it plays.
TEST_F(ComputerTest, ResumesItsTurnAfterARestart) {
  ASSERT_EQ(server_->stop(), 0);
  startServer({"--computer-move-ms", "600000"});
  Human h = create({{"rule", "standard"}, {"computer", {{"level", 8}}}});
  ASSERT_EQ(postJson(port_, "/api/games/" + h.id + "/actions", {{"type", "place"}, {"point", "h8"}},
                     h.secret)
                .status,
            200);
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(view(h)["game"]["toMove"], "other") << "still thinking";
  // SIGTERM stops the search (the pool's stop flag) and exits cleanly.
  ASSERT_EQ(server_->stop(), 0);
  startServer({"--computer-nodes", "2000"});
  json v = waitForHuman(h);
  EXPECT_EQ(v["status"], "playing");
  EXPECT_EQ(v["game"]["toMove"], "opener");
  EXPECT_EQ(v["version"], 3);  // created (joined) at 1, the human's stone, the computer's
}

TEST_F(ComputerTest, BadRequestsAreRefusedAndCreateNothing) {
  const std::vector<json> bad = {
      {{"computer", {{"level", 0}}}},
      {{"computer", {{"level", 9}}}},
      {{"computer", {{"level", "3"}}}},
      {{"computer", {{"level", 2.5}}}},
      {{"computer", json::object()}},
      {{"computer", 5}},
      {{"computer", {{"level", 3}, {"seat", "both"}}}},  // a computer in both seats: no
      {{"computer", {{"level", 3}}}, {"rule", "renju"}},
      {{"computer", {{"level", 3}}}, {"clock", {{"initial", 0}}}},
  };
  for (const json& request : bad) {
    auto r = postJson(port_, "/api/games", request);
    EXPECT_EQ(r.status, 400) << request.dump() << " -> " << r.body;
    EXPECT_EQ(r.json()["error"], "bad-request");
    EXPECT_FALSE(r.json()["message"].get<std::string>().empty());
  }
  auto level9 = postJson(port_, "/api/games", {{"computer", {{"level", 9}}}}).json();
  EXPECT_NE(level9["message"].get<std::string>().find("1..8"), std::string::npos);
  EXPECT_EQ(getJson(port_, "/api/health").json()["games"], 0);
  auto rows = storeQuery(dir_.path(), "SELECT count(*) AS n FROM games");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].at("n"), "0");
}

// Each game against the computer costs engine time on every move: one address may have
// --max-computer-ip of them unfinished. Beyond, a clear 429 that creates nothing; another address
// is not affected; a finished game frees its place.
TEST_F(ComputerTest, UnfinishedGamesPerAddressAreCapped) {
  ASSERT_EQ(server_->stop(), 0);
  startServer(
      {"--computer-nodes", "2000", "--trusted-proxy", "127.0.0.1", "--max-computer-ip", "2"});
  auto createFrom = [&](const std::string& address) {
    return httpRequest(port_, "POST", "/api/games",
                       json{{"rule", "standard"}, {"computer", {{"level", 1}}}}.dump(),
                       {{"X-Forwarded-For", address}});
  };
  const std::string a = "198.51.100.7", b = "198.51.100.8";
  std::vector<json> mine;
  for (int i = 0; i < 2; ++i) {
    auto r = createFrom(a);
    ASSERT_EQ(r.status, 201) << r.body;
    mine.push_back(r.json());
  }
  auto refused = createFrom(a);
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(refused.json()["error"], "too-many-computer-games");
  EXPECT_NE(refused.json()["message"].get<std::string>().find("2 unfinished"), std::string::npos);
  EXPECT_EQ(getJson(port_, "/api/health").json()["games"], 2) << "the refusal created a game";
  auto rows = storeQuery(dir_.path(), "SELECT count(*) AS n FROM games");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].at("n"), "2");
  // Games between people are not counted, nor is another address.
  EXPECT_EQ(httpRequest(port_, "POST", "/api/games", "{}", {{"X-Forwarded-For", a}}).status, 201);
  EXPECT_EQ(createFrom(b).status, 201);

  // Resigning finishes a game: its place is free again.
  ASSERT_EQ(postJson(port_, "/api/games/" + mine[0]["id"].get<std::string>() + "/actions",
                     {{"type", "resign"}}, mine[0]["seat"])
                .status,
            200);
  auto again = createFrom(a);
  EXPECT_EQ(again.status, 201) << again.body;
  auto full = createFrom(a);
  EXPECT_EQ(full.status, 429) << full.body;
}

// `renju load --computer-games`: the load generator's human seat plays games against the
// computer beside the human games, and every game it played checks out against the server.
TEST_F(ComputerTest, LoadGeneratorPlaysComputerGames) {
  std::string command = loadBinary() + " load --url http://127.0.0.1:" + std::to_string(port_) +
                        " --games 2 --spectators 0 --rate 20 --duration 2 --computer-games 3"
                        " --computer-level 1 --clock none --quiet --json 2>&1";
  CommandOutcome run = runCommand(command);
  const std::string& output = run.output;
  ASSERT_EQ(run.status, 0) << output;
  json report = json::parse(output.substr(output.rfind('{')), nullptr, false);
  ASSERT_TRUE(report.is_object()) << output;
  EXPECT_GE(report["computer_games"].get<int>(), 3) << output;
  EXPECT_GT(report["computer_moves"].get<int>(), 0) << output;
  EXPECT_GT(report["computer_actions"].get<int>(), 0) << output;
  EXPECT_GE(report["games"].get<int>(), 2) << output;
  EXPECT_EQ(report["errors"], 0) << output;
  EXPECT_EQ(report["lost"], 0) << output;
  EXPECT_EQ(report["mismatched"], 0) << output;
  EXPECT_GE(report["verified"].get<int>(), 5) << output;
}

}  // namespace
}  // namespace renju::test
