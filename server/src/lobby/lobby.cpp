#include "lobby/lobby.h"

#include <spdlog/spdlog.h>

#include <chrono>

#include "base/errors.h"
#include "base/random_id.h"
#include "base/sha256.h"
#include "cluster/cluster_bus.h"
#include "game_json.h"
#include "ops/log.h"

namespace renju::server {

namespace net = boost::asio;

namespace {

// Each node says again what public games it plays this often; what another node did not repeat
// for LIVE_FORGET is dropped (that node stopped without saying so).
constexpr int64_t LIVE_ANNOUNCE_MS = 30 * 1000;
constexpr int64_t LIVE_FORGET_MS = 3 * LIVE_ANNOUNCE_MS;

}  // namespace

Lobby::Lobby(net::io_context& io, Store& store, const ServerOptions& options)
    : io_(io),
      store_(store),
      options_(options),
      sweepTimer_(io),
      chatLimiter_(options.chatAddressLimit) {}

Result<size_t> Lobby::restore(int64_t now) {
  int64_t aliveUntil = store_.previousHeartbeat();
  if (aliveUntil == 0) aliveUntil = now;
  size_t count = 0, waiting = 0;
  auto active = store_.loadActive();
  if (!active) return active.error();
  for (LoadedGame& g : std::move(active).value()) {
    std::string id = g.game.id;
    if (g.game.joinedAt == 0 && g.game.status == GameStatus::WAITING) {
      // Nothing to run until someone opens it: remember that it exists, not the game.
      std::lock_guard lock(mutex_);
      unjoined_.emplace(id, Unjoined{"", g.game.createdAt});
      ++waiting;
      continue;
    }
    auto room =
        Room::make(io_.get_executor(), *this, store_, options_, std::move(g), aliveUntil, now);
    if (!room) {
      gameLog(spdlog::level::err, id, "not restored: {}", room.error().message);
      continue;
    }
    add(room.value());
    ++count;
  }
  if (waiting > 0) spdlog::info("{} unjoined games left in the store until opened", waiting);
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

namespace {

/// A new game, with its creator's player seen now when it came with a key.
std::vector<StoreOp> createUnit(GameRow row) {
  std::vector<StoreOp> unit;
  std::string player = row.players[static_cast<size_t>(row.creatorSeat)];
  int64_t at = row.createdAt;
  unit.push_back(store_op::CreateGame{std::move(row)});
  if (!player.empty()) unit.push_back(store_op::SeePlayer{std::move(player), at, std::nullopt});
  return unit;
}

}  // namespace

void Lobby::create(const CreateRequest& request, const std::string& address,
                   std::function<void(Result<CreateAnswer>)> reply) {
  int64_t now = nowMs();
  GameRow row;
  row.id = makeGameId();
  GameSettings settings{request.config, clockOf(request, options_.correspondenceDayMs())};
  if (auto e = validate(settings.config)) return reply(*e);
  // A link game is casual unless its creator asks; joining it with the invite accepts that.
  settings.rated = request.rated.value_or(false);
  row.settings = dumpJson(settingsToJson(settings));
  // The store keeps hashes only; the plain secrets go to the creator once, in the answer. The
  // other seat has no secret until someone joins with the invite.
  std::string secret = makeSecret();
  std::string invite = makeSecret();
  bool creatorOpens = request.opener == OpenerChoice::CREATOR ||
                      (request.opener == OpenerChoice::RANDOM && randomBit());
  row.creatorSeat = creatorOpens ? Seat::OPENER : Seat::OTHER;
  row.secrets[static_cast<size_t>(row.creatorSeat)] = sha256Hex(secret);
  row.players[static_cast<size_t>(row.creatorSeat)] = request.playerHash;
  row.invite = sha256Hex(invite);
  row.createdAt = now;
  row.status = GameStatus::WAITING;
  if (request.computerLevel)
    return createAgainstComputer(std::move(row), secret, *request.computerLevel, address, reply);
  {
    std::lock_guard lock(mutex_);
    if (options_.maxUnjoined > 0 && unjoined_.size() + creating_ >= options_.maxUnjoined)
      return reply(serverError(ErrorCode::SERVER_FULL,
                               "too many games are waiting for a second player; "
                               "join one or try again later"));
    size_t& mine = unjoinedPerAddress_[address];
    if (options_.maxUnjoinedPerAddress > 0 && mine >= options_.maxUnjoinedPerAddress)
      return reply(serverError(ErrorCode::TOO_MANY_GAMES,
                               "this address has too many games waiting for a "
                               "second player; join or let them expire first"));
    ++mine;
    ++creating_;
  }
  CreateAnswer answer{row.id, secret, invite, creatorOpens ? Seat::OPENER : Seat::OTHER};
  store_.write(createUnit(std::move(row)),
               [this, address, now, answer, reply = std::move(reply)](WriteOutcome outcome) {
                 bool ok = outcome == WriteOutcome::OK;  // a new id cannot conflict: a failure
                 {
                   std::lock_guard lock(mutex_);
                   --creating_;
                   if (ok) {
                     unjoined_.emplace(answer.id, Unjoined{address, now});
                   } else if (auto it = unjoinedPerAddress_.find(address);
                              it != unjoinedPerAddress_.end() && --it->second == 0) {
                     unjoinedPerAddress_.erase(it);
                   }
                 }
                 // Nothing of the game is in memory yet: the failure costs this request only.
                 if (!ok)
                   return reply(serverError(ErrorCode::UNAVAILABLE, "the game store failed"));
                 gameLog(spdlog::level::info, answer.id, "created");
                 reply(answer);
               });
}

// A game against the computer starts at once: the computer holds the other seat, nobody joins
// (no invite exists), so it is never an unjoined game. The room is made before the write and
// registered once the game is durable, as a rematch is.
void Lobby::createAgainstComputer(GameRow row, const std::string& secret, int level,
                                  const std::string& address,
                                  std::function<void(Result<CreateAnswer>)> reply) {
  if (!engines_)
    return reply(serverError(ErrorCode::UNAVAILABLE, "this server has no engine to play"));
  const int64_t now = row.createdAt;
  row.computerSeat = ~row.creatorSeat;
  row.computerLevel = level;
  row.joinedAt = now;
  row.status = GameStatus::PLAYING;
  row.invite = "";
  CreateAnswer answer{row.id, secret, "", row.creatorSeat, level};
  auto room =
      Room::make(io_.get_executor(), *this, store_, options_, LoadedGame{row, {}}, now, now);
  if (!room) return reply(room.error());
  {
    // Each such game costs engine time on every move: one address may not start many at once.
    // The room is counted from now on; if the write fails it is freed and stops counting.
    std::lock_guard lock(mutex_);
    if (options_.maxComputerPerAddress > 0 &&
        computerGamesOf(address, now) >= options_.maxComputerPerAddress)
      return reply(serverError(ErrorCode::TOO_MANY_COMPUTER_GAMES,
                               "this address already plays " +
                                   std::to_string(options_.maxComputerPerAddress) +
                                   " unfinished games against the computer; finish one first"));
    if (options_.maxComputerPerAddress > 0)
      computerPerAddress_[address].push_back(ComputerGame{room.value(), now});
  }
  room.value()->setComputerOwner(address);
  store_.write(createUnit(std::move(row)),
               [this, answer, room = room.value(), reply = std::move(reply)](WriteOutcome outcome) {
                 // The room was never registered: dropping it here frees the address's count.
                 if (outcome != WriteOutcome::OK)
                   return reply(serverError(ErrorCode::UNAVAILABLE, "the game store failed"));
                 add(room);
                 spdlog::info("game {}: created against the computer, level {}", answer.id,
                              answer.computerLevel);
                 reply(answer);
               });
}

size_t Lobby::computerGamesOf(const std::string& address, int64_t now) {
  // An untimed game left alone never finishes: after a day it stops holding its address back.
  constexpr int64_t COUNTED_MS = 24 * 3600 * 1000;
  auto it = computerPerAddress_.find(address);
  if (it == computerPerAddress_.end()) return 0;
  std::erase_if(it->second, [now](const ComputerGame& g) {
    auto room = g.room.lock();
    return !room || room->finished() || room->gone() || now - g.createdAt > COUNTED_MS;
  });
  size_t count = it->second.size();
  if (count == 0) computerPerAddress_.erase(it);
  return count;
}

std::pair<Lobby::Lookup, std::shared_ptr<Room>> Lobby::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(id);
    if (it != rooms_.end() && it->second->moved()) {
      rooms_.erase(it);  // fenced off: load it again, as the store has it
    } else if (it != rooms_.end()) {
      if (it->second->gone()) return {Lookup::EXPIRED, nullptr};
      return {Lookup::FOUND, it->second};
    }
  }
  if (!looksLikeGameId(id)) return {Lookup::UNKNOWN, nullptr};
  auto loaded = store_.load(id);
  if (!loaded) {
    gameLog(spdlog::level::err, id, "load failed: {}", loaded.error().message);
    return {Lookup::UNAVAILABLE, nullptr};
  }
  std::optional<LoadedGame> stored = std::move(loaded).value();
  if (!stored) return {Lookup::UNKNOWN, nullptr};
  if (stored->game.status == GameStatus::EXPIRED) return {Lookup::EXPIRED, nullptr};
  int64_t now = nowMs();
  int64_t deadline = now - static_cast<int64_t>(options_.expirySeconds * 1000);
  if (stored->game.joinedAt == 0 && stored->game.createdAt <= deadline) {
    // Past its time and not yet swept: expire it here rather than bring it back to life.
    store_.write({store_op::SetStatus{id, GameStatus::EXPIRED}}, nullptr);
    std::lock_guard lock(mutex_);
    forgetUnjoined(id);
    return {Lookup::EXPIRED, nullptr};
  }
  auto room = Room::make(io_.get_executor(), *this, store_, options_, std::move(*stored), now, now);
  if (!room) {
    gameLog(spdlog::level::err, id, "cannot be loaded: {}", room.error().message);
    // A read that failed (its chat) costs this request only; a log that does not replay is lost.
    if (is(room.error(), ErrorCode::UNAVAILABLE)) return {Lookup::UNAVAILABLE, nullptr};
    return {Lookup::UNKNOWN, nullptr};
  }
  std::lock_guard lock(mutex_);
  auto [it, inserted] = rooms_.emplace(id, room.value());
  if (inserted) {
    it->second->start();
    // This node serves the game now (a failover, a restart, or nginx's ring changed): a node
    // still holding a copy drops it rather than show it.
    if (bus_) bus_->claim(id);
  }
  return {Lookup::FOUND, it->second};
}

std::string Lobby::node() const {
  return bus_ ? bus_->node() : std::string();
}

void Lobby::setBus(ClusterBus* bus) {
  bus_ = bus;
  if (!bus_) return live_.setPublisher(nullptr);
  live_.setPublisher([bus](const std::string& id, const LiveEntry* entry) {
    bus->live(id, entry ? liveAnnouncement(*entry) : std::string());
  });
}

void Lobby::remoteLiveChanged(const std::string& node, const std::string& id,
                              const std::string& view) {
  if (view.empty()) return live_.removeRemote(node, id);
  auto entry = fromAnnouncement(id, view);
  if (!entry) return gameLog(spdlog::level::warn, id, "a node announced an unreadable view");
  live_.putRemote(node, std::move(*entry), nowMs());
}

void Lobby::announceLiveIfDue(int64_t now) {
  if (!bus_ || now < nextAnnouncement_) return;
  nextAnnouncement_ = now + LIVE_ANNOUNCE_MS;
  for (const LiveEntry& e : live_.local()) bus_->live(e.id, liveAnnouncement(e));
  live_.forgetRemoteBefore(now - LIVE_FORGET_MS);
}

void Lobby::claimedElsewhere(const std::string& id) {
  if (auto room = loaded(id)) room->takenElsewhere();
}

void Lobby::remoteSpectatorsChanged(const std::string& id) {
  if (auto room = loaded(id)) room->remotePresenceChanged();
}

void Lobby::playerRenamed(const std::string& playerHash, const std::string& name) {
  renamedElsewhere(playerHash, name);
  if (bus_) bus_->renamed(playerHash, name);
}

// Each room checks its own seats on its strand. A rename is rare and rate limited with the
// address's other requests, so a post to every room in memory is cheaper than keeping an index
// of players to rooms up to date at every join and eviction.
void Lobby::renamedElsewhere(const std::string& playerHash, const std::string& name) {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::lock_guard lock(mutex_);
    rooms.reserve(rooms_.size());
    for (const auto& [id, room] : rooms_) rooms.push_back(room);
  }
  for (const auto& room : rooms) room->renamed(playerHash, name);
}

size_t Lobby::remoteSpectators(const std::string& id) const {
  return bus_ ? bus_->remoteSpectators(id) : 0;
}

void Lobby::publishSpectators(const std::string& id, size_t count) {
  if (bus_) bus_->spectators(id, count);
}

std::shared_ptr<Room> Lobby::loaded(const std::string& id) const {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : it->second;
}

void Lobby::add(std::shared_ptr<Room> room) {
  {
    std::lock_guard lock(mutex_);
    rooms_[room->id()] = room;
  }
  room->start();
}

void Lobby::joined(const std::string& id) {
  std::lock_guard lock(mutex_);
  forgetUnjoined(id);
}

void Lobby::forgetUnjoined(const std::string& id) {
  auto it = unjoined_.find(id);
  if (it == unjoined_.end()) return;
  auto count = unjoinedPerAddress_.find(it->second.address);
  if (count != unjoinedPerAddress_.end() && --count->second == 0) unjoinedPerAddress_.erase(count);
  unjoined_.erase(it);
}

size_t Lobby::unjoinedCount() const {
  std::lock_guard lock(mutex_);
  return unjoined_.size();
}

// Games never joined are deleted `--retention` after they expired (docs/server.md, "What is
// kept"); finished games are kept. Every node may do it: deleting twice deletes nothing.
void Lobby::purgeIfDue(int64_t now) {
  if (now < nextPurge_) return;
  auto retention = static_cast<int64_t>(options_.retentionSeconds * 1000);
  auto expiry = static_cast<int64_t>(options_.expirySeconds * 1000);
  nextPurge_ = now + std::clamp<int64_t>(retention / 4, 1000, 3600 * 1000);
  store_.write({store_op::Purge{now - expiry - retention}}, [](WriteOutcome outcome) {
    if (outcome != WriteOutcome::OK) spdlog::error("store: the purge failed");
  });
}

void Lobby::drop(const std::shared_ptr<Room>& room) {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(room->id());
  if (it != rooms_.end() && it->second == room) rooms_.erase(it);
}

size_t Lobby::size() const {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

size_t Lobby::playing() const {
  std::lock_guard lock(mutex_);
  size_t n = 0;
  for (const auto& [id, room] : rooms_)
    if (!room->finished() && !room->gone()) ++n;
  return n;
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
      ++it;
    }
    expireUnjoined(deadline);
  }
  purgeIfDue(now);
  announceLiveIfDue(now);
  double period = std::clamp(options_.expirySeconds / 4, 0.2, 10.0);
  sweepTimer_.expires_after(std::chrono::milliseconds(static_cast<int64_t>(period * 1000)));
  sweepTimer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) sweep();
  });
}

// Under mutex_. A game in memory expires on its strand (it may be joining right now); one only in
// the store is marked there.
void Lobby::expireUnjoined(int64_t deadline) {
  std::vector<std::string> due;
  for (const auto& [id, entry] : unjoined_)
    if (entry.createdAt <= deadline) due.push_back(id);
  for (const std::string& id : due) {
    if (auto room = rooms_.find(id); room != rooms_.end())
      room->second->expireIfWaitingSince(deadline);
    else
      store_.write({store_op::SetStatus{id, GameStatus::EXPIRED}}, nullptr);
    forgetUnjoined(id);
  }
}

}  // namespace renju::server
