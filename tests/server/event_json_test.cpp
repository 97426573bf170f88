// An event's config and actions as JSON (server/src/events/event_json.h): what is written reads
// back the same, and what is wrong is refused with the field named.
#include <gtest/gtest.h>

#include "events/arena_json.h"
#include "events/event_json.h"
#include "game/game_settings.h"

namespace renju::test {
namespace {

using namespace renju::server;
using namespace renju::server::events;
using nlohmann::json;

json validEventConfig() {
  return {{"name", "Torneio de inverno"},
          {"format", "swiss"},
          {"rounds", 7},
          {"playerLimit", 64},
          {"tieBreaks", {"bh-c1", "bh", "sb", "de", "won"}},
          {"durationMs", 0},
          {"berserk", true},
          {"games", settingsToJson(GameSettings{})},
          {"startsAt", 1'765'000'000'000},
          {"private", true},
          {"noShowMs", 120'000}};
}

TEST(EventJson, AConfigReadsBackAsWritten) {
  auto c = eventConfigFromJson(validEventConfig());
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->format, EventFormat::SWISS);
  EXPECT_EQ(c->rounds, 7);
  EXPECT_EQ(c->tieBreaks.size(), 5u);
  EXPECT_EQ(c->tieBreaks[0], pairing::TieBreak::BUCHHOLZ_CUT1);
  EXPECT_TRUE(c->isPrivate);
  EXPECT_EQ(eventConfigToJson(*c), validEventConfig());
}

TEST(EventJson, AWrongConfigFieldIsNamed) {
  auto refused = [](json j) {
    auto c = eventConfigFromJson(j);
    return c.ok() ? std::string("accepted") : c.error().code + ": " + c.error().message;
  };
  EXPECT_EQ(refused(json::array()).substr(0, 10), "bad-config");
  auto with = [](const char* key, json value) {
    json j = validEventConfig();
    j[key] = std::move(value);
    return j;
  };
  EXPECT_NE(refused(with("name", "")).find("name"), std::string::npos);
  EXPECT_NE(refused(with("name", std::string(81, 'a'))).find("name"), std::string::npos);
  EXPECT_EQ(refused(with("name", std::string(80, 'a'))), "accepted");
  EXPECT_NE(refused(with("name", "tab\there")).find("name"), std::string::npos);
  EXPECT_NE(refused(with("name", " Open")).find("name"), std::string::npos);
  EXPECT_NE(refused(with("name", "\xC3(")).find("name"), std::string::npos);
  EXPECT_NE(refused(with("format", "arena-ish")).find("format"), std::string::npos);
  EXPECT_NE(refused(with("rounds", -1)).find("rounds"), std::string::npos);
  EXPECT_NE(refused(with("rounds", "7")).find("rounds"), std::string::npos);
  EXPECT_NE(refused(with("tieBreaks", {"bh", "median"})).find("median"), std::string::npos);
  EXPECT_NE(refused(with("private", 1)).find("private"), std::string::npos);
  EXPECT_NE(refused(with("games", 3)).find("games"), std::string::npos);
  json noGames = validEventConfig();
  noGames.erase("games");
  EXPECT_NE(refused(noGames).find("games"), std::string::npos);
  // The games' settings are checked as a game's are: their own error passes through.
  EXPECT_NE(refused(with("games", {{"rule", "no-such-rule"}})).find("rule"), std::string::npos);
}

TEST(EventJson, EveryActionReadsBackAsWritten) {
  std::vector<EventAction> actions = {
      action::Join{"k1", "Ana", 1612},
      action::Withdraw{"k1"},
      action::Pause{"k2"},
      action::Remove{"k3"},
      action::HalfBye{"k4", 3},
      action::Start{false},
      action::PairRound{2, {{1, 4, "g1", BoardResult::PENDING}, {3, 0, "", BoardResult::BYE}}},
      action::SetResult{2, 1, BoardResult::SECOND_WINS_FORFEIT},
      action::End{},
  };
  for (const EventAction& a : actions) {
    json j = eventActionToJson(a);
    auto back = eventActionFromJson(j);
    ASSERT_TRUE(back.ok()) << j.dump() << ": " << back.error().message;
    EXPECT_EQ(eventActionToJson(*back), j);
    EXPECT_EQ(back->index(), a.index());
  }
  for (BoardResult r :
       {BoardResult::PENDING, BoardResult::FIRST_WINS, BoardResult::SECOND_WINS, BoardResult::DRAW,
        BoardResult::FIRST_WINS_FORFEIT, BoardResult::SECOND_WINS_FORFEIT,
        BoardResult::DOUBLE_FORFEIT, BoardResult::BYE, BoardResult::FREE})
    EXPECT_EQ(boardResultFromName(boardResultName(r)), r);
}

TEST(EventJson, AWrongActionIsABadLog) {
  auto code = [](json j) {
    auto a = eventActionFromJson(j);
    return a.ok() ? std::string("accepted") : a.error().code;
  };
  EXPECT_EQ(code(json::array()), "bad-log");
  EXPECT_EQ(code({{"type", "promote"}}), "bad-log");
  EXPECT_EQ(code({{"type", "join"}, {"key", "k"}, {"name", "Ana"}}), "bad-log");
  EXPECT_EQ(code({{"type", "half-bye"}, {"key", "k"}, {"round", "2"}}), "bad-log");
  EXPECT_EQ(code({{"type", "start"}}), "bad-log");
  EXPECT_EQ(code({{"type", "result"}, {"round", 1}, {"board", 1}, {"result", "1-0"}}), "bad-log");
  json pair = eventActionToJson(action::PairRound{1, {{1, 2, "g", BoardResult::PENDING}}});
  pair["boards"][0].erase("game");
  EXPECT_EQ(code(pair), "bad-log");
  EXPECT_EQ(code({{"type", "end"}}), "accepted");
}

TEST(EventJson, AnArenaConfigAndEveryArenaActionReadBackAsWritten) {
  json arena = validEventConfig();
  arena["format"] = "arena";
  arena["durationMs"] = 3'600'000;
  arena["berserk"] = false;
  auto c = eventConfigFromJson(arena);
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c->format, EventFormat::ARENA);
  EXPECT_EQ(c->durationMs, 3'600'000);
  EXPECT_FALSE(c->berserk);
  EXPECT_EQ(eventConfigToJson(*c), arena);
  arena["berserk"] = "no";
  EXPECT_EQ(eventConfigFromJson(arena).error().code, "bad-config");

  arena_action::GameEnd end;
  end.gameId = "g7";
  end.outcome = ArenaOutcome::SECOND_WINS;
  end.berserkSecond = true;
  end.stonesOpener = 9;
  end.stonesSecond = 10;
  end.at = 1234;
  std::vector<ArenaAction> actions = {arena_action::Join{"k", "Ana", 1500, 10},
                                      arena_action::Leave{"k"},
                                      arena_action::Start{20},
                                      arena_action::Pair{{{"g7", 2, 1, false}}, 30},
                                      end,
                                      arena_action::End{}};
  for (const ArenaAction& a : actions) {
    json j = arenaActionToJson(a);
    auto back = arenaActionFromJson(j);
    ASSERT_TRUE(back.ok()) << j.dump() << ": " << back.error().message;
    EXPECT_EQ(arenaActionToJson(*back), j);
    EXPECT_EQ(back->index(), a.index());
  }
}

TEST(EventJson, AWrongArenaActionIsABadLog) {
  auto code = [](json j) {
    auto a = arenaActionFromJson(j);
    return a.ok() ? std::string("accepted") : a.error().code;
  };
  EXPECT_EQ(code("join"), "bad-log");
  EXPECT_EQ(code({{"type", "berserk"}}), "bad-log");
  EXPECT_EQ(code({{"type", "join"}, {"key", "k"}, {"name", "Ana"}, {"rating", 1500}}), "bad-log");
  EXPECT_EQ(code({{"type", "start"}, {"at", "now"}}), "bad-log");
  json end = arenaActionToJson(arena_action::GameEnd{});
  end["outcome"] = "1-0";
  EXPECT_EQ(code(end), "bad-log");
  end = arenaActionToJson(arena_action::GameEnd{});
  end.erase("forfeit");
  EXPECT_EQ(code(end), "bad-log");
  json pair = arenaActionToJson(arena_action::Pair{{{"g", 1, 2, false}}, 5});
  pair["boards"][0]["opener"] = "1";
  EXPECT_EQ(code(pair), "bad-log");
  EXPECT_EQ(code({{"type", "end"}}), "accepted");
}

}  // namespace
}  // namespace renju::test
