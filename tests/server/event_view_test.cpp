// The event view's rows (events/view_rows.h): pages of 50 cut from each list, the crosstable's
// cells against hand-made rounds, a round's boards and byes counted whole and listed a page at a
// time, and an arena's games in play.
#include <gtest/gtest.h>

#include "events/view_rows.h"
#include "ratings/public_id.h"

namespace renju::test {
namespace {

using namespace renju::server::events;
using nlohmann::json;

// A started Swiss of `count` entrants "k1".. with starting ranks 1..count.
EventState rankedField(int count) {
  EventState s;
  s.config.name = "Rows";
  s.config.format = EventFormat::SWISS;
  s.config.rounds = 3;
  s.phase = EventPhase::RUNNING;
  for (int i = 1; i <= count; ++i)
    s.entrants.push_back(
        {"k" + std::to_string(i), "n" + std::to_string(i), 2000 - i, i, EntrantStatus::ACTIVE, {}});
  return s;
}

pairing::StandingRow standingOf(int rank, int startRank, int tenths) {
  return {rank, startRank, tenths, {}};
}

TEST(EventViewRows, ASliceIsClampedToItsList) {
  EXPECT_EQ((Slice{100, 150}.clamp(120).from), 100u);
  EXPECT_EQ((Slice{100, 150}.clamp(120).to), 120u);
  EXPECT_EQ((Slice{150, 200}.clamp(120).from), 120u) << "past the end: empty";
  EXPECT_EQ((Slice{150, 200}.clamp(120).to), 120u);
}

TEST(EventViewRows, EntrantsComeAPageAtATimeInJoiningOrder) {
  EventState s = rankedField(120);
  json third = entrantRows(s, {100, 150});
  ASSERT_EQ(third.size(), 20u);
  EXPECT_EQ(third[0]["name"], "n101");
  EXPECT_EQ(third[0]["publicId"], server::ratings::publicIdOf("k101"));
  EXPECT_EQ(third[19]["rank"], 120);
  EXPECT_TRUE(entrantRows(s, {150, 200}).empty());
}

// Round 1: 1-2 won by the first, 3-4 drawn, 5 the allocated bye. Round 2: 2-1 pending, 3 alone
// on a board that is not a bye, 4 absent with the half-point bye he asked for, 5 absent.
EventState twoRounds() {
  EventState s = rankedField(5);
  s.entrants[3].halfByes = {2};
  s.rounds.push_back({{1, 2, "g1", BoardResult::FIRST_WINS},
                      {3, 4, "g2", BoardResult::DRAW},
                      {5, 0, "", BoardResult::BYE}});
  s.rounds.push_back({{2, 1, "g3", BoardResult::PENDING}, {3, 0, "", BoardResult::FREE}});
  return s;
}

TEST(EventViewRows, CrosstableCellsNameTheOpponentsPlaceColourAndResult) {
  EventState s = twoRounds();
  // Places: 1, 3, 4, 5, 2 (the order of the standings, not the starting ranks).
  std::vector<pairing::StandingRow> standings{standingOf(1, 1, 10), standingOf(2, 5, 10),
                                              standingOf(2, 3, 5), standingOf(4, 4, 5),
                                              standingOf(5, 2, 0)};
  Places places = placesOf(s, standings);
  EXPECT_EQ(crossCell(s, places, 1, 1), "5w1");
  EXPECT_EQ(crossCell(s, places, 2, 1), "1b0");
  EXPECT_EQ(crossCell(s, places, 3, 1), "4w½");
  EXPECT_EQ(crossCell(s, places, 4, 1), "3b½");
  EXPECT_EQ(crossCell(s, places, 5, 1), "+");
  EXPECT_EQ(crossCell(s, places, 2, 2), "1w") << "pending: no result yet";
  EXPECT_EQ(crossCell(s, places, 1, 2), "5b");
  EXPECT_EQ(crossCell(s, places, 3, 2), "–");
  EXPECT_EQ(crossCell(s, places, 4, 2), "½");
  EXPECT_EQ(crossCell(s, places, 5, 2), "0");

  json rows = standingRows(s, standings, places, {0, 50});
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[1]["place"], 2);
  EXPECT_EQ(rows[1]["rank"], 2);
  EXPECT_EQ(rows[1]["startRank"], 5);
  EXPECT_EQ(rows[1]["cross"], json({"+", "0"}));
  EXPECT_EQ(rows[2]["points"], 0.5);
  EXPECT_EQ(standingRows(s, standings, places, {3, 50}).size(), 2u);
}

TEST(EventViewRows, ForfeitsAreMarkedPlusAndMinus) {
  EventState s = rankedField(4);
  s.rounds.push_back(
      {{1, 2, "g1", BoardResult::SECOND_WINS_FORFEIT}, {3, 4, "g2", BoardResult::DOUBLE_FORFEIT}});
  Places places = placesOf(
      s, {standingOf(1, 2, 10), standingOf(2, 1, 0), standingOf(2, 3, 0), standingOf(2, 4, 0)});
  EXPECT_EQ(crossCell(s, places, 1, 1), "1w−");
  EXPECT_EQ(crossCell(s, places, 2, 1), "2b+");
  EXPECT_EQ(crossCell(s, places, 3, 1), "4w−");
  EXPECT_EQ(crossCell(s, places, 4, 1), "3b−");
}

TEST(EventViewRows, ARoundCountsItsBoardsAndByesWholeAndListsAPage) {
  EventState s = twoRounds();
  json round = roundView(s, 2, {0, 50});
  EXPECT_EQ(round["round"], 2);
  EXPECT_EQ(round["boardCount"], 2);
  ASSERT_EQ(round["byeCount"], 3) << round.dump();
  EXPECT_EQ(round["byes"][0]["type"], "free");
  EXPECT_EQ(round["byes"][1]["type"], "half");
  EXPECT_EQ(round["byes"][1]["points"], 0.5);
  EXPECT_EQ(round["byes"][2]["type"], "zero");
  EXPECT_EQ(round["boards"][0]["result"], "pending");
  EXPECT_EQ(round["boards"][1]["second"], nullptr);

  json tail = roundView(s, 2, {1, 2});
  ASSERT_EQ(tail["boards"].size(), 1u);
  EXPECT_EQ(tail["boards"][0]["board"], 2) << "boards keep their numbers on any page";
  ASSERT_EQ(tail["byes"].size(), 1u);
  EXPECT_EQ(tail["byes"][0]["type"], "half");
  EXPECT_EQ(tail["boardCount"], 2);
}

TEST(EventViewRows, AnArenaListsItsGamesInPlayAPageAtATime) {
  ArenaState a;
  for (int i = 1; i <= 6; ++i) {
    ArenaPlayer p;
    p.id = i;
    p.key = "a" + std::to_string(i);
    p.name = "p" + std::to_string(i);
    a.players.push_back(p);
  }
  a.boards = {{"g1", 1, 2, true}, {"g2", 3, 4, false}, {"g3", 5, 6, false}};
  std::vector<size_t> inPlay{1, 2};
  json games = arenaGameRows(a, inPlay, {1, 2});
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["game"], "g3");
  EXPECT_EQ(games[0]["first"]["name"], "p5");
  EXPECT_EQ(arenaPlayerRows(a, {4, 50}).size(), 2u);
  std::vector<pairing::ArenaStandingRow> standings(2);
  standings[0].id = 4;
  standings[0].rank = 1;
  standings[1].id = 2;
  standings[1].rank = 2;
  json rows = arenaStandingRows(a, standings, {0, 50});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0]["name"], "p4");
  EXPECT_EQ(rows[1]["place"], 2);
}

}  // namespace
}  // namespace renju::test
