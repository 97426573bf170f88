// `renju import` (docs/archive.md) run as a user runs it, on small files of every format, good
// and broken (tests/fixtures/archive/), into the store the servers of these tests use (SQLite,
// or PostgreSQL with RENJU_TEST_PG). What landed is read back from the database itself.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <fstream>
#include <sstream>

#include "board.h"
#include "openings.h"
#include "records.h"

#include "server_harness.h"

namespace renju::test {
namespace {

std::string fixture(const std::string& name) {
  return std::string(RENJU_TEST_FIXTURES) + "/archive/" + name;
}

struct ImportRun {
  int status = -1;
  std::string err;
};

/// `renju import <args>` into the store of `dir`, bounded to 60 s.
ImportRun import(const TempDir& dir, const std::string& args) {
  std::string target = usingPostgres() ? "--store '" + pgUrlFor(dir.path()) + "'"
                                       : "--db '" + (dir.path() / "renju.sqlite3").string() + "'";
  std::string errFile = (dir.path() / "import.err").string();
  std::string cmd = std::string("timeout 60 '") + RENJU_BINARY + "' import --quiet " + target +
                    " " + args + " 2> '" + errFile + "'";
  int raw = std::system(cmd.c_str());
  ImportRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream in(errFile);
  std::stringstream ss;
  ss << in.rdbuf();
  r.err = ss.str();
  return r;
}

int64_t archived(const TempDir& dir) {
  return std::stoll(storeQuery(dir.path(), "SELECT count(*) AS c FROM archive")[0]["c"]);
}

Row game(const TempDir& dir, const std::string& moves) {
  auto rows = storeQuery(dir.path(), "SELECT * FROM archive WHERE moves = '" + moves + "'");
  EXPECT_EQ(rows.size(), 1u) << moves;
  return rows.empty() ? Row{} : rows[0];
}

TEST(ImportTest, EveryFormatAndTwiceAddsNothing) {
  TempDir dir;
  std::string files = fixture("good.rif") + " " + fixture("good.sgf") + " " + fixture("good.psq") +
                      " " + fixture("good.txt");
  ImportRun first = import(dir, files);
  EXPECT_EQ(first.status, 0) << first.err;
  EXPECT_NE(first.err.find("6 games read: 6 added, 0 already archived, 0 skipped"),
            std::string::npos)
      << first.err;
  EXPECT_EQ(archived(dir), 6);

  Row five = game(dir, "h8 a1 i8 a2 j8 a3 k8 a4 l8");  // RenjuNet, won by a five
  EXPECT_EQ(five["source"], "import");
  EXPECT_EQ(five["rule"], "rif");
  EXPECT_EQ(five["result"], "black");
  EXPECT_EQ(five["reason"], "five");
  EXPECT_EQ(five["black_name"], "Ann");
  EXPECT_EQ(five["white_name"], "Bo");
  EXPECT_EQ(five["event"], "Archive cup");
  EXPECT_EQ(five["origin"], "good.rif");
  EXPECT_EQ(five["length"], "9");
  EXPECT_EQ(five["played_at"], "1556668800000");  // 2019-05-01 00:00 UTC
  Row sgf = game(dir, "h8 h9 i8");
  EXPECT_EQ(sgf["rule"], "soosorv");
  EXPECT_EQ(sgf["result"], "white");
  EXPECT_EQ(sgf["black_name"], "Ann");
  EXPECT_EQ(sgf["opening"], "6D");  // h8 h9 i8: Ugetsu
  Row psq = game(dir, "h8 i7 j8");
  EXPECT_EQ(psq["origin"], "good.psq");
  EXPECT_EQ(psq["result"], "");
  Row plain = game(dir, "h8 g9 h10 a1");
  EXPECT_EQ(plain["origin"], "good.txt");
  EXPECT_EQ(plain["result"], "");
  EXPECT_EQ(plain["black_name"], "");

  ImportRun again = import(dir, files);
  EXPECT_EQ(again.status, 0) << again.err;
  EXPECT_NE(again.err.find("6 games read: 0 added, 6 already archived"), std::string::npos)
      << again.err;
  EXPECT_EQ(archived(dir), 6);
}

TEST(ImportTest, ABadGameIsReportedAndSkippedWhole) {
  TempDir dir;
  ImportRun r = import(dir, fixture("broken.rif") + " " + fixture("broken.sgf") + " " +
                                fixture("broken.psq") + " " + fixture("broken.txt"));
  EXPECT_EQ(r.status, 0) << r.err;
  auto has = [&](const std::string& line) {
    EXPECT_NE(r.err.find(line), std::string::npos) << "missing: " << line << "\n" << r.err;
  };
  has("broken.rif: game 2 (id 602), move 3: skipped: occupied point h8 at move 3");
  has("broken.sgf: game 2, move 10: skipped: the game ended at move 9");
  has("broken.psq: game 1, move 3: skipped: occupied point h8 at move 3");
  has("broken.txt: game 2, move 3: skipped:");
  has("broken.txt: game 3, move 3: skipped: occupied point h8 at move 3");
  has("8 games read: 3 added, 0 already archived, 5 skipped");
  has("skipped occupied: 3");
  has("skipped after-end: 1");
  has("skipped unreadable: 1");
  // Only the good games, and nothing of the bad ones.
  EXPECT_EQ(archived(dir), 3);
  game(dir, "h8 i9 j10 g7");
  game(dir, "h8 g9 i7");
  game(dir, "h8 i7 j6");
  EXPECT_EQ(
      storeQuery(dir.path(), "SELECT count(*) AS c FROM archive WHERE moves LIKE 'h8 h9%'")[0]["c"],
      "0");
}

TEST(ImportTest, AMissingFileIsAnErrorAndTheOthersAreImported) {
  TempDir dir;
  ImportRun r = import(dir, fixture("no-such-file.rif") + " " + fixture("good.txt"));
  EXPECT_EQ(r.status, 2) << r.err;
  EXPECT_NE(r.err.find("no-such-file.rif: No such file or directory"), std::string::npos) << r.err;
  EXPECT_EQ(archived(dir), 2);
}

std::string allGood() {
  return fixture("good.rif") + " " + fixture("good.sgf") + " " + fixture("good.psq") + " " +
         fixture("good.txt");
}

std::vector<std::string> ids(const json& page) {
  std::vector<std::string> out;
  for (const json& g : page["games"]) out.push_back(g["id"].get<std::string>());
  return out;
}

TEST(ArchiveApiTest, SearchWithEachFilterAndFollowTheCursor) {
  TempDir dir;
  ASSERT_EQ(import(dir, allGood()).status, 0);
  ServerProcess server(dir.path());
  server.start();
  auto all = getJson(server.port(), "/api/archive");
  ASSERT_EQ(all.status, 200) << all.body;
  std::vector<std::string> everything = ids(all.json());
  ASSERT_EQ(everything.size(), 6u);
  EXPECT_TRUE(all.json()["next"].is_null());
  // Newest first: the SGF game of 2020 leads, the two RenjuNet games of 2019 follow.
  EXPECT_EQ(all.json()["games"][0]["playedAt"], 1577923200000);
  EXPECT_EQ(all.json()["games"][0]["moves"], json({"h8", "h9", "i8"}));

  std::vector<std::string> paged;
  std::string target = "/api/archive?limit=4";
  for (int i = 0; i < 5; ++i) {
    auto page = getJson(server.port(), target).json();
    for (const std::string& id : ids(page)) paged.push_back(id);
    if (page["next"].is_null()) break;
    target = "/api/archive?limit=4&after=" + page["next"].get<std::string>();
  }
  EXPECT_EQ(paged, everything);

  auto count = [&](const std::string& query) {
    auto r = getJson(server.port(), "/api/archive?" + query);
    EXPECT_EQ(r.status, 200) << query << " " << r.body;
    return r.json()["games"].size();
  };
  EXPECT_EQ(count("rule=rif"), 2u);
  EXPECT_EQ(count("rule=soosorv&result=white"), 1u);
  EXPECT_EQ(count("result=black"), 1u);
  EXPECT_EQ(count("reason=five"), 1u);
  EXPECT_EQ(count("opening=6D"), 1u);
  EXPECT_EQ(count("name=Ann"), 3u);
  EXPECT_EQ(count("source=import"), 6u);
  EXPECT_EQ(count("source=here"), 0u);
  EXPECT_EQ(count("from=2019-05-02"), 2u);
  EXPECT_EQ(count("from=2019-01-01&to=2019-05-01"), 1u);
  EXPECT_EQ(count("minLength=4"), 2u);
  EXPECT_EQ(count("maxLength=3"), 4u);
  for (std::string bad : {"result=purple", "from=2019-13-01", "limit=0", "limit=101", "after=x",
                          "source=elsewhere", "minLength=-1"}) {
    auto r = getJson(server.port(), "/api/archive?" + bad);
    EXPECT_EQ(r.status, 400) << bad;
    EXPECT_EQ(r.json()["error"], "bad-request") << bad;
  }

  auto one = getJson(server.port(), "/api/archive/" + everything[0]);
  EXPECT_EQ(one.status, 200);
  EXPECT_EQ(one.json(), all.json()["games"][0]);
  EXPECT_EQ(getJson(server.port(), "/api/archive/nope").status, 404);
  EXPECT_EQ(httpRequest(server.port(), "POST", "/api/archive", "{}").status, 405);
}

Board boardOf(const std::vector<Point>& moves) {
  Board b;
  for (size_t i = 0; i < moves.size(); ++i) b.place(moves[i], i % 2 ? Color::WHITE : Color::BLACK);
  return b;
}

bool sameUpToSymmetry(const Board& a, const Board& b) {
  for (int s = 0; s < 8; ++s) {
    bool same = a.stoneCount() == b.stoneCount();
    for (int i = 0; i < BOARD_POINTS && same; ++i)
      same = a.at(Point::fromIndex(i)) == b.at(transform(Point::fromIndex(i), s));
    if (same) return true;
  }
  return false;
}

TEST(ArchiveApiTest, ExplorerShowsTheNextMovesInTheOrientationOnScreen) {
  TempDir dir;
  ASSERT_EQ(import(dir, allGood()).status, 0);
  ServerProcess server(dir.path());
  server.start();
  // Every game starts at h8.
  auto root = getJson(server.port(), "/api/explorer?moves=");
  ASSERT_EQ(root.status, 200) << root.body;
  int64_t games = 0;
  json rootBody = root.json();
  for (const json& m : rootBody["moves"]) {
    EXPECT_EQ(m["move"], "h8");
    games += m["games"].get<int64_t>();
  }
  EXPECT_EQ(games, 6);

  // h8 h9 was played by the RenjuNet game 502 (then j10, White won) and the SGF game (then i8).
  // Asked as h8 g8 (the same position turned), the answers are turned too: each answer played
  // on the screen's position gives a position of one of those games.
  auto turned = getJson(server.port(), "/api/explorer?moves=h8+g8");
  ASSERT_EQ(turned.status, 200) << turned.body;
  json moves = turned.json()["moves"];
  ASSERT_EQ(moves.size(), 2u) << turned.body;
  std::vector<Board> played = {boardOf({*parsePoint("h8"), *parsePoint("h9"), *parsePoint("j10")}),
                               boardOf({*parsePoint("h8"), *parsePoint("h9"), *parsePoint("i8")})};
  for (const json& m : moves) {
    Board shown =
        boardOf({*parsePoint("h8"), *parsePoint("g8"), *parsePoint(m["move"].get<std::string>())});
    bool isJ10 = sameUpToSymmetry(shown, played[0]);
    EXPECT_TRUE(isJ10 || sameUpToSymmetry(shown, played[1])) << m;
    EXPECT_EQ(m["games"], 1);
    EXPECT_EQ(m["rule"], isJ10 ? "rif" : "soosorv");
    EXPECT_EQ(m["whiteWins"], 1);
  }
  auto rif = getJson(server.port(), "/api/explorer?moves=h8+g8&rule=rif");
  EXPECT_EQ(rif.json()["moves"].size(), 1u);
  EXPECT_EQ(getJson(server.port(), "/api/explorer?moves=h8+h8").status, 400);
  EXPECT_EQ(getJson(server.port(), "/api/explorer?moves=z9").status, 400);
}

TEST(ArchiveApiTest, RecordsDownloadInEveryFormatAndReadBack) {
  TempDir dir;
  ASSERT_EQ(import(dir, allGood()).status, 0);
  ServerProcess server(dir.path());
  server.start();
  // The RenjuNet game 501: Ann against Bo, 2019-05-01, Black's five, event "Archive cup".
  auto found = getJson(server.port(), "/api/archive?reason=five").json()["games"];
  ASSERT_EQ(found.size(), 1u);
  std::string id = found[0]["id"];
  for (std::string format : {"text", "sgf", "rif", "psq"}) {
    auto r = httpRequest(server.port(), "GET", "/api/archive/" + id + "/record?format=" + format);
    ASSERT_EQ(r.status, 200) << format << " " << r.body;
    std::vector<Record> back = readRecords(r.body);
    ASSERT_EQ(back.size(), 1u) << format << " " << r.body;
    EXPECT_EQ(back[0].moves.size(), 9u) << format;
    EXPECT_EQ(toString(back[0].moves[8]), "l8") << format;
    if (format == "text") {  // its header is comments to a reader: read it as text
      for (const char* line : {"# Black: Ann", "# White: Bo", "# Date: 2019-05-01", "# Rule: RIF"})
        EXPECT_NE(r.body.find(line), std::string::npos) << line << "\n" << r.body;
      continue;
    }
    EXPECT_EQ(back[0].black, "Ann") << format;
    if (format == "psq") continue;  // PSQ keeps moves and names only
    EXPECT_EQ(back[0].white, "Bo") << format;
    EXPECT_EQ(back[0].date, "2019-05-01") << format;
    ASSERT_TRUE(back[0].result.has_value()) << format << " " << r.body;
    EXPECT_EQ(back[0].result->winner, Color::BLACK) << format;
  }
  EXPECT_NE(httpRequest(server.port(), "GET", "/api/archive/" + id + "/record?format=sgf")
                .body.find("EV[Archive cup]"),
            std::string::npos);
  EXPECT_EQ(getJson(server.port(), "/api/archive/" + id + "/record?format=pdf").status, 400);
  EXPECT_EQ(getJson(server.port(), "/api/archive/i000000000000000/record?format=sgf").status, 404);
}

}  // namespace
}  // namespace renju::test
