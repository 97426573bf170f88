// An event's game (docs/tournaments.md, "Events"): the room tells the event's host how the game
// ended, once it is durable and again whenever the host asks (after a restart the host asks for
// every board it has no result of), and decides the no-show forfeit at the host's deadline.
#include <spdlog/spdlog.h>
#include <boost/asio/post.hpp>

#include "base/now.h"
#include "game/room.h"
#include "game/room_internal.h"
#include "ops/log.h"

namespace renju::server {

namespace net = boost::asio;
using namespace room_internal;

GameOver Room::overOf() const {
  GameOver over;
  over.id = row_.id;
  over.event = settings_.event;
  const auto& result = durable_.state.result();
  over.aborted = !result || result->reason == EndReason::ABORTED;
  if (result && !over.aborted) over.winner = result->winner;
  over.abandoned = result && result->reason == EndReason::ABANDON;
  for (const Action& a : log_) {
    if (takesTurn(a.type)) over.moved[seatIndex(a.seat)] = true;
    if (a.type == ActionType::PLACE) ++over.stones[seatIndex(a.seat)];
  }
  over.berserk = berserk_;
  over.endedAt = finishedAt_.load() > 0 ? finishedAt_.load() : nowMs();
  return over;
}

void Room::reportOver() {
  net::post(strand_, [self = shared_from_this()] {
    if (self->settings_.event.empty() || self->moved_) return;
    if (self->durable_.status() != GameStatus::FINISHED) return;
    self->host_.gameOver(self->overOf());
  });
}

void Room::forfeitAbsent() {
  net::post(strand_, [self = shared_from_this()] {
    if (self->settings_.event.empty() || self->moved_ || !self->live_.joined) return;
    if (self->live_.status() == GameStatus::FINISHED) return;
    auto absent = [&](Seat s) { return !self->movedLive_[seatIndex(s)] && !self->connected(s); };
    bool openerAway = absent(Seat::OPENER);
    bool otherAway = absent(Seat::OTHER);
    if (!openerAway && !otherAway) return;
    Action action;
    if (openerAway && otherAway) {
      action = Action{.seat = Seat::OPENER, .type = ActionType::ABORT};
    } else {
      Seat present = openerAway ? Seat::OTHER : Seat::OPENER;
      action = Action{.seat = present, .type = ActionType::CLAIM_WIN};
    }
    gameLog(spdlog::level::info, self->row_.id, "no-show: {}", toString(action.type));
    self->accept(action.seat, action, "", nowMs(), [id = self->row_.id](Result<int64_t> r) {
      if (!r) gameLog(spdlog::level::warn, id, "no-show forfeit refused: {}", r.error().message);
    });
  });
}

}  // namespace renju::server
