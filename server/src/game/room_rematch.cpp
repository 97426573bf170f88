// A rematch: both seats ask, a new game with the colours swapped starts on this node.
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

// ---- rematch -----------------------------------------------------------------------------------

void Room::requestRematch(Seat seat, Completion done) {
  if (durable_.status() != GameStatus::FINISHED || live_.status() != GameStatus::FINISHED)
    return done(
        serverError(ErrorCode::NOT_FINISHED, "a rematch can be asked for once the game is over"));
  if (!row_.nextId.empty() || rematchPending_)
    return done(serverError(ErrorCode::REMATCH_EXISTS, "the rematch has already started"));
  // A request is durable before it is acknowledged or shown, like an action: one seat may ask,
  // the server restart, and the other seat agree afterwards.
  rematchWantedLive_[seatIndex(seat)] = true;
  // The computer always agrees to play again (it takes the other seat of the new game).
  if (computer_) rematchWantedLive_[seatIndex(computer_->seat())] = true;
  std::array<bool, 2> wanted = rematchWantedLive_;
  store_.write(
      {store_op::WantRematch{row_.id, wanted}},
      [self = shared_from_this(), wanted, done = std::move(done)](WriteOutcome outcome) mutable {
        net::post(self->strand_, [self, wanted, outcome, done = std::move(done)]() mutable {
          if (outcome != WriteOutcome::OK) {
            done(writeError(outcome));
            self->writeFailed(outcome);
            return;
          }
          for (int i = 0; i < 2; ++i) self->rematchWanted_[i] |= wanted[i];
          self->broadcast(
              std::make_shared<const std::string>(envelope("rematch", self->rematchJson())));
          bool both = self->rematchWanted_[0] && self->rematchWanted_[1];
          if (!both || !self->row_.nextId.empty() || self->rematchPending_)
            return done(self->durable_.version);
          self->rematchWaiters_.push_back(std::move(done));
          self->startRematch();
        });
      });
}

void Room::startRematch() {
  rematchPending_ = true;
  int64_t now = nowMs();
  GameRow next;
  next.id = makeGameId();
  next.settings = row_.settings;
  // The other seat opens: this game's `other` holds the new `opener` seat, and vice versa. Each
  // player keeps the secret it holds (only hashes are stored, so no new secret could be handed
  // out after a restart); knowing the old secret was enough to be given the new one anyway.
  next.secrets = {row_.secrets[seatIndex(Seat::OTHER)], row_.secrets[seatIndex(Seat::OPENER)]};
  next.players = {row_.players[seatIndex(Seat::OTHER)], row_.players[seatIndex(Seat::OPENER)]};
  next.invite = sha256Hex(makeSecret());
  next.creatorSeat = ~row_.creatorSeat;
  next.createdAt = now;
  next.joinedAt = now;
  next.status = GameStatus::PLAYING;
  next.prevId = row_.id;
  if (computer_) {
    next.computerSeat = ~computer_->seat();
    next.computerLevel = computer_->settings().level;
  }

  auto made = Room::make(strand_.get_inner_executor(), host_, store_, options_,
                         LoadedGame{next, {}}, now, now);
  if (!made) {
    gameLog(spdlog::level::err, row_.id, "rematch refused: {}", made.error().message);
    rematchPending_ = false;
    for (Completion& c : rematchWaiters_) c(made.error());
    rematchWaiters_.clear();
    return;
  }
  std::shared_ptr<Room> room = made.value();
  std::string nextId = next.id;
  store_.write({store_op::CreateGame{std::move(next)}, store_op::LinkRematch{row_.id, nextId}},
               [self = shared_from_this(), room, nextId](WriteOutcome outcome) {
                 net::post(self->strand_, [self, room, nextId, outcome] {
                   if (self->writeFailed(outcome)) return;
                   self->row_.nextId = nextId;
                   self->rematchPending_ = false;
                   self->host_.add(room);
                   gameLog(spdlog::level::info, self->row_.id, "rematch {}", nextId);
                   for (const Entry& e : self->subs_) {
                     json d =
                         redirectView(nextId, e.seat && !e.secret.empty() ? &e.secret : nullptr);
                     e.sub->send(std::make_shared<const std::string>(envelope("redirect", d)));
                     e.sub->closeAfterSend();
                   }
                   for (Completion& c : self->rematchWaiters_) c(self->durable_.version);
                   self->rematchWaiters_.clear();
                 });
               });
}

void Room::rematchSeat(std::string bearer, Reply<RematchAnswer> reply) {
  net::post(strand_, [self = shared_from_this(), bearer = std::move(bearer),
                      reply = std::move(reply)] {
    auto seat = self->seatFor(bearer);
    if (!seat)
      return reply(serverError(ErrorCode::NOT_A_SEAT, "this secret holds no seat in this game"));
    // The player keeps its secret in the rematch, with the other colour's seat.
    if (!self->row_.nextId.empty()) return reply(RematchAnswer{self->row_.nextId, bearer, ~*seat});
    auto found = self->store_.findRematch(self->row_.id);
    if (!found) return reply(found.error());
    const std::optional<GameRow>& next = found.value();
    if (!next) return reply(serverError(ErrorCode::NOT_FOUND, "no rematch of this game exists"));
    return reply(RematchAnswer{next->id, bearer, ~*seat});
  });
}

}  // namespace renju::server
