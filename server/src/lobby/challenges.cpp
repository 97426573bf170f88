#include "lobby/challenges.h"

#include <algorithm>

#include "base/errors.h"

namespace renju::server {
namespace {

Error unknown() {
  return serverError(ErrorCode::UNKNOWN_CHALLENGE,
                     "no open challenge has this id (taken, cancelled or expired)");
}

}  // namespace

std::optional<Error> Challenges::add(Challenge c) {
  if (byKey_.contains(c.creatorHash))
    return serverError(ErrorCode::TOO_MANY_CHALLENGES,
                       "this player already has an open challenge; cancel it first");
  if (!c.address.empty() && byAddress_.contains(c.address))
    return serverError(ErrorCode::TOO_MANY_CHALLENGES,
                       "this address already has an open challenge; cancel it first");
  byKey_.emplace(c.creatorHash, c.id);
  if (!c.address.empty()) byAddress_.emplace(c.address, c.id);
  std::string id = c.id;
  byId_.emplace(std::move(id), std::move(c));
  return std::nullopt;
}

Challenge Challenges::remove(std::unordered_map<std::string, Challenge>::iterator it) {
  Challenge c = std::move(it->second);
  byId_.erase(it);
  byKey_.erase(c.creatorHash);
  if (!c.address.empty()) byAddress_.erase(c.address);
  return c;
}

Result<Challenge> Challenges::take(const std::string& id, const std::string& acceptorHash,
                                   int64_t now) {
  auto it = byId_.find(id);
  if (it == byId_.end() || expired(it->second, now)) return unknown();
  if (it->second.creatorHash == acceptorHash)
    return serverError(ErrorCode::OWN_CHALLENGE, "a player cannot accept its own challenge");
  return remove(it);
}

Result<Challenge> Challenges::cancel(const std::string& id, const std::string& keyHash) {
  auto it = byId_.find(id);
  if (it == byId_.end()) return unknown();
  if (it->second.creatorHash != keyHash)
    return serverError(ErrorCode::NOT_YOUR_CHALLENGE, "only its creator can cancel a challenge");
  return remove(it);
}

std::optional<Challenge> Challenges::drop(const std::string& id) {
  auto it = byId_.find(id);
  if (it == byId_.end()) return std::nullopt;
  return remove(it);
}

std::vector<Challenge> Challenges::expire(int64_t now) {
  std::vector<Challenge> gone;
  for (auto it = byId_.begin(); it != byId_.end();) {
    auto next = std::next(it);
    if (expired(it->second, now)) gone.push_back(remove(it));
    it = next;
  }
  std::sort(gone.begin(), gone.end(),
            [](const Challenge& a, const Challenge& b) { return a.createdAt < b.createdAt; });
  return gone;
}

std::optional<std::string> Challenges::match(const std::string& settings,
                                             const std::string& keyHash, int64_t now, int rating,
                                             const std::optional<RatingRange>& range) const {
  const Challenge* best = nullptr;
  std::vector<PairingCandidate> rated;
  for (const auto& [id, c] : byId_) {
    if (c.settings != settings || c.creatorHash == keyHash || expired(c, now)) continue;
    if (c.rated) {
      int theirs = c.rating.value_or(rating);
      if (admits(range, theirs)) rated.push_back({c.id, theirs, c.range, c.createdAt});
      continue;
    }
    if (!best || c.createdAt < best->createdAt ||
        (c.createdAt == best->createdAt && c.id < best->id))
      best = &c;
  }
  if (!rated.empty()) return nearestChallenge(rated, rating, now);
  if (!best) return std::nullopt;
  return best->id;
}

std::optional<Challenge> Challenges::find(const std::string& id) const {
  auto it = byId_.find(id);
  if (it == byId_.end()) return std::nullopt;
  return it->second;
}

std::vector<Challenge> Challenges::open() const {
  std::vector<Challenge> all;
  all.reserve(byId_.size());
  for (const auto& [id, c] : byId_) all.push_back(c);
  std::sort(all.begin(), all.end(), [](const Challenge& a, const Challenge& b) {
    return a.createdAt != b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;
  });
  return all;
}

std::optional<Challenge> Challenges::of(const std::string& keyHash) const {
  auto k = byKey_.find(keyHash);
  if (k == byKey_.end()) return std::nullopt;
  return byId_.at(k->second);
}

}  // namespace renju::server
