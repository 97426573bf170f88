#pragma once
// One event in memory (docs/architecture.md, "Events"): its state folded from the stored log, and
// everything that changes it, run one at a time on the event's strand. Each change is a plan made
// from the current state (an action, the store ops that go with it, what to do once durable); the
// action is appended with the next `seq` in one unit with those ops and folded only once durable.
// A unit refused with CONFLICT means another node wrote that `seq`: the host reads the event again
// and makes the plan again from what is stored. Pairing a round runs on a worker thread; the round
// is appended in the unit that creates its games.
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <nlohmann/json.hpp>

#include "base/server_options.h"
#include "events/arena_model.h"
#include "events/event_model.h"
#include "game/room_host.h"
#include "store/store.h"

namespace renju::server {
class Lobby;
}

namespace renju::server::events {

using EventKind = std::variant<EventState, ArenaState>;
using AnyAction = std::variant<EventAction, ArenaAction>;

/// What every host of a node shares.
struct HostContext {
  Lobby& lobby;
  Store& store;
  const ServerOptions& options;
  boost::asio::thread_pool& workers;  ///< pairing runs here, never on the I/O threads
  /// A durable change of event `id` made here (the lobby feed, the other nodes). On its strand.
  std::function<void(const std::string& id)> changed;
  /// Event `id` was read again after another node changed it (the lobby feed only).
  std::function<void(const std::string& id)> seen;
  /// Whether this node schedules event `id` (in a cluster, one node does); null: always.
  std::function<bool(const std::string& id)> schedulesHere;
};

/// What a plan appends: the action, the ops of the same unit, and what follows once it is durable.
struct Step {
  AnyAction action;
  std::vector<StoreOp> ops;
  std::function<void()> then;
};
using Plan = std::function<Result<Step>(const EventKind& state)>;
using Reply = std::function<void(std::optional<Error>)>;

class ViewCache;

class EventHost : public std::enable_shared_from_this<EventHost> {
 public:
  ~EventHost();
  /// A host for a stored event, its log replayed. Errors: `bad-log` when the log does not replay.
  static Result<std::shared_ptr<EventHost>> load(HostContext& ctx, const LoadedEvent& stored);

  const std::string& id() const { return row_.id; }
  const std::string& organiser() const { return row_.organiserHash; }
  bool isPrivate() const { return row_.isPrivate; }

  // Thread-safe: each runs on the strand.

  /// Makes `plan` from the state once the changes before it are durable and appends its step;
  /// `reply` gets the plan's error, `unavailable`, or nullopt once durable.
  void request(Plan plan, Reply reply);
  /// The scheduler's beat: the start time, the next round or wave, the end, no-show forfeits.
  void tick(int64_t now);
  /// A game of this event ended.
  void gameOver(GameOver over);
  /// Asks the room of every game without a result to report its end (after a restart).
  void reconcile();
  /// Another node changed the event: read it again from the store (after the write in flight).
  void refresh();
  /// `fn` gets the state and the row on the strand.
  void inspect(std::function<void(const EventKind&, const EventRow&)> fn);

  /// The last durable state, for readers off the strand (shared, never changed once made).
  std::shared_ptr<const EventKind> snapshot() const;
  EventRow row() const;
  /// The text of the public view of the snapshots (event_view.h), shared by every reader.
  ViewCache& viewCache() const { return *viewCache_; }
  /// Whether the last durable state is finished (lock-free, for the hub's sweeps).
  bool finished() const { return finished_.load(); }

 private:
  EventHost(HostContext& ctx, EventRow row, EventKind state);

  void run(Plan plan, Reply reply, int attempt);
  void written(WriteOutcome outcome, Plan plan, Reply reply, int attempt, EventKind next, Step step,
               int64_t at);
  /// Reads the event again from the store (after a CONFLICT); false when it cannot be read.
  bool reload();
  /// Replays `stored`'s log into this host's state and times.
  std::optional<Error> replay(const LoadedEvent& stored);
  void note(const AnyAction& action, int64_t at);
  void drain();
  void schedule(int64_t now);
  void scheduleRounds(const EventState& s, int64_t now);
  void scheduleArena(const ArenaState& s, int64_t now);
  void pairRound();
  void pairWave(int64_t now);
  void forfeitNoShows(int64_t now);
  Plan endPlan() const;
  Plan startPlan(int64_t now) const;
  Plan resultPlan(const GameOver& over) const;
  /// Withdraws the players who lost `over` by not coming (or both, when neither came).
  void withdrawAbsent(const GameOver& over);
  /// The games of boards paired now, each a row of this event's settings.
  GameRow gameRow(const std::string& firstKey, const std::string& secondKey, int64_t now) const;
  void openRooms(const std::vector<GameRow>& rows, int64_t now);

  HostContext& ctx_;
  boost::asio::strand<boost::asio::any_io_executor> strand_;
  EventRow row_;
  EventKind state_;
  int64_t seq_ = 0;  ///< the last stored action's
  bool writing_ = false;
  bool pairing_ = false;
  bool refreshAfterWrite_ = false;
  std::deque<std::function<void()>> queue_;  ///< requests waiting for the write in flight
  /// When each game was paired (no-show deadlines), and the games already checked for it.
  std::unordered_map<std::string, int64_t> pairedAt_;
  std::set<std::string> noShowChecked_;
  int64_t nextWave_ = 0;
  std::atomic<bool> finished_{false};
  mutable std::mutex snapshotMutex_;
  std::shared_ptr<const EventKind> snapshot_;
  EventRow snapshotRow_;
  std::unique_ptr<ViewCache> viewCache_;
};

/// The state after `action` (either kind), or the error that refuses it.
Result<EventKind> applyAny(const EventKind& state, const AnyAction& action);
nlohmann::json anyActionToJson(const AnyAction& action);
/// The event's phase, whichever its kind.
EventPhase phaseOf(const EventKind& state);
const EventConfig& configOf(const EventKind& state);
/// The store's status name of a phase ("registering", "running", "finished").
std::string_view phaseName(EventPhase phase);
/// The key of the player in `seat` of game `gameId` of the event ("" when no board has it).
std::string boardKey(const EventKind& state, const std::string& gameId, Seat seat);

}  // namespace renju::server::events
