#pragma once
// The home page's WebSocket, `/api/lobby/socket` (docs/lobby.md, docs/protocol.md): after the
// client's `hello`, a `lobby` snapshot (open challenges and counts), then `challenge-added`,
// `challenge-removed` as they happen and `counts` (players online, games being played) at most
// every 2 s when they changed. No polling. Everything runs on the feed's own strand; a change is
// serialized once, waits a few milliseconds for others (docs/lobby.md, "Batches"), and the same
// frame is queued to every socket. A socket whose hello says
// `"live": true` also gets a `live` snapshot of the public games being played, then
// `live-changed` / `live-removed` for them, each game at most once per LIVE_EVERY. A socket whose
// hello names a tournament gets that event's view after each change, at most once per
// `tournamentEvery`.
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "game/live.h"
#include "game/protocol.h"
#include "game/room.h"
#include "lobby/challenge_api.h"

namespace renju::server {

class LobbyFeed : public std::enable_shared_from_this<LobbyFeed> {
 public:
  /// `gamesPlaying` counts the games being played on this node; it is called on the feed's strand.
  /// A change waits `batchWindow` for others, and those that wait together reach every socket as
  /// one `batch` frame built once (zero: each goes at once).
  LobbyFeed(boost::asio::io_context& io, ChallengeApi& challenges,
            std::function<size_t()> gamesPlaying,
            std::chrono::microseconds batchWindow = std::chrono::microseconds(0));

  /// The live games the `live` sockets follow; call before start().
  void followLive(LiveGames& live) { live_ = &live; }
  /// In a cluster: called on each counts tick with this node's counts (players, games); tells
  /// them to the other nodes and returns theirs, which the sockets are sent added to ours.
  using Exchange = std::function<std::pair<size_t, size_t>(size_t players, size_t games)>;
  void shareCounts(Exchange exchange) { exchange_ = std::move(exchange); }
  /// The public view of event `id` as JSON text (nullopt: no such event), called on the feed's
  /// strand; each event's changes reach its followers at most once per `every`. Call before
  /// start().
  using EventView = std::function<std::optional<std::string>(const std::string& id)>;
  void followTournaments(EventView view, std::chrono::milliseconds every) {
    eventView_ = std::move(view);
    tournamentEvery_ = every;
  }
  /// Event `id` changed (any thread).
  void tournamentChanged(const std::string& id);
  /// Listens to the challenges (and the live games) and starts the counts timer.
  void start();
  void stop();

  // The socket session's side (the same calls as a game room's).
  void subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello);
  void message(std::shared_ptr<Subscriber> sub, ClientMessage msg);
  void unsubscribe(std::shared_ptr<Subscriber> sub);
  /// How the feed names itself in log lines.
  const std::string& id() const { return id_; }

  /// Sockets following the feed (any thread; for tests and metrics).
  size_t subscribers() const { return subscriberCount_.load(); }

 private:
  struct Entry {
    std::shared_ptr<Subscriber> sub;
    std::string player;      ///< the key's hash; "" for a socket without a key
    bool live = false;       ///< follows the live games
    std::string tournament;  ///< the event it follows ("" none)
  };
  struct Counts {
    size_t players = 0;
    size_t games = 0;
    bool operator==(const Counts&) const = default;
  };
  void changed(const ChallengeChange& change);  // any thread
  void broadcast(const Message& m);             // on the strand
  void flushChanges();                          // on the strand
  Counts counts() const;                        // on the strand: all nodes'
  Counts localCounts() const;                   // on the strand
  void tick();
  void liveChanged(const std::string& id);  // any thread
  void flushLive();                         // on the strand
  void flushTournaments();                  // on the strand
  /// Sends event `id`'s view to its followers (or to `only`).
  void sendTournament(const std::string& id, const std::shared_ptr<Subscriber>& only = nullptr);

  ChallengeApi& challenges_;
  std::function<size_t()> gamesPlaying_;
  boost::asio::strand<boost::asio::io_context::executor_type> strand_;
  boost::asio::steady_timer timer_;
  std::chrono::microseconds batchWindow_;
  boost::asio::steady_timer batchTimer_;
  std::vector<Message> changes_;  ///< challenge changes waiting for the batch window to end
  bool batchArmed_ = false;
  LiveGames* live_ = nullptr;
  boost::asio::steady_timer liveTimer_;
  std::unordered_set<std::string> livePending_;  ///< games changed since the last flush
  bool liveArmed_ = false;
  EventView eventView_;
  std::chrono::milliseconds tournamentEvery_{1000};
  boost::asio::steady_timer tournamentTimer_;
  std::unordered_set<std::string> tournamentsPending_;  ///< changed since the last flush
  bool tournamentsArmed_ = false;
  std::vector<Entry> subs_;
  Counts sent_;
  Exchange exchange_;
  Counts remote_;  ///< the other nodes', as of the last tick
  std::atomic<size_t> subscriberCount_{0};
  bool stopped_ = false;
  const std::string id_ = "lobby";
};

}  // namespace renju::server
