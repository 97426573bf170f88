// Every opening procedure walked along every branch: each swap point taken and declined, each
// count case, each refusal.
#include <gtest/gtest.h>

#include "game.h"
#include "game_script.h"

namespace renju::testing {
namespace {

// B h8 h10, W h9 g9 (reference section 6): mirror about row 9 is the pattern's only symmetry, so
// i8 and i10 are symmetric while row-1 points have no partner on the board.
constexpr std::string_view KANSEI = "h8 h9 h10";
constexpr std::string_view MOVE4 = "g9";
constexpr std::string_view TEN_OFFERS = "a1 b1 c1 d1 e1 f1 g1 i1 j1 k1";

GameConfig withN(Rule r, int n) {
  GameConfig c = makeConfig(r);
  c.n = n;
  return c;
}

void expectColors(const Script& g, Color opener) {
  EXPECT_EQ(g.colorOf(OPENER), opener);
  EXPECT_EQ(g.colorOf(OTHER), ~opener);
  EXPECT_EQ(g.state().seatOf(opener), OPENER);
}

// ---------------------------------------------------------------------------------------------
// standard

TEST(Standard, BlackPlaysAnywhereThenTheSeatsAlternate) {
  Script g(makeConfig(Rule::STANDARD));
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OPENER);
  expectColors(g, Color::BLACK);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::ANY);
  EXPECT_FALSE(g.allows(OTHER, ActionType::PLACE));
  EXPECT_EQ(g.refused(place(OTHER, "a1")).code, "not-your-turn");
  g.place(OPENER, "a1");
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.state().moves()[0], (Move{1, Color::BLACK, pt("a1")}));
  EXPECT_EQ(g.refused(place(OPENER, "b1")).code, "not-your-turn");
  EXPECT_EQ(g.refused(place(OTHER, "a1")).code, "occupied");
  g.place(OTHER, "o15").place(OPENER, "c3");
  EXPECT_FALSE(g.state().opening().has_value());  // not one of the 26
  EXPECT_EQ(g.state().openingLastMove(), 0);
}

TEST(Standard, NamesTheOpeningWhenTheFirstThreeStonesFormOne) {
  Script g(makeConfig(Rule::STANDARD));
  g.moves("h8 h9 j10");
  ASSERT_TRUE(g.state().opening().has_value());
  EXPECT_EQ(g.state().opening()->code, "3D");
  EXPECT_EQ(g.state().opening()->name, "Sosei");
}

TEST(Standard, HasNoSwapDeclareOrOfferAndMayPassFromTheStart) {
  Script g(makeConfig(Rule::STANDARD));
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(declare(OPENER, 2)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(offer(OPENER, "a1 b1")).code, "not-allowed-now");
  EXPECT_EQ(g.refused(choose(OPENER, "a1")).code, "not-allowed-now");
  EXPECT_TRUE(g.allows(OPENER, ActionType::PASS));
  g.pass(OPENER);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.state().nextColor(), Color::WHITE);
}

// ---------------------------------------------------------------------------------------------
// RIF

TEST(Rif, OpenerPlacesThreeStonesInTheirSquares) {
  Script g(makeConfig(Rule::RIF));
  EXPECT_EQ(g.phase(), Phase::OPENING_STONES);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::CENTER);
  EXPECT_EQ(g.refused(place(OTHER, "h8")).code, "not-your-turn");
  EXPECT_EQ(g.refused(place(OPENER, "g7")).code, "outside-region");
  EXPECT_EQ(g.refused(act(OPENER, ActionType::PASS)).code, "not-allowed-now");
  g.place(OPENER, "h8");
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R3);
  EXPECT_EQ(g.refused(place(OPENER, "h10")).code, "outside-region");
  g.place(OPENER, "h9");
  EXPECT_EQ(g.state().moves()[1].color, Color::WHITE);  // the opener places White's stone too
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R5);
  EXPECT_EQ(g.refused(place(OPENER, "k11")).code, "outside-region");
  EXPECT_EQ(g.refused(place(OPENER, "h9")).code, "occupied");
  g.place(OPENER, "h10");
  ASSERT_TRUE(g.state().opening().has_value());
  EXPECT_EQ(g.state().opening()->code, "1D");
  EXPECT_EQ(g.phase(), Phase::SWAP_OR_MOVE4);
  EXPECT_EQ(g.toMove(), OTHER);
}

TEST(Rif, SwapDeclinedByPlacingMoveFour) {
  Script g(makeConfig(Rule::RIF));
  g.moves(KANSEI);
  EXPECT_TRUE(g.allows(OTHER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OTHER, ActionType::PLACE)->region, Region::ANY);
  EXPECT_EQ(g.refused(act(OTHER, ActionType::PASS)).code, "not-allowed-now");
  g.place(OTHER, std::string(MOVE4));
  expectColors(g, Color::BLACK);
  EXPECT_EQ(g.phase(), Phase::OFFER);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 2);
  EXPECT_FALSE(g.allows(OPENER, ActionType::PLACE));
  EXPECT_EQ(g.refused(place(OPENER, "i8")).code, "not-allowed-now");
  EXPECT_EQ(g.refused(offer(OPENER, "i8")).code, "wrong-offer-count");
  EXPECT_EQ(g.refused(offer(OPENER, "i8 a1 o15")).code, "wrong-offer-count");
  EXPECT_EQ(g.refused(offer(OPENER, "i8 i10")).code, "symmetric-offer");
  EXPECT_EQ(g.refused(offer(OPENER, "h9 a1")).code, "occupied");
  Action twice = act(OPENER, ActionType::OFFER);
  twice.points = {pt("a1"), pt("a1")};
  EXPECT_EQ(g.refused(twice).code, "duplicate-offer");
  EXPECT_EQ(g.refused(offer(OTHER, "i8 a1")).code, "not-your-turn");
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  g.offer(OPENER, "i8 a1");
  EXPECT_EQ(g.phase(), Phase::CHOOSE);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.state().offers(), pts("i8 a1"));
  EXPECT_EQ(g.allowed(OTHER, ActionType::CHOOSE)->choices, pts("i8 a1"));
  EXPECT_EQ(g.refused(choose(OTHER, "b2")).code, "not-an-offer");
  EXPECT_EQ(g.refused(choose(OPENER, "i8")).code, "not-your-turn");
  EXPECT_EQ(g.refused(place(OTHER, "i8")).code, "not-allowed-now");
  g.choose(OTHER, "a1");
  EXPECT_EQ(g.state().moves()[4], (Move{5, Color::BLACK, pt("a1")}));
  ASSERT_EQ(g.lastEvents().size(), 2u);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::CHOSEN);
  EXPECT_EQ(g.lastEvents()[1].type, EventType::STONE_PLACED);
  EXPECT_EQ(g.lastEvents()[1].moveNumber, 5);
  EXPECT_TRUE(g.state().offers().empty());
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);  // White plays move 6
  EXPECT_TRUE(g.allows(OTHER, ActionType::PASS));
  g.place(OTHER, "j7");
  EXPECT_EQ(g.toMove(), OPENER);
}

TEST(Rif, SwapTakenThenTheOpenerHoldsWhite) {
  Script g(makeConfig(Rule::RIF));
  g.moves(KANSEI).swap(OTHER);
  expectColors(g, Color::WHITE);
  ASSERT_EQ(g.lastEvents().size(), 1u);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::SWAPPED);
  EXPECT_EQ(g.lastEvents()[0].seat, OTHER);
  EXPECT_EQ(g.lastEvents()[0].color, Color::WHITE);
  EXPECT_EQ(g.phase(), Phase::MOVE4);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(place(OTHER, "g9")).code, "not-your-turn");
  g.place(OPENER, "g9");
  EXPECT_EQ(g.state().moves()[3].color, Color::WHITE);
  EXPECT_EQ(g.toMove(), OTHER);
  g.offer(OTHER, "i8 a1").choose(OPENER, "i8");
  EXPECT_EQ(g.toMove(), OPENER);
  g.place(OPENER, "j7");
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.state().moves()[5].color, Color::WHITE);
}

// ---------------------------------------------------------------------------------------------
// Yamaguchi

TEST(Yamaguchi, TheOpenerDeclaresAfterMoveThree) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves(KANSEI);
  EXPECT_EQ(g.phase(), Phase::DECLARE);
  EXPECT_EQ(g.toMove(), OPENER);
  auto d = g.allowed(OPENER, ActionType::DECLARE);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->min, 1);
  EXPECT_EQ(d->max, 10);
  EXPECT_EQ(g.refused(declare(OPENER, 0)).code, "bad-count");
  EXPECT_EQ(g.refused(declare(OPENER, 11)).code, "bad-count");
  EXPECT_EQ(g.refused(declare(OTHER, 3)).code, "not-your-turn");
  EXPECT_EQ(g.refused(place(OPENER, "a1")).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-your-turn");
}

TEST(Yamaguchi, CountOneMeansBlackSimplyPlaysMoveFive) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves(KANSEI).declare(OPENER, 1);
  EXPECT_EQ(g.state().declared(), 1);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::DECLARED);
  EXPECT_EQ(g.phase(), Phase::SWAP_OR_MOVE4);
  EXPECT_EQ(g.toMove(), OTHER);
  g.place(OTHER, "g9");
  EXPECT_EQ(g.phase(), Phase::OFFER);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::ANY);
  EXPECT_FALSE(g.allows(OPENER, ActionType::OFFER));
  EXPECT_EQ(g.refused(offer(OPENER, "i8")).code, "not-allowed-now");
  g.place(OPENER, "i8");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  expectColors(g, Color::BLACK);
}

TEST(Yamaguchi, SeveralOffersAfterASwap) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves(KANSEI).declare(OPENER, 3).swap(OTHER);
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.toMove(), OPENER);
  g.place(OPENER, "g9");
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.allowed(OTHER, ActionType::OFFER)->count, 3);
  EXPECT_EQ(g.refused(offer(OTHER, "i8 a1")).code, "wrong-offer-count");
  EXPECT_EQ(g.refused(offer(OTHER, "i8 a1 i10")).code, "symmetric-offer");
  g.offer(OTHER, "i8 a1 o15").choose(OPENER, "o15");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.state().moves()[4].point, pt("o15"));
}

TEST(Yamaguchi, SeveralOffersSwapDeclined) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves(KANSEI).declare(OPENER, 10).place(OTHER, "g9");
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 10);
  g.offer(OPENER, std::string(TEN_OFFERS)).choose(OTHER, "k1");
  EXPECT_EQ(g.toMove(), OTHER);
  expectColors(g, Color::BLACK);
}

// ---------------------------------------------------------------------------------------------
// Soosorv

TEST(Soosorv, BothSwapsDeclinedSeveralOffers) {
  Script g(makeConfig(Rule::SOOSORV));
  EXPECT_EQ(g.state().config().n, 8);
  g.moves(KANSEI);
  EXPECT_EQ(g.phase(), Phase::SWAP_OR_MOVE4);
  g.place(OTHER, "g9");
  EXPECT_EQ(g.phase(), Phase::DECLARE);
  EXPECT_EQ(g.toMove(), OTHER);  // White declares, with move 4
  EXPECT_EQ(g.allowed(OTHER, ActionType::DECLARE)->max, 8);
  EXPECT_EQ(g.refused(declare(OTHER, 9)).code, "bad-count");
  EXPECT_EQ(g.refused(declare(OPENER, 2)).code, "not-your-turn");
  g.declare(OTHER, 2);
  EXPECT_EQ(g.phase(), Phase::SECOND_SWAP);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_TRUE(g.allows(OPENER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 2);
  g.offer(OPENER, "i8 a1");
  EXPECT_EQ(g.phase(), Phase::CHOOSE);
  g.choose(OTHER, "i8");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  expectColors(g, Color::BLACK);
}

TEST(Soosorv, BothSwapsTaken) {
  Script g(withN(Rule::SOOSORV, 4));
  g.moves(KANSEI).swap(OTHER);
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.phase(), Phase::MOVE4);
  g.place(OPENER, "g9");
  EXPECT_EQ(g.toMove(), OPENER);  // the new White declares
  EXPECT_EQ(g.allowed(OPENER, ActionType::DECLARE)->max, 4);
  EXPECT_EQ(g.refused(declare(OPENER, 5)).code, "bad-count");
  g.declare(OPENER, 3);
  EXPECT_EQ(g.toMove(), OTHER);  // holds Black
  g.swap(OTHER);
  expectColors(g, Color::BLACK);
  EXPECT_EQ(g.phase(), Phase::OFFER);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  g.offer(OPENER, "i8 a1 o15").choose(OTHER, "a1");
  EXPECT_EQ(g.toMove(), OTHER);
}

TEST(Soosorv, FirstSwapDeclinedSecondTaken) {
  Script g(makeConfig(Rule::SOOSORV));
  g.moves(KANSEI).place(OTHER, "g9").declare(OTHER, 2).swap(OPENER);
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.toMove(), OTHER);
  g.offer(OTHER, "i8 a1").choose(OPENER, "i8");
  EXPECT_EQ(g.toMove(), OPENER);  // White plays move 6
}

TEST(Soosorv, CountOneSecondSwapDeclinedBlackPlaysFive) {
  Script g(makeConfig(Rule::SOOSORV));
  g.moves(KANSEI).place(OTHER, "g9").declare(OTHER, 1);
  EXPECT_TRUE(g.allows(OPENER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::ANY);
  EXPECT_FALSE(g.allows(OPENER, ActionType::OFFER));
  g.place(OPENER, "i8");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
}

TEST(Soosorv, CountOneSecondSwapTakenNewBlackPlaysFive) {
  Script g(withN(Rule::SOOSORV, 1));
  g.moves(KANSEI).place(OTHER, "g9");
  EXPECT_EQ(g.allowed(OTHER, ActionType::DECLARE)->max, 1);
  g.declare(OTHER, 1).swap(OPENER);
  EXPECT_EQ(g.phase(), Phase::OFFER);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-allowed-now");
  g.place(OTHER, "i8");
  EXPECT_EQ(g.toMove(), OPENER);
  expectColors(g, Color::WHITE);
}

// ---------------------------------------------------------------------------------------------
// Taraguchi

TEST(Taraguchi, EverySwapDeclinedOptionOne) {
  Script g(makeConfig(Rule::TARAGUCHI));
  EXPECT_EQ(g.state().config().n, 10);
  EXPECT_EQ(g.phase(), Phase::TARA_MOVE);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::CENTER);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  g.place(OPENER, "h8");
  EXPECT_EQ(g.toMove(), OTHER);  // holds White, moves 2
  EXPECT_TRUE(g.allows(OTHER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OTHER, ActionType::PLACE)->region, Region::R3);
  EXPECT_EQ(g.refused(place(OTHER, "j10")).code, "outside-region");
  g.place(OTHER, "h9");
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_TRUE(g.allows(OPENER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R5);
  g.place(OPENER, "h10");
  EXPECT_EQ(g.allowed(OTHER, ActionType::PLACE)->region, Region::R7);
  EXPECT_EQ(g.refused(place(OTHER, "l12")).code, "outside-region");
  g.place(OTHER, "g9");
  EXPECT_EQ(g.phase(), Phase::TARA_OPTIONS);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_TRUE(g.allows(OPENER, ActionType::SWAP));
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R9);
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 10);
  EXPECT_EQ(g.refused(place(OPENER, "c3")).code, "outside-region");
  EXPECT_EQ(g.refused(act(OPENER, ActionType::PASS)).code, "not-allowed-now");
  g.place(OPENER, "d4");
  EXPECT_EQ(g.phase(), Phase::TARA_SWAP6);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_TRUE(g.allows(OTHER, ActionType::SWAP));
  EXPECT_TRUE(g.allows(OTHER, ActionType::PASS));
  EXPECT_EQ(g.allowed(OTHER, ActionType::PLACE)->region, Region::ANY);
  g.place(OTHER, "a1");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  expectColors(g, Color::BLACK);
}

TEST(Taraguchi, SwapBeforeMovesTwoThreeAndFour) {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.place(OPENER, "h8").swap(OTHER);  // before move 2: OTHER takes Black, the opener places 2
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.phase(), Phase::TARA_AFTER_SWAP);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.refused(act(OPENER, ActionType::SWAP)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-your-turn");
  g.place(OPENER, "h9");
  EXPECT_EQ(g.toMove(), OTHER);  // holds Black, move 3
  g.swap(OTHER);                 // before move 3
  expectColors(g, Color::BLACK);
  EXPECT_EQ(g.toMove(), OPENER);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R5);
  g.place(OPENER, "h10");
  EXPECT_EQ(g.toMove(), OTHER);  // holds White, move 4
  g.swap(OTHER);                 // before move 4
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.allowed(OPENER, ActionType::PLACE)->region, Region::R7);
  g.place(OPENER, "g9");
  EXPECT_EQ(g.phase(), Phase::TARA_OPTIONS);
  EXPECT_EQ(g.toMove(), OTHER);
  const auto& m = g.state().moves();
  EXPECT_EQ(m[0].color, Color::BLACK);
  EXPECT_EQ(m[1].color, Color::WHITE);
  EXPECT_EQ(m[2].color, Color::BLACK);
  EXPECT_EQ(m[3].color, Color::WHITE);
}

TEST(Taraguchi, OptionOneWithBothSwaps) {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.moves(std::string(KANSEI) + " g9").swap(OPENER);  // a swap here commits to option 1
  expectColors(g, Color::WHITE);
  EXPECT_EQ(g.phase(), Phase::TARA_MOVE5);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.allowed(OTHER, ActionType::PLACE)->region, Region::R9);
  EXPECT_FALSE(g.allows(OTHER, ActionType::OFFER));
  EXPECT_EQ(g.refused(offer(OTHER, std::string(TEN_OFFERS))).code, "not-allowed-now");
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-allowed-now");
  EXPECT_EQ(g.refused(place(OTHER, "a1")).code, "outside-region");
  g.place(OTHER, "i8");
  EXPECT_EQ(g.phase(), Phase::TARA_SWAP6);
  EXPECT_EQ(g.toMove(), OPENER);
  g.swap(OPENER);
  expectColors(g, Color::BLACK);
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  g.place(OTHER, "a1");
  EXPECT_EQ(g.state().moves()[5], (Move{6, Color::WHITE, pt("a1")}));
}

TEST(Taraguchi, OptionOneSixthMoveMayBeAPass) {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.moves(std::string(KANSEI) + " g9 i8").pass(OTHER);
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_TRUE(g.state().moves()[5].isPass());
  EXPECT_EQ(g.toMove(), OPENER);
}

TEST(Taraguchi, OptionTwoOffersNAndNoSwapFollows) {
  Script g(makeConfig(Rule::TARAGUCHI));
  g.moves(std::string(KANSEI) + " g9");
  EXPECT_EQ(g.refused(offer(OPENER, "a1 b1 c1 d1 e1 f1 g1 i1 j1")).code, "wrong-offer-count");
  EXPECT_EQ(g.refused(offer(OPENER, "a1 b1 c1 d1 e1 f1 g1 i1 i8 i10")).code, "symmetric-offer");
  g.offer(OPENER, std::string(TEN_OFFERS));
  EXPECT_EQ(g.phase(), Phase::CHOOSE);
  EXPECT_EQ(g.toMove(), OTHER);
  g.choose(OTHER, "c1");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-allowed-now");
  expectColors(g, Color::BLACK);
}

TEST(Taraguchi, OriginalRuleOffersFive) {
  Script g(withN(Rule::TARAGUCHI, 5));
  g.moves(std::string(KANSEI) + " g9");
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 5);
  g.swap(OPENER).place(OTHER, "e5").place(OPENER, "o15");
  EXPECT_EQ(g.toMove(), OTHER);
  expectColors(g, Color::WHITE);
}

TEST(Taraguchi, NOneTheSingleOfferIsMoveFiveAtOnce) {
  Script g(withN(Rule::TARAGUCHI, 1));
  g.moves(std::string(KANSEI) + " g9");
  EXPECT_EQ(g.allowed(OPENER, ActionType::OFFER)->count, 1);
  g.offer(OPENER, "a1");
  EXPECT_EQ(g.phase(), Phase::MAIN);
  EXPECT_EQ(g.state().moves()[4], (Move{5, Color::BLACK, pt("a1")}));
  ASSERT_EQ(g.lastEvents().size(), 2u);
  EXPECT_EQ(g.lastEvents()[0].type, EventType::OFFERED);
  EXPECT_EQ(g.lastEvents()[1].type, EventType::STONE_PLACED);
  EXPECT_EQ(g.toMove(), OTHER);
  EXPECT_EQ(g.refused(act(OTHER, ActionType::SWAP)).code, "not-allowed-now");
}

// ---------------------------------------------------------------------------------------------
// Shared facts

TEST(Procedures, PassingIsRefusedDuringEveryOpeningPhase) {
  for (Rule r : {Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI}) {
    Script g(makeConfig(r));
    int guard = 0;
    while (g.phase() != Phase::MAIN && g.phase() != Phase::TARA_SWAP6 && ++guard < 20) {
      const Seat s = *g.toMove();
      EXPECT_EQ(g.refused(act(s, ActionType::PASS)).code, "not-allowed-now") << toString(r);
      EXPECT_FALSE(g.allows(s, ActionType::PASS));
      // Walk on by the simplest allowed action.
      if (auto d = g.allowed(s, ActionType::DECLARE)) {
        g.declare(s, 2);
      } else if (g.allowed(s, ActionType::OFFER)) {
        g.offer(
            s, std::string(TEN_OFFERS)
                   .substr(0, 3 * static_cast<std::size_t>(g.allowed(s, ActionType::OFFER)->count) -
                                  1));
      } else if (auto c = g.allowed(s, ActionType::CHOOSE)) {
        g.ok(choose(s, toString(c->choices[0])));
      } else {
        const std::string_view seq[] = {"h8", "h9", "h10", "g9", "d4"};
        g.place(s, seq[g.state().moveCount()]);
      }
    }
    EXPECT_GE(g.state().moveCount(), 5) << toString(r);
  }
}

TEST(Procedures, EventsNameTheActingSeatAndTheStoneColour) {
  Script g(makeConfig(Rule::RIF));
  g.place(OPENER, "h8").place(OPENER, "h9");
  ASSERT_EQ(g.lastEvents().size(), 1u);
  const Event& e = g.lastEvents()[0];
  EXPECT_EQ(e.type, EventType::STONE_PLACED);
  EXPECT_EQ(e.seat, OPENER);
  EXPECT_EQ(e.color, Color::WHITE);
  EXPECT_EQ(e.point, pt("h9"));
  EXPECT_EQ(e.moveNumber, 2);
}

}  // namespace
}  // namespace renju::testing
