// The room's sockets: subscription, their messages, broadcasts and presence.
#include "game/room.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/bind_executor.hpp>
#include <boost/asio/post.hpp>
#include <ctime>

#include "base/errors.h"
#include "base/now.h"
#include "base/random_id.h"
#include "base/sha256.h"
#include "game/archive_game.h"
#include "game/computer_seat.h"
#include "game/game_record.h"
#include "game/live.h"
#include "game/room_host.h"
#include "game/room_internal.h"
#include "game_json.h"
#include "ops/log.h"
#include "ops/metrics.h"
#include "records.h"
#include "records_game.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;
using namespace room_internal;

// ---- sockets -----------------------------------------------------------------------------------

void Room::broadcast(const Message& m) {
  for (const Entry& e : subs_) e.sub->send(m);
}

// 1,200 spectators arriving one by one used to cost 1,200 x 1,200 presence messages; now each
// socket gets at most one per interval, however many come and go.
void Room::broadcastPresence() {
  // A dropped copy says nothing more: its sockets are leaving for the game's new node.
  if (auto n = presence_.toPublish(moved_)) host_.publishSpectators(row_.id, *n);
  auto interval = std::chrono::milliseconds(static_cast<int64_t>(options_.presenceSeconds * 1000));
  auto due = presence_.schedule(std::chrono::steady_clock::now(), interval);
  if (!due) return;
  presenceTimer_.expires_at(*due);
  presenceTimer_.async_wait([self = shared_from_this()](boost::system::error_code ec) {
    self->presence_.fired();
    if (!ec) self->sendPresenceNow();
  });
}

void Room::sendPresenceNow() {
  presence_.sent(std::chrono::steady_clock::now());
  publishLive();  // the spectators changed
  if (subs_.empty()) return;
  broadcast(std::make_shared<const std::string>(envelope("presence", presenceJson(nowMs()))));
}

void Room::subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub), hello = std::move(hello)] {
    int64_t now = nowMs();
    std::optional<Seat> seat;
    if (hello.seat) {
      seat = self->seatFor(*hello.seat);
      if (!seat)
        sub->send(errorFrame(nullptr, serverError(ErrorCode::NOT_A_SEAT,
                                                  "this secret holds no seat; watching instead")));
    } else if (hello.player) {
      seat = self->seatForPlayer(*hello.player);  // no seat taken with this key: a spectator
    }
    if (self->expired_) {
      sub->send(errorFrame(nullptr, serverError(ErrorCode::EXPIRED, "this game expired unjoined")));
      sub->closeAfterSend();
      return;
    }
    if (self->moved_) return sub->closeAfterSend(CLOSE_RECONNECT);
    self->subs_.push_back(Entry{sub, seat, seat && hello.seat ? *hello.seat : std::string(), {}});
    self->subscriberCount_ = self->subs_.size();
    self->presence_.arrived(seat);
    if (seat) {
      self->touch(*seat, now);
      sub->seated(self->row_.id + " " + std::string(toString(*seat)));
    }
    sub->send(std::make_shared<const std::string>(
        envelope("welcome", welcomeView(self->row_.id, seat, self->durable_.version, now))));
    int64_t current = self->durable_.version;
    std::optional<std::vector<Message>> missed;
    if (hello.since) missed = self->ring_.after(*hello.since, current);
    if (missed)
      for (const Message& m : *missed) sub->send(m);
    else
      sub->send(std::make_shared<const std::string>(
          versionedEnvelope("state", current, self->viewJson(seat, now))));
    sub->send(std::make_shared<const std::string>(
        envelope("chat-history", self->chat_.history(seat, false))));
    if (self->rematchWanted_[0] || self->rematchWanted_[1])
      sub->send(std::make_shared<const std::string>(envelope("rematch", self->rematchJson())));
    if (self->publishWanted_[0] || self->publishWanted_[1])
      sub->send(std::make_shared<const std::string>(envelope("publish", self->publishJson())));
    // The newcomer learns the presence at once; the others with the next coalesced update.
    sub->send(std::make_shared<const std::string>(envelope("presence", self->presenceJson(now))));
    self->broadcastPresence();
    if (!self->row_.nextId.empty()) {
      // A rematch keeps each player's secret.
      const std::string* secret = seat && hello.seat ? &*hello.seat : nullptr;
      sub->send(std::make_shared<const std::string>(
          envelope("redirect", redirectView(self->row_.nextId, secret))));
    }
  });
}

void Room::message(std::shared_ptr<Subscriber> sub, ClientMessage msg) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub), msg = std::move(msg)] {
    auto it = std::find_if(self->subs_.begin(), self->subs_.end(),
                           [&](const Entry& e) { return e.sub == sub; });
    if (it == self->subs_.end()) return;
    std::optional<Seat> seat = it->seat;
    auto sendError = [&](const json& id, Error e) { sub->send(errorFrame(id, e)); };
    std::visit(
        [&](const auto& m) {
          using T = std::decay_t<decltype(m)>;
          if constexpr (std::is_same_v<T, client_msg::Act>) {
            if (!seat)
              return sendError(m.id, serverError(ErrorCode::SPECTATOR, "a spectator cannot act"));
            std::weak_ptr<Subscriber> weak = sub;
            self->doAct(*seat, m.action, m.key, [weak, id = m.id](Result<int64_t> r) {
              auto s = weak.lock();
              if (!s) return;
              if (r)
                s->send(std::make_shared<const std::string>(ackMessage(id, r.value())));
              else
                s->send(errorFrame(id, r.error()));
            });
          } else if constexpr (std::is_same_v<T, client_msg::BadAct>) {
            sendError(m.id, m.error);
          } else if constexpr (std::is_same_v<T, client_msg::Sync>) {
            sub->send(std::make_shared<const std::string>(
                versionedEnvelope("state", self->durable_.version, self->viewJson(seat, nowMs()))));
          } else if constexpr (std::is_same_v<T, client_msg::Chat>) {
            self->chat(*it, m);
          } else if constexpr (std::is_same_v<T, client_msg::ChatFollow>) {
            self->chatFollow(*it, m);
          } else if constexpr (std::is_same_v<T, client_msg::Ping>) {
            sub->send(std::make_shared<const std::string>(envelope("pong", nullptr)));
          } else if constexpr (std::is_same_v<T, client_msg::Hello>) {
            sendError(nullptr, serverError(ErrorCode::NO_HELLO, "hello comes once, first"));
          } else {
            sendError(nullptr, m.error);
          }
        },
        msg);
  });
}

void Room::unsubscribe(std::shared_ptr<Subscriber> sub) {
  net::post(strand_, [self = shared_from_this(), sub = std::move(sub)] {
    auto it = std::find_if(self->subs_.begin(), self->subs_.end(),
                           [&](const Entry& e) { return e.sub == sub; });
    if (it == self->subs_.end()) return;
    std::optional<Seat> seat = it->seat;
    self->subs_.erase(it);
    self->subscriberCount_ = self->subs_.size();
    if (self->presence_.left(seat)) self->touch(*seat, nowMs());
    self->broadcastPresence();
  });
}

void Room::closeAll() {
  net::post(strand_, [self = shared_from_this()] {
    self->flagTimer_.cancel();
    self->presenceTimer_.cancel();
    if (self->computer_) self->computer_->stop();
    for (const Entry& e : self->subs_) e.sub->closeAfterSend();
  });
}

Error Room::writeError(WriteOutcome outcome) {
  return outcome == WriteOutcome::CONFLICT ? movedError() : unavailable();
}

}  // namespace renju::server
