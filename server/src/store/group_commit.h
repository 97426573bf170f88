#pragma once
// The write side both stores share (group commit). Units come from any thread; one writer thread
// takes everything pending at once and has the store commit it as one transaction, then tells
// each unit how it ended. A unit is acknowledged only after its transaction committed. The
// writer also wakes each second when idle, so the store can write its heartbeat.
//
// A transaction takes at most HEAVY_PER_COMMIT units that are not plain moves (creations, joins,
// game ends, anything else); past that, only plain moves of games with nothing held back go
// along, and the rest waits for the next transaction in its order. When a round's 500 games end
// and start again at once, the moves of the games still in play would otherwise wait behind
// a transaction of hundreds of them (docs/server.md, "Group commit").
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "store/store.h"

namespace renju::server {

class GroupCommitQueue {
 public:
  struct Unit {
    std::vector<StoreOp> ops;
    Store::Done done;
  };
  using Batch = std::deque<Unit>;
  /// Units that are not plain moves taken into one transaction at most.
  static constexpr size_t HEAVY_PER_COMMIT = 4;
  /// Commits `batch` (and the heartbeat when `heartbeat`) in one transaction, on the writer
  /// thread; fills one outcome per unit; false when the transaction failed (all units FAILED).
  using Commit =
      std::function<bool(const Batch& batch, std::vector<WriteOutcome>& outcome, bool heartbeat)>;
  /// Runs once on the writer thread after the last batch (the store's last heartbeat).
  using Last = std::function<void()>;

  GroupCommitQueue() = default;
  GroupCommitQueue(const GroupCommitQueue&) = delete;
  GroupCommitQueue& operator=(const GroupCommitQueue&) = delete;
  ~GroupCommitQueue() { close(); }

  /// Starts the writer thread.
  void start(Commit commit, Last last);
  /// Queues a unit; after close() its Done gets FAILED at once.
  void push(std::vector<StoreOp> ops, Store::Done done);
  /// Commits what is pending, runs Last, and joins the writer. Idempotent.
  void close();
  /// Counts games purged by the store (for stats()).
  void countPurged(uint64_t games);
  StoreStats stats() const;

  /// Moves the units of the next transaction out of `pending`, in their order: every unit up to
  /// the `heavyLimit`-th one that is not a plain move (a unit of Append ops of one game), then
  /// the plain moves of games that no unit left in `pending` concerns. Units of one game never
  /// change their order.
  static Batch takeBatch(Batch& pending, size_t heavyLimit);

 private:
  void run();

  Commit commit_;
  Last last_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  Batch pending_;
  bool stopping_ = false;
  bool closed_ = false;
  StoreStats stats_;
  std::thread thread_;
};

}  // namespace renju::server
