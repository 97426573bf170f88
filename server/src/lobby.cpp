#include "lobby.h"

#include <spdlog/spdlog.h>

#include <chrono>

#include "game_json.h"
#include "random_id.h"

namespace renju::server {

namespace net = boost::asio;

int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

Lobby::Lobby(net::io_context& io, Store& store, const ServerOptions& options,
             std::function<void()> onFatal)
    : io_(io), store_(store), options_(options), onFatal_(std::move(onFatal)), sweepTimer_(io) {}

size_t Lobby::restore(int64_t now) {
  int64_t aliveUntil = store_.previousHeartbeat();
  if (aliveUntil == 0) aliveUntil = now;
  size_t count = 0;
  for (LoadedGame& g : store_.loadActive()) {
    std::string id = g.game.id;
    auto room =
        Room::make(io_.get_executor(), *this, store_, options_, std::move(g), aliveUntil, now);
    if (!room) {
      spdlog::error("game {}: not restored: {}", id, room.error().message);
      continue;
    }
    add(room.value());
    ++count;
  }
  return count;
}

void Lobby::start() {
  sweep();
}

void Lobby::stop() {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
    for (auto& [id, room] : rooms_) rooms.push_back(room);
  }
  net::post(io_, [this] { sweepTimer_.cancel(); });
  for (auto& room : rooms) room->closeAll();
}

void Lobby::create(const CreateRequest& request, std::function<void(Result<CreateAnswer>)> reply) {
  int64_t now = nowMs();
  GameRow row;
  row.id = makeGameId();
  GameSettings settings{request.config, std::nullopt};
  if (request.clockInitialMs)
    settings.clock = ClockSettings{*request.clockInitialMs, request.clockIncrementMs};
  row.settings = dumpJson(settingsToJson(settings));
  row.secrets = {makeSecret(), makeSecret()};
  row.invite = makeSecret();
  bool creatorOpens = request.opener == OpenerChoice::CREATOR ||
                      (request.opener == OpenerChoice::RANDOM && randomBit());
  row.creatorSeat = creatorOpens ? 0 : 1;
  row.createdAt = now;
  row.status = "waiting";
  auto made =
      Room::make(io_.get_executor(), *this, store_, options_, LoadedGame{row, {}}, now, now);
  if (!made) return reply(made.error());
  std::shared_ptr<Room> room = made.value();
  CreateAnswer answer{row.id, row.secrets[static_cast<size_t>(row.creatorSeat)], row.invite,
                      creatorOpens ? Seat::OPENER : Seat::OTHER};
  store_.write({store_op::CreateGame{std::move(row)}},
               [this, room, answer, reply = std::move(reply)](bool ok) {
                 if (!ok) {
                   reply(makeError("unavailable", "the game store failed"));
                   return fatal();
                 }
                 add(room);
                 spdlog::info("game {}: created", answer.id);
                 reply(answer);
               });
}

std::pair<Lobby::Lookup, std::shared_ptr<Room>> Lobby::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(id);
    if (it != rooms_.end()) {
      if (it->second->gone()) return {Lookup::EXPIRED, nullptr};
      return {Lookup::FOUND, it->second};
    }
  }
  if (!looksLikeGameId(id)) return {Lookup::UNKNOWN, nullptr};
  std::optional<LoadedGame> stored;
  try {
    stored = store_.load(id);
  } catch (const std::exception& e) {
    spdlog::error("game {}: load failed: {}", id, e.what());
    return {Lookup::UNKNOWN, nullptr};
  }
  if (!stored) return {Lookup::UNKNOWN, nullptr};
  if (stored->game.status == "expired") return {Lookup::EXPIRED, nullptr};
  int64_t now = nowMs();
  auto room = Room::make(io_.get_executor(), *this, store_, options_, std::move(*stored), now, now);
  if (!room) {
    spdlog::error("game {}: cannot be loaded: {}", id, room.error().message);
    return {Lookup::UNKNOWN, nullptr};
  }
  std::lock_guard lock(mutex_);
  auto [it, inserted] = rooms_.emplace(id, room.value());
  if (inserted) it->second->start();
  return {Lookup::FOUND, it->second};
}

void Lobby::add(std::shared_ptr<Room> room) {
  {
    std::lock_guard lock(mutex_);
    rooms_[room->id()] = room;
  }
  room->start();
}

size_t Lobby::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void Lobby::fatal() {
  std::call_once(fatalOnce_, [this] {
    spdlog::critical("the store failed: stopping so that a restart rebuilds every game from it");
    if (onFatal_) onFatal_();
  });
}

// Every few seconds: expire games never joined, drop finished games nobody watches (they are
// loaded back from the store on demand), forget expired rooms.
void Lobby::sweep() {
  int64_t now = nowMs();
  int64_t deadline = now - static_cast<int64_t>(options_.expirySeconds * 1000);
  int64_t keep = static_cast<int64_t>(options_.keepFinishedSeconds * 1000);
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    for (auto it = rooms_.begin(); it != rooms_.end();) {
      Room& room = *it->second;
      if (room.gone() || room.evictable(now, keep)) {
        it = rooms_.erase(it);
        continue;
      }
      room.expireIfWaitingSince(deadline);
      ++it;
    }
  }
  double period = std::clamp(options_.expirySeconds / 4, 0.2, 10.0);
  sweepTimer_.expires_after(std::chrono::milliseconds(static_cast<int64_t>(period * 1000)));
  sweepTimer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) sweep();
  });
}

}  // namespace renju::server
