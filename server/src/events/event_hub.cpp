#include "events/event_hub.h"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>

#include "base/errors.h"
#include "base/now.h"
#include "lobby/lobby.h"

namespace renju::server::events {

namespace net = boost::asio;

namespace {
// A finished event stays in memory this long after its end: its page is read most then.
constexpr int64_t KEEP_FINISHED_MS = 10 * 60 * 1000;
}  // namespace

EventHub::EventHub(Lobby& lobby, Store& store, const ServerOptions& options, int64_t beatMs)
    : ctx_{lobby, store, options, workers_, nullptr}, beatMs_(beatMs), timer_(lobby.io()) {}

EventHub::~EventHub() {
  workers_.join();
}

Result<size_t> EventHub::restore() {
  auto active = ctx_.store.loadActiveEvents();
  if (!active) return active.error();
  std::vector<std::shared_ptr<EventHost>> loaded;
  for (const LoadedEvent& e : active.value()) {
    auto host = EventHost::load(ctx_, e);
    if (!host) {
      spdlog::error("event {} not restored: {}", e.event.id, host.error().message);
      continue;
    }
    loaded.push_back(host.value());
  }
  {
    std::lock_guard lock(mutex_);
    for (const auto& h : loaded) hosts_[h->id()] = h;
  }
  // A game that ended while the node was down (or whose result was not yet appended) reports.
  for (const auto& h : loaded) h->reconcile();
  return loaded.size();
}

void EventHub::start() {
  beat();
}

void EventHub::stop() {
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  net::post(timer_.get_executor(), [this] { timer_.cancel(); });
}

std::shared_ptr<EventHost> EventHub::add(const LoadedEvent& stored) {
  auto host = EventHost::load(ctx_, stored);
  if (!host) {
    spdlog::error("event {}: {}", stored.event.id, host.error().message);
    return nullptr;
  }
  std::lock_guard lock(mutex_);
  hosts_[stored.event.id] = host.value();
  return host.value();
}

Result<std::shared_ptr<EventHost>> EventHub::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = hosts_.find(id); it != hosts_.end()) return it->second;
  }
  auto stored = ctx_.store.loadEvent(id);
  if (!stored) return stored.error();
  if (!stored.value()) return serverError(ErrorCode::UNKNOWN_EVENT, "no event has this id");
  auto host = EventHost::load(ctx_, *stored.value());
  if (!host) return host.error();
  std::lock_guard lock(mutex_);
  auto [it, added] = hosts_.try_emplace(id, host.value());
  if (added) it->second->reconcile();
  return it->second;
}

void EventHub::gameOver(const GameOver& over) {
  auto host = find(over.event);
  if (!host) {
    spdlog::warn("game {}: event {} not told: {}", over.id, over.event, host.error().message);
    return;
  }
  host.value()->gameOver(over);
}

void EventHub::evictFinished(int64_t now) {
  std::lock_guard lock(mutex_);
  for (auto it = hosts_.begin(); it != hosts_.end();) {
    auto next = std::next(it);
    if (it->second->finished()) {
      auto [seen, added] = finishedSince_.try_emplace(it->first, now);
      if (!added && now - seen->second >= KEEP_FINISHED_MS) {
        finishedSince_.erase(seen);
        hosts_.erase(it);
      }
    }
    it = next;
  }
}

void EventHub::beat() {
  std::vector<std::shared_ptr<EventHost>> all;
  {
    std::lock_guard lock(mutex_);
    if (stopped_) return;
    all.reserve(hosts_.size());
    for (const auto& [id, h] : hosts_) all.push_back(h);
  }
  int64_t now = nowMs();
  for (const auto& h : all) h->tick(now);
  evictFinished(now);
  timer_.expires_after(std::chrono::milliseconds(beatMs_));
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) beat();
  });
}

}  // namespace renju::server::events
