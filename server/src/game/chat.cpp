#include "game/chat.h"

#include <algorithm>

#include "base/errors.h"
#include "base/utf8.h"

namespace renju::server {

using nlohmann::json;

namespace {

// White space that a message may not start or end with (Unicode's White_Space property).
bool whiteSpace(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

// Control characters (C0, DEL, C1), the line and paragraph separators, and the bidirectional
// overrides and isolates: each could break or disguise the lines of other people's chat.
bool control(char32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

Error chatError(ErrorCode code, std::string message) {
  return serverError(code, std::move(message));
}

}  // namespace

std::string_view toString(ChatChannel c) {
  return c == ChatChannel::PLAYERS ? "players" : "spectators";
}

std::optional<ChatChannel> parseChatChannel(std::string_view s) {
  if (s == "players") return ChatChannel::PLAYERS;
  if (s == "spectators") return ChatChannel::SPECTATORS;
  return std::nullopt;
}

Result<std::string> checkChatText(std::string_view text) {
  // Decode once, keeping where each code point starts, so that trimming cuts at their bounds.
  std::vector<char32_t> points;
  std::vector<size_t> starts;
  std::string_view rest = text;
  while (!rest.empty()) {
    starts.push_back(text.size() - rest.size());
    auto c = nextCodePoint(rest);
    if (!c) return serverError(ErrorCode::BAD_REQUEST, "a chat message is UTF-8 text");
    points.push_back(*c);
  }
  starts.push_back(text.size());
  size_t first = 0;
  size_t last = points.size();
  while (first < last && whiteSpace(points[first])) ++first;
  while (last > first && whiteSpace(points[last - 1])) --last;
  if (first == last) return chatError(ErrorCode::CHAT_EMPTY, "the message is empty");
  for (size_t i = first; i < last; ++i)
    if (control(points[i]))
      return serverError(ErrorCode::BAD_REQUEST,
                         "a chat message is one line without control characters");
  if (last - first > CHAT_MAX_LENGTH)
    return chatError(ErrorCode::CHAT_TOO_LONG,
                     "a message has at most " + std::to_string(CHAT_MAX_LENGTH) + " characters");
  return std::string(text.substr(starts[first], starts[last] - starts[first]));
}

bool mayWriteChat(ChatChannel c, std::optional<Seat> seat) {
  return c == ChatChannel::PLAYERS ? seat.has_value() : !seat.has_value();
}

bool mayReadChat(ChatChannel c, std::optional<Seat> seat, bool following) {
  if (c == ChatChannel::PLAYERS) return seat.has_value();
  return !seat || following;
}

Result<std::string> admitChat(ChatSocket& socket, std::optional<Seat> seat, ChatChannel channel,
                              std::string_view text, std::chrono::steady_clock::time_point now,
                              const SpectatorCaps& caps) {
  if (!mayWriteChat(channel, seat))
    return chatError(ErrorCode::CHAT_NOT_ALLOWED,
                     channel == ChatChannel::PLAYERS
                         ? "only the two players write in the players' chat"
                         : "the players do not write in the spectators' chat");
  auto checked = checkChatText(text);
  if (!checked) return checked;
  // Each bucket is asked before any is drawn from, the shared one (behind its mutex) last: a
  // message refused by one takes nothing from the others.
  if (socket.bucket.wait(now) > 0)
    return chatError(ErrorCode::CHAT_RATE, "too many messages: wait a few seconds");
  const bool spectators = channel == ChatChannel::SPECTATORS;
  TokenBucket* game = spectators ? caps.game : nullptr;
  if (game && game->wait(now) > 0)
    return chatError(ErrorCode::CHAT_RATE,
                     "the spectators of this game write too much at once: wait a few seconds");
  if (spectators && caps.addresses && !caps.address.empty() &&
      !caps.addresses->take(caps.address, now))
    return chatError(ErrorCode::CHAT_RATE,
                     "too many messages from your address: wait a few seconds");
  socket.bucket.take(now);
  if (game) game->take(now);
  return checked;
}

json chatJson(const ChatRow& row) {
  return json{{"n", row.n},
              {"channel", row.channel},
              {"from", row.seat ? std::string(toString(*row.seat)) : std::string("spectator")},
              {"name", row.name.empty() ? json(nullptr) : json(row.name)},
              {"text", row.text},
              {"at", row.at}};
}

ChatLog::ChatLog(const std::vector<ChatRow>& stored) {
  for (const ChatRow& row : stored) {
    next_ = std::max(next_, row.n + 1);
    add(row);
  }
}

void ChatLog::add(ChatRow row) {
  auto channel = parseChatChannel(row.channel);
  if (!channel) return;  // no version of the schema writes another channel
  auto& recent = recent_[static_cast<size_t>(*channel)];
  recent.push_back(std::move(row));
  if (recent.size() > CHAT_HISTORY) recent.pop_front();
}

json ChatLog::history(std::optional<Seat> seat, bool following) const {
  std::vector<const ChatRow*> rows;
  for (ChatChannel c : {ChatChannel::PLAYERS, ChatChannel::SPECTATORS})
    if (mayReadChat(c, seat, following))
      for (const ChatRow& row : recent_[static_cast<size_t>(c)]) rows.push_back(&row);
  std::sort(rows.begin(), rows.end(),
            [](const ChatRow* a, const ChatRow* b) { return a->n < b->n; });
  json messages = json::array();
  for (const ChatRow* row : rows) messages.push_back(chatJson(*row));
  return json{{"messages", std::move(messages)}};
}

json ChatLog::history(ChatChannel c) const {
  json messages = json::array();
  for (const ChatRow& row : recent_[static_cast<size_t>(c)]) messages.push_back(chatJson(row));
  return json{{"messages", std::move(messages)}};
}

}  // namespace renju::server
