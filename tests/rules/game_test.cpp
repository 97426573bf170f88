// After the opening: fives, fouls under both modes, passes, full board, resignation, draw offers,
// takebacks, time and claims, and the end of the game.
#include <gtest/gtest.h>

#include <algorithm>

#include "forbidden.h"
#include "game.h"
#include "game_script.h"

namespace renju::testing {
namespace {

GameConfig standard(FoulMode fouls = FoulMode::REJECT, bool takebacks = false) {
  return makeConfig(Rule::STANDARD, fouls, takebacks);
}

// Black h8 i8 j9 j10 and White far away: j8 makes two open threes (h8-i8-j8, j8-j9-j10).
constexpr std::string_view DOUBLE_THREE_SETUP = "h8 a1 i8 a3 j9 a5 j10 a7";
// Black a2 b2 c2 e2 f2: d2 makes six.
constexpr std::string_view BLACK_OVERLINE_SETUP = "a2 o15 b2 o13 c2 o11 e2 o9 f2 o7";

bool listsForbidden(const GameState& s, Point p, ForbiddenKind k) {
  auto f = s.forbiddenPoints();
  return std::find(f.begin(), f.end(), std::make_pair(p, k)) != f.end();
}

// A RIF game at move 6, White (the other seat) to play.
Script rifAtMoveSix(bool takebacks = false) {
  Script g(makeConfig(Rule::RIF, FoulMode::REJECT, takebacks));
  g.moves("h8 h9 h10 g9").offer(OPENER, "i8 a1").choose(OTHER, "a1");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  return g;
}

void expectFinished(const Script& g, std::optional<Seat> winner, EndReason reason) {
  ASSERT_EQ(g.state().status(), Status::FINISHED);
  ASSERT_TRUE(g.state().result().has_value());
  const GameResult& r = *g.state().result();
  EXPECT_EQ(r.winner, winner);
  EXPECT_EQ(r.reason, reason);
  if (winner)
    EXPECT_EQ(r.winnerColor, g.colorOf(*winner));
  else
    EXPECT_FALSE(r.winnerColor.has_value());
  EXPECT_FALSE(g.state().toMove().has_value());
  EXPECT_TRUE(g.state().allowedActions(OPENER).empty());
  EXPECT_TRUE(g.state().allowedActions(OTHER).empty());
  ASSERT_FALSE(g.lastEvents().empty());
  EXPECT_EQ(g.lastEvents().back().type, EventType::FINISHED);
  EXPECT_EQ(g.lastEvents().back().result, r);
}

// ---------------------------------------------------------------------------------------------
// Fives and fouls

TEST(Game, BlackFiveWins) {
  Script g(standard());
  g.moves("a1 a15 b1 c15 c1 e15 d1 g15 e1");
  expectFinished(g, OPENER, EndReason::FIVE);
  EXPECT_EQ(g.state().result()->winnerColor, Color::BLACK);
}

TEST(Game, WhiteOverlineWins) {
  Script g(standard());
  g.moves("o15 a2 o13 b2 o11 c2 o9 e2 o7 f2 o5 d2");
  expectFinished(g, OTHER, EndReason::FIVE);
  EXPECT_EQ(g.state().result()->winnerColor, Color::WHITE);
}

TEST(Game, ForbiddenPointsAreListedWhenBlackIsToPlay) {
  Script g(standard());
  g.moves(DOUBLE_THREE_SETUP);
  ASSERT_EQ(forbiddenKind(g.state().board(), pt("j8")), ForbiddenKind::DOUBLE_THREE);
  EXPECT_TRUE(listsForbidden(g.state(), pt("j8"), ForbiddenKind::DOUBLE_THREE));
  g.place(OPENER, "o1");
  EXPECT_TRUE(g.state().forbiddenPoints().empty());  // White to play
}

TEST(Game, FoulRejectedUnderReject) {
  Script g(standard(FoulMode::REJECT));
  g.moves(DOUBLE_THREE_SETUP);
  Error e = g.refused(place(OPENER, "j8"));
  EXPECT_EQ(e.code, "forbidden");
  EXPECT_NE(e.message.find("double-three"), std::string::npos) << e.message;
  EXPECT_EQ(g.toMove(), OPENER);
}

TEST(Game, FoulLosesUnderLose) {
  Script g(standard(FoulMode::LOSE));
  g.moves(DOUBLE_THREE_SETUP).place(OPENER, "j8");
  expectFinished(g, OTHER, EndReason::FOUL);
  const GameResult& r = *g.state().result();
  EXPECT_EQ(r.foulKind, ForbiddenKind::DOUBLE_THREE);
  EXPECT_EQ(r.foulPoint, pt("j8"));
  EXPECT_EQ(g.state().moves().back().point, pt("j8"));  // the foul is played
}

TEST(Game, BlackOverlineRefusedOrLosing) {
  Script reject(standard(FoulMode::REJECT));
  reject.moves(BLACK_OVERLINE_SETUP);
  Error e = reject.refused(place(OPENER, "d2"));
  EXPECT_EQ(e.code, "forbidden");
  EXPECT_NE(e.message.find("overline"), std::string::npos);

  Script lose(standard(FoulMode::LOSE));
  lose.moves(BLACK_OVERLINE_SETUP).place(OPENER, "d2");
  expectFinished(lose, OTHER, EndReason::FOUL);
  EXPECT_EQ(lose.state().result()->foulKind, ForbiddenKind::OVERLINE);
}

// ---------------------------------------------------------------------------------------------
// Passes and the full board

TEST(Game, TwoPassesInARowDraw) {
  Script g = rifAtMoveSix();
  g.pass(OTHER);
  EXPECT_EQ(g.lastEvents().back().type, EventType::PASSED);
  EXPECT_EQ(g.state().moves().back(), (Move{6, Color::WHITE, Point{}}));
  EXPECT_EQ(g.toMove(), OPENER);
  g.place(OPENER, "o15").pass(OTHER);  // a stone between passes: play on
  EXPECT_EQ(g.state().status(), Status::PLAYING);
  g.pass(OPENER);
  expectFinished(g, std::nullopt, EndReason::TWO_PASSES);
  EXPECT_EQ(g.state().moveCount(), 9);
}

TEST(Game, FullBoardDraw) {
  // Colour (x + 2y) mod 4 < 2 black: every line alternates in runs of at most two, so neither
  // colour ever has five, and Black (placed after all of White) never has a three or a four.
  Script g(standard(FoulMode::LOSE));
  std::vector<Point> black, white;
  for (int i = 0; i < BOARD_POINTS; ++i) {
    Point p = Point::fromIndex(i);
    ((p.x + 2 * p.y) % 4 < 2 ? black : white).push_back(p);
  }
  for (Point p : white) {  // Black passes, White places
    g.pass(OPENER);
    g.ok([&] {
      Action a = act(OTHER, ActionType::PLACE);
      a.point = p;
      return a;
    }());
  }
  for (std::size_t i = 0; i < black.size(); ++i) {  // Black places, White passes
    Action a = act(OPENER, ActionType::PLACE);
    a.point = black[i];
    g.ok(a);
    if (i + 1 < black.size()) g.pass(OTHER);
    ASSERT_EQ(g.state().status(), i + 1 < black.size() ? Status::PLAYING : Status::FINISHED);
  }
  EXPECT_EQ(g.state().board().stoneCount(), BOARD_POINTS);
  expectFinished(g, std::nullopt, EndReason::FULL_BOARD);
}

// ---------------------------------------------------------------------------------------------
// Resignation, time, claims, the end

TEST(Game, ResignDuringTheOpening) {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.place(OPENER, "h8").swap(OTHER);
  EXPECT_TRUE(g.allows(OTHER, ActionType::RESIGN));  // not its turn, may still resign
  g.simple(OTHER, ActionType::RESIGN);
  expectFinished(g, OPENER, EndReason::RESIGN);
  EXPECT_EQ(g.state().result()->winnerColor, Color::WHITE);
}

TEST(Game, NothingIsAcceptedAfterTheEnd) {
  Script g(standard());
  g.simple(OPENER, ActionType::RESIGN);
  for (int t = 0; t < ACTION_TYPE_COUNT; ++t)
    for (Seat s : {OPENER, OTHER}) {
      Action a = act(s, static_cast<ActionType>(t));
      a.point = pt("h8");
      EXPECT_EQ(g.refused(a).code, "game-over") << toString(a.type);
    }
}

TEST(Game, FlagLosesOnTime) {
  Script g = rifAtMoveSix();
  g.simple(OTHER, ActionType::FLAG);
  expectFinished(g, OPENER, EndReason::TIME);
}

TEST(Game, ClaimWinAndClaimDraw) {
  Script win(makeConfig(Rule::YAMAGUCHI));
  win.place(OPENER, "h8").simple(OPENER, ActionType::CLAIM_WIN);
  expectFinished(win, OPENER, EndReason::ABANDON);

  Script draw(standard());
  draw.simple(OTHER, ActionType::CLAIM_DRAW);
  expectFinished(draw, std::nullopt, EndReason::ABANDON);
}

TEST(Game, ServerActionsAreNotListedAsAllowed) {
  Script g(standard());
  for (Seat s : {OPENER, OTHER})
    for (ActionType t : {ActionType::FLAG, ActionType::CLAIM_WIN, ActionType::CLAIM_DRAW})
      EXPECT_FALSE(g.allows(s, t));
}

// ---------------------------------------------------------------------------------------------
// Draw offers

TEST(Game, DrawOfferDeclinedThenAccepted) {
  Script g(standard());
  g.place(OPENER, "h8").simple(OPENER, ActionType::DRAW_OFFER);
  EXPECT_EQ(g.state().drawOfferBy(), OPENER);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::DRAW_OFFERED);
  EXPECT_FALSE(g.allows(OPENER, ActionType::DRAW_OFFER));
  EXPECT_FALSE(g.allows(OPENER, ActionType::DRAW_ACCEPT));
  EXPECT_TRUE(g.allows(OTHER, ActionType::DRAW_ACCEPT));
  EXPECT_TRUE(g.allows(OTHER, ActionType::DRAW_DECLINE));
  EXPECT_EQ(g.refused(act(OPENER, ActionType::DRAW_OFFER)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::DRAW_OFFER)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OPENER, ActionType::DRAW_ACCEPT)).code, "no-draw-offer");
  g.simple(OTHER, ActionType::DRAW_DECLINE);
  EXPECT_FALSE(g.state().drawOfferBy().has_value());
  EXPECT_EQ(g.lastEvents()[0].type, EventType::DRAW_DECLINED);
  EXPECT_EQ(g.refused(act(OTHER, ActionType::DRAW_ACCEPT)).code, "no-draw-offer");
  g.simple(OTHER, ActionType::DRAW_OFFER).simple(OPENER, ActionType::DRAW_ACCEPT);
  expectFinished(g, std::nullopt, EndReason::AGREEMENT);
}

TEST(Game, DrawOfferLapsesWhenTheOpponentPlaysNotWhenTheOffererDoes) {
  Script g(standard());
  g.place(OPENER, "h8").simple(OTHER, ActionType::DRAW_OFFER).place(OTHER, "a1");
  EXPECT_EQ(g.state().drawOfferBy(), OTHER);  // the offerer's own move keeps it
  g.place(OPENER, "i8");
  EXPECT_FALSE(g.state().drawOfferBy().has_value());
  EXPECT_EQ(g.lastEvents()[0].type, EventType::DRAW_LAPSED);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::DRAW_ACCEPT)).code, "no-draw-offer");
}

// ---------------------------------------------------------------------------------------------
// Takebacks

TEST(Game, TakebacksOnlyWhenTheGameAllowsThem) {
  Script g(standard());
  g.moves("h8 a1");
  EXPECT_FALSE(g.allows(OTHER, ActionType::TAKEBACK));
  EXPECT_EQ(g.refused(act(OTHER, ActionType::TAKEBACK)).code, "no-takeback");
}

TEST(Game, TakebackOfTheRequestersLastMove) {
  Script g(standard(FoulMode::REJECT, true));
  g.moves("h8 a1");
  EXPECT_TRUE(g.allows(OTHER, ActionType::TAKEBACK));
  g.simple(OTHER, ActionType::TAKEBACK);
  EXPECT_EQ(g.state().takebackRequestBy(), OTHER);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::TAKEBACK_REQUESTED);
  EXPECT_FALSE(g.allows(OTHER, ActionType::TAKEBACK));
  EXPECT_EQ(g.refused(act(OTHER, ActionType::TAKEBACK)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::TAKEBACK_ACCEPT)).code, "no-takeback-request");
  EXPECT_TRUE(g.allows(OPENER, ActionType::TAKEBACK_ACCEPT));
  g.simple(OPENER, ActionType::TAKEBACK_ACCEPT);
  EXPECT_EQ(g.state().moveCount(), 1);
  EXPECT_TRUE(g.state().board().isEmpty(pt("a1")));
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_FALSE(g.state().takebackRequestBy().has_value());
  ASSERT_EQ(g.lastEvents().size(), 1u);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::TAKEBACK_APPLIED);
  EXPECT_EQ(g.lastEvents()[0].points, pts("a1"));
  EXPECT_EQ(g.lastEvents()[0].count, 1);
}

TEST(Game, TakebackAlsoUndoesTheReply) {
  Script g(standard(FoulMode::REJECT, true));
  g.moves("h8 h9 j10");
  ASSERT_TRUE(g.state().opening().has_value());
  g.simple(OTHER, ActionType::TAKEBACK);  // White's h9 and Black's reply j10
  g.simple(OPENER, ActionType::TAKEBACK_ACCEPT);
  EXPECT_EQ(g.state().moveCount(), 1);
  EXPECT_EQ(g.lastEvents()[0].points, pts("j10 h9"));
  EXPECT_EQ(g.lastEvents()[0].count, 2);
  EXPECT_FALSE(g.state().opening().has_value());
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.state().board().stoneCount(), 1);
}

TEST(Game, TakebackDeclinedAndLapsed) {
  Script g(standard(FoulMode::REJECT, true));
  g.moves("h8 a1");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::TAKEBACK_DECLINE)).code, "no-takeback-request");
  g.simple(OTHER, ActionType::TAKEBACK).simple(OPENER, ActionType::TAKEBACK_DECLINE);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::TAKEBACK_DECLINED);
  EXPECT_EQ(g.state().moveCount(), 2);
  g.simple(OTHER, ActionType::TAKEBACK).place(OPENER, "i8");
  EXPECT_FALSE(g.state().takebackRequestBy().has_value());
  EXPECT_EQ(g.lastEvents()[0].type, EventType::TAKEBACK_LAPSED);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::TAKEBACK_ACCEPT)).code, "no-takeback-request");
}

TEST(Game, NothingToTakeBackBeforeTheFirstOwnMove) {
  Script g(standard(FoulMode::REJECT, true));
  g.place(OPENER, "h8");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::TAKEBACK)).code, "nothing-to-take-back");
}

TEST(Game, TakebackNeverReachesIntoTheOpening) {
  Script g = rifAtMoveSix(true);
  // Black's last move is the chosen fifth move: part of the procedure.
  EXPECT_FALSE(g.allows(OPENER, ActionType::TAKEBACK));
  EXPECT_EQ(g.refused(act(OPENER, ActionType::TAKEBACK)).code, "nothing-to-take-back");
  g.place(OTHER, "j7");
  // Black's move 5 plus White's reply 6: still reaches move 5.
  EXPECT_EQ(g.refused(act(OPENER, ActionType::TAKEBACK)).code, "nothing-to-take-back");
  g.simple(OTHER, ActionType::TAKEBACK).simple(OPENER, ActionType::TAKEBACK_ACCEPT);
  EXPECT_EQ(g.state().moveCount(), 5);
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
}

TEST(Game, TakebackOfAPass) {
  Script g = rifAtMoveSix(true);
  g.pass(OTHER).simple(OTHER, ActionType::TAKEBACK).simple(OPENER, ActionType::TAKEBACK_ACCEPT);
  EXPECT_EQ(g.state().moveCount(), 5);
  EXPECT_TRUE(g.lastEvents()[0].points.empty());
  EXPECT_EQ(g.lastEvents()[0].count, 1);
  // The undone pass no longer counts toward two passes in a row.
  g.place(OTHER, "j7").pass(OPENER);
  EXPECT_EQ(g.state().status(), Status::PLAYING);
}

TEST(Game, TaraguchiTakebackOfMoveSixGivesNoSecondSwapChance) {
  Script g(makeConfig(Rule::TARAGUCHI, FoulMode::REJECT, true));
  g.moves("h8 h9 h10 g9 i8 a1");
  g.simple(OTHER, ActionType::TAKEBACK).simple(OPENER, ActionType::TAKEBACK_ACCEPT);
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_FALSE(g.allows(OTHER, ActionType::SWAP));
}

// ---------------------------------------------------------------------------------------------
// Errors and messages

TEST(Game, RefusalsNameWhatIsExpected) {
  Script g(makeConfig(Rule::RIF));
  Error e = g.refused(place(OTHER, "h8"));
  EXPECT_EQ(e.code, "not-your-turn");
  EXPECT_NE(e.message.find("opener"), std::string::npos) << e.message;
  e = g.refused(place(OPENER, "a1"));
  EXPECT_NE(e.message.find("h8"), std::string::npos) << e.message;
  Action off = act(OPENER, ActionType::PLACE);  // Point{} is off the board
  EXPECT_EQ(g.refused(off).code, "bad-point");
}

TEST(Game, ReplayStopsAtTheFirstInvalidActionAndSaysWhich) {
  Script g(makeConfig(Rule::RIF));
  g.moves("h8 h9 h10");
  std::vector<Action> log = g.log();
  log.push_back(place(OPENER, "a1"));  // not the opener's turn
  log.push_back(place(OTHER, "g9"));
  ReplayResult r = replay(makeConfig(Rule::RIF), log);
  ASSERT_TRUE(r.error.has_value());
  EXPECT_EQ(r.error->index, 3u);
  EXPECT_EQ(r.error->error.code, "not-your-turn");
  EXPECT_TRUE(r.state == g.state());

  ReplayResult full = replay(makeConfig(Rule::RIF), g.log());
  EXPECT_FALSE(full.error.has_value());
  EXPECT_TRUE(full.state == g.state());
}

TEST(Game, ConfigValidation) {
  EXPECT_FALSE(validate(makeConfig(Rule::SOOSORV)));
  GameConfig c = makeConfig(Rule::TARAGUCHI);
  c.n = 0;
  ASSERT_TRUE(validate(c));
  EXPECT_EQ(validate(c)->code, "bad-config");
  c.n = 11;
  EXPECT_TRUE(validate(c));
  c.n = 1;
  EXPECT_FALSE(validate(c));
  GameConfig rif = makeConfig(Rule::RIF);
  rif.n = 8;  // ignored by rules without N
  EXPECT_FALSE(validate(rif));
  EXPECT_EQ(GameState(rif).config().n, 0);
}

TEST(Game, StringIdsRoundTrip) {
  for (int i = 0; i < ACTION_TYPE_COUNT; ++i) {
    auto t = static_cast<ActionType>(i);
    EXPECT_EQ(parseActionType(toString(t)), t);
  }
  for (Rule r : {Rule::STANDARD, Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI})
    EXPECT_EQ(parseRule(toString(r)), r);
  EXPECT_EQ(toString(Rule::SOOSORV), "soosorv");
  EXPECT_EQ(toString(ActionType::TAKEBACK_DECLINE), "takeback-decline");
  EXPECT_EQ(toString(EndReason::TWO_PASSES), "two-passes");
  EXPECT_EQ(toString(Region::R9), "9x9");
  EXPECT_FALSE(parseRule("Standard").has_value());
  EXPECT_FALSE(parseSeat("black").has_value());
}

}  // namespace
}  // namespace renju::testing
