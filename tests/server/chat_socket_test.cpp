// The in-game chat against the real server (docs/chat.md): who reads each channel, the refusals
// as socket errors that change nothing, the rate, names, and the history after a reconnect and
// after a restart (the messages are stored, but never in the game's log or records).
#include <gtest/gtest.h>

#include "server_harness.h"

namespace renju::test {
namespace {

const std::string CHAT_KEY_A = "chatchatchatchatchatAA";  // 22 characters: a player key
const std::string CHAT_KEY_B = "chatchatchatchatchatBB";

/// A game whose opener seat was taken with key A (named "Ana") and other seat with key B
/// (no name): {"id", "opener", "other"} with the seat secrets.
json chatGame(uint16_t port) {
  Player a{CHAT_KEY_A, "127.0.0.1"};
  Player b{CHAT_KEY_B, "127.0.0.1"};
  EXPECT_EQ(call(port, "PUT", "/api/player", a, {{"name", "Ana"}}).status, 200);
  return gameOfPlayers(port, a, b);
}

std::string socketPath(const json& g) {
  return "/api/games/" + g["id"].get<std::string>() + "/socket";
}

/// Says hello (with a seat secret, or as a spectator with null) and returns the chat history
/// that follows the welcome.
json helloForChat(WsClient& ws, const json& seat) {
  json d = json::object();
  if (!seat.is_null()) d["seat"] = seat;
  socketHello(ws, d);
  return ws.nextOf("chat-history").value_or(json())["d"];
}

void say(WsClient& ws, const std::string& channel, const std::string& text) {
  ws.send({{"t", "chat"}, {"d", {{"channel", channel}, {"text", text}}}});
}

/// The next chat frame's data (null when none came within `timeout`).
json heard(WsClient& ws, std::chrono::milliseconds timeout = 5000ms) {
  return ws.nextOf("chat", timeout).value_or(json())["d"];
}

std::string refusal(WsClient& ws) {
  return ws.nextOf("error").value_or(json())["d"].value("error", "");
}

std::vector<std::string> texts(const json& history) {
  std::vector<std::string> out;
  if (history.contains("messages"))
    for (const json& m : history["messages"]) out.push_back(m["text"]);
  return out;
}

TEST(ChatSocket, ChannelsReachTheirReadersOnlyAndRefusalsChangeNothing) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  uint16_t port = server.port();
  json g = chatGame(port);
  WsClient opener(port, socketPath(g));
  WsClient other(port, socketPath(g));
  WsClient watcher(port, socketPath(g));
  EXPECT_EQ(helloForChat(opener, g["opener"]), json({{"messages", json::array()}}));
  helloForChat(other, g["other"]);
  helloForChat(watcher, nullptr);

  // The players' chat, both ways, with the writer's name when its key has one; HTML stays text.
  say(opener, "players", "  <b>x</b> & hi  ");
  json line = heard(other);
  EXPECT_EQ(line["text"], "<b>x</b> & hi");
  EXPECT_EQ(line["from"], "opener");
  EXPECT_EQ(line["name"], "Ana");
  EXPECT_EQ(line["channel"], "players");
  EXPECT_EQ(line["n"], 1);
  EXPECT_EQ(heard(opener)["text"], "<b>x</b> & hi");  // the writer sees it once stored
  say(other, "players", "hello back");
  line = heard(opener);
  EXPECT_EQ(line["from"], "other");
  EXPECT_TRUE(line["name"].is_null());
  EXPECT_EQ(heard(other)["n"], 2);

  // The spectators' chat: spectators read it; a player only after turning it on.
  say(watcher, "spectators", "nice game");
  EXPECT_EQ(heard(watcher)["from"], "spectator");
  say(watcher, "spectators", "second");
  EXPECT_EQ(heard(watcher)["text"], "second");
  opener.send({{"t", "chat-follow"}, {"d", {{"spectators", true}}}});
  json followed = opener.nextOf("chat-history").value_or(json())["d"];
  EXPECT_EQ(texts(followed), (std::vector<std::string>{"nice game", "second"}));
  say(watcher, "spectators", "third");
  EXPECT_EQ(heard(opener)["text"], "third");
  EXPECT_EQ(heard(watcher)["text"], "third");

  // Refusals, each an error frame that stores and sends nothing.
  say(watcher, "players", "let me in");
  EXPECT_EQ(refusal(watcher), "chat-not-allowed");
  say(opener, "spectators", "hi all");
  EXPECT_EQ(refusal(opener), "chat-not-allowed");
  say(opener, "players", std::string(141, 'a'));
  EXPECT_EQ(refusal(opener), "chat-too-long");
  say(opener, "players", "   ");
  EXPECT_EQ(refusal(opener), "chat-empty");
  say(opener, "players", "two\nlines");
  EXPECT_EQ(refusal(opener), "bad-request");
  say(opener, "players", std::string(140, 'b'));  // the limit itself passes
  EXPECT_EQ(heard(other)["text"], std::string(140, 'b'));
  EXPECT_EQ(heard(opener)["text"], std::string(140, 'b'));

  // The other player never followed the spectators: it heard none of their lines, and the
  // spectator none of the players' (its next chat frame is the next spectators' line).
  say(watcher, "spectators", "last");
  EXPECT_EQ(heard(watcher)["text"], "last");
  EXPECT_EQ(heard(opener)["text"], "last");
  say(other, "players", "marker");
  EXPECT_EQ(heard(other)["text"], "marker");
  auto rows = storeQuery(dir.path(), "SELECT n, channel, seat, name, text FROM chat ORDER BY n");
  ASSERT_EQ(rows.size(), 8u);
  EXPECT_EQ(rows[0]["text"], "<b>x</b> & hi");
  EXPECT_EQ(rows[0]["name"], "Ana");
  EXPECT_EQ(rows[2]["channel"], "spectators");
  EXPECT_EQ(rows[2]["seat"], "-1");
  EXPECT_EQ(rows[7]["text"], "marker");

  // Nothing of it is in the game's log or records.
  for (const char* format : {"json", "sgf", "text"}) {
    auto record = getJson(
        port, "/api/games/" + g["id"].get<std::string>() + "/record?format=" + std::string(format));
    EXPECT_EQ(record.body.find("hello back"), std::string::npos) << format;
  }
  EXPECT_EQ(storeQuery(dir.path(), "SELECT version FROM actions").size(), 0u);
}

TEST(ChatSocket, ASocketMayWriteFiveMessagesThenIsRefusedWithChatRate) {
  TempDir dir;
  ServerProcess server(dir.path());
  server.start();
  json g = chatGame(server.port());
  WsClient opener(server.port(), socketPath(g));
  helloForChat(opener, g["opener"]);
  for (int i = 0; i < 10; ++i) say(opener, "players", "m" + std::to_string(i));
  // Ten sent at once: the first five pass, then the bucket refills one message per 2 s only. The
  // refusals come at once, the messages once stored: they are counted in any order.
  std::vector<std::string> passed;
  std::vector<std::string> refused;
  while (passed.size() + refused.size() < 10) {
    auto frame = opener.next();
    ASSERT_TRUE(frame.has_value());
    if ((*frame)["t"] == "chat") passed.push_back((*frame)["d"]["text"]);
    if ((*frame)["t"] == "error") refused.push_back((*frame)["d"]["error"]);
  }
  ASSERT_GE(passed.size(), 5u);
  ASSERT_GE(refused.size(), 1u);
  for (size_t i = 0; i < passed.size(); ++i) EXPECT_EQ(passed[i], "m" + std::to_string(i));
  for (const std::string& code : refused) EXPECT_EQ(code, "chat-rate");
  // A second socket of the same seat has its own bucket.
  WsClient again(server.port(), socketPath(g));
  helloForChat(again, g["opener"]);
  say(again, "players", "from the other tab");
  EXPECT_EQ(heard(again)["text"], "from the other tab");
}

TEST(ChatSocket, HistoryComesAfterAReconnectAndAfterARestart) {
  TempDir dir;
  json g;
  {
    ServerProcess server(dir.path());
    server.start();
    g = chatGame(server.port());
    WsClient opener(server.port(), socketPath(g));
    WsClient watcher(server.port(), socketPath(g));
    helloForChat(opener, g["opener"]);
    helloForChat(watcher, nullptr);
    say(opener, "players", "before");
    EXPECT_EQ(heard(opener)["text"], "before");
    say(watcher, "spectators", "watching");
    EXPECT_EQ(heard(watcher)["text"], "watching");
    opener.close();
    WsClient back(server.port(), socketPath(g));
    EXPECT_EQ(texts(helloForChat(back, g["opener"])), (std::vector<std::string>{"before"}));
    EXPECT_EQ(server.stop(), 0);
  }
  ServerProcess restarted(dir.path());
  restarted.start();
  uint16_t port = restarted.port();
  WsClient other(port, socketPath(g));
  EXPECT_EQ(texts(helloForChat(other, g["other"])), (std::vector<std::string>{"before"}));
  WsClient watcher(port, socketPath(g));
  EXPECT_EQ(texts(helloForChat(watcher, nullptr)), (std::vector<std::string>{"watching"}));
  other.send({{"t", "chat-follow"}, {"d", {{"spectators", true}}}});
  EXPECT_EQ(texts(other.nextOf("chat-history").value_or(json())["d"]),
            (std::vector<std::string>{"watching"}));
  // Numbers go on after the stored ones.
  say(other, "players", "after");
  json line = heard(other);
  EXPECT_EQ(line["text"], "after");
  EXPECT_EQ(line["n"], 3);
}

}  // namespace
}  // namespace renju::test
