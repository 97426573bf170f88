// Unit tests of the room's pure pieces (server/src/game/room.h sequences them on its strand): the
// version ring, the idempotency cache, presence and the JSON views. No process, no sockets.
#include <gtest/gtest.h>

#include "base/version_ring.h"
#include "game/outcome_cache.h"
#include "game/presence.h"
#include "game/protocol.h"
#include "game/room_views.h"
#include "game_json.h"
#include "store/game_status.h"

namespace renju::server {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

Message frame(const std::string& text) {
  return std::make_shared<const std::string>(text);
}

std::vector<std::string> texts(const std::vector<Message>& ms) {
  std::vector<std::string> out;
  for (const Message& m : ms) out.push_back(*m);
  return out;
}

TEST(VersionRing, ReplaysWhatAReconnectingClientMissed) {
  VersionRing ring(3);
  for (int v = 1; v <= 5; ++v) ring.push(v, frame("v" + std::to_string(v)));
  EXPECT_EQ(ring.size(), 3u);  // 3, 4 and 5 kept
  auto missed = ring.after(3, 5);
  ASSERT_TRUE(missed);
  EXPECT_EQ(texts(*missed), (std::vector<std::string>{"v4", "v5"}));
  // Missing since version 2: v3 is the first it lacks, and the ring still has it.
  missed = ring.after(2, 5);
  ASSERT_TRUE(missed);
  EXPECT_EQ(texts(*missed), (std::vector<std::string>{"v3", "v4", "v5"}));
}

TEST(VersionRing, AsksForTheWholeStateWhenTheHistoryIsGone) {
  VersionRing ring(2);
  for (int v = 1; v <= 4; ++v) ring.push(v, frame("v" + std::to_string(v)));
  EXPECT_FALSE(ring.after(1, 4));  // v2 was forgotten
  EXPECT_FALSE(ring.after(5, 4));  // a client ahead of the server has another history
  auto upToDate = ring.after(4, 4);
  ASSERT_TRUE(upToDate);
  EXPECT_TRUE(upToDate->empty());
  EXPECT_FALSE(VersionRing(4).after(0, 1));  // nothing kept yet (a restarted server)
}

TEST(OutcomeCache, AnswersARepeatedKeyAsTheFirstTime) {
  OutcomeCache cache;
  cache.remember(Seat::OPENER, "k1", int64_t{7});
  cache.remember(Seat::OPENER, "k2", makeError("occupied", "taken"));
  cache.remember(Seat::OPENER, "k1", int64_t{9});  // the first outcome stays
  const Outcome* k1 = cache.find(Seat::OPENER, "k1");
  ASSERT_NE(k1, nullptr);
  EXPECT_EQ(std::get<int64_t>(*k1), 7);
  const Outcome* k2 = cache.find(Seat::OPENER, "k2");
  ASSERT_NE(k2, nullptr);
  EXPECT_EQ(std::get<Error>(*k2).code, "occupied");
  // Keys are per seat, and an empty key asks for no idempotency.
  EXPECT_EQ(cache.find(Seat::OTHER, "k1"), nullptr);
  cache.remember(Seat::OTHER, "", int64_t{3});
  EXPECT_EQ(cache.size(Seat::OTHER), 0u);
  EXPECT_EQ(cache.find(Seat::OTHER, ""), nullptr);
}

TEST(OutcomeCache, ForgetsTheOldestKeyBeyondItsBound) {
  OutcomeCache cache(3);
  for (int i = 0; i < 5; ++i) cache.remember(Seat::OTHER, "k" + std::to_string(i), int64_t{i});
  EXPECT_EQ(cache.size(Seat::OTHER), 3u);
  EXPECT_EQ(cache.find(Seat::OTHER, "k0"), nullptr);
  EXPECT_EQ(cache.find(Seat::OTHER, "k1"), nullptr);
  ASSERT_NE(cache.find(Seat::OTHER, "k4"), nullptr);
  EXPECT_EQ(std::get<int64_t>(*cache.find(Seat::OTHER, "k2")), 2);
}

TEST(Presence, CountsSeatsAndSpectators) {
  Presence p;
  p.arrived(Seat::OPENER);
  p.arrived(Seat::OPENER);  // a second tab of the same player
  p.arrived(std::nullopt);
  p.arrived(std::nullopt);
  EXPECT_EQ(p.sockets(Seat::OPENER), 2u);
  EXPECT_EQ(p.sockets(Seat::OTHER), 0u);
  EXPECT_EQ(p.spectators(), 2u);
  EXPECT_FALSE(p.left(Seat::OPENER));  // one tab is still open
  EXPECT_TRUE(p.left(Seat::OPENER));   // now the seat is away
  EXPECT_FALSE(p.left(std::nullopt));
  EXPECT_EQ(p.spectators(), 1u);
}

TEST(Presence, CoalescesChangesIntoOneUpdatePerInterval) {
  Presence p;
  auto t0 = Presence::Clock::time_point{} + 100s;
  auto first = p.schedule(t0, 1s);
  ASSERT_TRUE(first);
  EXPECT_EQ(*first, t0);                    // nothing sent for a whole interval: at once
  EXPECT_FALSE(p.schedule(t0 + 10ms, 1s));  // rides along with the pending update
  p.fired();
  p.sent(t0);
  auto second = p.schedule(t0 + 200ms, 1s);
  ASSERT_TRUE(second);
  EXPECT_EQ(*second, t0 + 1s);  // a whole interval after the last one sent
  p.fired();
  auto third = p.schedule(t0 + 5s, 1s);
  ASSERT_TRUE(third);
  EXPECT_EQ(*third, t0 + 5s);
}

TEST(Presence, PublishesTheSpectatorCountOnlyWhenItChanged) {
  Presence p;
  EXPECT_FALSE(p.toPublish(false));
  p.arrived(std::nullopt);
  EXPECT_EQ(p.toPublish(false), 1u);
  EXPECT_FALSE(p.toPublish(false));
  p.arrived(std::nullopt);
  EXPECT_FALSE(p.toPublish(true));  // dropped here: says nothing more
  EXPECT_TRUE(p.unpublish());       // the others heard 1: clear it
  EXPECT_FALSE(p.unpublish());
}

TEST(GameStatus, NamesRoundTrip) {
  for (GameStatus s :
       {GameStatus::WAITING, GameStatus::PLAYING, GameStatus::FINISHED, GameStatus::EXPIRED})
    EXPECT_EQ(gameStatusFromString(toString(s)), s);
  EXPECT_EQ(toString(GameStatus::EXPIRED), "expired");
  EXPECT_FALSE(gameStatusFromString("Playing"));
}

TEST(RoomViews, GraceScalesWithTheClock) {
  EXPECT_EQ(claimGraceMs(std::nullopt, 40), 40000);
  EXPECT_EQ(claimGraceMs(ClockSettings{900000, 5000}, 40), 40000);  // 15+5: the full grace
  EXPECT_EQ(claimGraceMs(ClockSettings{60000, 0}, 40), 10000);      // bullet: a quarter
  EXPECT_EQ(claimGraceMs(ClockSettings{300000, 0}, 40), 20000);     // 5+0: half
}

TEST(RoomViews, PresenceShowsSeatsAndACountNotTheSpectators) {
  SeatsPresence seats{SeatPresence{true, true, std::nullopt}, SeatPresence{true, false, 1234}};
  json j = presenceView(3, seats);
  EXPECT_EQ(j["spectators"], 3);
  EXPECT_EQ(j["seats"]["opener"],
            (json{{"joined", true}, {"connected", true}, {"claimAt", nullptr}}));
  EXPECT_EQ(j["seats"]["other"]["claimAt"], 1234);
  EXPECT_EQ(j["seats"]["other"]["connected"], false);
}

TEST(RoomViews, TheGameViewShowsWhatTheApiPromises) {
  GameConfig config = makeConfig(Rule::STANDARD);
  GameState state(config);
  std::optional<FischerClock> clock = FischerClock(ClockSettings{300000, 3000});
  clock->runFor(Seat::OPENER, 1000);
  GameFacts facts{.id = "abc",
                  .config = config,
                  .state = state,
                  .version = 4,
                  .status = GameStatus::PLAYING,
                  .clock = clock,
                  .seats = {SeatPresence{true, true, std::nullopt}, SeatPresence{true, false, 99}},
                  .spectators = 2,
                  .rematchWanted = {false, false},
                  .nextId = "",
                  .computer = ComputerFacts{Seat::OTHER, 5},
                  .createdAt = 500};
  json game = stateToJson(state);
  json v = gameView(facts, Seat::OTHER, 2000, game);
  EXPECT_EQ(v["id"], "abc");
  EXPECT_EQ(v["version"], 4);
  EXPECT_EQ(v["status"], "playing");
  EXPECT_EQ(v["you"], "other");
  EXPECT_EQ(v["spectators"], 2);
  EXPECT_EQ(v["serverTime"], 2000);
  EXPECT_EQ(v["createdAt"], 500);
  EXPECT_EQ(v["computer"], (json{{"seat", "other"}, {"level", 5}}));
  EXPECT_EQ(v["rematch"], (json{{"opener", false}, {"other", false}, {"next", nullptr}}));
  EXPECT_EQ(v["clock"]["initial"], 300);
  EXPECT_EQ(v["clock"]["increment"], 3);
  EXPECT_EQ(v["clock"]["running"], "opener");
  EXPECT_EQ(v["seats"]["opener"]["color"], toString(state.colorOf(Seat::OPENER)));
  EXPECT_EQ(v["seats"]["other"]["claimAt"], 99);
  EXPECT_EQ(v["game"], game);
  EXPECT_EQ(v["rule"], toJson(config)["rule"]);

  // A finished game's clock runs for nobody; a spectator is `you: null`.
  facts.status = GameStatus::FINISHED;
  json after = gameView(facts, std::nullopt, 2000, game);
  EXPECT_EQ(after["clock"]["running"], nullptr);
  EXPECT_EQ(after["you"], nullptr);
  EXPECT_EQ(after["status"], "finished");
}

TEST(RoomViews, PublishIsPublicForAPublicGameOrOnceBothSeatsAgreed) {
  EXPECT_EQ(publishView(false, {true, false}),
            (json{{"public", false}, {"opener", true}, {"other", false}}));
  EXPECT_EQ(publishView(false, {true, true}),
            (json{{"public", true}, {"opener", true}, {"other", true}}));
  EXPECT_EQ(publishView(true, {false, false}),
            (json{{"public", true}, {"opener", false}, {"other", false}}));
}

TEST(RoomViews, RematchAndRedirect) {
  EXPECT_EQ(rematchView({true, false}, "next1"),
            (json{{"opener", true}, {"other", false}, {"next", "next1"}}));
  std::string secret = "s3cret";
  EXPECT_EQ(redirectView("n1", &secret),
            (json{{"game", "n1"}, {"url", "/g/n1"}, {"seat", "s3cret"}}));
  EXPECT_EQ(redirectView("n1", nullptr), (json{{"game", "n1"}, {"url", "/g/n1"}}));
  EXPECT_EQ(welcomeView("g", std::nullopt, 3, 10),
            (json{{"game", "g"}, {"you", nullptr}, {"version", 3}, {"serverTime", 10}}));
}

TEST(RoomViews, AnEventCarriesTheStateWithoutItsMoves) {
  GameConfig config = makeConfig(Rule::STANDARD);
  GameState state(config);
  Action resign{.seat = Seat::OPENER, .type = ActionType::RESIGN};
  auto t = apply(state, resign);
  ASSERT_TRUE(t);
  std::optional<FischerClock> noClock;
  json frame = json::parse(
      eventMessage(7, resign, t.value().events, GameStatus::FINISHED, noClock, t.value().state));
  EXPECT_EQ(frame["t"], "event");
  EXPECT_EQ(frame["v"], 7);
  json& d = frame["d"];
  EXPECT_EQ(d["action"], toJson(resign, true));
  EXPECT_EQ(d["status"], "finished");
  EXPECT_EQ(d["clock"], nullptr);
  EXPECT_EQ(d["game"], stateToJsonWithoutMoves(t.value().state));
  EXPECT_EQ(d["events"], eventsToJson(t.value().events));
  EXPECT_EQ(d["seats"], (json{{"opener", {{"color", "black"}}}, {"other", {{"color", "white"}}}}));
}

// docs/api.md, "ratings": rounded whole points, the change of the rounded values, the deviation
// after, provisional above 110; the same object in the state and in the last event.
TEST(RoomViews, ARatedGamesEndShowsEachSeatsChangeInTheStateAndTheLastEvent) {
  GameRatingRow row;
  row.game = ratings::RatedGame{"g", ratings::Speed::BLITZ, {"ka", "kb"}, 0, 1000};
  row.counted = true;
  row.before = {ratings::Rating{1500, 350, 0.06}, ratings::Rating{1500, 350, 0.06}};
  row.after = {ratings::Rating{1337.6, 290.3, 0.06}, ratings::Rating{1662.4, 90, 0.06}};
  json r = ratingView(row);
  EXPECT_EQ(r["speed"], "blitz");
  EXPECT_EQ(r["counted"], true);
  EXPECT_EQ(r["reason"], nullptr);
  EXPECT_EQ(r["opener"], (json{{"before", 1500},
                               {"after", 1338},
                               {"change", -162},
                               {"deviation", 290},
                               {"provisional", true}}));
  EXPECT_EQ(r["other"]["change"], 162);
  EXPECT_EQ(r["other"]["provisional"], false);

  GameConfig config = makeConfig(Rule::STANDARD);
  GameState state(config);
  Action resign{.seat = Seat::OPENER, .type = ActionType::RESIGN};
  auto t = apply(state, resign);
  ASSERT_TRUE(t);
  std::optional<FischerClock> noClock;
  std::string text =
      eventMessage(7, resign, t.value().events, GameStatus::FINISHED, noClock, t.value().state, &r);
  json d = {{"action", toJson(resign, true)},
            {"clock", nullptr},
            {"events", eventsToJson(t.value().events)},
            {"game", stateToJsonWithoutMoves(t.value().state)},
            {"ratings", r},
            {"seats", {{"opener", {{"color", "black"}}}, {"other", {{"color", "white"}}}}},
            {"status", "finished"}};
  EXPECT_EQ(text, versionedEnvelope("event", 7, d));

  GameFacts facts{.id = "g",
                  .config = config,
                  .state = t.value().state,
                  .status = GameStatus::FINISHED,
                  .clock = noClock,
                  .seats = {},
                  .nextId = "",
                  .computer = std::nullopt,
                  .rated = true,
                  .ratings = r};
  json v = gameView(facts, std::nullopt, 2000, stateToJson(t.value().state));
  EXPECT_EQ(v["rated"], true);
  EXPECT_EQ(v["ratings"], r);

  // Beyond the pair limit: rated, but no seat's rating moved.
  row.counted = false;
  row.reason = "pair-limit";
  json none = ratingView(row);
  EXPECT_EQ(none["reason"], "pair-limit");
  EXPECT_EQ(none["opener"], nullptr);
  EXPECT_EQ(none["other"], nullptr);
}

TEST(RoomViews, AnAckEchoesTheClientsIdAsItWasSent) {
  for (const json& id : {json("a-1"), json("quote \" and \\"), json(42), json(-7)})
    EXPECT_EQ(ackMessage(id, 9), envelope("ack", json{{"id", id}, {"version", 9}})) << id;
}

// The frame written directly is, member for member, the views dumped through nlohmann: with a
// running clock, in the middle of a game.
TEST(RoomViews, AnEventWrittenDirectlyIsTheDumpedViews) {
  GameState state(makeConfig(Rule::STANDARD));
  FischerClock clock(ClockSettings{300'000, 5'000});
  Action place{.seat = Seat::OPENER, .type = ActionType::PLACE, .point = *parsePoint("h8")};
  auto t = apply(state, place);
  ASSERT_TRUE(t);
  clock.runFor(Seat::OTHER, 2'000);
  std::optional<FischerClock> c = clock;
  std::string text =
      eventMessage(2, place, t.value().events, GameStatus::PLAYING, c, t.value().state);
  json d = {{"action", toJson(place, true)},
            {"clock", clockView(c, GameStatus::PLAYING)},
            {"events", eventsToJson(t.value().events)},
            {"game", stateToJsonWithoutMoves(t.value().state)},
            {"seats", {{"opener", {{"color", "black"}}}, {"other", {{"color", "white"}}}}},
            {"status", "playing"}};
  EXPECT_EQ(text, versionedEnvelope("event", 2, d));
  EXPECT_EQ(json::parse(text)["d"]["clock"]["running"], "other");

  // An arena's game: the berserk object, between the action and the clock.
  json berserk = berserkView(true, {false, true}, {false, false});
  d["berserk"] = berserk;
  EXPECT_EQ(eventMessage(2, place, t.value().events, GameStatus::PLAYING, c, t.value().state,
                         nullptr, &berserk),
            versionedEnvelope("event", 2, d));
}

// Berserk (docs/tournaments.md): half the time left, no increment from then on; the other seat
// keeps its increment.
TEST(FischerClockTest, BerserkHalvesTheTimeLeftAndDropsTheIncrement) {
  FischerClock clock(ClockSettings{300'000, 2'000});
  clock.runFor(Seat::OPENER, 0);
  clock.charge(10'000);
  clock.berserk(Seat::OPENER);
  EXPECT_EQ(clock.stored(Seat::OPENER), 145'000);
  EXPECT_TRUE(clock.berserked(Seat::OPENER));
  clock.completeTurn(Seat::OPENER);
  EXPECT_EQ(clock.stored(Seat::OPENER), 145'000);
  clock.completeTurn(Seat::OTHER);
  EXPECT_EQ(clock.stored(Seat::OTHER), 302'000);
  FischerClock restored(ClockSettings{300'000, 2'000}, 145'000, 300'000);
  restored.markBerserk(Seat::OPENER);
  restored.completeTurn(Seat::OPENER);
  EXPECT_EQ(restored.stored(Seat::OPENER), 145'000);
}

TEST(RoomViews, TheGameViewNamesItsEventAndItsBerserk) {
  GameConfig config = makeConfig(Rule::STANDARD);
  GameState state(config);
  std::optional<FischerClock> clock;
  GameFacts facts{.id = "abc",
                  .config = config,
                  .state = state,
                  .clock = clock,
                  .seats = {},
                  .nextId = "",
                  .computer = std::nullopt};
  json v = gameView(facts, std::nullopt, 0, json::object());
  EXPECT_EQ(v["event"], nullptr);
  EXPECT_EQ(v["berserk"], nullptr);
  facts.event = "Ev3nt00001";
  facts.berserk = berserkView(true, {true, false}, {false, true});
  v = gameView(facts, std::nullopt, 0, json::object());
  EXPECT_EQ(v["event"], "Ev3nt00001");
  EXPECT_EQ(v["berserk"], (json{{"allowed", true},
                                {"opener", {{"berserk", true}, {"can", false}}},
                                {"other", {{"berserk", false}, {"can", true}}}}));
}

}  // namespace
}  // namespace renju::server
