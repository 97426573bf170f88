#pragma once
// The write side both stores share (group commit). Units come from any thread; one writer thread
// takes everything pending at once and has the store commit it as one transaction, then tells
// each unit how it ended. A unit is acknowledged only after its transaction committed. The
// writer also wakes each second when idle, so the store can write its heartbeat.
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
