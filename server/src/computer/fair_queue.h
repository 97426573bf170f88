#pragma once
// The engine pool's queue, shared fairly (docs/server.md, "A fair share of the engine"). First
// come, first served let one address flooding analysis requests make everyone else wait behind
// its work (issue 32: another address's 50 ms analysis waited 29 to 48 s). Here jobs queue by
// kind, then by owner:
// - kinds in order: a light seat decision, then any other seat decision, then analysis; a job of
//   an earlier kind always goes first;
// - within a kind, each owner (a client address, IPv6 grouped by /64) has its own queue and the
//   owners are served in turn, one job each, the owner served longest ago first; an owner that
//   comes with work goes ahead of the owner served last (so one address flooding makes another
//   wait for its running search only), behind every other owner with work;
// - analysis is capped: per owner (its address, and its player key when known, each counted on
//   its own) at most `ownerJobs` jobs and `ownerMs` of engine time queued, and `totalMs` queued in
//   all, so that the queue never holds more than the pool gets through in a few seconds.
// Pure: no threads, no clock. The pool keeps the jobs themselves under the ids given here.
#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace renju::server {

/// Who waits for a job, in the order the queue serves them.
enum class JobKind : uint8_t {
  LIGHT = 0,     ///< a seat's decision at a level bounded by nodes: also has a thread of its own
  SEAT = 1,      ///< any other computer seat's decision: a player waits for it
  ANALYSIS = 2,  ///< an analysis request
};

/// Whose job it is. Turns go by `address`; the analysis caps count `address` and `player` apart.
struct JobOwner {
  std::string address;  ///< ownerOfAddress() of the client's address (a seat: its game's key)
  std::string player;   ///< ownerOfPlayer() of the request's player key; empty when none
};

struct FairShare {
  size_t kindJobs = 64;     ///< jobs of one kind queued in all (--engine-queue); 0 = no cap
  size_t ownerJobs = 4;     ///< analysis jobs queued per address and per player; 0 = no cap
  int64_t ownerMs = 12000;  ///< analysis time queued per address and per player; 0 = no cap
  int64_t totalMs = 20000;  ///< analysis time queued in all; 0 = no cap
};

enum class Admission : uint8_t {
  QUEUED,      ///< the job waits for a thread
  OWNER_FULL,  ///< its address or player already has its share of analysis queued
  TOTAL_FULL,  ///< the queue holds as much analysis time as it may
  KIND_FULL,   ///< `kindJobs` jobs of its kind wait already
};

struct Admitted {
  Admission admission = Admission::QUEUED;
  /// Refused: the queued analysis time (ms) of the share that is full (the owner's, or all of
  /// it), from which the caller tells when to come back.
  int64_t queuedMs = 0;
};

class FairQueue {
 public:
  explicit FairQueue(FairShare share) : share_(share) {}

  /// Queues job `id` (unique among queued jobs) of `kind` for `owner`; `costMs` is the engine
  /// time an analysis job may take (seat decisions: 0, uncapped). An owner's first queued job is
  /// never refused for its time alone, nor the first of the whole queue, so a job longer than a
  /// share still runs when nothing else waits.
  Admitted push(uint64_t id, JobKind kind, const JobOwner& owner, int64_t costMs = 0);
  /// Takes the next job among kinds LIGHT..`last`: the first non-empty kind, the owner whose turn
  /// it is (served longest ago, or never), that owner's oldest job. The owner then goes to the
  /// back of the turn.
  std::optional<uint64_t> pop(JobKind last = JobKind::ANALYSIS);
  /// Drops a queued job; false when `id` is not queued.
  bool remove(uint64_t id);
  /// Drops every job; returns their ids.
  std::vector<uint64_t> clear();

  size_t size() const { return where_.size(); }
  size_t size(JobKind kind) const { return lanes_[static_cast<size_t>(kind)].size; }
  /// Analysis time queued in all.
  int64_t queuedMs() const { return totalMs_; }
  /// Analysis jobs and time queued for an address owner (ownerOfAddress()).
  size_t addressJobs(const std::string& address) const;
  int64_t addressMs(const std::string& address) const;

 private:
  struct Entry {
    uint64_t id;
    int64_t costMs;
    std::string player;
  };
  /// An owner with jobs and its place in the turn: when it was last served, as enterTurn says.
  struct Turn {
    uint64_t served;
    std::string address;
  };
  /// One kind's jobs: per owner in arrival order, and the owners with jobs in turn order (by
  /// `served`, ascending; `clock` counts the jobs served). `served` remembers owners without
  /// jobs too, so that an owner cannot jump the turn by emptying its queue and coming back; it is
  /// forgotten once it would change nothing (older than every owner in the turn).
  struct Lane {
    std::deque<Turn> turn;
    std::unordered_map<std::string, uint64_t> served;
    uint64_t clock = 0;
    std::unordered_map<std::string, std::deque<Entry>> jobs;
    size_t size = 0;
  };
  struct Usage {
    size_t jobs = 0;
    int64_t ms = 0;
  };
  struct Where {
    JobKind kind;
    std::string address;
  };

  /// Whether `usage` has room for one more job of `costMs`.
  bool fits(const Usage& usage, int64_t costMs) const;
  /// Forgets an analysis job's share (its address's, its player's, the total).
  void release(const std::string& address, const Entry& entry);
  /// Removes owner `address` from `lane`'s turn when it has no job left.
  static void dropIfEmpty(Lane& lane, const std::string& address);
  /// Puts owner `address` in `lane`'s turn, after every owner served more recently than it.
  static void enterTurn(Lane& lane, const std::string& address);

  FairShare share_;
  std::array<Lane, 3> lanes_;                     ///< by JobKind
  std::unordered_map<std::string, Usage> usage_;  ///< analysis, by "a <address>" / "p <player>"
  std::unordered_map<uint64_t, Where> where_;     ///< every queued job
  int64_t totalMs_ = 0;
};

/// The owner of a client address: IPv4 addresses as they are, IPv6 addresses by their /64 (one
/// host usually has a whole /64 to pick from), anything else as it is.
std::string ownerOfAddress(std::string_view address);
/// The owner of a request's `Authorization: Player <key>`: a digest of the key (the key itself
/// is a secret and is not kept), or empty when the header holds no well-formed player key.
std::string ownerOfPlayer(std::string_view authorization);

}  // namespace renju::server
