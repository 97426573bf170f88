#pragma once
// Every event a node holds (docs/architecture.md, "Events"): made by the API, loaded from the store
// when first asked for (and at start, every event not finished), beaten by one timer that lets
// each host start, pair and end its event, and told of the end of every event's game.
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include "events/event_host.h"

namespace renju::server::events {

class EventHub {
 public:
  /// `beatMs`: how often every host's scheduler runs (start times, rounds, waves, no-shows).
  EventHub(Lobby& lobby, Store& store, const ServerOptions& options, int64_t beatMs);
  ~EventHub();
  EventHub(const EventHub&) = delete;
  EventHub& operator=(const EventHub&) = delete;

  /// Loads every event not finished and asks the rooms of their open boards how they ended.
  Result<size_t> restore();
  void start();
  void stop();

  /// A new event, stored: registered here.
  std::shared_ptr<EventHost> add(const LoadedEvent& stored);
  /// The host of `id`, loading it from the store when it is not in memory; nullptr with
  /// `unknown-event`, or `unavailable` when the store could not be read.
  Result<std::shared_ptr<EventHost>> find(const std::string& id);
  /// An event's game ended (the lobby's listener; any thread).
  void gameOver(const GameOver& over);
  /// `fn` hears every durable change of an event (the lobby feed), on the event's strand.
  void setChanged(std::function<void(const std::string&)> fn) { ctx_.changed = std::move(fn); }

 private:
  void beat();
  /// Forgets the events finished for a while (a later request loads them again).
  void evictFinished(int64_t now);

  boost::asio::thread_pool workers_{1};
  HostContext ctx_;
  int64_t beatMs_;
  boost::asio::steady_timer timer_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<EventHost>> hosts_;
  std::unordered_map<std::string, int64_t> finishedSince_;  ///< when the beat first saw it over
  bool stopped_ = false;
};

}  // namespace renju::server::events
