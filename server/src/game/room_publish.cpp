// "Publish this game" (docs/archive.md): a game played through a private link is listed in the
// archive only when both seats agreed once it was over. Each agreement is durable before it is
// acknowledged or shown, like a rematch request, so one seat may agree, the server restart, and
// the other agree afterwards; the unit that stores the second agreement also archives the game,
// so a game reported as published is in the archive.
#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "game/computer_seat.h"
#include "game/room.h"
#include "game/room_views.h"
#include "ops/log.h"

namespace renju::server {

namespace net = boost::asio;

nlohmann::json Room::publishJson() const {
  return publishView(settings_.isPublic, publishWanted_);
}

void Room::requestPublish(Seat seat, Completion done) {
  if (durable_.status() != GameStatus::FINISHED || live_.status() != GameStatus::FINISHED)
    return done(serverError(ErrorCode::NOT_FINISHED, "a game can be published once it is over"));
  // Already listed (a public game, or both agreed): nothing to store, and saying so again is
  // not an error (a resent request, two tabs of one player).
  if (settings_.isPublic || published() || publishWanted_[static_cast<size_t>(seat)])
    return done(durable_.version);

  // From the agreements being written too: two seats agreeing at once must not each store only
  // their own, and the second unit is the one that archives.
  publishWantedLive_[static_cast<size_t>(seat)] = true;
  // The computer agrees to whatever its opponent wants published.
  if (computer_) publishWantedLive_[static_cast<size_t>(computer_->seat())] = true;
  std::array<bool, 2> wanted = publishWantedLive_;
  std::vector<StoreOp> unit{store_op::WantPublish{row_.id, wanted}};
  if (wanted[0] && wanted[1]) {
    int64_t endedAt = logAt_.empty() ? row_.createdAt : logAt_.back();
    if (auto archived = archiveRow(durable_.state, endedAt, true))
      unit.push_back(store_op::Archive{{std::move(*archived)}});
  }
  store_.write(std::move(unit), [self = shared_from_this(), wanted,
                                 done = std::move(done)](WriteOutcome outcome) mutable {
    net::post(self->strand_, [self, wanted, outcome, done = std::move(done)]() mutable {
      if (outcome != WriteOutcome::OK) {
        done(writeError(outcome));
        self->writeFailed(outcome);
        return;
      }
      for (size_t i = 0; i < 2; ++i) self->publishWanted_[i] |= wanted[i];
      if (self->published()) gameLog(spdlog::level::info, self->row_.id, "published");
      self->broadcast(
          std::make_shared<const std::string>(envelope("publish", self->publishJson())));
      done(self->durable_.version);
    });
  });
}

}  // namespace renju::server
