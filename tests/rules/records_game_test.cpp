// Played games (config + action log) as records, and through every format and back.
#include "records_game.h"

#include <gtest/gtest.h>

#include <random>

#include "game_script.h"
#include "replay.h"

namespace renju {
namespace {

using namespace renju::testing;

// Every format that keeps the opening facts gives the record back unchanged.
void expectFactsSurviveExport(const Record& r) {
  std::vector<Record> sgf = readRecords(writeSgf(r));
  ASSERT_EQ(sgf.size(), 1u);
  EXPECT_EQ(sgf[0], r) << writeSgf(r);
  std::vector<Record> xml = readRecords(writeRenjuNet(std::span<const Record>(&r, 1)));
  ASSERT_EQ(xml.size(), 1u);
  Record numbered = r;
  numbered.id = "1";
  EXPECT_EQ(xml[0], numbered) << writeRenjuNetGame(r);
  Record plain = readRecords(writePlain(r) + "\n").at(0);
  EXPECT_EQ(plain.moves, r.moves);
}

TEST(RecordsGameTest, YamaguchiWithASwapOffersAndResignation) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves("h8 h9 h10").declare(OPENER, 3).swap(OTHER).place(OPENER, "g9");
  g.offer(OTHER, "i8 a1 o15")
      .choose(OPENER, "o15")
      .moves("g10 f9")
      .simple(OTHER, ActionType::RESIGN);
  Result<Record> r = recordFromGame(g.state().config(), g.log());
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(writePlain(*r), "h8 h9 h10 g9 o15 g10 f9");
  EXPECT_EQ(r->opening.rule, "yamaguchi");
  EXPECT_EQ(r->opening.swaps, "S");
  EXPECT_EQ(r->opening.declared, 3);
  EXPECT_EQ(r->opening.offers, pts("i8 a1 o15"));
  EXPECT_FALSE(r->opening.openerEndsBlack);
  ASSERT_TRUE(r->result);
  EXPECT_EQ(r->result->winner, Color::WHITE);  // the other seat holds Black and resigned
  EXPECT_EQ(r->result->reason, "resign");
  expectFactsSurviveExport(*r);
  EXPECT_NE(writeSgf(*r).find("RU[yamaguchi]OC[W]SW[S]DN[3]FM[ih][ao][oa]"), std::string::npos);
  EXPECT_NE(writeSgf(*r).find("RE[W+R]RR[resign]"), std::string::npos);
}

TEST(RecordsGameTest, SoosorvRecordsEveryDeclinedSwap) {
  Script g(makeConfig(Rule::SOOSORV));
  g.moves("h8 h9 h10").place(OTHER, "g9").declare(OTHER, 2).offer(OPENER, "i8 a1");
  g.choose(OTHER, "i8");
  Result<Record> r = recordFromGame(g.state().config(), g.log());
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->opening.rule, "soosorv");
  EXPECT_EQ(r->opening.n, 8);
  EXPECT_EQ(r->opening.swaps, "--");
  EXPECT_EQ(r->opening.declared, 2);
  EXPECT_TRUE(r->opening.openerEndsBlack);
  EXPECT_FALSE(r->result);
  expectFactsSurviveExport(*r);
}

TEST(RecordsGameTest, FoulUnderFoulsLoseKeepsKindAndPoint) {
  Script g(makeConfig(Rule::STANDARD, FoulMode::LOSE));
  g.moves("h8 a1 i8 a2 j9 a3 j10 a15 j8");
  Result<Record> r = recordFromGame(g.state().config(), g.log());
  ASSERT_TRUE(r) << r.error().message;
  ASSERT_TRUE(r->result);
  EXPECT_EQ(r->result->winner, Color::WHITE);
  EXPECT_EQ(r->result->reason, "foul");
  EXPECT_EQ(r->result->foulKind, ForbiddenKind::DOUBLE_THREE);
  EXPECT_EQ(r->result->foulPoint, pt("j8"));
  EXPECT_EQ(r->opening.swaps, "");
  expectFactsSurviveExport(*r);
  std::string xml = writeRenjuNetGame(*r);
  EXPECT_NE(xml.find("bresult=\"0\" reason=\"foul\" foul=\"double-three j8\""), std::string::npos)
      << xml;
}

TEST(RecordsGameTest, ARefusedActionIsABadLog) {
  std::vector<Action> log = {place(OPENER, "h8"), place(OPENER, "h8")};
  Result<Record> r = recordFromGame(makeConfig(Rule::STANDARD), log);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, "bad-log");
  EXPECT_EQ(r.error().message.rfind("action 1 (place by opener) is refused: ", 0), 0u)
      << r.error().message;
}

}  // namespace
}  // namespace renju

namespace renju {
namespace {

// Property: random standard games played through the game model (fouls = lose), written in each
// format and read back, replay to the result the game model reached.
TEST(RecordsGameTest, ReplayOfExportedRandomGamesAgreesWithTheGameModel) {
  std::mt19937 rng(99);
  int decided = 0, fouls = 0;
  Board board;
  for (int game = 0; game < 150; ++game) {
    GameConfig config = makeConfig(Rule::STANDARD, FoulMode::LOSE);
    GameState state(config);
    std::vector<Action> log;
    std::vector<Point> played;
    while (state.status() == Status::PLAYING && played.size() < 120) {
      // A random empty point next to the last stones keeps games dense enough to end.
      std::vector<Point> near;
      for (int i = 0; i < BOARD_POINTS; ++i) {
        Point q = Point::fromIndex(i);
        if (!state.board().isEmpty(q)) continue;
        size_t from = played.size() > 4 ? played.size() - 4 : 0;
        bool close = played.empty() && q == Point::center();
        for (size_t m = from; m < played.size(); ++m) {
          close = close || (std::abs(played[m].x - q.x) <= 1 && std::abs(played[m].y - q.y) <= 1);
        }
        if (close) near.push_back(q);
      }
      if (near.empty()) break;
      Action a;
      a.seat = *state.toMove();
      a.type = ActionType::PLACE;
      a.point = near[rng() % near.size()];
      Result<Transition> t = apply(state, a);
      ASSERT_TRUE(t) << t.error().message;
      state = t.value().state;
      log.push_back(a);
      played.push_back(a.point);
    }
    Result<Record> r = recordFromGame(config, log);
    ASSERT_TRUE(r);
    Result<std::string> psq = writePsq(*r);
    ASSERT_TRUE(psq);
    for (const std::string& text : {writePlain(*r) + "\n", writeSgf(*r),
                                    writeRenjuNet(std::span<const Record>(&*r, 1)), *psq}) {
      std::vector<Record> back = readRecords(text);
      ASSERT_EQ(back.size(), played.empty() ? 0u : 1u) << text;
      if (back.empty()) continue;
      ReplayOutcome o = replayRecord(back[0], board);
      EXPECT_FALSE(o.error) << text;
      EXPECT_EQ(o.moves, state.moveCount());
      const std::optional<GameResult>& g = state.result();
      if (!g) {
        EXPECT_EQ(o.winner, std::nullopt) << text;
        continue;
      }
      EXPECT_EQ(o.winner, g->winnerColor) << text;
      if (g->reason == EndReason::FOUL) {
        EXPECT_EQ(o.reason, ReplayReason::FOUL);
        EXPECT_EQ(o.foulKind, g->foulKind);
        EXPECT_EQ(o.foulPoint, g->foulPoint);
        EXPECT_EQ(o.foulMove, state.moveCount());
      } else {
        EXPECT_EQ(g->reason, EndReason::FIVE);
        EXPECT_TRUE(o.reason == ReplayReason::FIVE || o.reason == ReplayReason::OVERLINE);
      }
    }
    decided += state.result().has_value();
    fouls += state.result() && state.result()->reason == EndReason::FOUL;
  }
  // The generator must reach both kinds of ending, or the test checks little.
  EXPECT_GT(decided, 50);
  EXPECT_GT(fouls, 3);
}

}  // namespace
}  // namespace renju
