// POST /api/analysis against the real server: positions, forbidden points, the engine's answer,
// VCF/VCT lines replayed through the rules library, bad input, the rate limit and a full queue.
#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "board.h"
#include "forbidden.h"
#include "notation.h"
#include "server_harness.h"

namespace renju::test {
namespace {

// j8 is a double-three for Black (h8 i8 j8 in row 8, j8 j9 j10 in column j); Black to move.
const std::string DOUBLE_THREE = "h8 a1 i8 a3 j9 a5 j10 a7";
// White: k8 is a four (five point l8) and an open three in column k; Black to move. White wins by
// VCF, Black has none.
const std::string WHITE_VCF = "g8 h8 a1 i8 c1 j8 a15 k9 c15 k10 e15 l4";
// White wins by threes (VCT), not by fours alone; Black to move.
const std::string WHITE_VCT = "a1 h8 b1 i8 c1 j9 a3 j10";

class AnalysisTest : public ::testing::Test {
 protected:
  void start(std::vector<std::string> extra = {}) {
    server_ = std::make_unique<ServerProcess>(dir_.path(), std::move(extra));
    server_->start();
    port_ = server_->port();
  }
  void SetUp() override { start(); }
  void TearDown() override {
    if (server_) {
      EXPECT_EQ(server_->stop(), 0);
    }
  }
  HttpResult analyse(const json& body) { return postJson(port_, "/api/analysis", body); }

  TempDir dir_;
  std::unique_ptr<ServerProcess> server_;
  uint16_t port_ = 0;
};

/// Replays `moves` and then `line` (attacker first, stones alternating from `attacker`), and
/// checks that the line ends with the attacker's five (or a foul win: White's four, a missing
/// defence, then a point forbidden for Black).
void expectWinningLine(const std::string& moves, const json& line, Color attacker) {
  ASSERT_TRUE(line.is_array() && !line.empty()) << line.dump();
  Board board;
  auto list = parseMoveList(moves);
  ASSERT_TRUE(list);
  for (size_t i = 0; i < list->size(); ++i)
    board.place((*list)[i], i % 2 == 0 ? Color::BLACK : Color::WHITE);
  Color c = attacker;
  for (size_t i = 0; i + 1 < line.size(); ++i) {
    if (line[i].is_null()) {  // Black's missing defence: the next point is forbidden for Black
      auto p = parsePoint(line[i + 1].get<std::string>());
      ASSERT_TRUE(p);
      EXPECT_NE(forbiddenKind(board, *p), ForbiddenKind::NONE);
      return;
    }
    auto p = parsePoint(line[i].get<std::string>());
    ASSERT_TRUE(p && board.isEmpty(*p)) << line.dump();
    EXPECT_FALSE(isWinningMove(board, *p, c)) << "a five before the end: " << line.dump();
    if (c == Color::BLACK) {
      EXPECT_EQ(forbiddenKind(board, *p), ForbiddenKind::NONE);
    }
    board.place(*p, c);
    c = ~c;
  }
  auto last = parsePoint(line.back().get<std::string>());
  ASSERT_TRUE(last && board.isEmpty(*last));
  EXPECT_EQ(c, attacker) << "the last stone is the attacker's";
  EXPECT_TRUE(isWinningMove(board, *last, attacker)) << line.dump();
}

TEST_F(AnalysisTest, PositionWithoutEngineWork) {
  auto r = analyse({{"moves", DOUBLE_THREE}, {"search", false}});
  ASSERT_EQ(r.status, 200) << r.body;
  json j = r.json();
  EXPECT_EQ(j["toMove"], "black");
  EXPECT_EQ(j["moves"].size(), 8u);
  EXPECT_TRUE(j["over"].is_null());
  EXPECT_TRUE(j["search"].is_null());
  EXPECT_TRUE(j["solve"].is_null());
  bool found = false;
  for (const json& f : j["forbidden"])
    if (f["point"] == "j8") found = f["kind"] == "double-three";
  EXPECT_TRUE(found) << j["forbidden"].dump();
  EXPECT_EQ(r.headers["cache-control"], "no-store");

  // An array of points and passes reads the same; a pass changes whose turn it is.
  r = analyse({{"moves", json::array({"h8", "pass", "i8"})}, {"search", false}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["toMove"], "white");
  EXPECT_EQ(r.json()["moves"], json::array({"h8", "pass", "i8"}));
}

TEST_F(AnalysisTest, RecordsInTheExportedFormats) {
  auto sgf = analyse({{"record", "(;FF[4]GM[4]SZ[15];B[hh];W[hg];B[ih])"}, {"search", false}});
  ASSERT_EQ(sgf.status, 200) << sgf.body;
  EXPECT_EQ(sgf.json()["moves"], json::array({"h8", "h9", "i8"}));
  auto xml = analyse(
      {{"record", "<game id=\"1\" rule=\"1\"><move>h8 h9 i8 i9</move></game>"}, {"search", false}});
  ASSERT_EQ(xml.status, 200) << xml.body;
  EXPECT_EQ(xml.json()["moves"].size(), 4u);
  auto plain = analyse({{"record", "h8 h9 i8\n"}, {"search", false}});
  ASSERT_EQ(plain.status, 200) << plain.body;
  EXPECT_EQ(plain.json()["toMove"], "white");
}

TEST_F(AnalysisTest, SearchGivesAMoveAndALine) {
  // Black to move must block White's 4-3: the engine sees the loss, or plays k8 (the only point
  // that stops both the four and the three at once).
  auto r = analyse({{"moves", WHITE_VCF}, {"search", {{"level", 8}, {"timeMs", 500}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  json s = r.json()["search"];
  ASSERT_TRUE(s.is_object()) << r.body;
  ASSERT_TRUE(s["best"].is_string());
  EXPECT_GE(s["depth"].get<int>(), 1);
  EXPECT_GT(s["nodes"].get<int64_t>(), 0);
  EXPECT_EQ(s["pv"][0], s["best"]);
  auto best = parsePoint(s["best"].get<std::string>());
  ASSERT_TRUE(best);
  // The best move is a legal black stone on an empty point.
  const json position = r.json();
  for (const json& m : position["moves"]) EXPECT_NE(m, s["best"]);
  for (const json& f : position["forbidden"]) EXPECT_NE(f["point"], s["best"]);

  // Black to move with a five: a proven win in one.
  r = analyse({{"moves", "h8 a1 i8 a3 j8 a5 k8 a7"}, {"search", {{"timeMs", 300}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  s = r.json()["search"];
  EXPECT_TRUE(s["mate"].get<bool>()) << r.body;
  EXPECT_EQ(s["mateIn"], 1);
  EXPECT_TRUE(s["best"] == "g8" || s["best"] == "l8") << r.body;
}

TEST_F(AnalysisTest, SolverLinesReplayToAFive) {
  auto r = analyse(
      {{"moves", WHITE_VCF}, {"search", false}, {"solve", {{"side", "white"}, {"kind", "vcf"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  json s = r.json()["solve"];
  EXPECT_EQ(s["verdict"], "win") << r.body;
  EXPECT_EQ(s["side"], "white");
  EXPECT_EQ(s["kind"], "vcf");
  EXPECT_EQ(s["line"][0], "k8");
  expectWinningLine(WHITE_VCF, s["line"], Color::WHITE);

  r = analyse({{"moves", WHITE_VCF}, {"search", false}, {"solve", {{"side", "black"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["solve"]["verdict"], "none") << r.body;

  r = analyse({{"moves", WHITE_VCT}, {"search", false}, {"solve", {{"side", "white"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["solve"]["verdict"], "none") << r.body;
  r = analyse({{"moves", WHITE_VCT},
               {"search", false},
               {"solve", {{"side", "white"}, {"kind", "vct"}, {"timeMs", 3000}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["solve"]["verdict"], "win") << r.body;
  expectWinningLine(WHITE_VCT, r.json()["solve"]["line"], Color::WHITE);
}

TEST_F(AnalysisTest, AFinishedGameNeedsNoEngine) {
  auto r = analyse({{"moves", "h8 a1 i8 a3 j8 a5 k8 a7 l8"}, {"solve", {{"side", "white"}}}});
  ASSERT_EQ(r.status, 200) << r.body;
  json j = r.json();
  EXPECT_EQ(j["over"]["winner"], "black");
  EXPECT_EQ(j["over"]["reason"], "five");
  EXPECT_EQ(j["over"]["move"], 9);
  EXPECT_TRUE(j["search"].is_null());
  EXPECT_TRUE(j["solve"].is_null());
  EXPECT_TRUE(j["forbidden"].empty());
  // Black's last stone on a forbidden point ends the game as a foul.
  r = analyse({{"moves", DOUBLE_THREE + " j8"}, {"search", false}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["over"]["reason"], "foul");
  EXPECT_EQ(r.json()["over"]["point"], "j8");
  EXPECT_EQ(r.json()["over"]["kind"], "double-three");
  EXPECT_EQ(r.json()["over"]["winner"], "white");
}

TEST_F(AnalysisTest, BadInputIsRefusedWithAClearError) {
  auto refused = [&](const json& body, const std::string& words) {
    auto r = analyse(body);
    EXPECT_EQ(r.status, 400) << body.dump() << " -> " << r.body;
    EXPECT_EQ(r.json()["error"], "bad-request") << r.body;
    EXPECT_NE(r.json()["message"].get<std::string>().find(words), std::string::npos) << r.body;
  };
  refused({{"moves", "h8 h9 h8"}}, "move 3");
  refused({{"moves", "h8 z99"}}, "z99");
  refused({{"moves", json::array({"h8", 7})}}, "string");
  refused({{"moves", 42}}, "move list");
  refused({{"moves", "h8 a1 i8 a3 j8 a5 k8 a7 l8 b1"}}, "move 10");  // after the five
  refused({{"moves", "h8 pass pass i8"}}, "moves");                  // two passes ended the game
  std::string many;
  for (int i = 0; i < 301; ++i) many += "pass ";
  refused({{"moves", many}}, "more than 300");
  refused({{"record", "(;FF[4]GM[4]SZ[15];B[hh];W[hh])"}}, "record");
  refused({{"record", "nothing here"}}, "record");
  refused({{"moves", "h8"}, {"record", "h8"}}, "either");
  refused({{"moves", "h8"}, {"search", {{"level", 9}}}}, "level");
  refused({{"moves", "h8"}, {"search", {{"timeMs", 60000}}}}, "timeMs");
  refused({{"moves", "h8"}, {"search", "deep"}}, "search");
  refused({{"moves", "h8"}, {"solve", {{"side", "red"}}}}, "side");
  refused({{"moves", "h8"}, {"solve", {{"kind", "vcx"}}}}, "kind");
  refused({{"moves", "h8"}, {"depth", 3}}, "unknown field depth");

  auto bad = httpRequest(port_, "POST", "/api/analysis", "{not json",
                         {{"Content-Type", "application/json"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"], "bad-json");
  auto get = httpRequest(port_, "GET", "/api/analysis");
  EXPECT_EQ(get.status, 405);
  EXPECT_EQ(get.headers["allow"], "POST");
}

TEST_F(AnalysisTest, EngineRequestsAreRateLimitedPerAddress) {
  server_->stop();
  start({"--analysis-rate", "0.01", "--analysis-burst", "2"});
  json body{{"moves", "h8"}, {"search", false}, {"solve", {{"timeMs", 50}}}};
  EXPECT_EQ(analyse(body).status, 200);
  EXPECT_EQ(analyse(body).status, 200);
  auto r = analyse(body);
  EXPECT_EQ(r.status, 429) << r.body;
  EXPECT_EQ(r.json()["error"], "rate-limited");
  EXPECT_GE(std::stoi(r.headers["retry-after"]), 1);
  // Reading a position costs no engine time and is not counted.
  EXPECT_EQ(analyse({{"moves", "h8"}, {"search", false}}).status, 200);
}

TEST_F(AnalysisTest, AFullQueueAnswers503AndStopStopsTheSearch) {
  server_->stop();
  start({"--engine-threads", "1", "--engine-queue", "1", "--analysis-ms", "3000"});
  // Three searches of 3 s at once: one runs, one waits, the third finds the queue full.
  json body{{"moves", "h8 h9"}, {"search", {{"timeMs", 3000}}}};
  std::vector<std::future<HttpResult>> answers;
  for (int i = 0; i < 3; ++i)
    answers.push_back(std::async(std::launch::async, [&] { return analyse(body); }));
  int busy = 0, ok = 0;
  for (auto& a : answers) {
    HttpResult r = a.get();
    if (r.status == 503) {
      ++busy;
      EXPECT_EQ(r.json()["error"], "busy") << r.body;
      EXPECT_EQ(r.headers["retry-after"], "2");
    } else {
      EXPECT_EQ(r.status, 200) << r.body;
      ++ok;
    }
  }
  EXPECT_GE(busy, 1);
  EXPECT_GE(ok, 1);

  // SIGTERM while a search runs: the search is stopped and the server exits cleanly (TearDown).
  auto running = std::async(std::launch::async, [&] { return analyse(body); });
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(server_->stop(), 0);
  server_.reset();
  try {
    running.get();  // the answer is lost with the connection, or says the server stops
  } catch (const std::exception&) {
  }
}

}  // namespace
}  // namespace renju::test
