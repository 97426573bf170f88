#pragma once
// The room's recent history: the last few versioned messages (state and events) in version
// order, so that a client reconnecting with `since` is sent what it missed instead of the whole
// state. Pure: the room pushes each durable message and asks on hello.
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace renju::server {

/// One frame as every socket of a game is sent it (shared, written once).
using Message = std::shared_ptr<const std::string>;

class VersionRing {
 public:
  explicit VersionRing(size_t capacity) : capacity_(capacity) {}

  /// Remembers the message that made `version`; versions are pushed in increasing order. The
  /// oldest is forgotten beyond the capacity.
  void push(int64_t version, Message message);

  /// What a client that has seen `since` must be sent to reach `current`: the messages after
  /// `since` (empty when it is up to date), or nullopt when the ring no longer holds all of them
  /// (or `since` is ahead of the server) and the whole state must be sent instead.
  std::optional<std::vector<Message>> after(int64_t since, int64_t current) const;

  size_t size() const { return ring_.size(); }

 private:
  size_t capacity_;
  std::deque<std::pair<int64_t, Message>> ring_;
};

}  // namespace renju::server
