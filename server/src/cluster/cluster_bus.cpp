#include "cluster/cluster_bus.h"

#include <libpq-fe.h>
#include <poll.h>
#include <spdlog/spdlog.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <sstream>

#include "base/errors.h"
#include "base/random_id.h"

namespace renju::server {

namespace {

constexpr const char* CHANNEL = "renju_cluster";

/// A connection listening on the channel, or nullptr with the reason in `error`.
PGconn* connectAndListen(const std::string& url, std::string& error) {
  PGconn* conn = PQconnectdb(url.c_str());
  if (PQstatus(conn) != CONNECTION_OK) {
    error = PQerrorMessage(conn);
    PQfinish(conn);
    return nullptr;
  }
  PGresult* r = PQexec(conn, (std::string("LISTEN ") + CHANNEL).c_str());
  bool ok = PQresultStatus(r) == PGRES_COMMAND_OK;
  if (!ok) error = PQerrorMessage(conn);
  PQclear(r);
  if (!ok) {
    PQfinish(conn);
    return nullptr;
  }
  return conn;
}

// All payloads of a batch in one round trip: `lines` holds one payload per line.
bool notifyAll(PGconn* conn, const std::string& lines) {
  const char* params[1] = {lines.c_str()};
  PGresult* r = PQexecParams(conn,
                             "SELECT pg_notify('renju_cluster', p) "
                             "FROM unnest(string_to_array($1, E'\\n')) AS p",
                             1, nullptr, params, nullptr, nullptr, 0);
  bool ok = PQresultStatus(r) == PGRES_TUPLES_OK;
  if (!ok) spdlog::warn("cluster bus: notify failed: {}", PQerrorMessage(conn));
  PQclear(r);
  return ok;
}

}  // namespace

ClusterBus::ClusterBus(std::string url, Handlers handlers)
    : url_(std::move(url)), handlers_(std::move(handlers)), node_(makeGameId()) {}

// The thread starts only once the connection listens and the eventfd exists; a bus that fails
// before then has nothing to stop.
Result<std::unique_ptr<ClusterBus>> ClusterBus::open(std::string url, Handlers handlers) {
  std::unique_ptr<ClusterBus> bus(new ClusterBus(std::move(url), std::move(handlers)));
  std::string error;
  PGconn* conn = connectAndListen(bus->url_, error);
  if (!conn) return serverError(ErrorCode::UNAVAILABLE, "cluster bus: " + error);
  bus->wakeFd_ = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (bus->wakeFd_ < 0) {
    PQfinish(conn);
    return serverError(ErrorCode::UNAVAILABLE, "cluster bus: eventfd failed");
  }
  ClusterBus* self = bus.get();
  bus->thread_ = std::thread([self, conn] { self->run(conn); });
  return bus;
}

ClusterBus::~ClusterBus() {
  stop();
  if (wakeFd_ >= 0) ::close(wakeFd_);
}

void ClusterBus::wake() {
  if (wakeFd_ < 0) return;  // a bus that failed to open
  uint64_t one = 1;
  [[maybe_unused]] auto n = ::write(wakeFd_, &one, sizeof one);
}

void ClusterBus::claim(const std::string& game) {
  {
    // Spectators elsewhere are about to be dropped with their copies of the game.
    std::lock_guard lock(remoteMutex_);
    remote_.erase(game);
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    claims_.push_back(game);
  }
  wake();
}

// Counts change with every socket that comes and goes: only the latest of each game is sent.
void ClusterBus::spectators(const std::string& game, size_t count) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    counts_[game] = count;
  }
  wake();
}

size_t ClusterBus::remoteSpectators(const std::string& game) const {
  std::lock_guard lock(remoteMutex_);
  auto it = remote_.find(game);
  if (it == remote_.end()) return 0;
  size_t total = 0;
  for (const auto& [node, n] : it->second) total += n;
  return total;
}

void ClusterBus::stop() {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
  }
  wake();
  if (thread_.joinable()) thread_.join();
}

void ClusterBus::challenge(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    challenges_.push_back(id);
  }
  wake();
}

// A blitz game changes several times a second: only its latest view is sent, and views go out at
// most every LIVE_EVERY (the run loop waits for it).
void ClusterBus::live(const std::string& game, std::string view) {
  if (view.size() > MAX_PAYLOAD) {
    spdlog::warn("cluster bus: the view of game {} is too long to send ({} bytes)", game,
                 view.size());
    return;
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    live_[game] = std::move(view);
  }
  wake();
}

void ClusterBus::renamed(const std::string& playerHash, const std::string& name) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    renames_.emplace_back(playerHash, name);
  }
  wake();
}

void ClusterBus::counts(Counts here) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    lobbyCounts_ = here;
  }
  wake();
}

void ClusterBus::event(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    events_.insert(id);
  }
  wake();
}

std::vector<std::string> ClusterBus::liveNodes() const {
  auto oldest = std::chrono::steady_clock::now() - COUNTS_TTL;
  std::vector<std::string> nodes{node_};
  std::lock_guard lock(remoteMutex_);
  for (const auto& [node, heard] : remoteCounts_)
    if (heard.at >= oldest) nodes.push_back(node);
  return nodes;
}

ClusterBus::Counts ClusterBus::remoteCounts() const {
  auto oldest = std::chrono::steady_clock::now() - COUNTS_TTL;
  Counts total;
  std::lock_guard lock(remoteMutex_);
  for (const auto& [node, heard] : remoteCounts_) {
    if (heard.at < oldest) continue;
    total.players += heard.counts.players;
    total.games += heard.counts.games;
  }
  return total;
}

// "<kind> <node> ...": "claim <node> <game>", "spectators <node> <game> <count>", and the
// lobby's (receiveLobby). Anything else is ignored (a newer node may say more).
void ClusterBus::receive(const std::string& payload) {
  std::istringstream in(payload);
  std::string kind, node, game;
  in >> kind >> node >> game;
  if (node.empty() || game.empty() || node == node_) return;
  if (kind == "claim") {
    {
      // The claimer's spectators stay; those of every other node move to it.
      std::lock_guard lock(remoteMutex_);
      if (auto it = remote_.find(game); it != remote_.end()) {
        std::erase_if(it->second, [&](const auto& entry) { return entry.first != node; });
        if (it->second.empty()) remote_.erase(it);
      }
    }
    if (handlers_.claimed) handlers_.claimed(game);
    return;
  }
  if (kind != "spectators") {
    receiveLobby(kind, node, game, in);
    return;
  }
  size_t count = 0;
  if (!(in >> count)) return;
  {
    std::lock_guard lock(remoteMutex_);
    if (count > 0) {
      remote_[game][node] = count;
    } else if (auto it = remote_.find(game); it != remote_.end()) {
      it->second.erase(node);
      if (it->second.empty()) remote_.erase(it);
    }
  }
  if (handlers_.spectatorsChanged) handlers_.spectatorsChanged(game);
}

// "challenge <node> <id>", "live <node> <game> <view JSON>", "live-gone <node> <game>",
// "event <node> <id>", "renamed <node> <key hash> <name, possibly empty, spaces included>",
// "counts <node> <players> <games>". False for an unknown kind.
bool ClusterBus::receiveLobby(const std::string& kind, const std::string& node,
                              const std::string& id, std::istringstream& rest) {
  if (kind == "challenge") {
    if (handlers_.challengeChanged) handlers_.challengeChanged(id);
    return true;
  }
  if (kind == "live" || kind == "live-gone") {
    std::string view;
    if (kind == "live") {
      std::getline(rest >> std::ws, view);
      if (view.empty()) return false;
    }
    if (handlers_.liveChanged) handlers_.liveChanged(node, id, view);
    return true;
  }
  if (kind == "event") {
    if (handlers_.eventChanged) handlers_.eventChanged(id);
    return true;
  }
  if (kind == "renamed") {
    std::string name;
    if (rest >> std::ws) std::getline(rest, name);
    if (handlers_.renamed) handlers_.renamed(id, name);
    return true;
  }
  if (kind != "counts") return false;
  // The third word is the players, not a game.
  size_t games = 0;
  if (!(rest >> games) || id.find_first_not_of("0123456789") != std::string::npos) return false;
  std::lock_guard lock(remoteMutex_);
  remoteCounts_[node] =
      HeardCounts{Counts{std::stoul(id), games}, std::chrono::steady_clock::now()};
  return true;
}

std::string ClusterBus::takeOutgoing(bool& stop, std::chrono::milliseconds& wait) {
  std::string batch;
  auto now = std::chrono::steady_clock::now();
  std::lock_guard lock(mutex_);
  for (const std::string& game : claims_) batch += "claim " + node_ + " " + game + "\n";
  for (const auto& [game, count] : counts_)
    batch += "spectators " + node_ + " " + game + " " + std::to_string(count) + "\n";
  for (const std::string& id : challenges_) batch += "challenge " + node_ + " " + id + "\n";
  for (const std::string& id : events_) batch += "event " + node_ + " " + id + "\n";
  for (const auto& [hash, name] : renames_)
    batch += "renamed " + node_ + " " + hash + (name.empty() ? "" : " " + name) + "\n";
  if (lobbyCounts_)
    batch += "counts " + node_ + " " + std::to_string(lobbyCounts_->players) + " " +
             std::to_string(lobbyCounts_->games) + "\n";
  claims_.clear();
  counts_.clear();
  challenges_.clear();
  events_.clear();
  renames_.clear();
  lobbyCounts_.reset();
  wait = std::chrono::milliseconds(1000);
  if (!live_.empty() && now < nextLive_) {
    wait = std::chrono::duration_cast<std::chrono::milliseconds>(nextLive_ - now) +
           std::chrono::milliseconds(1);
  } else if (!live_.empty()) {
    for (const auto& [game, view] : live_)
      batch += view.empty() ? "live-gone " + node_ + " " + game + "\n"
                            : "live " + node_ + " " + game + " " + view + "\n";
    live_.clear();
    nextLive_ = now + LIVE_EVERY;
  }
  stop = stopping_;
  if (!batch.empty()) batch.pop_back();
  return batch;
}

// One connection listens and sends: notifications that arrive while a NOTIFY runs are kept by
// libpq and read right after it. A lost connection is made again every second; what was said
// meanwhile is lost, which the store's fencing makes harmless.
void ClusterBus::run(PGconn* conn) {
  for (;;) {
    bool stop = false;
    std::chrono::milliseconds wait{1000};
    std::string batch = takeOutgoing(stop, wait);
    if (!conn) {
      if (stop) break;
      pollfd wakeup{wakeFd_, POLLIN, 0};
      poll(&wakeup, 1, 1000);
      std::string error;
      conn = connectAndListen(url_, error);
      if (!conn) spdlog::warn("cluster bus: reconnecting: {}", error);
      continue;
    }
    if (!batch.empty()) notifyAll(conn, batch);
    if (stop) break;
    pollfd fds[2] = {{PQsocket(conn), POLLIN, 0}, {wakeFd_, POLLIN, 0}};
    poll(fds, 2, static_cast<int>(wait.count()));
    if (fds[1].revents & POLLIN) {
      uint64_t value = 0;
      [[maybe_unused]] auto n = ::read(wakeFd_, &value, sizeof value);
    }
    if (!PQconsumeInput(conn) || PQstatus(conn) != CONNECTION_OK) {
      spdlog::warn("cluster bus: connection lost: {}", PQerrorMessage(conn));
      PQfinish(conn);
      conn = nullptr;
      continue;
    }
    while (PGnotify* n = PQnotifies(conn)) {
      receive(n->extra);
      PQfreemem(n);
    }
  }
  if (conn) PQfinish(conn);
}

}  // namespace renju::server
