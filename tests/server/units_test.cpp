// Unit tests of the server's plain parts: message parsing, the clock, token buckets, language and
// asset rules. No process, no sockets.
#include <gtest/gtest.h>

#include "base/random_id.h"
#include "base/rate_limiter.h"
#include "game/fischer_clock.h"
#include "game/protocol.h"
#include "http/pages.h"

namespace renju::server {
namespace {

TEST(Protocol, ParsesEveryClientMessage) {
  auto hello = parseClientMessage(R"({"t":"hello","d":{"seat":"abc","since":4}})");
  ASSERT_TRUE(std::holds_alternative<client_msg::Hello>(hello));
  EXPECT_EQ(*std::get<client_msg::Hello>(hello).seat, "abc");
  EXPECT_EQ(*std::get<client_msg::Hello>(hello).since, 4);
  EXPECT_TRUE(std::holds_alternative<client_msg::Ping>(parseClientMessage(R"({"t":"ping"})")));
  EXPECT_TRUE(std::holds_alternative<client_msg::Sync>(parseClientMessage(R"({"t":"sync"})")));

  auto act = parseClientMessage(
      R"({"t":"action","d":{"id":"x1","action":{"type":"offer","points":["g9","j10"]}}})");
  ASSERT_TRUE(std::holds_alternative<client_msg::Act>(act));
  const auto& a = std::get<client_msg::Act>(act);
  EXPECT_EQ(a.key, "\"x1\"");
  const auto& rules = std::get<RulesAction>(a.action).action;
  EXPECT_EQ(rules.type, ActionType::OFFER);
  EXPECT_EQ(rules.points.size(), 2u);

  auto claim = parseClientMessage(
      R"({"t":"action","d":{"id":3,"action":{"type":"claim","result":"draw"}}})");
  ASSERT_TRUE(std::holds_alternative<client_msg::Act>(claim));
  EXPECT_TRUE(std::get<ClaimRequest>(std::get<client_msg::Act>(claim).action).draw);
  EXPECT_EQ(std::get<client_msg::Act>(claim).key, "3");
}

TEST(Protocol, RefusesGarbageWithAReason) {
  auto code = [](std::string_view text) {
    auto m = parseClientMessage(text);
    if (auto* u = std::get_if<client_msg::Unexpected>(&m)) return u->error.code;
    if (auto* b = std::get_if<client_msg::BadAct>(&m)) return "act:" + b->error.code;
    return std::string("parsed");
  };
  EXPECT_EQ(code(""), "bad-json");
  EXPECT_EQ(code("[1,2]"), "bad-json");
  EXPECT_EQ(code(R"({"t":5})"), "bad-json");
  EXPECT_EQ(code(R"({"t":"fly"})"), "unknown-message");
  EXPECT_EQ(code(R"({"t":"hello","d":{"since":-1}})"), "bad-request");
  EXPECT_EQ(code(R"({"t":"action","d":{"action":{"type":"pass"}}})"), "bad-request");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":"","action":{"type":"pass"}}})"), "bad-request");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":1.5,"action":{"type":"pass"}}})"), "bad-request");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":1,"action":{"type":"warp"}}})"), "act:unknown-action");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":1,"action":{"type":"flag"}}})"), "act:unknown-action");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":1,"action":{"type":"place","point":"q1"}}})"),
            "act:bad-request");
  EXPECT_EQ(code(R"({"t":"action","d":{"id":1,"action":{"type":"claim","result":"maybe"}}})"),
            "act:bad-request");
  // An unknown type cut in the middle of a multi-byte character still makes valid JSON text.
  auto m = parseClientMessage("{\"t\":\"" + std::string(31, 'a') + "\xc3\xa9\"}");
  auto* u = std::get_if<client_msg::Unexpected>(&m);
  ASSERT_NE(u, nullptr);
  EXPECT_NO_THROW(errorMessage(nullptr, u->error));
}

TEST(Protocol, CreateRequestDefaultsAndLimits) {
  auto r = parseCreateRequest(nlohmann::json::object());
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->config.rule, Rule::STANDARD);
  EXPECT_FALSE(r->clockInitialMs);
  auto t = parseCreateRequest(
      {{"rule", "soosorv"}, {"clock", {{"initial", 300}, {"increment", 4}}}, {"opener", "random"}});
  ASSERT_TRUE(t.ok());
  EXPECT_EQ(t->config.n, 8);
  EXPECT_EQ(*t->clockInitialMs, 300000);
  EXPECT_EQ(t->clockIncrementMs, 4000);
  EXPECT_EQ(t->opener, OpenerChoice::RANDOM);
  EXPECT_FALSE(parseCreateRequest({{"clock", {{"initial", 0}}}}).ok());
  auto days = parseCreateRequest({{"clock", {{"days", 14}}}});
  ASSERT_TRUE(days.ok());
  EXPECT_EQ(days->clockDays, 14);
  EXPECT_FALSE(days->clockInitialMs);
  for (nlohmann::json bad : {nlohmann::json(0), nlohmann::json(4), nlohmann::json(15),
                             nlohmann::json("3"), nlohmann::json(2.5)})
    EXPECT_FALSE(parseCreateRequest({{"clock", {{"days", bad}}}}).ok()) << bad;
  EXPECT_FALSE(parseCreateRequest({{"clock", {{"days", 1}, {"increment", 2}}}}).ok());
  EXPECT_FALSE(parseCreateRequest({{"clock", {{"initial", 60}, {"increment", 601}}}}).ok());
  EXPECT_FALSE(parseCreateRequest({{"opener", "nobody"}}).ok());
  EXPECT_FALSE(parseCreateRequest({{"rule", "taraguchi"}, {"n", 11}}).ok());
}

TEST(FischerClockTest, ACorrespondenceClockGivesEachMoveTheWholeTimeAgain) {
  const int64_t day = 86'400'000;
  FischerClock c(ClockSettings{2 * day, 0, 2});
  c.runFor(Seat::OPENER, 0);
  EXPECT_EQ(*c.flagAt(), 2 * day);
  c.charge(day + 5);
  c.completeTurn(Seat::OPENER);
  c.runFor(Seat::OTHER, day + 5);
  EXPECT_EQ(c.stored(Seat::OPENER), 2 * day);  // not 2 days less the one used
  EXPECT_EQ(*c.flagAt(), 3 * day + 5);
  EXPECT_EQ(c.remainingAt(Seat::OTHER, 3 * day + 5), 0);
}

TEST(FischerClockTest, ChargesTheRunningSeatAndAddsIncrements) {
  FischerClock c(ClockSettings{10000, 2000});
  c.runFor(Seat::OPENER, 1000);
  EXPECT_EQ(c.remainingAt(Seat::OPENER, 4000), 7000);
  EXPECT_EQ(c.remainingAt(Seat::OTHER, 4000), 10000);
  EXPECT_EQ(*c.flagAt(), 11000);
  c.charge(4000);
  c.completeTurn(Seat::OPENER);
  c.runFor(Seat::OTHER, 4000);
  EXPECT_EQ(c.stored(Seat::OPENER), 9000);
  EXPECT_EQ(*c.flagAt(), 14000);
  EXPECT_EQ(c.remainingAt(Seat::OTHER, 20000), 0);
  // Restored after a restart: time before `resumeAt` is not charged.
  c.charge(5000);
  c.resumeAt(60000);
  EXPECT_EQ(c.remainingAt(Seat::OTHER, 61000), 8000);
}

TEST(TokenBucketTest, RefillsAtItsRate) {
  using namespace std::chrono;
  TokenBucket b(RateLimit{10, 3});
  auto t = steady_clock::now();
  EXPECT_TRUE(b.take(t));
  EXPECT_TRUE(b.take(t));
  EXPECT_TRUE(b.take(t));
  EXPECT_FALSE(b.take(t));
  EXPECT_GT(b.wait(t), 0);
  EXPECT_TRUE(b.take(t + milliseconds(110)));
  TokenBucket unlimited(RateLimit{0, 0});
  for (int i = 0; i < 100; ++i) EXPECT_TRUE(unlimited.take(t));
}

TEST(PagesRules, LanguageAndHashedAssets) {
  HttpRequest r;
  EXPECT_EQ(Pages::chooseLanguage(r), "en");
  r.acceptLanguage = "de-DE,pt-BR;q=0.8,en;q=0.5";
  EXPECT_EQ(Pages::chooseLanguage(r), "pt");
  r.cookie = "a=b; lang=en";
  EXPECT_EQ(Pages::chooseLanguage(r), "en");
  r.query = "x=1&lang=pt";
  EXPECT_EQ(Pages::chooseLanguage(r), "pt");
  EXPECT_TRUE(isHashedAssetName("index-B9Xh3k2a.js"));
  // Hashes of letters only, or starting with '-', are hashes too (seen in real builds).
  EXPECT_TRUE(isHashedAssetName("style-CBzsteZJ.css"));
  EXPECT_TRUE(isHashedAssetName("game--AyEVgEA.css"));
  EXPECT_TRUE(isHashedAssetName("site-DPwBy8Ap.js.br"));
  EXPECT_FALSE(isHashedAssetName("create-request.js"));
  EXPECT_FALSE(isHashedAssetName("robots.txt"));
  EXPECT_FALSE(isHashedAssetName("favicon.ico"));
  EXPECT_FALSE(isHashedAssetName("app-main.js"));
  EXPECT_EQ(contentTypeFor("x/y.css"), "text/css; charset=utf-8");
}

TEST(Secrets, ShapeAndUniqueness) {
  std::string a = makeSecret(), b = makeSecret();
  EXPECT_EQ(a.size(), 22u);
  EXPECT_NE(a, b);
  EXPECT_TRUE(looksLikeGameId(makeGameId()));
  EXPECT_FALSE(looksLikeGameId("short"));
  EXPECT_TRUE(secretsEqual(a, a));
  EXPECT_FALSE(secretsEqual(a, b));
}

}  // namespace
}  // namespace renju::server
