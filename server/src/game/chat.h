#pragma once
// The in-game chat's rules (docs/chat.md), pure so that each is unit-tested without a socket:
// what a message may hold, who may write and read each channel, the rates (per socket; and on
// the spectators' channel per client address and per game), and the recent messages a socket is
// sent after `welcome`. The room sequences them on its strand and writes each accepted message to
// the store before anyone sees it.
#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/rate_limiter.h"
#include "game.h"
#include "result.h"
#include "store/store.h"

namespace renju::server {

/// The players' channel is the two seats' own; the spectators' channel is written by spectators
/// and read by them and by a seat's socket that turned it on (as lichess does).
enum class ChatChannel : uint8_t { PLAYERS = 0, SPECTATORS = 1 };
std::string_view toString(ChatChannel c);  ///< "players" / "spectators" (also the stored text)
std::optional<ChatChannel> parseChatChannel(std::string_view s);

/// At most this many characters (Unicode code points) after trimming.
constexpr size_t CHAT_MAX_LENGTH = 140;
/// Per socket: 5 messages, then one more every 2 s (5 per 10 s in the long run).
constexpr RateLimit CHAT_RATE{0.5, 5};
/// The recent messages of each channel kept in memory and sent to a socket that arrives.
constexpr size_t CHAT_HISTORY = 50;

/// The message as it is stored: trimmed of white space at both ends. Errors: bad-request (not
/// UTF-8, or a control character inside), chat-empty, chat-too-long.
Result<std::string> checkChatText(std::string_view text);

bool mayWriteChat(ChatChannel c, std::optional<Seat> seat);
/// `following`: the socket asked for the spectators' chat (`chat-follow`); only seats need to.
bool mayReadChat(ChatChannel c, std::optional<Seat> seat, bool following);

/// One socket's chat state, kept by the room beside the socket.
struct ChatSocket {
  bool following = false;
  TokenBucket bucket{CHAT_RATE};
};

/// The caps of the spectators' channel over many sockets (--chat-rate-ip, --chat-rate-game): one
/// address opening a hundred sockets, or many spectators at once, would otherwise store and send
/// to every socket as many messages as they have sockets. The players' channel has two writers
/// and is bounded by the socket's rate alone.
struct SpectatorCaps {
  AddressLimiter* addresses = nullptr;  ///< shared by every game of the node; null = no cap
  std::string address;                  ///< the writer's client address; "" = no address cap
  TokenBucket* game = nullptr;          ///< the game's bucket; null = no cap
};

/// Everything a socket's message must pass, in order: the channel's writers, the text, the
/// socket's rate, then on the spectators' channel the game's and the address's (a refused message
/// takes no token from any bucket). Returns the text to store. Errors: chat-not-allowed, those of
/// checkChatText, chat-rate (its message says which rate).
Result<std::string> admitChat(ChatSocket& socket, std::optional<Seat> seat, ChatChannel channel,
                              std::string_view text, std::chrono::steady_clock::time_point now,
                              const SpectatorCaps& caps = {});

/// The `d` of a `chat` frame: {n, channel, from: "opener"|"other"|"spectator", name, text, at}.
nlohmann::json chatJson(const ChatRow& row);

/// A game's message numbers and its recent messages, per channel. Built from the store's rows.
class ChatLog {
 public:
  explicit ChatLog(const std::vector<ChatRow>& stored = {});
  /// The number of the next message (n counts the messages of both channels, from 1).
  int64_t next() { return next_++; }
  /// A message is durable: it becomes part of the recent history.
  void add(ChatRow row);
  /// The `d` of a `chat-history` frame: {"messages": [...]}, the recent messages of the channels
  /// this socket may read, in order of n.
  nlohmann::json history(std::optional<Seat> seat, bool following) const;
  /// As history(), for one channel only (a seat that just turned the spectators' chat on).
  nlohmann::json history(ChatChannel c) const;

 private:
  std::array<std::deque<ChatRow>, 2> recent_;
  int64_t next_ = 1;
};

}  // namespace renju::server
