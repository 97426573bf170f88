// The computer in a seat: the room tells it the position and plays what it decides.
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
#include "computer/fair_queue.h"
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

// ---- the computer seat ------------------------------------------------------------------------

bool Room::isComputer(Seat s) const {
  return computer_ && computer_->seat() == s;
}

bool Room::connected(Seat s) const {
  return presence_.sockets(s) > 0 || isComputer(s);
}

void Room::setComputerOwner(std::string address) {
  net::post(strand_, [self = shared_from_this(), owner = ownerOfAddress(address)]() mutable {
    if (self->computer_) self->computer_->setOwner(std::move(owner));
  });
}

// After every change of the live state: the computer starts thinking when it must act, and stops
// when the game ended or the state it thinks about is gone.
void Room::computerUpdate() {
  if (!computer_) return;
  if (moved_ || expired_ || live_.status() == GameStatus::FINISHED) return computer_->stop();
  if (live_.status() == GameStatus::PLAYING)
    computer_->update(live_.state, live_.version, live_.clock);
}

// The engine's decision, on the strand: applied as an ordinary action of the computer's seat
// (durable before anyone sees it), unless the state it was made for is gone.
void Room::computerDecided(uint64_t ticket, Action action) {
  if (!computer_ || !computer_->accepts(ticket)) return;
  int64_t now = nowMs();
  checkFlag(now);
  if (moved_ || live_.status() != GameStatus::PLAYING) return;
  const Seat seat = computer_->seat();
  action.seat = seat;
  touch(seat, now);
  accept(seat, action, "", now, [self = shared_from_this(), seat](Result<int64_t> r) {
    if (r) return;
    // The engine's decisions are actions `apply` accepts (tests/ai/decide_property_test.cpp);
    // should one ever be refused, the computer resigns rather than leave the game hanging.
    spdlog::error("game {}: the computer's action was refused: {}", self->row_.id,
                  r.error().message);
    if (self->live_.status() != GameStatus::PLAYING || is(r.error(), ErrorCode::UNAVAILABLE) ||
        is(r.error(), ErrorCode::MOVED))
      return;
    self->accept(seat, Action{.seat = seat, .type = ActionType::RESIGN}, "", nowMs(),
                 [](Result<int64_t>) {});
  });
}

}  // namespace renju::server
