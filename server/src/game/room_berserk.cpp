// Berserk (docs/tournaments.md, "Berserk"): in an arena's game, a seat may, before its own first
// move, halve its clock and give up its increment for a bonus point on a win. It is a row of the
// game's log like an action (game_record.h, berserkRowJson) with the clocks after it, written
// under the next version, so it is fenced as actions are and survives a restart with the halved
// clock; it is acknowledged and shown (a full `state`) only once durable. The event reads it from
// the game's end (GameOver::berserk).
#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "base/now.h"
#include "game/game_record.h"
#include "game/room.h"
#include "game/room_internal.h"
#include "ops/log.h"

namespace renju::server {

namespace net = boost::asio;
using nlohmann::json;
using namespace room_internal;

json Room::berserkJson() const {
  if (!settings_.berserk) return nullptr;
  std::array<bool, 2> can{};
  bool open = *settings_.berserk && durable_.status() == GameStatus::PLAYING && durable_.clock &&
              !correspondence();
  for (size_t i = 0; i < 2; ++i) can[i] = open && !berserk_[i] && !movedDurable_[i];
  return berserkView(*settings_.berserk, berserk_, can);
}

void Room::berserk(Seat seat, const std::string& key, int64_t now, Completion done) {
  size_t i = seatIndex(seat);
  auto refuse = [&](std::string why) {
    Error e = serverError(ErrorCode::NO_BERSERK, std::move(why));
    outcomes_.remember(seat, key, e);
    done(std::move(e));
  };
  if (!settings_.berserk) return refuse("only an arena's game has berserk");
  if (!*settings_.berserk) return refuse("this arena does not allow berserk");
  if (!live_.clock || correspondence())
    return refuse("berserk needs a clock of minutes (not untimed, not correspondence)");
  if (berserkLive_[i]) return refuse("this seat has already berserked");
  if (movedLive_[i]) return refuse("berserk comes before your own first move");

  Progress next = live_;
  next.version += 1;
  next.clock->charge(now);
  next.clock->berserk(seat);
  live_ = next;
  berserkLive_[i] = true;
  outcomes_.remember(seat, key, next.version);
  waiters_[next.version].push_back(std::move(done));
  ActionRow row{next.version,
                berserkRowJson(seat),
                key,
                now,
                next.clock->stored(Seat::OPENER),
                next.clock->stored(Seat::OTHER)};
  store_.write({store_op::Append{row_.id, std::move(row)}},
               [self = shared_from_this(), next, seat](WriteOutcome outcome) mutable {
                 net::post(self->strand_, [self, outcome, next = std::move(next), seat]() mutable {
                   self->berserkDurable(outcome, std::move(next), seat);
                 });
               });
  armFlagTimer();  // the running seat's flag may come sooner
}

void Room::berserkDurable(WriteOutcome outcome, Progress progress, Seat seat) {
  if (writeFailed(outcome)) return;
  durable_ = std::move(progress);
  berserk_[seatIndex(seat)] = true;
  gameLog(spdlog::level::info, row_.id, "v{} {} berserk", durable_.version, toString(seat));
  auto msg = std::make_shared<const std::string>(
      versionedEnvelope("state", durable_.version, viewJson(std::nullopt, nowMs())));
  ring_.push(durable_.version, msg);
  broadcast(msg);
  complete(durable_.version, true);
  publishLive();
}

}  // namespace renju::server
