#pragma once
// Open challenges and quick pairing over HTTP (docs/api.md, docs/lobby.md): `/api/challenges`.
// Sequences the pure `Challenges` with the store and the rooms: a challenge is stored before it is
// listed; accepting it is one store unit (challenge taken + game created with both seats taken),
// so that two nodes sharing a database cannot both accept it. Each change is told to a listener
// (the lobby feed). In a cluster each node keeps the list of all nodes: a change made here is told
// on the bus once it is stored, and a node hearing of one reads that challenge from the store
// (the truth); every RECONCILE_EVERY the whole list is read again, in case a notification was
// lost.
#include <boost/asio/steady_timer.hpp>

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/http_types.h"
#include "base/rate_limiter.h"
#include "base/server_options.h"
#include "lobby/challenges.h"
#include "store/store.h"

namespace renju::server {

class ClusterBus;
class Lobby;
class Room;
struct ChallengeRow;

/// What changed in the list of open challenges.
struct ChallengeChange {
  bool added = false;  ///< else removed
  Challenge challenge;
  std::string reason;  ///< for a removal: "accepted", "cancelled" or "expired"
};

/// The public view of an open challenge (no key, no address, no secret).
nlohmann::json challengeView(const Challenge& c);

class ChallengeApi {
 public:
  /// `createCancel`: each player key's bucket for creating and cancelling challenges; `ttlMs`: how
  /// long a challenge stays open unanswered (`--challenge-ttl-seconds`).
  ChallengeApi(Lobby& lobby, const ServerOptions& options, RateLimit createCancel,
               int64_t ttlMs = CHALLENGE_TTL_MS);
  ~ChallengeApi();

  /// Loads the open challenges of the store (those expired while the server was down expire at
  /// the first sweep). An error when the store cannot be read.
  Result<size_t> restore(int64_t now);
  /// Starts the expiry sweep (every few seconds).
  void start();
  void stop();

  /// Answers `/api/challenges...`. `respond` may run on any thread, exactly once.
  void handle(const HttpRequest& request, Respond respond);

  /// The open challenges, oldest first.
  std::vector<Challenge> open() const;
  /// Called on every change, in order, under the lock of the list: it must not call back.
  void setListener(std::function<void(const ChallengeChange&)> listener);

  /// One node of several: changes made here are told on `bus`. Call before start().
  void setBus(ClusterBus* bus) { bus_ = bus; }
  /// Another node changed challenge `id`: list or unlist it as the store has it now.
  void heard(const std::string& id);

 private:
  void list(Respond respond) const;
  void create(const HttpRequest& request, const std::string& key, bool quick, Respond respond);
  void status(const std::string& id, Respond respond);
  void cancel(const std::string& id, const std::string& key, Respond respond);
  void accept(const std::string& id, const std::string& key, Respond respond);
  /// `out-of-range` when open challenge `id` has a rating range that `key`'s rating at its speed
  /// is outside (an `unavailable` error when the rating cannot be read); nullopt otherwise.
  std::optional<Error> outOfRange(const std::string& id, const std::string& key);
  /// What an accepted challenge made, kept until its unit is stored.
  struct Accepted {
    Challenge challenge;
    std::shared_ptr<Room> room;
    std::string gameId;
    std::string secret;  ///< the acceptor's seat secret
    Seat you;
  };
  /// Takes `id` out of the open challenges for `key`; the others are told it is gone.
  Result<Challenge> take(const std::string& id, const std::string& key, int64_t now);
  /// Lists a challenge again whose game was not made.
  void reopen(const Challenge& c);
  void acceptWritten(const Accepted& a, WriteOutcome outcome, const Respond& respond);
  /// Takes a token of `key`'s create/cancel bucket; false when it is over its rate.
  bool limited(const std::string& key);
  void sweep();
  void notify(const ChallengeChange& change);  // under mutex_
  /// Lists or unlists `id` as `row` (nullptr: no such challenge) says (under mutex_).
  void follow(const std::string& id, const ChallengeRow* row, int64_t now);
  void reconcile(int64_t now);
  /// The store has this node's change of `id` now: the writing is over; the others are told.
  void written(const std::string& id, bool tell);

  Lobby& lobby_;
  const ServerOptions& options_;
  RateLimit createCancel_;
  mutable std::mutex mutex_;
  Challenges open_;
  std::unordered_map<std::string, TokenBucket> buckets_;  ///< by key hash
  std::function<void(const ChallengeChange&)> listener_;
  boost::asio::steady_timer timer_;
  bool stopped_ = false;
  ClusterBus* bus_ = nullptr;
  /// Challenges whose change by this node is being written: what the store says of them is not
  /// yet the last word (under mutex_).
  std::unordered_set<std::string> writing_;
  int64_t nextReconcile_ = 0;  ///< the sweep's
};

}  // namespace renju::server
