#pragma once
// A bounded pool of engine threads. Engine work (a computer seat's decision, an analysis request)
// takes from milliseconds to seconds of CPU: it must never run on the I/O threads, and the queue
// of waiting work must be bounded so that a flood of requests is refused instead of growing
// without end. Each thread owns one `ai::Engine` (and its transposition table), allocated once
// when the pool starts. The pool knows nothing of rooms or HTTP: a job posts its result back to
// its owner itself.
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "engine.h"

namespace renju::server {

struct EnginePoolOptions {
  int threads = 1;            ///< worker threads, each with its own engine (at least 1)
  size_t queue = 64;          ///< jobs waiting for a thread; submit() refuses beyond
  size_t hashMegabytes = 16;  ///< transposition table per thread
};

class EnginePool {
 public:
  /// `stop` is set when the job is cancelled or the pool shuts down: the job passes it on to the
  /// engine, which then returns soon, and must not act on a result it got after `stop` was set.
  using Job = std::function<void(ai::Engine&, const std::atomic<bool>& stop)>;

  /// Starts the threads and allocates their engines.
  explicit EnginePool(const EnginePoolOptions& options);
  /// shutdown().
  ~EnginePool();
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  /// Queues `job` under `key` (several jobs may share a key; cancel() reaches all of them).
  /// False, and the job is dropped, when the queue is full or the pool has shut down: the caller
  /// answers 503 (API) or retries (computer seat).
  bool submit(std::string key, Job job);
  /// Drops the queued jobs of `key` (they never run) and sets `stop` of its running ones.
  void cancel(const std::string& key);
  /// Sets every running job's `stop`, drops the queued ones, waits for the threads to end.
  /// Later submits are refused. Idempotent; must not be called from a job.
  void shutdown();

  size_t queued() const;   ///< jobs waiting for a thread
  size_t running() const;  ///< jobs being run
  int threads() const { return static_cast<int>(workers_.size()); }

 private:
  struct Task {
    std::string key;
    Job job;
  };
  struct Worker {
    explicit Worker(size_t hashMegabytes) : engine(hashMegabytes) {}
    ai::Engine engine;
    std::atomic<bool> stop{false};
    std::string key;  ///< of the running job; guarded by mutex_
    bool busy = false;
    std::thread thread;
  };

  void run(Worker& worker);

  size_t capacity_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Task> queue_;
  std::vector<std::unique_ptr<Worker>> workers_;
  bool stopping_ = false;
  bool joined_ = false;
};

}  // namespace renju::server
