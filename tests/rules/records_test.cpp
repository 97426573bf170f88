// Record formats: export, import, round trips, real-world variation, chunked reading.
#include "records.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

namespace renju {
namespace {

Point pt(std::string_view s) {
  return *parsePoint(s);
}

std::vector<Point> pts(std::initializer_list<std::string_view> list) {
  std::vector<Point> out;
  for (std::string_view s : list) out.push_back(s == "--" ? PASS : pt(s));
  return out;
}

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(RENJU_TEST_FIXTURES) + "/records/" + name, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A random game: distinct points, optionally a few passes, optionally times.
Record randomRecord(std::mt19937& rng, bool passes, bool times) {
  Record r;
  std::vector<int> cells(BOARD_POINTS);
  for (int i = 0; i < BOARD_POINTS; ++i) cells[i] = i;
  std::shuffle(cells.begin(), cells.end(), rng);
  int n = std::uniform_int_distribution<int>(0, 120)(rng);
  for (int i = 0; i < n; ++i) {
    if (passes && rng() % 10 == 0)
      r.moves.push_back(PASS);
    else
      r.moves.push_back(Point::fromIndex(cells[i]));
  }
  if (times) {
    for (size_t i = 0; i < r.moves.size(); ++i)
      r.timesMs.push_back(static_cast<int>(rng() % 90000) + 1);
  }
  return r;
}

// A record with every fact the game-level export carries.
Record fullRecord() {
  Record r;
  r.moves = pts({"h8", "h9", "j10", "g7", "i8", "i9", "--", "j9"});
  r.timesMs = {1200, 3400, 500, 7000, 800, 900, 100, 2500};
  r.black = "Anna [the opener]";
  r.white = "Bruno \\ Co";
  r.opening.rule = "soosorv";
  r.opening.n = 8;
  r.opening.swaps = "S-";
  r.opening.openerEndsBlack = false;
  r.opening.declared = 3;
  r.opening.offers = pts({"i8", "f9", "k11"});
  RecordedResult res;
  res.winner = Color::WHITE;
  res.reason = "foul";
  res.foulPoint = pt("j9");
  res.foulKind = ForbiddenKind::DOUBLE_THREE;
  r.result = res;
  return r;
}

// Feeding a text in small pieces gives the same records as reading it whole.
void expectChunkedReadingMatches(const std::string& text, size_t piece) {
  std::vector<Record> whole = readRecords(text);
  RecordReader reader(detectRecordFormat(text));
  std::string buffer;
  size_t pos = 0;
  std::vector<Record> pieces;
  for (size_t at = 0; at < text.size(); at += piece) {
    buffer += text.substr(at, piece);
    bool atEnd = at + piece >= text.size();
    while (std::optional<Record> r = reader.next(buffer, pos, atEnd)) pieces.push_back(*r);
    buffer.erase(0, pos);
    pos = 0;
  }
  ASSERT_EQ(pieces.size(), whole.size());
  for (size_t i = 0; i < whole.size(); ++i) EXPECT_EQ(pieces[i], whole[i]) << i;
  EXPECT_EQ(reader.count(), static_cast<int>(whole.size()));
}

TEST(RecordsTest, SgfPointsCountRowsFromTheTop) {
  EXPECT_EQ(sgfPoint(pt("h8")), "hh");
  EXPECT_EQ(sgfPoint(pt("a1")), "ao");
  EXPECT_EQ(sgfPoint(pt("o15")), "oa");
  EXPECT_EQ(sgfPoint(pt("a15")), "aa");
  EXPECT_EQ(parseSgfPoint("ao"), pt("a1"));
  EXPECT_EQ(parseSgfPoint("HH"), pt("h8"));
  EXPECT_EQ(parseSgfPoint("tt"), PASS);
  EXPECT_EQ(parseSgfPoint(""), PASS);
  EXPECT_EQ(parseSgfPoint("pa"), std::nullopt);
  EXPECT_EQ(parseSgfPoint("abc"), std::nullopt);
}

TEST(RecordsTest, DetectsTheFormatFromTheContent) {
  EXPECT_EQ(detectRecordFormat("  (;FF[4]"), RecordFormat::SGF);
  EXPECT_EQ(detectRecordFormat("\xEF\xBB\xBF<?xml version"), RecordFormat::RENJUNET);
  EXPECT_EQ(detectRecordFormat("\r\n<database>"), RecordFormat::RENJUNET);
  EXPECT_EQ(detectRecordFormat("Piskvorky 15x15, 11:11, 0\n"), RecordFormat::PSQ);
  EXPECT_EQ(detectRecordFormat("h8 h9 i8\n"), RecordFormat::PLAIN);
  EXPECT_EQ(detectRecordFormat(""), RecordFormat::PLAIN);
}

TEST(RecordsTest, PlainExportIsSpacedLowercaseWithPassesAsDashes) {
  Record r;
  r.moves = pts({"h8", "o15", "--", "a1"});
  EXPECT_EQ(writePlain(r), "h8 o15 -- a1");
}

TEST(RecordsTest, PlainImportAcceptsBothStylesAndPasses) {
  EXPECT_EQ(parsePlainRecord("H8h9I8").moves, pts({"h8", "h9", "i8"}));
  EXPECT_EQ(parsePlainRecord("h8, h9; i10 pass j8 --").moves,
            pts({"h8", "h9", "i10", "--", "j8", "--"}));
  Record bad = parsePlainRecord("h8 h9 p3 i8");
  ASSERT_TRUE(bad.error);
  EXPECT_EQ(bad.error->code, "bad-point");
  EXPECT_EQ(bad.error->message, "move 3: 'p3' is not a point of the board");
  EXPECT_EQ(bad.moves, pts({"h8", "h9"}));
  EXPECT_EQ(parsePlainRecord("h8 h16").error->message, "move 2: 'h16' is not a point of the board");
}

TEST(RecordsTest, PlainRoundTripsRandomGames) {
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    Record r = randomRecord(rng, true, false);
    std::vector<Record> back = readRecords(writePlain(r) + "\n", RecordFormat::PLAIN);
    if (r.moves.empty()) {
      EXPECT_TRUE(back.empty());  // an empty line is no game
      continue;
    }
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].moves, r.moves);
    EXPECT_FALSE(back[0].error);
  }
}

TEST(RecordsTest, SgfExportHasTheStandardHeaderAndTopLeftCoordinates) {
  Record r;
  r.moves = pts({"h8", "a1", "--"});
  EXPECT_EQ(writeSgf(r), "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[renju]\n;B[hh];W[ao];B[])\n");
}

TEST(RecordsTest, SgfKeepsOpeningFactsAndResult) {
  Record r = fullRecord();
  std::string sgf = writeSgf(r);
  EXPECT_NE(sgf.find("RU[soosorv]RN[8]OC[W]SW[S-]DN[3]FM[ih][fg][ke]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("RE[W+F]RR[foul]FK[double-three]FP[jg]"), std::string::npos) << sgf;
  EXPECT_NE(sgf.find("PB[Anna [the opener\\]]"), std::string::npos) << sgf;
  // The comment says the same in sentences, for people and programs that skip the private ones.
  EXPECT_NE(
      sgf.find("GC[Soosõrv-8. Swap decisions in order: swap, no swap. The opener plays White. "
               "3 fifth moves declared. Black offered 3 fifth moves: i8, f9, k11; White "
               "chose i8. White wins: Black played a double-three at j9.]"),
      std::string::npos)
      << sgf;
  std::vector<Record> back = readRecords(sgf);
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(back[0], r);
}

TEST(RecordsTest, SgfRoundTripsRandomGames) {
  std::mt19937 rng(11);
  for (int i = 0; i < 300; ++i) {
    Record r = randomRecord(rng, true, i % 2 == 0);
    std::vector<Record> back = readRecords(writeSgf(r));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0], r) << writeSgf(r);
  }
}

// Shapes the fuzzer found (fuzz_record_sgf): facts that are unusual together still travel.
TEST(RecordsTest, SgfRoundTripsUnusualFactCombinations) {
  for (std::string_view text : {
           "(;GM[4]OC[W];B[hh])",              // the opener's colour alone
           "(;GM[4]RE[B+]RR[aborted];B[hh])",  // a winner with the "no result" reason
           "(;GM[4]RE[Void];B[hh])",           // no result
           "(;GM[4]RE[0]RR[agreement];B[hh])",
       }) {
    std::vector<Record> first = readRecords(text);
    ASSERT_EQ(first.size(), 1u) << text;
    ASSERT_FALSE(first[0].error) << text;
    std::vector<Record> back = readRecords(writeSgf(first[0]));
    ASSERT_EQ(back.size(), 1u) << text;
    EXPECT_EQ(back[0], first[0]) << text << " -> " << writeSgf(first[0]);
  }
}

TEST(RecordsTest, SgfReadsRealWorldVariation) {
  std::vector<Record> games = readRecords(fixture("games.sgf"));
  ASSERT_EQ(games.size(), 5u);
  // Main line of the variations, names with escapes, unknown root properties kept.
  EXPECT_EQ(games[0].moves, pts({"h8", "a7", "i8", "a6", "j9", "a5", "j10", "a15", "j8", "a14"}));
  EXPECT_EQ(games[0].black, "Black Player");
  EXPECT_EQ(games[0].white, "White ] Player");
  ASSERT_TRUE(games[0].result);
  EXPECT_EQ(games[0].result->winner, Color::WHITE);
  EXPECT_EQ(games[0].opening.rule, "yamaguchi");
  ASSERT_NE(games[0].tag("GN"), nullptr);
  EXPECT_EQ(*games[0].tag("GN"), "Final, game 1");
  EXPECT_FALSE(games[0].error);
  // Lowercase properties, passes as W[] and W[tt].
  EXPECT_EQ(games[1].moves, pts({"h8", "h9", "i8", "--", "j8", "--", "--", "g9"}));
  // Setup stones and other board sizes are errors.
  ASSERT_TRUE(games[2].error);
  EXPECT_EQ(games[2].error->code, "setup-stones");
  ASSERT_TRUE(games[3].error);
  EXPECT_EQ(games[3].error->code, "board-size");
  // FF[3] long names; the same colour twice means the other passed.
  EXPECT_FALSE(games[4].error);
  EXPECT_EQ(games[4].moves, pts({"h8", "i7", "h7", "--", "h6"}));
}

TEST(RecordsTest, RenjuNetGameCarriesIdResultAndAttributes) {
  Record r = parseRenjuNetGame(
      "<game rule=\"6\" swap='R-' bresult=\"0.5\"\r\n id=\"42\" black=\"3\" white=\"4\" "
      "opening=\"3\" alt=\"51\"><move>h8 h9\r\nj10</move><info>x</info></game>");
  EXPECT_EQ(r.id, "42");
  EXPECT_EQ(r.moves, pts({"h8", "h9", "j10"}));
  ASSERT_TRUE(r.result);
  EXPECT_EQ(r.result->winner, std::nullopt);
  EXPECT_EQ(r.black, "3");
  ASSERT_NE(r.tag("rule"), nullptr);
  EXPECT_EQ(*r.tag("rule"), "6");  // the database's rule numbers stay tags
  EXPECT_EQ(*r.tag("swap"), "R-");
  EXPECT_EQ(*r.tag("alt"), "51");
  EXPECT_EQ(*r.tag("opening"), "3");
  EXPECT_FALSE(r.error);
}

TEST(RecordsTest, RenjuNetDecodesEntities) {
  Record r =
      parseRenjuNetGame("<game id=\"a&amp;b\" black=\"&#74;&#x6F;\"><move>h8&#32;h9</move></game>");
  EXPECT_EQ(r.id, "a&b");
  EXPECT_EQ(r.black, "Jo");
  EXPECT_EQ(r.moves, pts({"h8", "h9"}));
}

TEST(RecordsTest, RenjuNetRoundTripsRecordsWithTheirFacts) {
  std::mt19937 rng(5);
  std::vector<Record> games;
  for (int i = 0; i < 50; ++i) games.push_back(randomRecord(rng, false, false));
  games.push_back(fullRecord());
  games.back().timesMs.clear();  // the database keeps no move times
  games[3].id = "777";
  games[4].tags = {{"tournament", "9"}, {"round", "Final <A&B>"}};
  std::string xml = writeRenjuNet(games);
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n", 0), 0u);
  std::vector<Record> back = readRecords(xml);
  ASSERT_EQ(back.size(), games.size());
  for (size_t i = 0; i < games.size(); ++i) {
    Record want = games[i];
    if (want.id.empty()) want.id = std::to_string(i + 1);
    EXPECT_EQ(back[i], want) << writeRenjuNetGame(games[i]);
  }
}

TEST(RecordsTest, RenjuNetReadsTheFixtureDatabase) {
  std::vector<Record> games = readRecords(fixture("games.rif"));
  ASSERT_EQ(games.size(), 7u);  // <games>, <rule>, <opening> and the like are not games
  EXPECT_EQ(games[0].id, "1001");
  EXPECT_EQ(games[0].moves.size(), 9u);
  EXPECT_EQ(games[0].result->winner, Color::BLACK);
  EXPECT_EQ(games[1].id, "1002");
  EXPECT_EQ(games[1].black, "12");
  EXPECT_EQ(games[1].result->winner, Color::WHITE);
  EXPECT_EQ(games[2].id, "1003");
  EXPECT_TRUE(games[2].moves.empty());    // self-closing
  EXPECT_EQ(games[3].moves.size(), 12u);  // moves over several lines
  EXPECT_EQ(games[4].id, "");
  EXPECT_EQ(games[5].id, "W-17");
  for (const Record& g : games) EXPECT_FALSE(g.error) << g.id;
}

TEST(RecordsTest, RenjuNetSkipsGamesInsideComments) {
  std::string xml =
      "<database><!-- an old copy: <game id=\"9\"><move>h8</move></game> --><games>"
      "<game id=\"1\"><move>h8 h9</move></game><!----><game id=\"2\"/></games></database>";
  std::vector<Record> games = readRecords(xml);
  ASSERT_EQ(games.size(), 2u);
  EXPECT_EQ(games[0].id, "1");
  EXPECT_EQ(games[1].id, "2");
  for (size_t piece : {1, 2, 5, 13}) {
    SCOPED_TRACE(piece);
    expectChunkedReadingMatches(xml, piece);
  }
}

TEST(RecordsTest, PsqUsesOneBasedTopLeftCoordinatesAndTheTrailer) {
  Record r;
  r.moves = pts({"h8", "a1", "o15"});
  r.timesMs = {1500, 0, 250};
  r.black = "alpha";
  r.white = "beta";
  Result<std::string> psq = writePsq(r);
  ASSERT_TRUE(psq);
  EXPECT_EQ(*psq, "Piskvorky 15x15, 11:11, 0\n8,8,1500\n1,15,0\n15,1,250\nalpha\nbeta\n-1\n");
  Record back = parsePsqRecord(*psq);
  EXPECT_EQ(back, r);
  r.moves.push_back(PASS);
  EXPECT_FALSE(writePsq(r));
}

TEST(RecordsTest, PsqRoundTripsRandomGames) {
  std::mt19937 rng(3);
  for (int i = 0; i < 200; ++i) {
    Record r = randomRecord(rng, false, true);
    Result<std::string> psq = writePsq(r);
    ASSERT_TRUE(psq);
    std::vector<Record> back = readRecords(*psq);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0], r);
  }
}

TEST(RecordsTest, PsqReadsTheFixtureAndRejectsOtherBoards) {
  Record r = parsePsqRecord(fixture("game.psq"));
  EXPECT_FALSE(r.error);
  EXPECT_EQ(r.moves, pts({"h8", "a1", "i8", "a2", "j9", "a3", "j10", "a15", "j8"}));
  EXPECT_EQ(r.timesMs.front(), 1520);
  EXPECT_EQ(r.black, "pbrain-black.zip");
  Record big = parsePsqRecord("Piskvorky 20x20, 11:11, 0\n10,10,0\n");
  ASSERT_TRUE(big.error);
  EXPECT_EQ(big.error->code, "board-size");
  Record off = parsePsqRecord("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,3,0\n");
  ASSERT_TRUE(off.error);
  EXPECT_EQ(off.error->message, "move 2: '16,3,0' is off the board");
}

TEST(RecordsTest, ChunkedReadingMatchesWholeReading) {
  for (const char* name : {"games.rif", "games.sgf", "games.txt", "game.psq"}) {
    std::string text = fixture(name);
    ASSERT_FALSE(text.empty()) << name;
    for (size_t piece : {1, 3, 7, 64, 100000}) {
      SCOPED_TRACE(std::string(name) + " in pieces of " + std::to_string(piece));
      expectChunkedReadingMatches(text, piece);
    }
  }
}

TEST(RecordsTest, TruncatedFilesEndWithAnError) {
  std::vector<Record> xml = readRecords("<database><games><game id=\"1\"><move>h8 h9</move>");
  ASSERT_EQ(xml.size(), 1u);
  ASSERT_TRUE(xml[0].error);
  EXPECT_EQ(xml[0].error->code, "truncated");
  EXPECT_EQ(xml[0].id, "1");
  std::vector<Record> sgf = readRecords("(;FF[4]GM[4]SZ[15];B[hh];W[hg]");
  ASSERT_EQ(sgf.size(), 1u);
  ASSERT_TRUE(sgf[0].error);
  EXPECT_EQ(sgf[0].moves, pts({"h8", "h9"}));
}

}  // namespace
}  // namespace renju
