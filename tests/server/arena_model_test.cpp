// The arena model (server/src/events/arena_model.h): entry and leaving at any time, games paired
// only between free players, a game's end freeing both and counting for both (berserk, forfeits),
// nothing counted after the end, the waiting pool the host pairs, the standings.
#include <gtest/gtest.h>

#include "events/arena_model.h"

namespace renju::test {
namespace {

using namespace renju::server;
using namespace renju::server::events;

constexpr int64_t ARENA_T0 = 1'000'000;

EventConfig arenaConfig(const std::string& name, int64_t durationMs, bool berserk, int limit) {
  EventConfig c;
  c.name = name;
  c.format = EventFormat::ARENA;
  c.durationMs = durationMs;
  c.berserk = berserk;
  c.playerLimit = limit;
  return c;
}

// Applies `action`, which must apply.
void arenaMust(ArenaState& s, const ArenaAction& action) {
  auto next = applyArenaAction(s, action);
  ASSERT_TRUE(next.ok()) << next.error().code << ": " << next.error().message;
  s = std::move(next).value();
}

std::string arenaRefusal(const ArenaState& s, const ArenaAction& action) {
  auto next = applyArenaAction(s, action);
  return next.ok() ? "applied" : next.error().code;
}

// A running arena of an hour with `players` players "a1".. rated 1500, 1510, ...
ArenaState runningArena(int players) {
  ArenaState s = *newArena(arenaConfig("Friday arena", 3600'000, true, 0));
  for (int i = 1; i <= players; ++i)
    arenaMust(s, arena_action::Join{"a" + std::to_string(i), "P" + std::to_string(i), 1490 + 10 * i,
                                    ARENA_T0 - 1000});
  arenaMust(s, arena_action::Start{ARENA_T0});
  return s;
}

arena_action::GameEnd gameEnd(const std::string& id, ArenaOutcome outcome, int64_t at) {
  arena_action::GameEnd e;
  e.gameId = id;
  e.outcome = outcome;
  e.stonesOpener = 12;
  e.stonesSecond = 11;
  e.at = at;
  return e;
}

TEST(ArenaModel, ANewArenaNeedsANameAndADurationOfAMinuteToADay) {
  EXPECT_TRUE(newArena(arenaConfig("A", 60'000, true, 0)).ok());
  EXPECT_EQ(newArena(arenaConfig("", 600'000, true, 0)).error().code, "bad-config");
  EXPECT_EQ(newArena(arenaConfig("A", 59'999, true, 0)).error().code, "bad-config");
  EXPECT_EQ(newArena(arenaConfig("A", 24 * 3600'000 + 1, true, 0)).error().code, "bad-config");
  EXPECT_EQ(newArena(arenaConfig("A", 600'000, true, -1)).error().code, "bad-config");
  EventConfig swiss = arenaConfig("A", 600'000, true, 0);
  swiss.format = EventFormat::SWISS;
  EXPECT_EQ(newArena(swiss).error().code, "bad-config");
}

TEST(ArenaModel, PlayersJoinAndLeaveAtAnyTimeWithinTheLimit) {
  ArenaState s = *newArena(arenaConfig("A", 600'000, true, 3));
  arenaMust(s, arena_action::Join{"k1", "Ana", 1500, 10});
  EXPECT_EQ(arenaRefusal(s, arena_action::Join{"k1", "Ana", 1500, 11}), "already-entered");
  arenaMust(s, arena_action::Start{100});
  arenaMust(s, arena_action::Join{"k2", "Bia", 1600, 200});
  arenaMust(s, arena_action::Join{"k3", "Caio", 1700, 300});
  EXPECT_EQ(arenaRefusal(s, arena_action::Join{"k4", "Davi", 1800, 400}), "event-full");
  arenaMust(s, arena_action::Leave{"k2"});
  EXPECT_EQ(arenaRefusal(s, arena_action::Leave{"k2"}), "not-entered");
  EXPECT_EQ(arenaRefusal(s, arena_action::Leave{"k9"}), "not-entered");
  arenaMust(s, arena_action::Join{"k2", "Bia", 1600, 500});  // back, with the same id
  EXPECT_EQ(s.players[1].id, 2);
  EXPECT_TRUE(s.players[1].present);
  EXPECT_EQ(s.players[0].freeSince, 100);  // waited before the start: counted from it
  EXPECT_EQ(s.players[1].freeSince, 500);
  EXPECT_EQ(arenaRefusal(s, arena_action::Start{600}), "event-started");
  arenaMust(s, arena_action::End{});
  EXPECT_EQ(arenaRefusal(s, arena_action::Join{"k5", "Eva", 1500, 700}), "event-over");
  EXPECT_EQ(arenaRefusal(s, arena_action::End{}), "event-over");
}

TEST(ArenaModel, GamesArePairedOnlyBetweenFreePresentPlayers) {
  ArenaState s = *newArena(arenaConfig("A", 600'000, true, 0));
  for (const char* k : {"k1", "k2", "k3", "k4"}) arenaMust(s, arena_action::Join{k, k, 1500, 0});
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g1", 1, 2, false}}, 1}), "event-not-running");
  arenaMust(s, arena_action::Start{10});
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g1", 1, 1, false}}, 20}), "bad-pairing");
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g1", 1, 5, false}}, 20}), "bad-pairing");
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g1", 1, 2, false}, {"g2", 2, 3, false}}, 20}),
            "bad-pairing");
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"", 1, 2, false}}, 20}), "bad-pairing");
  arenaMust(s, arena_action::Pair{{{"g1", 1, 2, false}}, 20});
  EXPECT_EQ(s.players[0].gameId, "g1");
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g2", 1, 3, false}}, 30}), "bad-pairing");
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g1", 3, 4, false}}, 30}), "bad-pairing");
  arenaMust(s, arena_action::Leave{"k4"});
  EXPECT_EQ(arenaRefusal(s, arena_action::Pair{{{"g2", 3, 4, false}}, 30}), "bad-pairing");
}

TEST(ArenaModel, AGamesEndFreesBothAndCountsForBoth) {
  ArenaState s = runningArena(2);
  arenaMust(s, arena_action::Pair{{{"g1", 2, 1, false}}, ARENA_T0 + 10});
  arena_action::GameEnd e = gameEnd("g1", ArenaOutcome::OPENER_WINS, ARENA_T0 + 5000);
  e.berserkOpener = true;
  EXPECT_EQ(arenaRefusal(s, arena_action::GameEnd{gameEnd("g9", ArenaOutcome::DRAW, 1)}),
            "unknown-game");
  arenaMust(s, e);
  EXPECT_EQ(arenaRefusal(s, e), "game-over");
  const ArenaPlayer& winner = s.players[1];
  const ArenaPlayer& loser = s.players[0];
  EXPECT_TRUE(winner.gameId.empty());
  EXPECT_EQ(winner.freeSince, ARENA_T0 + 5000);
  EXPECT_EQ(winner.opponents, std::vector<int64_t>{1});
  EXPECT_EQ(winner.openerGames, 1);
  EXPECT_EQ(loser.secondGames, 1);
  EXPECT_EQ(loser.lastColour, pairing::Colour::BLACK);
  ASSERT_EQ(winner.games.size(), 1u);
  EXPECT_EQ(winner.games[0],
            (pairing::ArenaGame{pairing::ArenaResult::WIN, true, 12, false, 1500}));
  EXPECT_EQ(loser.games[0],
            (pairing::ArenaGame{pairing::ArenaResult::LOSS, false, 11, false, 1510}));
  // Win 2, +1 for a berserked win of 7 or more of his own stones.
  auto rows = arenaEventStandings(s);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].id, 2);
  EXPECT_EQ(rows[0].points, 3);
  EXPECT_EQ(rows[1].points, 0);
}

TEST(ArenaModel, BerserkIsRefusedWhereTheArenaHasNone) {
  ArenaState s = *newArena(arenaConfig("A", 600'000, false, 0));
  arenaMust(s, arena_action::Join{"k1", "k1", 1500, 0});
  arenaMust(s, arena_action::Join{"k2", "k2", 1500, 0});
  arenaMust(s, arena_action::Start{10});
  arenaMust(s, arena_action::Pair{{{"g1", 1, 2, false}}, 20});
  arena_action::GameEnd e = gameEnd("g1", ArenaOutcome::SECOND_WINS, 30);
  e.berserkSecond = true;
  EXPECT_EQ(arenaRefusal(s, e), "bad-request");
  e.berserkSecond = false;
  arenaMust(s, e);
}

TEST(ArenaModel, AGameEndingAfterTheArenaCountsForNobody) {
  ArenaState s = runningArena(2);
  arenaMust(s, arena_action::Pair{{{"g1", 1, 2, false}}, ARENA_T0 + 10});
  EXPECT_FALSE(arenaTimeUp(s, ARENA_T0 + 3600'000 - 1));
  EXPECT_TRUE(arenaTimeUp(s, ARENA_T0 + 3600'000));
  arenaMust(s, arena_action::End{});
  EXPECT_FALSE(arenaTimeUp(s, ARENA_T0 + 3600'000));  // over: nothing more to end
  arenaMust(s, gameEnd("g1", ArenaOutcome::DRAW, ARENA_T0 + 3600'500));
  EXPECT_TRUE(s.players[0].games.empty());
  EXPECT_TRUE(s.players[1].games.empty());
  EXPECT_TRUE(s.players[0].gameId.empty());
}

TEST(ArenaModel, TheWaitingPoolHoldsTheFreeWithTheirPlacesAndWaits) {
  ArenaState s = runningArena(5);
  arenaMust(s, arena_action::Pair{{{"g1", 1, 2, false}, {"g2", 3, 4, false}}, ARENA_T0 + 10});
  arenaMust(s, gameEnd("g1", ArenaOutcome::OPENER_WINS, ARENA_T0 + 4000));
  arenaMust(s, gameEnd("g2", ArenaOutcome::OPENER_WINS, ARENA_T0 + 6000));
  arenaMust(s, arena_action::Leave{"a5"});
  auto pool = arenaWaitingPool(s, ARENA_T0 + 7000);
  ASSERT_EQ(pool.size(), 4u);  // a5 left
  // Standings: 3 and 1 won (3 the higher performance: his opponent is rated 1530 against 1510),
  // then 5 (no game: his own rating, 1540), 4 and 2 (lost to 1520 and to 1500).
  EXPECT_EQ(pool[0].id, 1);
  EXPECT_EQ(pool[0].rank, 2);
  EXPECT_EQ(pool[1].rank, 5);
  EXPECT_EQ(pool[2].rank, 1);
  EXPECT_EQ(pool[3].rank, 4);
  EXPECT_EQ(pool[0].waitedMs, 3000);
  EXPECT_EQ(pool[2].waitedMs, 1000);
  EXPECT_EQ(pool[0].recentOpponents, std::vector<int64_t>{2});
  EXPECT_EQ(pool[0].lastColour, pairing::Colour::WHITE);
  // The host pairs the pool: nobody meets his last opponent again when others are free.
  for (const pairing::ArenaPair& p : pairing::pairArena(pool)) {
    EXPECT_FALSE((p.opener == 1 && p.second == 2) || (p.opener == 2 && p.second == 1));
    EXPECT_FALSE((p.opener == 3 && p.second == 4) || (p.opener == 4 && p.second == 3));
  }
  EXPECT_TRUE(arenaWaitingPool(s, ARENA_T0 + 3600'000).empty());  // time is up
}

}  // namespace
}  // namespace renju::test
