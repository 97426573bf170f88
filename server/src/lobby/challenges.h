#pragma once
// Open challenges (issue 10, docs/lobby.md): games offered to anyone, in memory on each node. A
// pure piece: it knows nothing of sockets, strands or the store (the challenge API sequences it
// with them, under its own mutex) and is unit-tested on its own. Times are passed in.
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "game/protocol.h"
#include "lobby/pairing.h"
#include "result.h"

namespace renju::server {

/// An open challenge expires after 30 minutes unanswered (`renju serve --challenge-ttl-seconds`
/// shortens it, for tests).
constexpr int64_t CHALLENGE_TTL_MS = 30 * 60 * 1000;

struct Challenge {
  std::string id;
  std::string settings;  ///< the game's settings JSON (as GameRow::settings): what pairing compares
  OpenerChoice opener = OpenerChoice::RANDOM;
  bool isPrivate = false;   ///< the game will not be listed among live games
  std::string creatorHash;  ///< the creator's player key hash
  std::string secretHash;   ///< hash of the seat secret the creator was given
  std::string name;         ///< the creator's display name when it was made ("" = none)
  std::string address;      ///< the creator's address; "" when restored from the store
  int64_t createdAt = 0;    ///< server ms
  bool rated = false;       ///< its settings say "rated": quick pairing goes by rating
  /// The creator's rounded rating at its speed when it was made (nullopt without a clock), and
  /// whether that rating was provisional.
  std::optional<int> rating = {};
  bool provisional = false;
  std::optional<RatingRange> range = {};  ///< who may take it, by rating (rated ones only)
};

class Challenges {
 public:
  /// `ttlMs`: how long a challenge stays open unanswered.
  explicit Challenges(int64_t ttlMs = CHALLENGE_TTL_MS) : ttlMs_(ttlMs) {}

  /// Adds `c`. Refused with `too-many-challenges` when its creator's key, or its address, already
  /// has an open challenge (expired ones are not counted: call expire first).
  std::optional<Error> add(Challenge c);
  /// Takes challenge `id` for `acceptorHash`: it is no longer open. `unknown-challenge` when
  /// there is no such open challenge (or it has expired by `now`), `own-challenge` when the
  /// acceptor created it.
  Result<Challenge> take(const std::string& id, const std::string& acceptorHash, int64_t now);
  /// Withdraws `id` for its creator: `unknown-challenge`, or `not-your-challenge` for anyone else.
  Result<Challenge> cancel(const std::string& id, const std::string& keyHash);
  /// Removes and returns the challenges unanswered for the TTL at `now`, oldest first.
  std::vector<Challenge> expire(int64_t now);
  /// Quick pairing (docs/lobby.md): among the open challenges with these exact settings that
  /// `keyHash` did not make (not yet expired at `now`), for casual settings the oldest; for rated
  /// ones the nearest rating to `rating` (the caller's at that speed) that admits it
  /// (pairing.h), and that the caller's own `range` admits.
  std::optional<std::string> match(const std::string& settings, const std::string& keyHash,
                                   int64_t now, int rating = 0,
                                   const std::optional<RatingRange>& range = {}) const;
  /// The open challenge `id`, if any.
  std::optional<Challenge> find(const std::string& id) const;
  /// Removes `id` whoever made it (another node closed it); nullopt when it is not open here.
  std::optional<Challenge> drop(const std::string& id);
  bool contains(const std::string& id) const { return byId_.contains(id); }
  /// The open challenges, oldest first.
  std::vector<Challenge> open() const;
  /// The open challenge `keyHash` made, if any.
  std::optional<Challenge> of(const std::string& keyHash) const;
  size_t size() const { return byId_.size(); }
  int64_t ttlMs() const { return ttlMs_; }

 private:
  Challenge remove(std::unordered_map<std::string, Challenge>::iterator it);
  bool expired(const Challenge& c, int64_t now) const { return now - c.createdAt >= ttlMs_; }

  int64_t ttlMs_;

  std::unordered_map<std::string, Challenge> byId_;
  std::unordered_map<std::string, std::string> byKey_;      ///< creator hash -> id
  std::unordered_map<std::string, std::string> byAddress_;  ///< address -> id (not restored ones)
};

}  // namespace renju::server
