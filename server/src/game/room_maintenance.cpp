// The room's records and maintenance: downloads, expiry, takeovers, renames, eviction.
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

// ---- records and maintenance
// ---------------------------------------------------------------------

void Room::record(std::string format, Reply<std::pair<std::string, std::string>> reply) {
  net::post(
      strand_, [self = shared_from_this(), format = std::move(format), reply = std::move(reply)] {
        if (format == "json") {
          // The server's own log, every action with its seat (server actions such as flag
          // included): what a replay needs, and what the load generator checks its acknowledged
          // actions against.
          json j{{"id", self->row_.id},
                 {"config", toJson(self->durable_.state.config())},
                 {"version", self->durable_.version},
                 {"log", logToJson(self->log_)}};
          return reply(std::pair{dumpJson(j), std::string("application/json")});
        }
        auto built = playedGameRecord(PlayedGame{.id = self->row_.id,
                                                 .config = self->durable_.state.config(),
                                                 .log = self->log_,
                                                 .logAt = self->logAt_,
                                                 .joinedAt = self->row_.joinedAt,
                                                 .createdAt = self->row_.createdAt,
                                                 .clocked = self->settings_.clock.has_value()});
        if (!built) return reply(built.error());
        auto file = writeRecordFile(built.value(), format);
        if (!file) return reply(file.error());
        reply(std::pair{std::move(file->body), std::move(file->contentType)});
      });
}

void Room::expireIfWaitingSince(int64_t deadline) {
  net::post(strand_, [self = shared_from_this(), deadline] {
    if (self->live_.joined || self->expired_ || self->row_.createdAt > deadline) return;
    self->expired_ = true;
    gameLog(spdlog::level::info, self->row_.id, "expired unjoined");
    self->store_.write({store_op::SetStatus{self->row_.id, GameStatus::EXPIRED}}, nullptr);
    for (const Entry& e : self->subs_) e.sub->closeAfterSend();
  });
}

void Room::takenElsewhere() {
  net::post(strand_, [self = shared_from_this()] {
    self->lost("another node serves it now", movedError());
  });
}

void Room::remotePresenceChanged() {
  net::post(strand_, [self = shared_from_this()] { self->broadcastPresence(); });
}

void Room::renamed(std::string playerHash, std::string name) {
  net::post(strand_, [self = shared_from_this(), playerHash = std::move(playerHash),
                      name = std::move(name)] {
    if (playerHash.empty() || !self->namesRead_) return;  // a later read sees the new name
    bool changed = false;
    for (size_t i = 0; i < 2; ++i)
      if (self->row_.players[i] == playerHash && self->names_[i] != name) {
        self->names_[i] = name;
        changed = true;
      }
    if (changed) self->publishLive();
  });
}

bool Room::evictable(int64_t now, int64_t keepFinishedMs) const {
  int64_t finished = finishedAt_.load();
  return finished > 0 && now - finished > keepFinishedMs && subscriberCount_.load() == 0;
}

}  // namespace renju::server
