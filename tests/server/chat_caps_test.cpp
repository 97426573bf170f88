// The spectators' chat caps over many sockets against the real server (docs/chat.md, "Limits"):
// one address with dozens of sockets in two games, and a dozen addresses in one game, store and
// send no more than their caps allow, each refusal a `chat-rate` error; another address, another
// game and the players' chat are not held back by them.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "server_harness.h"

namespace renju::test {
namespace {

using Clock = std::chrono::steady_clock;

std::string capsSocketPath(const json& g) {
  return "/api/games/" + g["id"].get<std::string>() + "/socket";
}

/// A spectator's socket coming from `address` (through the trusted proxy's header).
std::unique_ptr<WsClient> spectatorFrom(uint16_t port, const json& g, const std::string& address) {
  auto ws = std::make_unique<WsClient>(
      port, capsSocketPath(g), std::map<std::string, std::string>{{"X-Forwarded-For", address}});
  socketHello(*ws, json::object());
  ws->nextOf("chat-history");
  return ws;
}

void sayToSpectators(WsClient& ws, const std::string& text) {
  ws.send({{"t", "chat"}, {"d", {{"channel", "spectators"}, {"text", text}}}});
}

/// What became of the `count` messages a socket sent with texts starting with `prefix`: each is
/// either heard back (stored and sent) or refused with an error frame (its code is kept).
struct Fate {
  int stored = 0;
  std::vector<std::string> refusals;
};
Fate fateOf(WsClient& ws, const std::string& prefix, int count) {
  Fate f;
  while (f.stored + static_cast<int>(f.refusals.size()) < count) {
    auto frame = ws.next();
    if (!frame) {
      ADD_FAILURE() << "no answer to all of " << prefix;
      break;
    }
    if ((*frame)["t"] == "error") f.refusals.push_back((*frame)["d"].value("error", ""));
    if ((*frame)["t"] == "chat" && (*frame)["d"]["text"].get<std::string>().starts_with(prefix))
      ++f.stored;
  }
  return f;
}

/// Stored spectators' messages whose text starts with `prefix`.
size_t storedWith(const std::filesystem::path& dir, const std::string& prefix) {
  size_t n = 0;
  for (auto& row : storeQuery(dir, "SELECT text FROM chat WHERE seat = -1"))
    if (row["text"].starts_with(prefix)) ++n;
  return n;
}

/// At most what a bucket of `burst` refilled at `rate` per second gives over `since` until now.
size_t capSince(Clock::time_point since, double rate, double burst) {
  double seconds = std::chrono::duration<double>(Clock::now() - since).count();
  return static_cast<size_t>(burst + rate * seconds);
}

TEST(ChatCaps, OneAddressWithManySocketsIsHeldToItsCapAcrossGames) {
  TempDir dir;
  // Refill slowly, so that the cap is its burst for the test's few seconds.
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8", "--chat-rate-ip", "0.05",
                                    "--chat-burst-ip", "6", "--chat-rate-game", "0"});
  server.start();
  uint16_t port = server.port();
  json g1 = startGame(port, {{"rule", "standard"}});
  json g2 = startGame(port, {{"rule", "standard"}});
  auto watcher = spectatorFrom(port, g1, "10.0.0.2");  // another address, in the first game

  const auto start = Clock::now();
  std::vector<std::unique_ptr<WsClient>> flood;
  for (int i = 0; i < 40; ++i) flood.push_back(spectatorFrom(port, i < 30 ? g1 : g2, "10.0.0.1"));
  for (size_t i = 0; i < flood.size(); ++i)
    for (int j = 0; j < 5; ++j)  // each within its socket's own rate (5 at once)
      sayToSpectators(*flood[i], "a" + std::to_string(i) + "-" + std::to_string(j));
  int stored = 0;
  for (size_t i = 0; i < flood.size(); ++i) {
    Fate f = fateOf(*flood[i], "a" + std::to_string(i) + "-", 5);
    stored += f.stored;
    for (const std::string& code : f.refusals) EXPECT_EQ(code, "chat-rate");
  }
  const size_t cap = capSince(start, 0.05, 6);
  EXPECT_GE(stored, 1);
  EXPECT_LE(static_cast<size_t>(stored), cap) << "of 200 messages from one address";
  EXPECT_EQ(storedWith(dir.path(), "a"), static_cast<size_t>(stored));

  // Another address still writes in that game; the watcher heard exactly the first game's
  // stored messages of the flood, then its own.
  sayToSpectators(*watcher, "b-hello");
  int heardFlood = 0;
  for (;;) {
    auto frame = watcher->nextOf("chat");
    ASSERT_TRUE(frame.has_value()) << "the other address's message never came back";
    std::string text = (*frame)["d"]["text"];
    if (text == "b-hello") break;
    ++heardFlood;
  }
  EXPECT_EQ(storedWith(dir.path(), "b-hello"), 1u);
  size_t inFirst = 0;
  for (auto& row : storeQuery(dir.path(), "SELECT text FROM chat WHERE game_id = '" +
                                              g1["id"].get<std::string>() + "' AND seat = -1"))
    if (row["text"].starts_with("a")) ++inFirst;
  EXPECT_EQ(static_cast<size_t>(heardFlood), inFirst);
}

TEST(ChatCaps, ManyAddressesInOneGameAreHeldToItsCapAndOtherGamesAndPlayersAreNot) {
  TempDir dir;
  ServerProcess server(dir.path(), {"--trusted-proxy", "127.0.0.0/8", "--chat-rate-game", "0.05",
                                    "--chat-burst-game", "10"});
  server.start();
  uint16_t port = server.port();
  json busy = startGame(port, {{"rule", "standard"}});
  json quiet = startGame(port, {{"rule", "standard"}});

  const auto start = Clock::now();
  std::vector<std::unique_ptr<WsClient>> crowd;
  for (int i = 0; i < 12; ++i)
    crowd.push_back(spectatorFrom(port, busy, "10.0.1." + std::to_string(i + 1)));
  for (size_t i = 0; i < crowd.size(); ++i)
    for (int j = 0; j < 5; ++j)
      sayToSpectators(*crowd[i], "c" + std::to_string(i) + "-" + std::to_string(j));
  int stored = 0;
  for (size_t i = 0; i < crowd.size(); ++i) {
    Fate f = fateOf(*crowd[i], "c" + std::to_string(i) + "-", 5);
    stored += f.stored;
    for (const std::string& code : f.refusals) EXPECT_EQ(code, "chat-rate");
  }
  EXPECT_GE(stored, 1);
  EXPECT_LE(static_cast<size_t>(stored), capSince(start, 0.05, 10)) << "of 60 messages";
  EXPECT_EQ(storedWith(dir.path(), "c"), static_cast<size_t>(stored));

  // The cap is the game's: a spectator of another game, from one of the same addresses, writes.
  auto elsewhere = spectatorFrom(port, quiet, "10.0.1.1");
  sayToSpectators(*elsewhere, "d-elsewhere");
  EXPECT_EQ(elsewhere->nextOf("chat").value_or(json())["d"]["text"], "d-elsewhere");
  // And the players of the busy game still talk.
  WsClient opener(port, capsSocketPath(busy));
  socketHello(opener, {{"seat", busy["seats"]["opener"]}});
  opener.send({{"t", "chat"}, {"d", {{"channel", "players"}, {"text", "e-players"}}}});
  EXPECT_EQ(opener.nextOf("chat").value_or(json())["d"]["text"], "e-players");
}

}  // namespace
}  // namespace renju::test
