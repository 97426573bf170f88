// The event model and its pairing (docs/tournaments.md, "Events"): registration, the start's
// starting ranks, the fold's refusals, a Swiss paired round by round with a bye, a withdrawal, a
// half-point bye and a late entry, the round robins from the Berger tables, the TRF and the
// standings.
#include <gtest/gtest.h>

#include "berger.h"
#include "events/event_model.h"
#include "events/event_pairing.h"
#include "trf.h"

namespace renju::test {
namespace {

using namespace renju::server;
using namespace renju::server::events;

EventConfig eventConfig(EventFormat format, int rounds = 0) {
  EventConfig c;
  c.name = "Spring open";
  c.format = format;
  c.rounds = rounds;
  c.tieBreaks = {pairing::TieBreak::BUCHHOLZ_CUT1, pairing::TieBreak::BUCHHOLZ};
  return c;
}

// Applies `action`, which must apply.
void must(EventState& s, const EventAction& action) {
  auto next = applyAction(s, action);
  ASSERT_TRUE(next.ok()) << next.error().code << ": " << next.error().message;
  s = std::move(next).value();
}

// The wire code of the error that refuses `action`; the state must be left as it was.
std::string refusal(const EventState& s, const EventAction& action) {
  auto next = applyAction(s, action);
  return next.ok() ? "applied" : next.error().code;
}

// An event of `format` with `players` players "p1".. rated 2000, 1990, ...
EventState eventWith(EventFormat format, int players, int rounds = 0) {
  auto s = newEvent(eventConfig(format, rounds));
  EXPECT_TRUE(s.ok());
  EventState state = std::move(s).value();
  for (int i = 1; i <= players; ++i)
    must(state,
         action::Join{"p" + std::to_string(i), "Player " + std::to_string(i), 2010 - 10 * i});
  return state;
}

// Pairs the next round as the host would, with game ids "g<round>-<board>".
EventRound pairNext(EventState& s) {
  auto boards = nextRound(s);
  EXPECT_TRUE(boards.ok()) << boards.error().code << ": " << boards.error().message;
  EventRound round = boards.ok() ? *boards : EventRound{};
  int n = static_cast<int>(s.rounds.size()) + 1;
  for (size_t i = 0; i < round.size(); ++i)
    if (round[i].second != 0 && round[i].result == BoardResult::PENDING)
      round[i].gameId = "g" + std::to_string(n) + "-" + std::to_string(i + 1);
  must(s, action::PairRound{n, round});
  return round;
}

// Ends every board still in play of the last round: the first player wins.
void firstWinsAll(EventState& s) {
  int n = static_cast<int>(s.rounds.size());
  for (size_t i = 0; i < s.rounds.back().size(); ++i)
    if (s.rounds.back()[i].result == BoardResult::PENDING)
      must(s, action::SetResult{n, static_cast<int>(i) + 1, BoardResult::FIRST_WINS});
}

std::vector<std::pair<int, int>> pairsOf(const EventRound& round) {
  std::vector<std::pair<int, int>> out;
  for (const EventBoard& b : round) out.emplace_back(b.first, b.second);
  return out;
}

using Pairs = std::vector<std::pair<int, int>>;

TEST(EventModel, ANewEventNeedsANameAndASwissItsRounds) {
  EXPECT_TRUE(newEvent(eventConfig(EventFormat::SWISS, 5)).ok());
  EXPECT_TRUE(newEvent(eventConfig(EventFormat::ROUND_ROBIN)).ok());
  EXPECT_EQ(newEvent(eventConfig(EventFormat::SWISS, 0)).error().code, "bad-config");
  EXPECT_EQ(newEvent(eventConfig(EventFormat::SWISS, 100)).error().code, "bad-config");
  EventConfig unnamed = eventConfig(EventFormat::SWISS, 3);
  unnamed.name.clear();
  EXPECT_EQ(newEvent(unnamed).error().code, "bad-config");
  EXPECT_EQ(formatFromName("double-round-robin"), EventFormat::DOUBLE_ROUND_ROBIN);
  EXPECT_EQ(formatFromName("arena"), EventFormat::ARENA);
  EXPECT_EQ(formatFromName("blitz"), std::nullopt);
  // An arena has no rounds: arena_model.h makes it.
  EXPECT_EQ(newEvent(eventConfig(EventFormat::ARENA)).error().code, "bad-config");
}

TEST(EventModel, RegistrationKeepsOneEntryAKeyAndTheLimit) {
  EventConfig c = eventConfig(EventFormat::SWISS, 3);
  c.playerLimit = 2;
  EventState s = *newEvent(c);
  must(s, action::Join{"a", "Ana", 1500});
  EXPECT_EQ(refusal(s, action::Join{"a", "Ana", 1500}), "already-entered");
  must(s, action::Join{"b", "Bia", 1600});
  EXPECT_EQ(refusal(s, action::Join{"c", "Caio", 1700}), "event-full");
  // Before the start a withdrawal forgets the entry, and frees its place.
  must(s, action::Withdraw{"a"});
  EXPECT_EQ(findEntrant(s, "a"), nullptr);
  EXPECT_EQ(refusal(s, action::Withdraw{"a"}), "not-entered");
  must(s, action::Join{"c", "Caio", 1700});
  EXPECT_EQ(s.entrants.size(), 2u);
}

TEST(EventModel, TheStartRanksByRatingThenByEntry) {
  EventState s = *newEvent(eventConfig(EventFormat::SWISS, 3));
  EXPECT_EQ(refusal(s, action::Start{}), "too-few-players");
  must(s, action::Join{"a", "Ana", 1500});
  must(s, action::Join{"b", "Bia", 1700});
  must(s, action::Join{"c", "Caio", 1500});
  must(s, action::Join{"d", "Davi", 1600});
  must(s, action::Pause{"d"});  // left out at the start: not ranked, not in the event
  must(s, action::Start{false});
  EXPECT_EQ(s.phase, EventPhase::RUNNING);
  EXPECT_FALSE(s.topSeedOpens);
  ASSERT_EQ(s.entrants.size(), 3u);
  EXPECT_EQ(findEntrant(s, "b")->rank, 1);
  EXPECT_EQ(findEntrant(s, "a")->rank, 2);
  EXPECT_EQ(findEntrant(s, "c")->rank, 3);
  EXPECT_EQ(refusal(s, action::Start{}), "event-started");
}

TEST(EventModel, TheFoldRefusesWhatDoesNotApply) {
  EventState s = eventWith(EventFormat::SWISS, 4, 2);
  EXPECT_EQ(refusal(s, action::PairRound{1, {}}), "event-not-running");
  EXPECT_EQ(nextRound(s).error().code, "event-not-running");
  must(s, action::Start{});
  EXPECT_EQ(refusal(s, action::PairRound{2, {}}), "bad-round");
  EXPECT_EQ(refusal(s,
                    action::PairRound{
                        1, {{1, 2, "", BoardResult::PENDING}, {2, 3, "", BoardResult::PENDING}}}),
            "bad-pairing");
  EXPECT_EQ(refusal(s, action::PairRound{1, {{1, 9, "", BoardResult::PENDING}}}), "bad-pairing");
  EXPECT_EQ(refusal(s, action::PairRound{1, {{1, 0, "", BoardResult::PENDING}}}), "bad-pairing");
  pairNext(s);
  EXPECT_EQ(refusal(s, action::PairRound{2, {}}), "round-not-finished");
  EXPECT_EQ(nextRound(s).error().code, "round-not-finished");
  EXPECT_EQ(refusal(s, action::SetResult{1, 3, BoardResult::DRAW}), "bad-round");
  EXPECT_EQ(refusal(s, action::SetResult{2, 1, BoardResult::DRAW}), "bad-round");
  EXPECT_EQ(refusal(s, action::SetResult{1, 1, BoardResult::BYE}), "bad-request");
  must(s, action::SetResult{1, 1, BoardResult::DRAW});
  EXPECT_EQ(refusal(s, action::SetResult{1, 1, BoardResult::FIRST_WINS}), "game-over");
  EXPECT_EQ(refusal(s, action::HalfBye{"p1", 1}), "bad-round");
  EXPECT_EQ(refusal(s, action::HalfBye{"p1", 3}), "bad-round");
  EXPECT_EQ(refusal(s, action::HalfBye{"nobody", 2}), "not-entered");
  must(s, action::Remove{"p4"});
  EXPECT_EQ(refusal(s, action::Join{"p4", "Player 4", 1970}), "removed");
  must(s, action::End{});
  EXPECT_EQ(refusal(s, action::Join{"p5", "Player 5", 1500}), "event-over");
  EXPECT_EQ(refusal(s, action::End{}), "event-over");
}

TEST(EventModel, ASwissRoundOneIsTopHalfAgainstBottomHalfWithColoursAlternating) {
  EventState s = eventWith(EventFormat::SWISS, 6, 3);
  must(s, action::Start{true});
  // FIDE Dutch round 1: S1 = 1-3 against S2 = 4-6; rank 1 opens, then colours alternate.
  EXPECT_EQ(pairsOf(pairNext(s)), (Pairs{{1, 4}, {5, 2}, {3, 6}}));
}

TEST(EventModel, ASwissOfFiveGivesTheByeAndPairsScoreGroups) {
  EventState s = eventWith(EventFormat::SWISS, 5, 3);
  must(s, action::Start{true});
  EventRound r1 = pairNext(s);
  // The bye goes to the lowest ranked: rank 5, a board of its own, listed last.
  ASSERT_EQ(r1.size(), 3u);
  EXPECT_EQ(r1.back(), (EventBoard{5, 0, "", BoardResult::BYE}));
  EXPECT_EQ(r1[0].gameId, "g1-1");
  firstWinsAll(s);
  EXPECT_TRUE(roundComplete(s, 1));
  EventRound r2 = pairNext(s);
  // Nobody meets the same opponent twice, and the bye goes to someone else.
  for (const EventBoard& b : r2) {
    for (const EventBoard& a : r1)
      EXPECT_FALSE(a.second != 0 && ((a.first == b.first && a.second == b.second) ||
                                     (a.first == b.second && a.second == b.first)));
    if (b.second == 0) {
      EXPECT_NE(b.first, 5);
    }
  }
}

TEST(EventModel, AWithdrawalAHalfByeAndALateEntryAreSeenByTheNextRound) {
  EventState s = eventWith(EventFormat::SWISS, 6, 4);
  must(s, action::Start{true});
  must(s, action::HalfBye{"p2", 2});
  pairNext(s);
  firstWinsAll(s);
  must(s, action::Withdraw{"p6"});
  must(s, action::Join{"p7", "Player 7", 2100});
  EXPECT_EQ(findEntrant(s, "p7")->rank, 7);  // the next pairing number, whatever the rating
  EventRound r2 = pairNext(s);
  for (const EventBoard& b : r2) {
    EXPECT_NE(b.first, 2);
    EXPECT_NE(b.second, 2);
    EXPECT_NE(b.first, 6);
    EXPECT_NE(b.second, 6);
  }
  firstWinsAll(s);
  pairing::Tournament t = toTournament(s, 2);
  ASSERT_EQ(t.players.size(), 7u);
  // p2: lost round 1 with Black to rank 5 (rank 1 against 4, 5 against 2, 3 against 6), then
  // the half-point bye it asked for.
  EXPECT_EQ(t.players[1].rounds[0],
            (pairing::RoundEntry{5, pairing::Colour::BLACK, pairing::Outcome::LOSS}));
  EXPECT_EQ(t.players[1].rounds[1].outcome, pairing::Outcome::HALF_BYE);
  EXPECT_EQ(t.players[1].pointsTenths, 5);
  // p6 withdrawn: absent in round 2; p7 not yet entered in round 1.
  EXPECT_EQ(t.players[5].rounds[1].outcome, pairing::Outcome::ZERO_BYE);
  EXPECT_EQ(t.players[6].rounds[0].outcome, pairing::Outcome::ZERO_BYE);
  EXPECT_NE(t.players[6].rounds[1].opponent, 0);
  // A withdrawn player may come back to a Swiss and is paired again.
  must(s, action::Join{"p6", "Player 6", 1950});
  bool paired = false;
  for (const EventBoard& b : pairNext(s)) paired = paired || b.first == 6 || b.second == 6;
  EXPECT_TRUE(paired);
}

TEST(EventModel, TheTrfHoldsTheCompleteRoundsAndReadsBack) {
  EventState s = eventWith(EventFormat::SWISS, 4, 3);
  must(s, action::Start{false});
  pairNext(s);
  must(s, action::SetResult{1, 1, BoardResult::DRAW});
  must(s, action::SetResult{1, 2, BoardResult::SECOND_WINS_FORFEIT});
  pairNext(s);  // round 2 in play: not in the TRF yet
  EXPECT_EQ(completeRounds(s), 1);
  std::string trf = eventTrf(s);
  EXPECT_NE(trf.find("XXR 3"), std::string::npos) << trf;
  EXPECT_NE(trf.find("XXC black1"), std::string::npos) << trf;
  auto back = pairing::parseTrf(trf);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(*back, toTournament(s, 1));
  for (const auto& p : back->players) EXPECT_EQ(p.rounds.size(), 1u);
}

TEST(EventModel, StandingsCountPointsThenTheEventsTieBreaks) {
  EventState s = eventWith(EventFormat::SWISS, 4, 2);
  must(s, action::Start{true});
  pairNext(s);  // 1-3, 4-2
  firstWinsAll(s);
  auto rows = eventStandings(s);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].pointsTenths, 10);
  EXPECT_EQ(rows[1].pointsTenths, 10);
  EXPECT_EQ(rows[2].pointsTenths, 0);
  EXPECT_EQ(rows[0].values.size(), 2u);  // BH-C1, BH
}

TEST(EventModel, ARoundRobinFollowsTheBergerTables) {
  EventState s = eventWith(EventFormat::ROUND_ROBIN, 4);
  must(s, action::Start{true});
  EXPECT_EQ(s.totalRounds, 3);
  EXPECT_EQ(refusal(s, action::Join{"p9", "Late", 1500}), "event-started");
  EXPECT_EQ(refusal(s, action::HalfBye{"p1", 2}), "bad-request");
  auto table = *pairing::bergerSchedule(4, false);
  for (int r = 1; r <= 3; ++r) {
    EventRound round = pairNext(s);
    ASSERT_EQ(round.size(), table[static_cast<size_t>(r - 1)].size());
    for (size_t i = 0; i < round.size(); ++i) {
      EXPECT_EQ(round[i].first, table[static_cast<size_t>(r - 1)][i].first);
      EXPECT_EQ(round[i].second, table[static_cast<size_t>(r - 1)][i].second);
    }
    firstWinsAll(s);
  }
  EXPECT_EQ(nextRound(s).error().code, "bad-round");
}

TEST(EventModel, ARoundRobinForfeitsTheGamesOfAPlayerWhoLeft) {
  EventState s = eventWith(EventFormat::ROUND_ROBIN, 4);
  must(s, action::Start{true});
  pairNext(s);
  firstWinsAll(s);
  must(s, action::Withdraw{"p1"});
  EventRound r2 = pairNext(s);
  int forfeits = 0;
  for (const EventBoard& b : r2) {
    if (b.first == 1) {
      EXPECT_EQ(b.result, BoardResult::SECOND_WINS_FORFEIT);
    }
    if (b.second == 1) {
      EXPECT_EQ(b.result, BoardResult::FIRST_WINS_FORFEIT);
    }
    if (b.first == 1 || b.second == 1) {
      ++forfeits;
      EXPECT_TRUE(b.gameId.empty());
    }
  }
  EXPECT_EQ(forfeits, 1);
}

TEST(EventModel, AnOddRoundRobinGivesAFreeRoundAndADoubleOneTwiceTheRounds) {
  EventState odd = eventWith(EventFormat::ROUND_ROBIN, 5);
  must(odd, action::Start{true});
  EXPECT_EQ(odd.totalRounds, 5);
  EventRound r1 = pairNext(odd);
  ASSERT_EQ(r1.size(), 3u);
  EXPECT_EQ(r1.back().second, 0);
  EXPECT_EQ(r1.back().result, BoardResult::FREE);
  EXPECT_EQ(refusal(odd, action::SetResult{1, 3, BoardResult::FIRST_WINS}), "game-over");
  EventState twice = eventWith(EventFormat::DOUBLE_ROUND_ROBIN, 4);
  must(twice, action::Start{true});
  EXPECT_EQ(twice.totalRounds, 6);
}

}  // namespace
}  // namespace renju::test
