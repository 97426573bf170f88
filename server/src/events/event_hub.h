#pragma once
// Every event a node holds (docs/architecture.md, "Events"): made by the API, loaded from the store
// when first asked for (and at start, every event not finished), beaten by one timer that lets
// each host start, pair and end its event, and told of the end of every event's game.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include "events/event_host.h"

namespace renju::server::events {

/// The node that schedules event `id` among `nodes` (rendezvous hashing: the highest SHA-256 of
/// node and id): every node computes the same one, and losing a node moves only its events.
std::string schedulerOf(const std::vector<std::string>& nodes, const std::string& id);

/// A cluster node's side of the events (docs/architecture.md, "Events"): which nodes are alive,
/// and how to tell them of a change.
struct ClusterSide {
  std::string self;
  std::function<std::vector<std::string>()> nodes;
  std::function<void(const std::string& id)> announce;
};

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
  void setChanged(std::function<void(const std::string&)> fn);
  /// One node of several: events are announced when made or changed, and each is scheduled only
  /// by its node (schedulerOf the nodes alive). Call before start().
  void joinCluster(ClusterSide side);
  /// Another node made or changed event `id`: read it again (load it when not held). Any thread
  /// that may read the store.
  void heard(const std::string& id);

 private:
  void beat();
  bool schedulesHere(const std::string& id, const std::vector<std::string>& nodes) const;
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
  std::function<void(const std::string&)> feed_;
  std::optional<ClusterSide> cluster_;
};

}  // namespace renju::server::events
