#pragma once
// One game in memory: its single serialised owner (a strand) through which every command passes.
// The room validates with the rules library, writes to the store, and only once a change is
// durable does it broadcast it, acknowledge it and show it in views. It sequences pure pieces on
// its strand: the version ring (reconnect history, version_ring.h), the idempotency cache
// (outcome_cache.h), presence (presence.h) and the JSON views (room_views.h). Clocks, claims and
// rematches live here; the rules do not.
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <nlohmann/json.hpp>

#include "base/server_options.h"
#include "base/version_ring.h"
#include "game.h"
#include "game/chat.h"
#include "game/fischer_clock.h"
#include "game/game_settings.h"
#include "game/outcome_cache.h"
#include "game/presence.h"
#include "game/protocol.h"
#include "game/room_host.h"
#include "game/room_views.h"
#include "ratings/rated_game.h"
#include "store/game_status.h"
#include "store/store.h"

namespace renju::server {

class ComputerSeat;

/// WebSocket close codes the room uses (docs/protocol.md).
constexpr uint16_t CLOSE_NORMAL = 1000;
/// This node no longer serves the game (the store fenced it off): connect again, and the load
/// balancer's next choice serves it from the store.
constexpr uint16_t CLOSE_RECONNECT = 4000;

/// A WebSocket as the room sees it. Implemented by the socket session (listener.cpp).
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  /// Queues a text frame; thread-safe, never blocks. A full queue drops the socket.
  virtual void send(Message message) = 0;
  /// Closes the socket politely with `code` once the queued frames are written.
  virtual void closeAfterSend(uint16_t code = CLOSE_NORMAL) = 0;
  /// The socket proved that it holds a seat (`key` names the game and the seat): its traffic may
  /// be limited apart from its address's.
  virtual void seated(std::string key) { (void)key; }
  /// The client's address (the limits per address); "" when unknown.
  virtual std::string address() const { return {}; }
};

struct JoinAnswer {
  std::string seat;
  Seat you = Seat::OTHER;
};

struct RematchAnswer {
  std::string id;
  std::string seat;
  Seat you = Seat::OPENER;
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  using Strand = boost::asio::strand<boost::asio::any_io_executor>;
  template <class T>
  using Reply = std::function<void(Result<T>)>;

  /// A room for a stored game (new or restored). `aliveUntil` is the last moment the server was
  /// known alive before `now` (the previous run's heartbeat when restoring, else `now`): a running
  /// clock is charged only up to it. Fails when the stored log does not replay.
  static Result<std::shared_ptr<Room>> make(boost::asio::any_io_executor ex, RoomHost& host,
                                            Store& store, const ServerOptions& options,
                                            LoadedGame game, int64_t aliveUntil, int64_t now);
  ~Room();

  const std::string& id() const { return row_.id; }
  /// The seat `secret` holds, if any. Thread-safe: the secrets never change after construction.
  std::optional<Seat> seatFor(std::string_view secret) const;
  /// The seat taken with this player key, if any (docs/lobby.md). On the strand only: a join
  /// records its key.
  std::optional<Seat> seatForPlayer(std::string_view key) const;
  /// The same by the key's hash.
  std::optional<Seat> seatForPlayerHash(const std::string& hash) const;

  // Every call below is thread-safe: it runs on the room's strand, and `reply` is called there.

  /// Arms the flag timer; call once the room is registered.
  void start();
  /// A game against the computer created by `address` now: the computer's decisions queue as
  /// that address's (ComputerSeat::setOwner). Call before start().
  void setComputerOwner(std::string address);
  /// `playerHash`: the joiner's player key hash ("" without a key), stored with the seat.
  void join(std::string invite, std::string playerHash, Reply<JoinAnswer> reply);
  /// The public state (docs/api.md); `bearer` may be empty. Fails only with not-a-seat.
  void view(std::string bearer, Reply<nlohmann::json> reply);
  /// An action from HTTP: the answer is the public state after it is durable.
  /// Without a seat secret (`bearer` ""), the seat taken with player key hash `playerHash`.
  void act(std::string bearer, std::string playerHash, RequestedAction action,
           Reply<nlohmann::json> reply);
  void rematchSeat(std::string bearer, Reply<RematchAnswer> reply);
  /// The record in `format` ("text", "sgf", "rif", "psq", or "json": config + the server's log):
  /// {body, content type}.
  void record(std::string format, Reply<std::pair<std::string, std::string>> reply);

  void subscribe(std::shared_ptr<Subscriber> sub, client_msg::Hello hello);
  /// A socket message after hello (act, sync, ping, errors).
  void message(std::shared_ptr<Subscriber> sub, ClientMessage msg);
  void unsubscribe(std::shared_ptr<Subscriber> sub);

  /// Maintenance from the lobby: expire a game never joined by `deadline`.
  void expireIfWaitingSince(int64_t deadline);
  /// Closes every socket (server shutdown).
  void closeAll();
  /// Another node serves this game now (a cluster claim): drop it as after a store conflict.
  void takenElsewhere();
  /// Another node's spectator count of this game changed: tell the sockets here.
  void remotePresenceChanged();
  /// The player whose key has hash `playerHash` is called `name` now ("" = no name): the chat,
  /// the Watch page and the archive use it from now on. Ignored when no seat holds that key.
  void renamed(std::string playerHash, std::string name);

  /// An event's game (settings "event", room_events.cpp): tells the host how it ended, if it has.
  void reportOver();
  /// An event's game at its no-show deadline: a seat that never moved and has no socket loses by
  /// forfeit (a claim of the other seat); when neither seat is there, the game ends without a
  /// result. Nothing happens to a game that is over or whose seats are both there.
  void forfeitAbsent();

  /// Lock-free facts for the lobby's sweeps.
  bool evictable(int64_t now, int64_t keepFinishedMs) const;
  bool gone() const { return expired_.load() || moved_.load(); }
  /// This room's copy of the game was dropped (lost()): it is stale.
  bool moved() const { return moved_.load(); }
  bool finished() const { return finishedAt_.load() > 0; }
  size_t subscriberCount() const { return subscriberCount_.load(); }

 private:
  Room(boost::asio::any_io_executor ex, RoomHost& host, Store& store, const ServerOptions& options,
       GameRow row, GameSettings settings, GameState state);

  /// Everything versioned: what views show (durable_) or what new actions are checked against
  /// (live_, which runs ahead by the writes in flight).
  struct Progress {
    GameState state;
    std::optional<FischerClock> clock;
    int64_t version = 0;
    bool joined = false;
    GameStatus status() const;  ///< WAITING, PLAYING or FINISHED
  };
  struct Entry {
    std::shared_ptr<Subscriber> sub;
    std::optional<Seat> seat;
    std::string secret;  ///< the seat secret the socket said hello with (memory only)
    ChatSocket chat;     ///< its chat rate and whether it follows the spectators' chat
  };
  using Completion = std::function<void(Result<int64_t>)>;

  int64_t graceMs() const;
  /// Days per move rather than minutes: players come and go, nobody claims (docs/lobby.md).
  bool correspondence() const { return settings_.clock && settings_.clock->days > 0; }
  std::optional<int64_t> claimAt(Seat s, int64_t now) const;
  SeatsPresence seatsPresence(bool joined, int64_t now) const;
  nlohmann::json presenceJson(int64_t now) const;
  nlohmann::json rematchJson() const;
  nlohmann::json viewJson(std::optional<Seat> you, int64_t now) const;
  const nlohmann::json& gameJson() const;

  void touch(Seat s, int64_t now) { lastSeen_[static_cast<size_t>(s)] = now; }
  void doAct(Seat seat, const RequestedAction& action, const std::string& key, Completion done);
  /// The archive's row of the game that ends in `state` at `endedAt`, when it is to be archived:
  /// a public game always, a private one when `agreed` (both seats published it).
  std::optional<ArchivedGame> archiveRow(const GameState& state, int64_t endedAt,
                                         bool agreed = false);
  /// The rated game that ends in `state` at `endedAt`, when it is to count (docs/ratings.md):
  /// rated, clocked, two different keys, a result, and each seat moved.
  std::optional<ratings::RatedGame> ratedGame(const GameState& state, int64_t endedAt) const;
  /// How the game ended in `state`, as its row keeps it for the player pages.
  GameEnd gameEnd(const GameState& state, int64_t endedAt) const;
  /// Reads what the finished rated game did to the ratings, when not read yet (one indexed read;
  /// after a failed read the change is not shown until the room is loaded again).
  void readRating();
  /// The `ratings` member of views and of the last event; null when there is none.
  nlohmann::json ratingJson() const;
  void accept(Seat actor, const Action& action, const std::string& key, int64_t now,
              Completion done);
  void checkFlag(int64_t now);
  void armFlagTimer();
  void durable(WriteOutcome outcome, Progress progress, Action action, std::vector<Event> events,
               int64_t at, std::chrono::steady_clock::time_point took);
  /// A write ended CONFLICT or FAILED: this copy of the game is dropped (lost()); false when OK.
  bool writeFailed(WriteOutcome outcome);
  /// Drops this copy of the game (fenced off, served elsewhere, or its write failed): waiters get
  /// `waitersGet`, sockets close with CLOSE_RECONNECT, the lobby forgets the room, and the next
  /// request loads the game as the store has it.
  void lost(std::string_view why, const Error& waitersGet);
  void complete(int64_t version, bool ok);
  void broadcast(const Message& m);
  /// Presence changed: every socket gets one `presence` at most once per --presence-interval
  /// (arrivals and departures in between are coalesced into that one message).
  void broadcastPresence();
  void sendPresenceNow();
  /// The chat (room_chat.cpp, rules in chat.h): a socket's message, stored then sent to the
  /// sockets that may read its channel; a seat turning the spectators' chat on or off.
  void chat(Entry& from, const client_msg::Chat& m);
  void chatFollow(Entry& from, const client_msg::ChatFollow& m);
  /// The writer's display name: the name of the player key its seat was taken with, if any.
  std::string chatName(std::optional<Seat> seat);
  /// names_, read from the store first when not yet read (one indexed read per seated key).
  const std::array<std::string, 2>& seatNames() const;
  /// Berserk (room_berserk.cpp): `seat` halves its clock and loses its increment, durable before
  /// acknowledged; refused with no-berserk where it does not apply.
  void berserk(Seat seat, const std::string& key, int64_t now, Completion done);
  void berserkDurable(WriteOutcome outcome, Progress progress, Seat seat);
  /// The `berserk` member of views and events: null for a game that is not an arena's.
  nlohmann::json berserkJson() const;
  void requestRematch(Seat seat, Completion done);
  void startRematch();
  /// How the durable game ended, for its event (room_events.cpp).
  GameOver overOf() const;
  /// A seat agrees to publish the finished private game (room_publish.cpp); the unit that stores
  /// the second agreement archives it.
  void requestPublish(Seat seat, Completion done);
  nlohmann::json publishJson() const;
  bool published() const { return publishWanted_[0] && publishWanted_[1]; }
  /// What a waiter gets when a write ended CONFLICT (moved) or FAILED (unavailable).
  static Error writeError(WriteOutcome outcome);
  /// The computer seat (computer_seat.h): whether it holds `s`, telling it of a live change, and
  /// applying its decision as an action of its seat.
  bool isComputer(Seat s) const;
  /// A seat is present while it has a socket; the computer always is.
  bool connected(Seat s) const;
  void computerUpdate();
  void computerDecided(uint64_t ticket, Action action);
  /// A public game tells the lobby's live games (live.h) where it stands: put while it is being
  /// played, removed once it ended or this copy was dropped. On the strand.
  void publishLive();

  Strand strand_;
  RoomHost& host_;
  Store& store_;
  const ServerOptions& options_;
  GameRow row_;
  GameSettings settings_;
  Progress live_;
  Progress durable_;
  std::vector<Action> log_;     ///< durable actions, for records
  std::vector<int64_t> logAt_;  ///< when each of log_ was accepted (server ms): move times
  /// The rules library's public state of durable_, built when a view first asks for it after a
  /// change (events carry the state without its moves, so most actions never need it).
  mutable std::optional<nlohmann::json> gameJson_;
  std::vector<Completion> rematchWaiters_;

  std::vector<Entry> subs_;
  ChatLog chat_;
  TokenBucket
      spectatorChat_;  ///< the spectators' chat of this game, all writers (--chat-rate-game)
  Presence presence_;
  std::array<int64_t, 2> lastSeen_{};
  VersionRing ring_;
  std::map<int64_t, std::vector<Completion>> waiters_;
  OutcomeCache outcomes_;
  std::array<bool, 2> rematchWanted_{};      ///< durable requests: what views show
  std::array<bool, 2> rematchWantedLive_{};  ///< requests accepted, durable or being written
  bool rematchPending_ = false;
  std::array<bool, 2> publishWanted_{};      ///< durable agreements to publish: what views show
  std::array<bool, 2> publishWantedLive_{};  ///< agreements accepted, durable or being written
  /// By seat: made a move (an action that takes a turn), durable or being written.
  std::array<bool, 2> movedLive_{};
  /// By seat: made a move, durable (what views show).
  std::array<bool, 2> movedDurable_{};
  /// By seat: berserked (an arena's game), durable (what views and the event see) or accepted.
  std::array<bool, 2> berserk_{};
  std::array<bool, 2> berserkLive_{};
  /// What the finished rated game did to the ratings, once read from the store.
  std::optional<GameRatingRow> rating_;
  boost::asio::steady_timer flagTimer_;
  boost::asio::steady_timer presenceTimer_;
  std::unique_ptr<ComputerSeat> computer_;  ///< when the computer holds a seat
  /// Display names by seat: read from the store once, when first needed (seatNames()), kept up to
  /// date by renamed(); read again after a join.
  mutable std::array<std::string, 2> names_;
  mutable bool namesRead_ = false;

  std::atomic<int64_t> finishedAt_{0};
  std::atomic<bool> expired_{false};
  std::atomic<bool> moved_{false};  ///< this copy was dropped (lost())
  std::atomic<size_t> subscriberCount_{0};
};

}  // namespace renju::server
