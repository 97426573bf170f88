// Tournaments against the real server (docs/tournaments.md, docs/api.md "Tournaments"), on SQLite
// or, with RENJU_TEST_PG, on PostgreSQL: a Swiss with a bye and a withdrawal, a round robin and an
// arena, each through to its final standings; a kill -9 in the middle of a round; the no-show
// forfeit; and the refusals.
#include <gtest/gtest.h>

#include <map>
#include <thread>

#include "base/sha256.h"
#include "ratings/public_id.h"
#include "server_harness.h"

namespace renju::test {
namespace {

const json GAMES = {{"rule", "standard"}, {"clock", {{"initialMs", 300000}, {"incrementMs", 0}}}};

Player entrant(int i) {
  return Player{"tournament-key-" + std::string(8, static_cast<char>('a' + i)),
                "10.0.1." + std::to_string(i + 1)};
}

std::string publicIdOf(const Player& p) {
  return server::ratings::publicIdOf(server::sha256Hex(p.key));
}

std::vector<std::string> beat() {
  return {"--trusted-proxy", "127.0.0.0/8", "--event-beat-ms", "50"};
}

std::string makeEvent(uint16_t port, const Player& organiser, json config) {
  config["games"] = GAMES;
  auto made = call(port, "POST", "/api/tournaments", organiser, config);
  EXPECT_EQ(made.status, 201) << made.body;
  return made.json().value("id", "");
}

json view(uint16_t port, const std::string& id, const Player& p = {},
          const std::string& query = "") {
  auto got = call(port, "GET", "/api/tournaments/" + id + query, p);
  EXPECT_EQ(got.status, 200) << got.body;
  return got.json();
}

/// Waits until `ready` holds for the event's view (the scheduler beats every 50 ms).
json waitFor(uint16_t port, const std::string& id, const std::function<bool(const json&)>& ready) {
  for (int i = 0; i < 200; ++i) {
    json v = view(port, id);
    if (ready(v)) return v;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  ADD_FAILURE() << "the event never got there: " << view(port, id).dump();
  return view(port, id);
}

/// Rounds 1 to `count` as the view shows each (`?round=r`): its boards and byes.
json roundsOf(uint16_t port, const std::string& id, int count) {
  json rounds = json::array();
  for (int r = 1; r <= count; ++r)
    rounds.push_back(view(port, id, {}, "?round=" + std::to_string(r))["round"]);
  return rounds;
}

int paired(const json& v) {
  return v.value("pairedRounds", 0);
}

const Player* byPublicId(const std::vector<Player>& players, const json& ref) {
  for (const Player& p : players)
    if (ref.is_object() && ref.value("publicId", "") == publicIdOf(p)) return &p;
  return nullptr;
}

/// Both seats move, then the loser resigns: `firstWins` says who wins.
void play(uint16_t port, const std::string& game, const Player& first, const Player& second,
          bool firstWins) {
  std::string path = "/api/games/" + game + "/actions";
  auto a = call(port, "POST", path, first, {{"type", "place"}, {"point", "h8"}});
  ASSERT_EQ(a.status, 200) << a.body;
  auto b = call(port, "POST", path, second, {{"type", "place"}, {"point", "h9"}});
  ASSERT_EQ(b.status, 200) << b.body;
  auto r = call(port, "POST", path, firstWins ? second : first, {{"type", "resign"}});
  ASSERT_EQ(r.status, 200) << r.body;
}

/// Plays every game of round `round` (1-based): the first player of each board wins.
void playRound(uint16_t port, const std::string& id, int round,
               const std::vector<Player>& players) {
  waitFor(port, id, [&](const json& v) { return paired(v) >= round; });
  json shown = view(port, id, {}, "?round=" + std::to_string(round));
  for (const json& b : shown["round"]["boards"]) {
    if (b["game"].is_null() || b["result"] != "pending") continue;
    const Player* first = byPublicId(players, b["first"]);
    const Player* second = byPublicId(players, b["second"]);
    ASSERT_TRUE(first && second) << b.dump();
    play(port, b["game"].get<std::string>(), *first, *second, true);
  }
}

double pointsOf(const json& v, const Player& p) {
  for (const json& row : v["standings"])
    if (row["publicId"] == publicIdOf(p)) return row["points"].get<double>();
  return -1;
}

/// Every standings row's crosstable cells against the rounds' boards and byes: `5w1` is a game
/// against the player in place 5, moving first, won; a bye is its mark alone.
void expectCrosstable(const json& v, const json& rounds) {
  std::map<std::string, std::vector<std::string>> cells;
  std::map<std::string, int> place;
  for (const json& row : v["standings"]) {
    cells[row["publicId"]] = row["cross"].get<std::vector<std::string>>();
    place[row["publicId"]] = row["place"].get<int>();
  }
  auto mark = [](const std::string& result, bool first) -> std::string {
    if (result == "first-wins") return first ? "1" : "0";
    if (result == "second-wins") return first ? "0" : "1";
    if (result == "draw") return "½";
    return "";
  };
  for (size_t r = 0; r < rounds.size(); ++r) {
    for (const json& b : rounds[r]["boards"]) {
      std::string first = b["first"]["publicId"];
      if (b["second"].is_null()) {
        EXPECT_EQ(cells[first].at(r), b["result"] == "bye" ? "+" : "–");
        continue;
      }
      std::string second = b["second"]["publicId"];
      EXPECT_EQ(cells[first].at(r), std::to_string(place[second]) + "w" + mark(b["result"], true));
      EXPECT_EQ(cells[second].at(r), std::to_string(place[first]) + "b" + mark(b["result"], false));
    }
    for (const json& bye : rounds[r]["byes"]) {
      std::string type = bye["type"];
      if (type == "half" || type == "zero") {
        EXPECT_EQ(cells[bye["player"]["publicId"]].at(r), type == "half" ? "½" : "0");
      }
    }
  }
}

TEST(Tournaments, ASwissWithAByeAndAWithdrawalRunsToItsFinalStandings) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players;
  for (int i = 0; i < 5; ++i) players.push_back(entrant(i));
  std::string id = makeEvent(server.port(), players[0],
                             {{"name", "Friday Swiss"}, {"format", "swiss"}, {"rounds", 3}});
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  expectError(call(server.port(), "POST", "/api/tournaments/" + id + "/join", players[1]), 409,
              "already-entered");
  expectError(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[1]), 403,
              "not-organiser");
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);

  json round1 = waitFor(server.port(), id, [](const json& v) { return paired(v) == 1; });
  int byes = 0;
  for (const json& b : round1["round"]["boards"]) byes += b["result"] == "bye" ? 1 : 0;
  EXPECT_EQ(byes, 1) << "five players: one pairing-allocated bye";
  // An event's game is neither aborted nor rematched.
  for (const json& b : round1["round"]["boards"]) {
    if (b["game"].is_null()) continue;
    const Player* first = byPublicId(players, b["first"]);
    expectError(
        call(server.port(), "POST", "/api/games/" + b["game"].get<std::string>() + "/actions",
             *first, {{"type", "abort"}}),
        409, "event-game");
    break;
  }
  // The last player withdraws while round 1 is played: his game goes on, and he is in no later
  // round.
  auto left = call(server.port(), "POST", "/api/tournaments/" + id + "/withdraw", players[4]);
  ASSERT_EQ(left.status, 200) << left.body;
  EXPECT_EQ(left.json()["you"]["status"], "withdrawn");
  // Another asks for a half-point bye in round 2.
  auto half =
      call(server.port(), "POST", "/api/tournaments/" + id + "/bye", players[3], {{"round", 2}});
  ASSERT_EQ(half.status, 200) << half.body;
  // The round's byes: round 1 has only the pairing-allocated one, also a board.
  ASSERT_EQ(round1["round"]["byes"].size(), 1u) << round1["round"].dump();
  EXPECT_EQ(round1["round"]["byeCount"], 1);
  EXPECT_EQ(round1["round"]["boardCount"], 3);
  EXPECT_EQ(round1["round"]["byes"][0]["type"], "allocated");
  EXPECT_EQ(round1["round"]["byes"][0]["points"], 1.0);
  playRound(server.port(), id, 1, players);
  // Round 2: three to pair (one withdrew, one has his half-point bye), so one allocated bye; the
  // withdrawn player has a zero bye.
  json round2 = waitFor(server.port(), id, [](const json& v) { return paired(v) == 2; });
  std::map<std::string, std::pair<std::string, double>> byes2;
  for (const json& b : round2["round"]["byes"])
    byes2[b["player"]["publicId"]] = {b["type"], b["points"].get<double>()};
  ASSERT_EQ(byes2.size(), 3u) << round2["round"].dump();
  EXPECT_EQ(byes2[publicIdOf(players[3])], std::make_pair(std::string("half"), 0.5));
  EXPECT_EQ(byes2[publicIdOf(players[4])], std::make_pair(std::string("zero"), 0.0));
  int allocated = 0;
  for (const auto& [who, bye] : byes2) allocated += bye.first == "allocated" ? 1 : 0;
  EXPECT_EQ(allocated, 1);
  for (const json& p : round2["players"])
    EXPECT_EQ(p["halfByes"],
              p["publicId"] == publicIdOf(players[3]) ? json::array({2}) : json::array());
  playRound(server.port(), id, 2, players);
  playRound(server.port(), id, 3, players);
  json final = waitFor(server.port(), id, [](const json& v) { return v["status"] == "finished"; });
  ASSERT_EQ(paired(final), 3);
  json rounds = roundsOf(server.port(), id, 3);
  for (size_t r = 1; r < 3; ++r)
    for (const json& b : rounds[r]["boards"]) {
      EXPECT_NE(b["first"].value("publicId", ""), publicIdOf(players[4]));
      EXPECT_NE(b["second"].is_object() ? b["second"].value("publicId", "") : "",
                publicIdOf(players[4]));
    }
  // Points: one per won game and per allocated bye, half for the half-point bye; every round's
  // points add up.
  double total = 0;
  for (const Player& p : players) total += pointsOf(final, p);
  int decided = 0;
  for (const json& r : rounds)
    for (const json& b : r["boards"]) decided += b["result"] != "pending" ? 1 : 0;
  EXPECT_EQ(total, decided + 0.5) << final["standings"].dump();
  EXPECT_EQ(final["standings"].size(), 5u);
  EXPECT_EQ(final["standings"][0]["rank"], 1);
  expectCrosstable(final, rounds);
  // Every row on the first page; the second is empty; each player's page is the first.
  EXPECT_EQ(final["counts"]["standings"], 5);
  EXPECT_EQ(final["perPage"], 50);
  json second = view(server.port(), id, players[2], "?page=2");
  EXPECT_TRUE(second["standings"].empty());
  EXPECT_TRUE(second["players"].empty());
  EXPECT_EQ(second["page"], 2);
  EXPECT_EQ(second["you"]["page"], 1);
  auto trf = call(server.port(), "GET", "/api/tournaments/" + id + "/trf", Player{});
  ASSERT_EQ(trf.status, 200);
  EXPECT_NE(trf.body.find("XXR 3"), std::string::npos) << trf.body;
  EXPECT_EQ(std::count(trf.body.begin(), trf.body.end(), '\n') >= 6, true) << trf.body;
  auto listed = call(server.port(), "GET", "/api/tournaments?status=finished", Player{});
  ASSERT_EQ(listed.status, 200);
  ASSERT_EQ(listed.json()["events"].size(), 1u);
  EXPECT_EQ(listed.json()["events"][0]["name"], "Friday Swiss");
}

TEST(Tournaments, ARoundRobinPairsEveryoneOnceAndEnds) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players;
  for (int i = 0; i < 4; ++i) players.push_back(entrant(i));
  std::string id =
      makeEvent(server.port(), players[0], {{"name", "Round robin"}, {"format", "round-robin"}});
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  for (int r = 1; r <= 3; ++r) playRound(server.port(), id, r, players);
  json final = waitFor(server.port(), id, [](const json& v) { return v["status"] == "finished"; });
  EXPECT_EQ(final["totalRounds"], 3);
  std::set<std::pair<std::string, std::string>> met;
  for (const json& r : roundsOf(server.port(), id, 3))
    for (const json& b : r["boards"]) {
      std::string a = b["first"]["publicId"], c = b["second"]["publicId"];
      EXPECT_TRUE(met.insert({std::min(a, c), std::max(a, c)}).second) << "met twice: " << a << c;
    }
  EXPECT_EQ(met.size(), 6u);
  double total = 0;
  for (const Player& p : players) total += pointsOf(final, p);
  EXPECT_EQ(total, 6.0);
}

TEST(Tournaments, AnArenaPairsWhoeverIsFreeUntilItsOrganiserEndsIt) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players;
  for (int i = 0; i < 4; ++i) players.push_back(entrant(i));
  std::string id = makeEvent(server.port(), players[0],
                             {{"name", "Arena"}, {"format", "arena"}, {"durationMs", 600000}});
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  int played = 0;
  for (int wave = 0; wave < 2; ++wave) {
    json v = waitFor(server.port(), id, [](const json& v) { return v["games"].size() == 2; });
    for (const json& g : v["games"]) {
      play(server.port(), g["game"].get<std::string>(), *byPublicId(players, g["first"]),
           *byPublicId(players, g["second"]), true);
      ++played;
    }
    waitFor(server.port(), id,
            [](const json& v) { return v["games"].empty() || v["games"].size() == 2; });
  }
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/end", players[0]).status, 200);
  json final = waitFor(server.port(), id, [](const json& v) { return v["status"] == "finished"; });
  int games = 0, points = 0;
  for (const json& row : final["standings"]) {
    games += row["games"].get<int>();
    points += row["points"].get<int>();
  }
  EXPECT_EQ(games, 2 * played);
  EXPECT_GE(points, 2 * played) << "a win is worth two, a loss nothing";
  EXPECT_EQ(final["standings"][0]["rank"], 1);
}

// An arena created with "berserk": false: its games say so, and a berserk there is refused and
// changes nothing (the clock stays whole).
TEST(Tournaments, AnArenaWithoutBerserkRefusesIt) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players{entrant(0), entrant(1)};
  json config{
      {"name", "Calm arena"},
      {"format", "arena"},
      {"durationMs", 600000},
      {"berserk", false},
      {"games", {{"rule", "standard"}, {"clock", {{"initialMs", 300000}, {"incrementMs", 2000}}}}}};
  auto made = call(server.port(), "POST", "/api/tournaments", players[0], config);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json()["id"];
  EXPECT_EQ(view(server.port(), id)["config"]["berserk"], false);
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  json v = waitFor(server.port(), id, [](const json& v) { return v["games"].size() == 1; });
  std::string game = v["games"][0]["game"];
  const Player& first = *byPublicId(players, v["games"][0]["first"]);
  auto before = call(server.port(), "GET", "/api/games/" + game, first).json();
  EXPECT_EQ(before["berserk"]["allowed"], false);
  EXPECT_EQ(before["berserk"]["opener"]["can"], false);
  EXPECT_EQ(before["berserk"]["other"]["can"], false);
  auto refused =
      call(server.port(), "POST", "/api/games/" + game + "/actions", first, {{"type", "berserk"}});
  expectError(refused, 409, "no-berserk");
  EXPECT_NE(refused.body.find("does not allow"), std::string::npos) << refused.body;
  auto after = call(server.port(), "GET", "/api/games/" + game, first).json();
  EXPECT_EQ(after["version"], before["version"]);
  // The opener's clock may run; the other's stands whole, with its increment.
  EXPECT_EQ(after["clock"]["remaining"]["other"], 300000);
  EXPECT_EQ(after["clock"]["increment"], before["clock"]["increment"]);
  EXPECT_EQ(after["berserk"], before["berserk"]);
}

// Berserk (docs/tournaments.md): the second player berserks after the opener's first move; his
// clock is halved and gains no increment, it survives a kill -9, every refusal changes nothing,
// and his win of 7 stones is worth the bonus point in the standings.
TEST(Tournaments, ABerserkWinHalvesTheClockAndEarnsTheBonusPoint) {
  TempDir dir;
  auto server = std::make_unique<ServerProcess>(dir.path(), beat());
  server->start();
  std::vector<Player> players{entrant(0), entrant(1)};
  json config{
      {"name", "Berserk arena"},
      {"format", "arena"},
      {"durationMs", 600000},
      {"games", {{"rule", "standard"}, {"clock", {{"initialMs", 300000}, {"incrementMs", 2000}}}}}};
  auto made = call(server->port(), "POST", "/api/tournaments", players[0], config);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.json()["id"];
  for (const Player& p : players)
    ASSERT_EQ(call(server->port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server->port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  json v = waitFor(server->port(), id, [](const json& v) { return v["games"].size() == 1; });
  std::string game = v["games"][0]["game"];
  const Player& first = *byPublicId(players, v["games"][0]["first"]);
  const Player& second = *byPublicId(players, v["games"][0]["second"]);
  std::string path = "/api/games/" + game + "/actions";
  json berserk{{"type", "berserk"}};

  // A game that is no arena's has no berserk.
  json casual = gameOfPlayers(server->port(), players[0], players[1]);
  expectError(
      call(server->port(), "POST", "/api/games/" + idOf(casual) + "/actions", players[0], berserk),
      409, "no-berserk");

  auto state = call(server->port(), "GET", "/api/games/" + game, first).json();
  EXPECT_EQ(state["event"], id);
  EXPECT_EQ(state["berserk"]["allowed"], true);
  EXPECT_EQ(state["berserk"]["opener"]["can"], true);
  ASSERT_EQ(call(server->port(), "POST", path, first, {{"type", "place"}, {"point", "h8"}}).status,
            200);
  // The opener has moved: too late for him.
  expectError(call(server->port(), "POST", path, first, berserk), 409, "no-berserk");
  auto went = call(server->port(), "POST", path, second, berserk);
  ASSERT_EQ(went.status, 200) << went.body;
  json after = went.json();
  int64_t halved = after["clock"]["remaining"]["other"];
  EXPECT_LE(halved, 150000);
  EXPECT_GT(halved, 140000);
  EXPECT_EQ(after["berserk"]["other"]["berserk"], true);
  EXPECT_EQ(after["berserk"]["other"]["can"], false);
  EXPECT_EQ(after["berserk"]["opener"]["berserk"], false);
  // Twice is refused, and the refusals changed nothing.
  expectError(call(server->port(), "POST", path, second, berserk), 409, "no-berserk");
  auto again = call(server->port(), "GET", "/api/games/" + game, first).json();
  EXPECT_EQ(again["version"], after["version"]);
  EXPECT_EQ(again["clock"]["remaining"], after["clock"]["remaining"]);
  EXPECT_EQ(again["berserk"], after["berserk"]);

  // Durable: a kill -9 keeps the berserk and the halved clock.
  server->kill9();
  server = std::make_unique<ServerProcess>(dir.path(), beat());
  server->start();
  auto back = call(server->port(), "GET", "/api/games/" + game, first).json();
  EXPECT_EQ(back["version"], after["version"]);
  EXPECT_EQ(back["berserk"]["other"]["berserk"], true);
  EXPECT_EQ(back["clock"]["remaining"]["other"], halved);

  // Seven stones of his own, then the opener resigns. No increment for the berserker.
  const char* mine[] = {"a1", "c1", "e1", "g1", "j1", "l1", "n1"};
  const char* theirs[] = {"a15", "c15", "e15", "g15", "j15", "l15"};
  for (int i = 0; i < 7; ++i) {
    auto m = call(server->port(), "POST", path, second, {{"type", "place"}, {"point", mine[i]}});
    ASSERT_EQ(m.status, 200) << m.body;
    if (i == 0) {
      EXPECT_LE(m.json()["clock"]["remaining"]["other"].get<int64_t>(), halved);
    }
    if (i == 6) break;
    auto o = call(server->port(), "POST", path, first, {{"type", "place"}, {"point", theirs[i]}});
    ASSERT_EQ(o.status, 200) << o.body;
  }
  ASSERT_EQ(call(server->port(), "POST", path, first, {{"type", "resign"}}).status, 200);
  json scored = waitFor(server->port(), id, [&](const json& v) { return pointsOf(v, second) > 0; });
  EXPECT_EQ(pointsOf(scored, second), 3.0) << "a win is 2, the berserk point 1";
  for (const json& row : scored["standings"]) {
    if (row["publicId"] != publicIdOf(second)) continue;
    EXPECT_EQ(row["sheet"], "3b");
    EXPECT_EQ(row["berserks"], 1);
  }
}

TEST(Tournaments, AKillDuringARoundLosesNoResultAndPairsNoRoundTwice) {
  TempDir dir;
  auto server = std::make_unique<ServerProcess>(dir.path(), beat());
  server->start();
  std::vector<Player> players;
  for (int i = 0; i < 4; ++i) players.push_back(entrant(i));
  std::string id = makeEvent(server->port(), players[0],
                             {{"name", "Killed"}, {"format", "swiss"}, {"rounds", 2}});
  for (const Player& p : players)
    ASSERT_EQ(call(server->port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server->port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  json round1 = waitFor(server->port(), id, [](const json& v) { return paired(v) == 1; });
  const json& board = round1["round"]["boards"][0];
  play(server->port(), board["game"], *byPublicId(players, board["first"]),
       *byPublicId(players, board["second"]), true);
  server->kill9();
  server = std::make_unique<ServerProcess>(dir.path(), beat());
  server->start();
  json back = waitFor(server->port(), id, [](const json& v) {
    return paired(v) == 1 && v["round"]["boards"][0]["result"] != "pending";
  });
  ASSERT_EQ(paired(back), 1);
  EXPECT_EQ(back["round"]["boards"], [&] {
    json boards = round1["round"]["boards"];
    boards[0]["result"] = "first-wins";
    return boards;
  }()) << "the same boards, the result kept";
  playRound(server->port(), id, 1, players);
  playRound(server->port(), id, 2, players);
  json final = waitFor(server->port(), id, [](const json& v) { return v["status"] == "finished"; });
  EXPECT_EQ(paired(final), 2);
  auto rounds = storeQuery(dir.path(), "SELECT count(*) AS n FROM event_log WHERE event_id = '" +
                                           id + "' AND action LIKE '%\"pair\"%'");
  ASSERT_EQ(rounds.size(), 1u);
  EXPECT_EQ(rounds[0].begin()->second, "2");
}

TEST(Tournaments, APlayerWhoNeverComesToHisBoardLosesItByForfeit) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players{entrant(0), entrant(1)};
  // Two seconds: the first player's move must come in time on a loaded machine too (at 300 ms,
  // with the PostgreSQL pass beside, both players were once counted absent).
  std::string id =
      makeEvent(server.port(), players[0],
                {{"name", "No-show"}, {"format", "swiss"}, {"rounds", 1}, {"noShowMs", 2000}});
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  json round1 = waitFor(server.port(), id, [](const json& v) { return paired(v) == 1; });
  const json& b = round1["round"]["boards"][0];
  const Player* first = byPublicId(players, b["first"]);
  auto moved =
      call(server.port(), "POST", "/api/games/" + b["game"].get<std::string>() + "/actions", *first,
           {{"type", "place"}, {"point", "h8"}});
  ASSERT_EQ(moved.status, 200) << moved.body;
  json final = waitFor(server.port(), id, [](const json& v) { return v["status"] == "finished"; });
  EXPECT_EQ(final["round"]["boards"][0]["result"], "first-wins-forfeit");
  EXPECT_EQ(pointsOf(final, *first), 1.0);
  // The absent player is withdrawn (he may join again); the one who came is not.
  for (const json& p : final["players"])
    EXPECT_EQ(p["status"], p["publicId"] == publicIdOf(*first) ? "active" : "withdrawn") << p;
}

// An event's games are the players' games like any other: in "my games", on the player pages and
// in the archive (a public event's games are public games).
TEST(Tournaments, TheEventsGamesAreInMyGamesOnThePlayerPagesAndInTheArchive) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  std::vector<Player> players{entrant(0), entrant(1)};
  std::string id = makeEvent(server.port(), players[0],
                             {{"name", "Listed"}, {"format", "swiss"}, {"rounds", 1}});
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/start", players[0]).status,
            200);
  playRound(server.port(), id, 1, players);
  json final = waitFor(server.port(), id, [](const json& v) { return v["status"] == "finished"; });
  std::string game = final["round"]["boards"][0]["game"].get<std::string>();
  auto listsGame = [&](const json& games) {
    for (const json& g : games)
      if (g.value("id", "") == game) return g;
    return json();
  };
  for (const Player& p : players) {
    auto mine = call(server.port(), "GET", "/api/my-games", p);
    ASSERT_EQ(mine.status, 200) << mine.body;
    json entry = listsGame(mine.json()["games"]);
    ASSERT_TRUE(entry.is_object()) << mine.body;
    EXPECT_EQ(entry["status"], "finished") << entry;
    auto page = call(server.port(), "GET", "/api/players/" + publicIdOf(p) + "/games", Player{});
    ASSERT_EQ(page.status, 200) << page.body;
    EXPECT_TRUE(listsGame(page.json()["games"]).is_object()) << page.body;
  }
  // Archived in the same store unit as the game's end.
  auto archived = call(server.port(), "GET", "/api/archive/" + game, Player{});
  ASSERT_EQ(archived.status, 200) << archived.body;
  EXPECT_EQ(archived.json()["source"], "here") << archived.body;
}

TEST(Tournaments, TheLobbySocketFollowsOneTournamentWithItsChangesFoldedTogether) {
  TempDir dir;
  auto args = beat();
  args.insert(args.end(), {"--event-feed-ms", "300"});
  ServerProcess server(dir.path(), args);
  server.start();
  std::vector<Player> players;
  for (int i = 0; i < 4; ++i) players.push_back(entrant(i));
  std::string id = makeEvent(server.port(), players[0],
                             {{"name", "Followed"}, {"format", "swiss"}, {"rounds", 2}});
  WsClient ws(server.port(), "/api/lobby/socket");
  ws.send({{"t", "hello"}, {"d", {{"tournament", id}}}});
  auto first = ws.nextOf("tournament");
  ASSERT_TRUE(first);
  EXPECT_EQ((*first)["d"]["id"], id);
  EXPECT_TRUE((*first)["d"]["players"].empty());
  EXPECT_TRUE((*first)["d"]["you"].is_null());
  for (const Player& p : players)
    ASSERT_EQ(call(server.port(), "POST", "/api/tournaments/" + id + "/join", p).status, 200);
  // Four joins within the feed's 300 ms reach the socket in one or two frames, not four.
  int frames = 0;
  json last;
  while (last.is_null() || last["players"].size() < players.size()) {
    auto f = ws.nextOf("tournament", 3000ms);
    ASSERT_TRUE(f) << "no frame with every player";
    last = (*f)["d"];
    ++frames;
  }
  EXPECT_LE(frames, 2);
  WsClient bad(server.port(), "/api/lobby/socket");
  bad.send({{"t", "hello"}, {"d", {{"tournament", 5}}}});
  auto refused = bad.nextOf("error");
  ASSERT_TRUE(refused);
  EXPECT_EQ((*refused)["d"]["error"], "bad-request");
}

TEST(Tournaments, BadRequestsChangeNothing) {
  TempDir dir;
  ServerProcess server(dir.path(), beat());
  server.start();
  Player p = entrant(0);
  // Private: the list below must stay empty.
  std::string made = makeEvent(
      server.port(), p, {{"name", "Pages"}, {"format", "swiss"}, {"rounds", 3}, {"private", true}});
  for (std::string query : {"?page=0", "?page=x", "?round=-1", "?boards=1000000", "?page="}) {
    auto got = call(server.port(), "GET", "/api/tournaments/" + made + query, p);
    if (query == "?page=") {
      EXPECT_EQ(got.status, 200) << "an empty value is the default";
      continue;
    }
    expectError(got, 400, "bad-request");
  }
  EXPECT_TRUE(view(server.port(), made, p, "?round=4")["round"].is_null());
  expectError(call(server.port(), "POST", "/api/tournaments", Player{}, {{"name", "x"}}), 401,
              "no-player");
  auto bad = call(server.port(), "POST", "/api/tournaments", p,
                  {{"name", ""}, {"format", "swiss"}, {"rounds", 3}, {"games", GAMES}});
  EXPECT_EQ(bad.status, 400) << bad.body;
  expectError(call(server.port(), "POST", "/api/tournaments", p,
                   {{"name", "x"}, {"format", "knockout"}, {"games", GAMES}}),
              400, "bad-config");
  expectError(call(server.port(), "GET", "/api/tournaments/nosuchid", p), 404, "unknown-event");
  expectError(call(server.port(), "GET", "/api/tournaments?status=later", p), 400, "bad-request");
  auto listed = call(server.port(), "GET", "/api/tournaments", p);
  ASSERT_EQ(listed.status, 200);
  EXPECT_TRUE(listed.json()["events"].empty());
}

}  // namespace
}  // namespace renju::test
