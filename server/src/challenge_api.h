#pragma once
// Open challenges and quick pairing over HTTP (docs/api.md, docs/lobby.md): `/api/challenges`.
// Sequences the pure `Challenges` with the store and the rooms: a challenge is stored before it is
// listed; accepting it is one store unit (challenge taken + game created with both seats taken),
// so that two nodes sharing a database cannot both accept it. Each change is told to a listener
// (the lobby feed).
#include <boost/asio/steady_timer.hpp>

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "challenges.h"
#include "http_types.h"
#include "rate_limiter.h"
#include "server_options.h"

namespace renju::server {

class Lobby;

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

 private:
  void list(Respond respond) const;
  void create(const HttpRequest& request, const std::string& key, bool quick, Respond respond);
  void status(const std::string& id, Respond respond);
  void cancel(const std::string& id, const std::string& key, Respond respond);
  void accept(const std::string& id, const std::string& key, Respond respond);
  /// Takes a token of `key`'s create/cancel bucket; false when it is over its rate.
  bool limited(const std::string& key);
  void sweep();
  void notify(const ChallengeChange& change);  // under mutex_

  Lobby& lobby_;
  const ServerOptions& options_;
  RateLimit createCancel_;
  mutable std::mutex mutex_;
  Challenges open_;
  std::unordered_map<std::string, TokenBucket> buckets_;  ///< by key hash
  std::function<void(const ChallengeChange&)> listener_;
  boost::asio::steady_timer timer_;
  bool stopped_ = false;
};

}  // namespace renju::server
