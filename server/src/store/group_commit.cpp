#include "store/group_commit.h"

#include <chrono>

#include "ops/metrics.h"

namespace renju::server {

void GroupCommitQueue::start(Commit commit, Last last) {
  commit_ = std::move(commit);
  last_ = std::move(last);
  thread_ = std::thread([this] { run(); });
}

void GroupCommitQueue::push(std::vector<StoreOp> ops, Store::Done done) {
  {
    std::lock_guard lock(mutex_);
    if (!stopping_) {
      pending_.push_back(Unit{std::move(ops), std::move(done)});
      wake_.notify_one();
      return;
    }
  }
  if (done) done(WriteOutcome::FAILED);
}

void GroupCommitQueue::close() {
  {
    std::lock_guard lock(mutex_);
    if (closed_) return;
    stopping_ = true;
    closed_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void GroupCommitQueue::countPurged(uint64_t games) {
  std::lock_guard lock(mutex_);
  stats_.purged += games;
}

StoreStats GroupCommitQueue::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

void GroupCommitQueue::run() {
  using namespace std::chrono;
  auto nextHeartbeat = steady_clock::now() + seconds(1);
  for (;;) {
    Batch batch;
    {
      std::unique_lock lock(mutex_);
      wake_.wait_until(lock, nextHeartbeat, [&] { return !pending_.empty() || stopping_; });
      batch.swap(pending_);
      if (batch.empty() && stopping_) break;
    }
    const bool heartbeat = steady_clock::now() >= nextHeartbeat;
    if (batch.empty() && !heartbeat) continue;
    if (heartbeat) nextHeartbeat = steady_clock::now() + seconds(1);
    std::vector<WriteOutcome> outcome(batch.size(), WriteOutcome::FAILED);
    auto began = steady_clock::now();
    const bool committed = commit_(batch, outcome, heartbeat);
    if (committed && !batch.empty())
      metrics().storeCommit(
          batch.size(),
          static_cast<uint64_t>(duration_cast<microseconds>(steady_clock::now() - began).count()));
    {
      std::lock_guard lock(mutex_);
      stats_.units += batch.size();
      stats_.transactions += 1;
    }
    for (size_t i = 0; i < batch.size(); ++i)
      if (batch[i].done) batch[i].done(committed ? outcome[i] : WriteOutcome::FAILED);
  }
  if (last_) last_();
}

}  // namespace renju::server
