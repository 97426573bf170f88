// Identity without signup (issue 10, docs/lobby.md): the pure checks of keys and display names,
// then the API and the socket against the real server.
#include <gtest/gtest.h>

#include "base/errors.h"
#include "base/sha256.h"
#include "game/players.h"
#include "server_harness.h"

namespace renju::test {
namespace {

using server::displayNameError;
using server::playerKeyFromAuthorization;
using server::validDisplayName;
using server::validPlayerKey;

const std::string KEY_A = "AAAAaaaa0000----____zz";  // 22 characters: the shortest key
const std::string KEY_B = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";  // 64

TEST(DisplayName, LettersOfAnyScriptDigitsSpacesAndThreeMarks) {
  for (const char* name : {"a", "Ana María", "Łukasz", "Дмитрий", "連珠", "김민준", "ﾚﾝｼﾞｭ",
                           "Ümit_42", "j.-p.", "12345678901234567890", "ÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀ"})
    EXPECT_TRUE(validDisplayName(name)) << name;
}

TEST(DisplayName, EverythingElseIsRefusedWithBadName) {
  const std::string tooLong(21, 'a');
  for (const std::string& name :
       {std::string(), std::string(" ann"), std::string("ann "), tooLong,
        std::string("ÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀ"), std::string("a<b>"), std::string("x\ty"),
        std::string("line\nbreak"), std::string("🙂"), std::string("a@b"), std::string("a\0b", 3),
        std::string("\xC3"), std::string("\xC0\xAF"), std::string("\xED\xA0\x80"),
        std::string("a\u200Bb"), std::string("e\u0301")}) {
    auto e = displayNameError(name);
    ASSERT_TRUE(e) << name;
    EXPECT_EQ(e->code, "bad-name");
  }
}

TEST(PlayerKey, ShapeAndAuthorizationHeader) {
  EXPECT_TRUE(validPlayerKey(KEY_A));
  EXPECT_TRUE(validPlayerKey(KEY_B));
  EXPECT_FALSE(validPlayerKey(KEY_A.substr(1)));  // 21: under 128 bits
  EXPECT_FALSE(validPlayerKey(KEY_B + "b"));
  EXPECT_FALSE(validPlayerKey("AAAAaaaa0000----____z="));  // padding and other signs
  EXPECT_EQ(playerKeyFromAuthorization("Player " + KEY_A).value(), KEY_A);
  EXPECT_EQ(playerKeyFromAuthorization("  pLaYeR\t" + KEY_A + " ").value(), KEY_A);
  EXPECT_EQ(playerKeyFromAuthorization("").value(), "");
  EXPECT_EQ(playerKeyFromAuthorization("Bearer " + KEY_A).value(), "");
  EXPECT_EQ(playerKeyFromAuthorization("Players " + KEY_A).value(), "");
  auto bad = playerKeyFromAuthorization("Player short");
  ASSERT_FALSE(bad);
  EXPECT_EQ(bad.error().code, "no-player");
}

HttpResult asPlayer(uint16_t port, const std::string& method, const std::string& target,
                    const std::string& key, const json& body = nullptr) {
  std::map<std::string, std::string> headers{{"Content-Type", "application/json"}};
  if (!key.empty()) headers["Authorization"] = "Player " + key;
  return httpRequest(port, method, target, body.is_null() ? "" : body.dump(), headers);
}

// One server for the whole path: names, seats taken with keys, the socket, and the key kept
// out of the database and the log.
TEST(Players, DisplayNameSeatsAndSocketByKeyWhichIsNeverStoredNorLogged) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--log-level", "trace"});
  server.captureLog();
  server.start();
  uint16_t port = server.port();

  expectError(asPlayer(port, "GET", "/api/player", ""), 401, "no-player");
  expectError(asPlayer(port, "GET", "/api/player", "short"), 401, "no-player");
  expectError(asPlayer(port, "POST", "/api/player", KEY_A), 405, "method-not-allowed");
  EXPECT_TRUE(asPlayer(port, "GET", "/api/player", KEY_A).json()["name"].is_null());
  expectError(asPlayer(port, "PUT", "/api/player", KEY_A, {{"name", "<b>x</b>"}}), 400, "bad-name");
  expectError(asPlayer(port, "PUT", "/api/player", KEY_A, {{"name", ""}}), 400, "bad-name");
  expectError(asPlayer(port, "PUT", "/api/player", KEY_A, {{"nom", "x"}}), 400, "bad-request");
  EXPECT_TRUE(asPlayer(port, "GET", "/api/player", KEY_A).json()["name"].is_null());  // unchanged
  auto set = asPlayer(port, "PUT", "/api/player", KEY_A, {{"name", "Ana María"}});
  EXPECT_EQ(set.status, 200) << set.body;
  EXPECT_EQ(asPlayer(port, "GET", "/api/player", KEY_A).json()["name"], "Ana María");
  EXPECT_TRUE(asPlayer(port, "GET", "/api/player", KEY_B).json()["name"].is_null());

  // A game created with key A (the creator opens) and joined with key B.
  auto created = asPlayer(port, "POST", "/api/games", KEY_A, {{"rule", "standard"}});
  ASSERT_EQ(created.status, 201) << created.body;
  std::string id = created.json()["id"];
  expectError(asPlayer(port, "POST", "/api/games/" + id + "/join", "bad key",
                       {{"invite", created.json()["invite"]}}),
              401, "no-player");
  auto joined = asPlayer(port, "POST", "/api/games/" + id + "/join", KEY_B,
                         {{"invite", created.json()["invite"]}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(joined.json()["you"], "other");
  auto row = storeQuery(dir.path(), "SELECT player_opener, player_other FROM games");
  ASSERT_EQ(row.size(), 1u);
  EXPECT_EQ(row[0]["player_opener"], server::sha256Hex(KEY_A));
  EXPECT_EQ(row[0]["player_other"], server::sha256Hex(KEY_B));
  EXPECT_EQ(storeQuery(dir.path(), "SELECT key_hash FROM players").size(), 2u);

  // The socket's hello: key B holds the other seat, an unknown key only watches.
  std::string path = "/api/games/" + id + "/socket";
  WsClient b(port, path);
  b.send({{"t", "hello"}, {"d", {{"player", KEY_B}}}});
  EXPECT_EQ(b.nextOf("welcome").value_or(json())["d"]["you"], "other");
  WsClient stranger(port, path);
  stranger.send({{"t", "hello"}, {"d", {{"player", std::string(30, 'x')}}}});
  EXPECT_TRUE(stranger.nextOf("welcome").value_or(json())["d"]["you"].is_null());
  WsClient malformed(port, path);
  malformed.send({{"t", "hello"}, {"d", {{"player", "no"}}}});
  EXPECT_EQ(malformed.nextOf("error").value_or(json())["d"]["error"], "no-player");

  EXPECT_EQ(server.stop(), 0);
  std::string everything = server.log();
  for (const char* table : {"games", "players", "actions"})
    for (const Row& r : storeQuery(dir.path(), std::string("SELECT * FROM ") + table))
      for (const auto& [column, value] : r) everything += value;
  EXPECT_EQ(everything.find(KEY_A), std::string::npos);
  EXPECT_EQ(everything.find(KEY_B), std::string::npos);
}

}  // namespace
}  // namespace renju::test
