#include "tiebreak.h"

#include <gtest/gtest.h>

#include <vector>

#include "berger.h"

namespace renju::pairing {
namespace {

Outcome tbMirrored(Outcome o) {
  switch (o) {
    case Outcome::WIN:
      return Outcome::LOSS;
    case Outcome::LOSS:
      return Outcome::WIN;
    case Outcome::FORFEIT_WIN:
      return Outcome::FORFEIT_LOSS;
    case Outcome::FORFEIT_LOSS:
      return Outcome::FORFEIT_WIN;
    case Outcome::UNRATED_WIN:
      return Outcome::UNRATED_LOSS;
    case Outcome::UNRATED_LOSS:
      return Outcome::UNRATED_WIN;
    default:
      return o;
  }
}

Tournament tbEmptyEvent(int players, int rounds) {
  Tournament t;
  t.totalRounds = rounds;
  for (int p = 1; p <= players; ++p) {
    Player player;
    player.rank = p;
    player.rounds.resize(rounds);
    t.players.push_back(player);
  }
  return t;
}

// `white` scores `outcome` against `black` in round r.
void tbGame(Tournament& t, int r, int white, int black, Outcome outcome) {
  t.players[white - 1].rounds[r - 1] = RoundEntry{black, Colour::WHITE, outcome};
  t.players[black - 1].rounds[r - 1] = RoundEntry{white, Colour::BLACK, tbMirrored(outcome)};
}

void tbBye(Tournament& t, int r, int player, Outcome outcome) {
  t.players[player - 1].rounds[r - 1] = RoundEntry{0, Colour::NONE, outcome};
}

// Six players, four rounds, a draw, a forfeit, a half-point bye and a pairing-allocated bye.
//   R1: 1-4 1-0, 2-5 draw, 3-6 1-0
//   R2: 6 half-point bye; 1-3 1-0, 2-4 0-1, 5 pairing-allocated bye
//   R3: 1-2 won by 1 by forfeit (+/-), 3-5 0-1, 4-6 draw
//   R4: 1-5 0-1, 2-6 0-1, 3-4 1-0
// Points (tenths): 1: 1+1+1+0 = 30; 2: .5+0+0+0 = 5; 3: 1+0+0+1 = 20; 4: 0+1+.5+0 = 15;
// 5: .5+1+1+1 = 35; 6: 0+.5+.5+1 = 20.
// The voluntarily unplayed rounds (VUR): 2's forfeit loss in R3 and 6's half-point bye in R2.
// Nobody withdrew (everyone plays again after his VUR), so every opponent counts with his own
// score: 1:30 2:5 3:20 4:15 5:35 6:20. An unplayed round is a dummy with the player's own score.
Tournament tbHandMadeEvent() {
  Tournament t = tbEmptyEvent(6, 4);
  tbGame(t, 1, 1, 4, Outcome::WIN);
  tbGame(t, 1, 2, 5, Outcome::DRAW);
  tbGame(t, 1, 3, 6, Outcome::WIN);
  tbBye(t, 2, 6, Outcome::HALF_BYE);
  tbGame(t, 2, 1, 3, Outcome::WIN);
  tbGame(t, 2, 2, 4, Outcome::LOSS);
  tbBye(t, 2, 5, Outcome::PAIRING_BYE);
  tbGame(t, 3, 1, 2, Outcome::FORFEIT_WIN);
  tbGame(t, 3, 3, 5, Outcome::LOSS);
  tbGame(t, 3, 4, 6, Outcome::DRAW);
  tbGame(t, 4, 1, 5, Outcome::LOSS);
  tbGame(t, 4, 2, 6, Outcome::LOSS);
  tbGame(t, 4, 3, 4, Outcome::WIN);
  return t;
}

TEST(TieBreak, BuchholzByHand) {
  const Tournament t = tbHandMadeEvent();
  // 1: 4 (15) + 3 (20) + forfeit win, dummy = own 30 + 5 (35) = 100
  EXPECT_EQ(buchholzTenths(t, 4, 1), 100);
  // 2: 5 (35) + 4 (15) + forfeit loss, dummy = own 5 + 6 (20) = 75
  EXPECT_EQ(buchholzTenths(t, 4, 2), 75);
  // 3: 6 (20) + 1 (30) + 5 (35) + 4 (15) = 100
  EXPECT_EQ(buchholzTenths(t, 4, 3), 100);
  // 4: 1 (30) + 2 (5) + 6 (20) + 3 (20) = 75
  EXPECT_EQ(buchholzTenths(t, 4, 4), 75);
  // 5: 2 (5) + pairing bye, dummy = own 35 + 3 (20) + 1 (30) = 90
  EXPECT_EQ(buchholzTenths(t, 4, 5), 90);
  // 6: 3 (20) + half bye, dummy = own 20 + 4 (15) + 2 (5) = 60
  EXPECT_EQ(buchholzTenths(t, 4, 6), 60);
}

TEST(TieBreak, BuchholzCut1ByHandCutsAVoluntarilyUnplayedRoundFirst) {
  const Tournament t = tbHandMadeEvent();
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 1), 85);  // 100 - 15; the forfeit win is no VUR
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 2), 70);  // 75 - 5, the forfeit loss (a VUR)
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 3), 85);  // 100 - 15
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 4), 70);  // 75 - 5
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 5), 85);  // 90 - 5; the pairing bye (35) is no VUR
  // 6: the half-point bye (20) is cut, not the least value, 2's 5: 60 - 20 = 40
  EXPECT_EQ(buchholzCut1Tenths(t, 4, 6), 40);
}

TEST(TieBreak, SonnebornBergerByHandInHundredths) {
  const Tournament t = tbHandMadeEvent();
  // 1: 4 (1.5 x 1) + 3 (2 x 1) + forfeit win, dummy 3 x 1 + loss 0 = 6.50
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 1), 650);
  // 2: draw with 5 (3.5 x .5) = 1.75, the rest lost
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 2), 175);
  // 3: 6 (2 x 1) + 4 (1.5 x 1) = 3.50
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 3), 350);
  // 4: 2 (.5 x 1) + draw with 6 (2 x .5) = 1.50
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 4), 150);
  // 5: draw with 2 (.5 x .5) + pairing bye, dummy 3.5 x 1 + 3 (2 x 1) + 1 (3 x 1) = 8.75
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 5), 875);
  // 6: half bye, dummy 2 x .5 + draw with 4 (1.5 x .5) + 2 (.5 x 1) = 2.25
  EXPECT_EQ(sonnebornBergerHundredths(t, 4, 6), 225);
}

TEST(TieBreak, WinsCountGamesWonOverTheBoardOnly) {
  const Tournament t = tbHandMadeEvent();
  EXPECT_EQ(gamesWon(t, 4, 1), 2);  // the forfeit win is not a game won
  EXPECT_EQ(gamesWon(t, 4, 2), 0);
  EXPECT_EQ(gamesWon(t, 4, 3), 2);
  EXPECT_EQ(gamesWon(t, 4, 4), 1);
  EXPECT_EQ(gamesWon(t, 4, 5), 2);  // nor the pairing-allocated bye
  EXPECT_EQ(gamesWon(t, 4, 6), 1);
}

TEST(TieBreak, EarlierRoundsCountOnlyWhatWasPlayedByThen) {
  const Tournament t = tbHandMadeEvent();
  // After R2 the scores are 1:20 2:5 3:10 4:10 5:15 6:5; 1 met 4 (10) and 3 (10).
  EXPECT_EQ(buchholzTenths(t, 2, 1), 20);
  // 6: 3 (10) + half bye, dummy = own 5.
  EXPECT_EQ(buchholzTenths(t, 2, 6), 15);
}

TEST(TieBreak, StandingsFollowPointsThenTheOrderGiven) {
  const Tournament t = tbHandMadeEvent();
  const std::vector<TieBreak> order = {TieBreak::BUCHHOLZ, TieBreak::BUCHHOLZ_CUT1,
                                       TieBreak::SONNEBORN_BERGER, TieBreak::DIRECT_ENCOUNTER,
                                       TieBreak::WINS};
  const std::vector<StandingRow> rows = standings(t, 4, order);
  // 3 and 6 tie on 2 points; BH (10.0 against 6.0) puts 3 first. DE is then computed in groups
  // of one (nobody is tied any more), which have no encounters: 0.
  const std::vector<StandingRow> expected = {
      {1, 5, 35, {90, 85, 875, 0, 2}},  {2, 1, 30, {100, 85, 650, 0, 2}},
      {3, 3, 20, {100, 85, 350, 0, 2}}, {4, 6, 20, {60, 40, 225, 0, 1}},
      {5, 4, 15, {75, 70, 150, 0, 1}},  {6, 2, 5, {75, 70, 175, 0, 0}},
  };
  EXPECT_EQ(rows, expected);
}

TEST(TieBreak, DirectEncounterAmongTheTiedPlayers) {
  const Tournament t = tbHandMadeEvent();
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> rows = standings(t, 4, order);
  // 3 beat 6 in R1: 1 point to 0 in the group {3, 6} (DE in hundredths).
  ASSERT_EQ(rows.size(), 6u);
  EXPECT_EQ(rows[2].startRank, 3);
  EXPECT_EQ(rows[2].values, std::vector<int>{100});
  EXPECT_EQ(rows[3].startRank, 6);
  EXPECT_EQ(rows[3].values, std::vector<int>{0});
  EXPECT_EQ(rows[3].rank, 4);
}

TEST(TieBreak, PlayersNoTieBreakSeparatesShareTheirRank) {
  const Tournament t = tbHandMadeEvent();
  const std::vector<StandingRow> rows = standings(t, 4, {});
  ASSERT_EQ(rows.size(), 6u);
  EXPECT_EQ(rows[2].startRank, 3);
  EXPECT_EQ(rows[3].startRank, 6);  // by starting rank
  EXPECT_EQ(rows[2].rank, 3);
  EXPECT_EQ(rows[3].rank, 3);
  EXPECT_EQ(rows[4].rank, 5);
}

// 16.3.2: the rounds a player missed after he stopped playing count as draws for his opponents.
TEST(TieBreak, AWithdrawnOpponentsMissedRoundsCountAsDraws) {
  Tournament t = tbEmptyEvent(4, 3);
  tbGame(t, 1, 1, 2, Outcome::WIN);
  tbGame(t, 1, 3, 4, Outcome::DRAW);
  tbBye(t, 2, 2, Outcome::ZERO_BYE);  // 2 does not come back
  tbGame(t, 2, 1, 3, Outcome::WIN);
  tbBye(t, 2, 4, Outcome::PAIRING_BYE);
  tbBye(t, 3, 2, Outcome::ZERO_BYE);
  tbGame(t, 3, 1, 4, Outcome::DRAW);
  tbBye(t, 3, 3, Outcome::PAIRING_BYE);
  // 1 met 2 (0 + two draws = 1.0), 3 (.5 + 0 + 1 = 1.5), 4 (.5 + 1 + .5 = 2.0): 4.5.
  EXPECT_EQ(buchholzTenths(t, 3, 1), 45);
  // 2's own BH: 1 (2.5) + two absences against a dummy of his own 0 points = 2.5; cut-1 removes
  // an absence (a VUR, 0) rather than 1's 2.5.
  EXPECT_EQ(buchholzTenths(t, 3, 2), 25);
  EXPECT_EQ(buchholzCut1Tenths(t, 3, 2), 25);
}

TEST(TieBreak, AnOpponentOutsideTheFieldCountsAsNone) {
  Tournament t = tbEmptyEvent(2, 1);
  t.players[0].rounds[0] = RoundEntry{7, Colour::WHITE, Outcome::WIN};  // there is no 7
  // 1 scored 1.0 in a round that counts as unplayed: the dummy's 1.0 in BH, 1.0 x 1 in SB.
  EXPECT_EQ(buchholzTenths(t, 1, 1), 10);
  EXPECT_EQ(sonnebornBergerHundredths(t, 1, 1), 100);
}

// Art. 6.2: when not all tied players have met, one is placed above the others only if nobody
// could have caught him by winning the games not played among them.
TEST(TieBreak, DirectEncounterWhenNotAllHaveMet) {
  Tournament t = tbEmptyEvent(6, 3);
  tbGame(t, 1, 1, 2, Outcome::WIN);
  tbGame(t, 1, 3, 6, Outcome::WIN);
  tbGame(t, 1, 4, 5, Outcome::DRAW);
  tbGame(t, 2, 1, 3, Outcome::WIN);
  tbGame(t, 2, 2, 5, Outcome::WIN);
  tbGame(t, 2, 4, 6, Outcome::LOSS);
  tbGame(t, 3, 1, 4, Outcome::LOSS);
  tbGame(t, 3, 2, 6, Outcome::WIN);
  tbGame(t, 3, 3, 5, Outcome::WIN);
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> rows = standings(t, 3, order);
  // 1, 2 and 3 have 2 points each. In the group 1 scored 2 (beat 2 and 3); 2 and 3 scored 0 and
  // have not met, so the most either could reach is 1 < 2: 1 is first. Between 2 and 3 alone
  // nothing was played and each could reach 1: DE leaves them tied, in starting-rank order.
  ASSERT_EQ(rows.size(), 6u);
  EXPECT_EQ(rows[0].startRank, 1);
  EXPECT_EQ(rows[0].rank, 1);
  EXPECT_EQ(rows[0].values, std::vector<int>{200});
  EXPECT_EQ(rows[1].startRank, 2);
  EXPECT_EQ(rows[2].startRank, 3);
  EXPECT_EQ(rows[1].rank, 2);
  EXPECT_EQ(rows[2].rank, 2);
  EXPECT_EQ(rows[1].values, std::vector<int>{0});
  EXPECT_EQ(rows[3].startRank, 4);  // 1.5 points
  EXPECT_EQ(rows[3].rank, 4);
}

// All tied players have met, and their encounter points leave two of them level: DE is applied
// again between those two alone.
TEST(TieBreak, DirectEncounterRanksALevelSubgroupAgain) {
  // Six players, a round robin on the Berger table of 6.
  Tournament t = tbEmptyEvent(6, 5);
  tbGame(t, 1, 1, 6, Outcome::LOSS);
  tbGame(t, 1, 2, 5, Outcome::WIN);
  tbGame(t, 1, 3, 4, Outcome::WIN);
  tbGame(t, 2, 6, 4, Outcome::DRAW);
  tbGame(t, 2, 5, 3, Outcome::WIN);
  tbGame(t, 2, 1, 2, Outcome::WIN);
  tbGame(t, 3, 2, 6, Outcome::LOSS);
  tbGame(t, 3, 3, 1, Outcome::DRAW);
  tbGame(t, 3, 4, 5, Outcome::WIN);
  tbGame(t, 4, 6, 5, Outcome::DRAW);
  tbGame(t, 4, 1, 4, Outcome::DRAW);
  tbGame(t, 4, 2, 3, Outcome::WIN);
  tbGame(t, 5, 3, 6, Outcome::WIN);
  tbGame(t, 5, 4, 2, Outcome::DRAW);
  tbGame(t, 5, 5, 1, Outcome::DRAW);
  // Points: 6: 1+.5+1+.5+0 = 3.0; 1: 0+1+.5+.5+.5 = 2.5; 2: 1+0+0+1+.5 = 2.5;
  // 3: 1+0+.5+0+1 = 2.5; 4: 0+.5+1+.5+.5 = 2.5; 5: 0+1+0+.5+.5 = 2.0.
  // Among {1, 2, 3, 4}: 1 beat 2, drew 3 and 4: 2.0; 2 beat 3, drew 4: 1.5; 3 beat 4, drew 1:
  // 1.5; 4 drew 1 and 2: 1.0. Between 2 and 3 alone: 2 beat 3, 1.0 to 0.
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> rows = standings(t, 5, order);
  ASSERT_EQ(rows.size(), 6u);
  const std::vector<int> byPlace = {6, 1, 2, 3, 4, 5};
  const std::vector<int> shown = {0, 200, 100, 0, 100, 0};  // from the smallest group DE ranked
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].startRank, byPlace[i]) << i;
    EXPECT_EQ(rows[i].rank, static_cast<int>(i) + 1) << i;
    EXPECT_EQ(rows[i].values, std::vector<int>{shown[i]}) << i;
  }
}

TEST(TieBreak, DirectEncounterAllMetRanksAgainWithinALevelGroup) {
  // A round robin of four where 1, 2, 3 tie on points: 1 beat 4; 2 beat 3; 3 beat 1; 4 beat 2;
  // 1-2 and 3-4 drawn. Points: 1: 1+.5+0 = 1.5, 2: .5+1+0 = 1.5, 3: 1+0+.5 = 1.5, 4: 1.5.
  Tournament t = tbEmptyEvent(4, 3);
  tbGame(t, 1, 1, 4, Outcome::WIN);
  tbGame(t, 1, 2, 3, Outcome::WIN);
  tbGame(t, 2, 4, 2, Outcome::WIN);
  tbGame(t, 2, 3, 1, Outcome::WIN);
  tbGame(t, 3, 1, 2, Outcome::DRAW);
  tbGame(t, 3, 3, 4, Outcome::DRAW);
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> rows = standings(t, 3, order);
  // Everyone tied and everyone met everyone: DE is the whole score, 1.5 each, no separation.
  ASSERT_EQ(rows.size(), 4u);
  for (const StandingRow& row : rows) {
    EXPECT_EQ(row.rank, 1);
    EXPECT_EQ(row.values, std::vector<int>{150});
  }
}

// Art. 6.1.2: a pair that met twice counts the average of its two games.
TEST(TieBreak, DirectEncounterAveragesThePairsGames) {
  // A double round robin of three (berger.h: 2-3, 3-1, 1-2, then 3-2, 2-1, 1-3; one idle a
  // round). 2 beat 3 and drew with him; 2 lost both games to 1; 3 and 1 won one each.
  Tournament t = tbEmptyEvent(3, 6);
  tbGame(t, 1, 2, 3, Outcome::WIN);
  tbGame(t, 2, 3, 1, Outcome::WIN);
  tbGame(t, 3, 1, 2, Outcome::WIN);
  tbGame(t, 4, 3, 2, Outcome::DRAW);
  tbGame(t, 5, 2, 1, Outcome::LOSS);
  tbGame(t, 6, 1, 3, Outcome::WIN);
  // Points: 1: 0+1+1+1 = 3.0; 2: 1+0+.5+0 = 1.5; 3: 0+1+.5+0 = 1.5.
  // DE between 2 and 3: (1 + .5) / 2 = 0.75 against (0 + .5) / 2 = 0.25.
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> rows = standings(t, 6, order, EventKind::ROUND_ROBIN);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[1].startRank, 2);
  EXPECT_EQ(rows[1].values, std::vector<int>{75});
  EXPECT_EQ(rows[2].startRank, 3);
  EXPECT_EQ(rows[2].values, std::vector<int>{25});
  EXPECT_EQ(rows[2].rank, 3);
}

// A round robin of four on the Berger table (berger.h), with a forfeit in round 1:
//   R1: 1-4 won by 1 by forfeit, 2-3 draw; R2: 4-3 1-0, 1-2 0-1; R3: 2-4 `last`, 3-1 1-0.
Tournament tbRoundRobin(Outcome last) {
  Tournament t = tbEmptyEvent(4, 3);
  const Result<std::vector<BergerRound>> schedule = bergerSchedule(4, false);
  const std::vector<Outcome> whiteScores = {Outcome::FORFEIT_WIN, Outcome::DRAW, Outcome::WIN,
                                            Outcome::LOSS,        last,          Outcome::WIN};
  std::size_t k = 0;
  for (std::size_t r = 0; r < schedule->size(); ++r) {
    for (const BergerPairing& p : (*schedule)[r]) {
      tbGame(t, static_cast<int>(r) + 1, p.first, p.second, whiteScores[k++]);
    }
  }
  return t;
}

// Art. 15.2: with pre-determined pairings a forfeit counts as a game against the scheduled
// opponent, not against a dummy.
TEST(TieBreak, ARoundRobinCountsAForfeitAgainstTheScheduledOpponent) {
  const Tournament t = tbRoundRobin(Outcome::DRAW);
  // Points: 1: 1+0+0 = 1.0; 2: .5+1+.5 = 2.0; 3: .5+0+1 = 1.5; 4: 0+1+.5 = 1.5.
  // 1's forfeit win over 4: in the round robin 4's 1.5 counts, in a Swiss 1's own 1.0 (dummy).
  EXPECT_EQ(sonnebornBergerHundredths(t, 3, 1, EventKind::ROUND_ROBIN), 150);  // 1.5 x 1
  EXPECT_EQ(sonnebornBergerHundredths(t, 3, 1, EventKind::SWISS), 100);        // 1.0 x 1
  EXPECT_EQ(buchholzTenths(t, 3, 1, EventKind::ROUND_ROBIN), 50);  // 4 (15) + 2 (20) + 3 (15)
  EXPECT_EQ(buchholzTenths(t, 3, 1, EventKind::SWISS), 45);        // dummy (10) + 20 + 15
  // 4's forfeit loss: 1's 1.0 in the round robin, 4's own 1.5 in a Swiss.
  EXPECT_EQ(buchholzTenths(t, 3, 4, EventKind::ROUND_ROBIN), 45);  // 1 (10) + 3 (15) + 2 (20)
  EXPECT_EQ(buchholzTenths(t, 3, 4, EventKind::SWISS), 50);        // dummy (15) + 15 + 20
  // SB of 2 has no unplayed round: .5 x 1.5 + 1 x 1.0 + .5 x 1.5 = 2.50 either way.
  EXPECT_EQ(sonnebornBergerHundredths(t, 3, 2, EventKind::ROUND_ROBIN), 250);
  EXPECT_EQ(sonnebornBergerHundredths(t, 3, 2, EventKind::SWISS), 250);
}

TEST(TieBreak, ARoundRobinCountsAForfeitAsADirectEncounter) {
  // With 2 beating 4 in R3, 1 and 4 tie on 1.0 and met only in the forfeit.
  const Tournament t = tbRoundRobin(Outcome::WIN);
  const std::vector<TieBreak> order = {TieBreak::DIRECT_ENCOUNTER};
  const std::vector<StandingRow> robin = standings(t, 3, order, EventKind::ROUND_ROBIN);
  ASSERT_EQ(robin.size(), 4u);
  EXPECT_EQ(robin[2].startRank, 1);
  EXPECT_EQ(robin[2].values, std::vector<int>{100});
  EXPECT_EQ(robin[3].startRank, 4);
  EXPECT_EQ(robin[3].rank, 4);
  // In a Swiss the forfeit is no encounter: nothing separates them and they share third place.
  const std::vector<StandingRow> swiss = standings(t, 3, order, EventKind::SWISS);
  EXPECT_EQ(swiss[2].rank, 3);
  EXPECT_EQ(swiss[3].rank, 3);
  EXPECT_EQ(swiss[2].values, std::vector<int>{0});
}

}  // namespace
}  // namespace renju::pairing
