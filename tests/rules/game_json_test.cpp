// JSON of the game model: config, actions, the log, events and the public state; untrusted input
// gives error values, never exceptions.
#include <gtest/gtest.h>

#include "game.h"
#include "game_json.h"
#include "game_script.h"

namespace renju::testing {
namespace {

using nlohmann::json;

json parsed(std::string_view text) {
  auto r = parseJson(text);
  EXPECT_TRUE(r.ok()) << text;
  return r.ok() ? r.value() : json();
}

std::string actionError(std::string_view text, std::optional<Seat> seat = OPENER) {
  auto j = parseJson(text);
  if (!j) return j.error().code;
  auto a = actionFromJson(j.value(), seat);
  EXPECT_FALSE(a.ok()) << text;
  return a.ok() ? "accepted" : a.error().code;
}

TEST(GameJson, ConfigRoundTripsForEveryRule) {
  for (Rule r : {Rule::STANDARD, Rule::RIF, Rule::YAMAGUCHI, Rule::SOOSORV, Rule::TARAGUCHI})
    for (FoulMode f : {FoulMode::REJECT, FoulMode::LOSE})
      for (bool t : {false, true}) {
        GameConfig c = makeConfig(r, f, t);
        auto back = configFromJson(toJson(c));
        ASSERT_TRUE(back.ok()) << toJson(c).dump();
        EXPECT_EQ(back.value(), c);
      }
  EXPECT_EQ(toJson(makeConfig(Rule::TARAGUCHI)).dump(),
            R"({"fouls":"reject","n":10,"rule":"taraguchi","takebacks":false})");
}

TEST(GameJson, ConfigDefaultsAndRefusals) {
  auto c = configFromJson(parsed(R"({"rule":"soosorv"})"));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c.value(), makeConfig(Rule::SOOSORV));
  c = configFromJson(parsed("{}"));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c.value(), makeConfig(Rule::STANDARD));
  c = configFromJson(parsed(R"({"rule":"rif","n":8})"));  // n means nothing to RIF
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c.value().n, 0);
  c = configFromJson(parsed(R"({"rule":"taraguchi","n":5,"fouls":"lose","takebacks":true})"));
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c.value().n, 5);
  EXPECT_EQ(c.value().fouls, FoulMode::LOSE);
  EXPECT_TRUE(c.value().takebacks);
  for (auto bad : {R"({"rule":"gomoku"})", R"({"rule":5})", R"({"rule":"taraguchi","n":0})",
                   R"({"rule":"soosorv","n":11})", R"({"rule":"soosorv","n":"8"})",
                   R"({"rule":"soosorv","n":1e30})", R"({"fouls":"maybe"})",
                   R"({"takebacks":"yes"})", "[]", "3"}) {
    auto r = configFromJson(parsed(bad));
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.error().code, "bad-config") << bad;
  }
}

TEST(GameJson, EveryActionTypeRoundTrips) {
  for (int i = 0; i < ACTION_TYPE_COUNT; ++i) {
    Action a = act(OTHER, static_cast<ActionType>(i));
    if (a.type == ActionType::PLACE || a.type == ActionType::CHOOSE) a.point = pt("j10");
    if (a.type == ActionType::OFFER) a.points = pts("a1 o15 h3");
    if (a.type == ActionType::DECLARE) a.count = 7;
    json j = toJson(a);
    auto back = actionFromJson(parsed(j.dump()));
    ASSERT_TRUE(back.ok()) << j.dump() << " " << back.error().message;
    EXPECT_EQ(back.value(), a) << j.dump();
  }
  EXPECT_EQ(toJson(place(OPENER, "h8")).dump(), R"({"point":"h8","seat":"opener","type":"place"})");
  EXPECT_EQ(toJson(offer(OPENER, "g9 j10"), false).dump(),
            R"({"points":["g9","j10"],"type":"offer"})");
  EXPECT_EQ(toJson(declare(OTHER, 5), false).dump(), R"({"count":5,"type":"declare"})");
}

TEST(GameJson, HttpShapesTakeTheSeatFromTheServer) {
  auto a = actionFromJson(parsed(R"({"type":"place","point":"H8","seat":"other"})"), OPENER);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a.value(), place(OPENER, "h8"));  // the client's "seat" is ignored
  a = actionFromJson(parsed(R"({"type":"takeback-accept","extra":1})"), OTHER);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(a.value().type, ActionType::TAKEBACK_ACCEPT);
}

TEST(GameJson, UntrustedActionsGiveErrors) {
  EXPECT_EQ(actionError(R"({"type":"teleport"})"), "unknown-action");
  EXPECT_EQ(actionError(R"({"type":"place"})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"place","point":"p3"})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"place","point":"h16"})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"place","point":88})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"choose","point":null})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"offer","points":"h8 h9"})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"offer","points":["h8",7]})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"declare","count":"5"})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"declare","count":2.5})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"declare","count":99999999999999999999})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"declare","count":-9223372036854775808})"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":5})"), "bad-request");
  EXPECT_EQ(actionError(R"(["place"])"), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"pass"})", std::nullopt), "bad-request");  // no seat
  EXPECT_EQ(actionError(R"({"type":"pass","seat":"black"})", std::nullopt), "bad-request");
  EXPECT_EQ(actionError(R"({"type":"pla)"), "bad-json");
  EXPECT_EQ(actionError(""), "bad-json");
  auto big = actionFromJson(json{{"type", "offer"}, {"points", json::array()}}, OPENER);
  ASSERT_TRUE(big.ok());  // an empty offer parses; the rules library refuses its count
  json tooMany = json::array();
  for (int i = 0; i < 300; ++i) tooMany.push_back("a1");
  EXPECT_FALSE(actionFromJson(json{{"type", "offer"}, {"points", tooMany}}, OPENER).ok());
}

TEST(GameJson, ErrorMessagesQuoteUntrustedTextAsValidUtf8) {
  std::string type = "a";
  for (int i = 0; i < 20; ++i) type += "\xc3\xa9";  // e acute: an odd cut would split one
  for (const json& j : {json{{"type", type}}, json{{"type", "place"}, {"point", type}}}) {
    auto a = actionFromJson(j, OPENER);
    ASSERT_FALSE(a.ok());
    EXPECT_NO_THROW((void)json(a.error().message).dump()) << a.error().message;
    EXPECT_LT(a.error().message.size(), 100u);
  }
}

TEST(GameJson, LogRoundTripsAndNamesTheBadEntry) {
  Script g(makeConfig(Rule::YAMAGUCHI));
  g.moves("h8 h9 h10").declare(OPENER, 3).swap(OTHER).place(OPENER, "g9");
  g.offer(OTHER, "i8 a1 o15").choose(OPENER, "o15").pass(OPENER);
  json j = logToJson(g.log());
  auto back = logFromJson(parsed(j.dump()));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(back.value(), g.log());
  EXPECT_TRUE(replay(g.state().config(), back.value()).state == g.state());

  j[4]["seat"] = "nobody";
  auto bad = logFromJson(j);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().code, "bad-request");
  EXPECT_NE(bad.error().message.find("action 4"), std::string::npos) << bad.error().message;
  EXPECT_FALSE(logFromJson(parsed("{}")).ok());
}

TEST(GameJson, EventsCarryTheirFacts) {
  Script g(makeConfig(Rule::RIF));
  g.place(OPENER, "h8");
  EXPECT_EQ(eventsToJson(g.lastEvents()).dump(),
            R"([{"color":"black","move":1,"point":"h8","seat":"opener","type":"stone-placed"}])");
  g.place(OPENER, "h9").place(OPENER, "h10").swap(OTHER);
  EXPECT_EQ(toJson(g.lastEvents()[0]).dump(),
            R"({"openerColor":"white","seat":"other","type":"swapped"})");
  g.place(OPENER, "g9").offer(OTHER, "i8 a1");
  EXPECT_EQ(toJson(g.lastEvents()[0]).dump(),
            R"({"points":["i8","a1"],"seat":"other","type":"offered"})");
  g.simple(OPENER, ActionType::RESIGN);
  EXPECT_EQ(toJson(g.lastEvents()[0]).dump(),
            R"({"result":{"foul":null,"reason":"resign","winner":"other","winnerColor":"black"},)"
            R"("seat":"opener","type":"finished"})");
}

TEST(GameJson, PublicStateDuringAnOffer) {
  Script g(makeConfig(Rule::RIF));
  g.moves("h8 h9 h10 g9");
  json s = stateToJson(g.state());
  EXPECT_EQ(s["rule"], "rif");
  EXPECT_EQ(s["status"], "playing");
  EXPECT_EQ(s["phase"], "offer");
  EXPECT_EQ(s["toMove"], "opener");
  EXPECT_EQ(s["nextColor"], "black");
  EXPECT_EQ(s["colors"]["opener"], "black");
  EXPECT_EQ(s["allowed"]["opener"][0], (json{{"type", "offer"}, {"count", 2}}));
  EXPECT_EQ(s["allowed"]["other"][0], (json{{"type", "resign"}}));
  EXPECT_EQ(s["moves"][1], (json{{"move", 2}, {"color", "white"}, {"point", "h9"}}));
  EXPECT_EQ(s["moveCount"], 4);
  EXPECT_EQ(s["openingLastMove"], 5);
  EXPECT_EQ(s["opening"], (json{{"code", "1D"}, {"name", "Kansei"}}));
  EXPECT_TRUE(s["result"].is_null());
  EXPECT_TRUE(s["declared"].is_null());
  EXPECT_TRUE(s["drawOffer"].is_null());
  EXPECT_TRUE(s["forbidden"].is_array());
  ASSERT_TRUE(s["offerClasses"].is_array());
  ASSERT_EQ(s["offerClasses"].size(), 225u);
  // i8 and i10 share a class (mirror about row 9); h8 is occupied.
  EXPECT_EQ(s["offerClasses"][pt("i8").index()], s["offerClasses"][pt("i10").index()]);
  EXPECT_NE(s["offerClasses"][pt("i8").index()], s["offerClasses"][pt("a1").index()]);
  EXPECT_EQ(s["offerClasses"][pt("h8").index()], -1);

  g.offer(OPENER, "i8 a1");
  s = stateToJson(g.state());
  EXPECT_EQ(s["offers"], (json{"i8", "a1"}));
  EXPECT_EQ(s["allowed"]["other"][0], (json{{"type", "choose"}, {"points", {"i8", "a1"}}}));
  EXPECT_TRUE(s["offerClasses"].is_null());
  EXPECT_TRUE(s["forbidden"].empty());
}

TEST(GameJson, PublicStateShowsForbiddenPointsAndFouls) {
  Script g(makeConfig(Rule::STANDARD, FoulMode::LOSE));
  g.moves("h8 a1 i8 a3 j9 a5 j10 a7");
  json s = stateToJson(g.state());
  EXPECT_NE(std::find(s["forbidden"].begin(), s["forbidden"].end(),
                      json{{"point", "j8"}, {"kind", "double-three"}}),
            s["forbidden"].end())
      << s["forbidden"].dump();
  EXPECT_EQ(s["allowed"]["opener"][0], (json{{"type", "place"}, {"region", "any"}}));
  EXPECT_EQ(s["allowed"]["opener"][1], (json{{"type", "pass"}}));
  g.place(OPENER, "j8");
  s = stateToJson(g.state());
  EXPECT_EQ(s["status"], "finished");
  EXPECT_TRUE(s["toMove"].is_null());
  EXPECT_EQ(s["result"]["reason"], "foul");
  EXPECT_EQ(s["result"]["winner"], "other");
  EXPECT_EQ(s["result"]["foul"], (json{{"kind", "double-three"}, {"point", "j8"}}));
  EXPECT_TRUE(s["allowed"]["opener"].empty());
}

TEST(GameJson, PublicStateShowsPassesDeclarationsAndPendingRequests) {
  Script g(makeConfig(Rule::YAMAGUCHI, FoulMode::REJECT, true));
  g.moves("h8 h9 h10").declare(OPENER, 1).place(OTHER, "g9").place(OPENER, "i8").pass(OTHER);
  g.simple(OTHER, ActionType::TAKEBACK).simple(OTHER, ActionType::DRAW_OFFER);
  json s = stateToJson(g.state());
  EXPECT_EQ(s["declared"], 1);
  EXPECT_TRUE(s["moves"][5]["point"].is_null());
  EXPECT_EQ(s["takebackRequest"], "other");
  EXPECT_EQ(s["drawOffer"], "other");
  json allowed = s["allowed"]["opener"];
  for (auto t : {"draw-accept", "draw-decline", "takeback-accept", "takeback-decline"})
    EXPECT_NE(std::find(allowed.begin(), allowed.end(), json{{"type", t}}), allowed.end()) << t;
}

}  // namespace
}  // namespace renju::testing
