// The chat's pure rules (server/src/game/chat.h, docs/chat.md): the text, who writes and reads each
// channel, the per-socket rate, the history a socket is sent, and the socket messages' shapes.
#include <gtest/gtest.h>

#include "game/chat.h"
#include "game/protocol.h"

namespace renju::test {
namespace {

using server::admitChat;
using server::ChatChannel;
using server::ChatLog;
using server::ChatRow;
using server::ChatSocket;
using server::checkChatText;
using server::mayReadChat;
using server::mayWriteChat;
using Clock = std::chrono::steady_clock;

std::string chatCode(std::string_view text) {
  auto r = checkChatText(text);
  return r ? "ok" : r.error().code;
}

TEST(ChatText, IsTrimmedAndKeptVerbatimOtherwise) {
  EXPECT_EQ(checkChatText("  hello  ").value(), "hello");
  EXPECT_EQ(checkChatText("\u3000\u00A0hi there\u2003").value(), "hi there");
  EXPECT_EQ(checkChatText("<b>x</b> & \"q\"").value(), "<b>x</b> & \"q\"");
  EXPECT_EQ(checkChatText("連珠 🙂 Ümit").value(), "連珠 🙂 Ümit");
  EXPECT_EQ(checkChatText("a  b").value(), "a  b");  // inner white space stays
}

TEST(ChatText, EmptyOrOnlyWhiteSpaceIsChatEmpty) {
  for (std::string_view text : {"", " ", "\t\n  ", "\u3000\u00A0"})
    EXPECT_EQ(chatCode(text), "chat-empty") << text;
}

TEST(ChatText, AtMost140CodePointsAfterTrimming) {
  EXPECT_EQ(chatCode(std::string(140, 'a')), "ok");
  EXPECT_EQ(chatCode(std::string(141, 'a')), "chat-too-long");
  EXPECT_EQ(chatCode("   " + std::string(140, 'a') + "   "), "ok");  // trimmed first
  std::string wide;
  for (int i = 0; i < 140; ++i) wide += "🙂";  // 4 bytes each: code points are counted
  EXPECT_EQ(chatCode(wide), "ok");
  EXPECT_EQ(chatCode(wide + "a"), "chat-too-long");
}

TEST(ChatText, ControlCharactersAndBadUtf8AreRefused) {
  for (std::string_view text :
       {std::string_view("a\nb"), std::string_view("a\tb"), std::string_view("a\0b", 3),
        std::string_view("a\x7F"), std::string_view("a\u0085b"), std::string_view("a\u202Eb"),
        std::string_view("a\u2066b"), std::string_view("a\u2028b")})
    EXPECT_EQ(chatCode(text), "bad-request") << text;
  for (std::string_view text : {"\xC3", "a\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\xFF"})
    EXPECT_EQ(chatCode(text), "bad-request") << text;
}

TEST(ChatChannels, PlayersChannelIsTheSeatsOwnSpectatorsChannelIsReadByFollowers) {
  const std::optional<Seat> spectator;
  for (auto seat : {Seat::OPENER, Seat::OTHER}) {
    EXPECT_TRUE(mayWriteChat(ChatChannel::PLAYERS, seat));
    EXPECT_FALSE(mayWriteChat(ChatChannel::SPECTATORS, seat));
    EXPECT_TRUE(mayReadChat(ChatChannel::PLAYERS, seat, false));
    EXPECT_FALSE(mayReadChat(ChatChannel::SPECTATORS, seat, false));
    EXPECT_TRUE(mayReadChat(ChatChannel::SPECTATORS, seat, true));
  }
  EXPECT_FALSE(mayWriteChat(ChatChannel::PLAYERS, spectator));
  EXPECT_TRUE(mayWriteChat(ChatChannel::SPECTATORS, spectator));
  EXPECT_FALSE(mayReadChat(ChatChannel::PLAYERS, spectator, false));
  EXPECT_FALSE(mayReadChat(ChatChannel::PLAYERS, spectator, true));
  EXPECT_TRUE(mayReadChat(ChatChannel::SPECTATORS, spectator, false));
}

TEST(ChatAdmit, FiveMessagesThenOneEveryTwoSecondsAndRefusalsTakeNoToken) {
  ChatSocket socket;
  auto t = Clock::now();
  const auto seat = std::optional(Seat::OPENER);
  // Refused messages first: they take nothing from the bucket.
  EXPECT_EQ(admitChat(socket, seat, ChatChannel::SPECTATORS, "x", t).error().code,
            "chat-not-allowed");
  EXPECT_EQ(admitChat(socket, std::nullopt, ChatChannel::PLAYERS, "x", t).error().code,
            "chat-not-allowed");
  EXPECT_EQ(admitChat(socket, seat, ChatChannel::PLAYERS, " ", t).error().code, "chat-empty");
  EXPECT_EQ(admitChat(socket, seat, ChatChannel::PLAYERS, std::string(141, 'a'), t).error().code,
            "chat-too-long");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(admitChat(socket, seat, ChatChannel::PLAYERS, " hi ", t).value(), "hi") << i;
  EXPECT_EQ(admitChat(socket, seat, ChatChannel::PLAYERS, "hi", t).error().code, "chat-rate");
  EXPECT_EQ(admitChat(socket, seat, ChatChannel::PLAYERS, "hi", t + std::chrono::milliseconds(1900))
                .error()
                .code,
            "chat-rate");
  EXPECT_TRUE(
      admitChat(socket, seat, ChatChannel::PLAYERS, "hi", t + std::chrono::milliseconds(2100)));
  ChatSocket other;  // the rate is per socket
  EXPECT_TRUE(admitChat(other, std::nullopt, ChatChannel::SPECTATORS, "hi", t));
}

TEST(ChatAdmit, TheSpectatorsCapsHoldOverSocketsAndARefusalTakesFromNoBucket) {
  auto t = Clock::now();
  server::AddressLimiter addresses({0.5, 3});
  server::TokenBucket game({1, 4});
  server::SpectatorCaps fromA{&addresses, "10.0.0.1", &game};
  ChatSocket a1, a2, b;
  // Three from one address over two sockets, then its cap refuses whichever socket writes.
  EXPECT_TRUE(admitChat(a1, std::nullopt, ChatChannel::SPECTATORS, "1", t, fromA));
  EXPECT_TRUE(admitChat(a2, std::nullopt, ChatChannel::SPECTATORS, "2", t, fromA));
  EXPECT_TRUE(admitChat(a2, std::nullopt, ChatChannel::SPECTATORS, "3", t, fromA));
  auto refused = admitChat(a1, std::nullopt, ChatChannel::SPECTATORS, "4", t, fromA);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().code, "chat-rate");
  EXPECT_NE(refused.error().message.find("address"), std::string::npos);
  // The refusal took nothing from the game: another address has its fourth message, then the
  // game's cap refuses it (and takes nothing from that address).
  server::SpectatorCaps fromB{&addresses, "10.0.0.2", &game};
  EXPECT_TRUE(admitChat(b, std::nullopt, ChatChannel::SPECTATORS, "5", t, fromB));
  auto full = admitChat(b, std::nullopt, ChatChannel::SPECTATORS, "6", t, fromB);
  ASSERT_FALSE(full);
  EXPECT_EQ(full.error().code, "chat-rate");
  EXPECT_NE(full.error().message.find("game"), std::string::npos);
  // A second later the game has one more; B's address still had two left, A's none.
  const auto later = t + std::chrono::milliseconds(1100);
  EXPECT_FALSE(admitChat(a2, std::nullopt, ChatChannel::SPECTATORS, "7", later, fromA));
  EXPECT_TRUE(admitChat(b, std::nullopt, ChatChannel::SPECTATORS, "8", later, fromB));
  // The players' channel is bounded by the socket's rate only.
  ChatSocket seat;
  for (int i = 0; i < 5; ++i)
    EXPECT_TRUE(admitChat(seat, Seat::OPENER, ChatChannel::PLAYERS, "p", later, fromA)) << i;
}

ChatRow chatRow(int64_t n, const char* channel, std::optional<Seat> seat) {
  return ChatRow{n, channel, seat, seat ? "Ana" : "", "m" + std::to_string(n), 1000 + n};
}

std::vector<int64_t> numbers(const nlohmann::json& history) {
  std::vector<int64_t> out;
  for (const auto& m : history["messages"]) out.push_back(m["n"].get<int64_t>());
  return out;
}

TEST(ChatLog, HistoryHoldsTheChannelsASocketMayReadInOrder) {
  ChatLog log({chatRow(1, "players", Seat::OPENER), chatRow(2, "spectators", std::nullopt),
               chatRow(4, "players", Seat::OTHER)});
  EXPECT_EQ(log.next(), 5);  // after the highest stored number
  EXPECT_EQ(log.next(), 6);
  log.add(chatRow(5, "spectators", std::nullopt));
  const auto seat = std::optional(Seat::OTHER);
  EXPECT_EQ(numbers(log.history(seat, false)), (std::vector<int64_t>{1, 4}));
  EXPECT_EQ(numbers(log.history(seat, true)), (std::vector<int64_t>{1, 2, 4, 5}));
  EXPECT_EQ(numbers(log.history(std::nullopt, false)), (std::vector<int64_t>{2, 5}));
  EXPECT_EQ(numbers(log.history(ChatChannel::SPECTATORS)), (std::vector<int64_t>{2, 5}));

  auto first = log.history(seat, false)["messages"][0];
  EXPECT_EQ(first["from"], "opener");
  EXPECT_EQ(first["name"], "Ana");
  EXPECT_EQ(first["channel"], "players");
  EXPECT_EQ(first["text"], "m1");
  EXPECT_EQ(first["at"], 1001);
  auto spectatorLine = log.history(std::nullopt, false)["messages"][0];
  EXPECT_EQ(spectatorLine["from"], "spectator");
  EXPECT_TRUE(spectatorLine["name"].is_null());
}

TEST(ChatLog, KeepsTheLast50OfEachChannel) {
  ChatLog log;
  for (int64_t i = 1; i <= 120; ++i) log.add(chatRow(log.next(), "players", Seat::OPENER));
  log.add(chatRow(log.next(), "spectators", std::nullopt));
  auto n = numbers(log.history(Seat::OPENER, true));
  ASSERT_EQ(n.size(), server::CHAT_HISTORY + 1);
  EXPECT_EQ(n.front(), 71);
  EXPECT_EQ(n.back(), 121);
}

TEST(ChatMessages, ShapesOfChatAndChatFollow) {
  using namespace server::client_msg;
  auto parse = [](const char* text) { return server::parseClientMessage(text); };
  auto chat = std::get<Chat>(parse(R"({"t":"chat","d":{"channel":"spectators","text":" a "}})"));
  EXPECT_TRUE(chat.spectators);
  EXPECT_EQ(chat.text, " a ");  // checked (and trimmed) by the room, not here
  EXPECT_FALSE(
      std::get<Chat>(parse(R"({"t":"chat","d":{"channel":"players","text":""}})")).spectators);
  EXPECT_TRUE(
      std::get<ChatFollow>(parse(R"({"t":"chat-follow","d":{"spectators":true}})")).spectators);
  for (const char* bad :
       {R"({"t":"chat"})", R"({"t":"chat","d":[]})", R"({"t":"chat","d":{"text":"a"}})",
        R"({"t":"chat","d":{"channel":"all","text":"a"}})",
        R"({"t":"chat","d":{"channel":"players","text":5}})", R"({"t":"chat-follow"})",
        R"({"t":"chat-follow","d":{"spectators":"yes"}})"})
    EXPECT_EQ(std::get<Unexpected>(parse(bad)).error.code, "bad-request") << bad;
  std::string huge =
      R"({"t":"chat","d":{"channel":"players","text":")" + std::string(5000, 'a') + R"("}})";
  EXPECT_EQ(std::get<Unexpected>(parse(huge.c_str())).error.code, "chat-too-long");
}

}  // namespace
}  // namespace renju::test
