// The room's chat hooks (docs/chat.md): the rules are chat.h's; here they are sequenced on the
// room's strand. A message is written to the store and sent only once it is durable, to the
// sockets that may read its channel at that moment. It never enters the game's log or version:
// a chat is not a move, and records and exports never carry it.
#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "base/now.h"
#include "game/room.h"
#include "ops/metrics.h"

namespace renju::server {

namespace {

void sendChatError(Subscriber& sub, const Error& e) {
  metrics().error(e.code);  // as every error frame, counted by code in /metrics
  sub.send(std::make_shared<const std::string>(errorMessage(nullptr, e)));
}

}  // namespace

void Room::chat(Entry& from, const client_msg::Chat& m) {
  const ChatChannel channel = m.spectators ? ChatChannel::SPECTATORS : ChatChannel::PLAYERS;
  SpectatorCaps caps{&host_.chatLimiter(), from.sub->address(), &spectatorChat_};
  auto text =
      admitChat(from.chat, from.seat, channel, m.text, std::chrono::steady_clock::now(), caps);
  if (!text) return sendChatError(*from.sub, text.error());
  if (moved_) return;  // its sockets are leaving for the game's new node
  ChatRow row{chat_.next(),        std::string(toString(channel)), from.seat,
              chatName(from.seat), std::move(text).value(),        nowMs()};
  store_.write({store_op::Chat{row_.id, row}}, [self = shared_from_this(), row,
                                                channel](WriteOutcome outcome) mutable {
    boost::asio::post(self->strand_, [self, row = std::move(row), channel, outcome]() mutable {
      if (self->writeFailed(outcome)) return;
      auto msg = std::make_shared<const std::string>(envelope("chat", chatJson(row)));
      for (const Entry& e : self->subs_)
        if (mayReadChat(channel, e.seat, e.chat.following)) e.sub->send(msg);
      self->chat_.add(std::move(row));
    });
  });
}

// A seat that turns the spectators' chat on is sent its recent messages at once; a spectator
// always reads it, so its own asking changes nothing.
void Room::chatFollow(Entry& from, const client_msg::ChatFollow& m) {
  bool was = from.chat.following;
  from.chat.following = m.spectators;
  if (from.seat && m.spectators && !was)
    from.sub->send(std::make_shared<const std::string>(
        envelope("chat-history", chat_.history(ChatChannel::SPECTATORS))));
}

// A name changed in the settings reaches the room through renamed() (from this node, or from
// another over the cluster bus), so it shows from the next message on without a store read.
std::string Room::chatName(std::optional<Seat> seat) {
  return seat ? seatNames()[static_cast<size_t>(*seat)] : "";
}

// A failed read costs the names only (the chat, the Watch page and the archive row go without
// them) and is tried again when next needed.
const std::array<std::string, 2>& Room::seatNames() const {
  if (namesRead_) return names_;
  bool complete = true;
  for (size_t i = 0; i < 2; ++i) {
    names_[i].clear();
    if (row_.players[i].empty()) continue;
    auto player = store_.player(row_.players[i]);
    if (!player)
      complete = false;
    else if (player.value())
      names_[i] = player.value()->displayName;
  }
  namesRead_ = complete;
  return names_;
}

}  // namespace renju::server
