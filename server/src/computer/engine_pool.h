#pragma once
// A bounded pool of engine threads. Engine work (a computer seat's decision, an analysis request)
// takes from milliseconds to seconds of CPU: it must never run on the I/O threads, and the queue
// of waiting work must be bounded so that a flood of requests is refused instead of growing
// without end. Each thread owns one `ai::Engine` (and its transposition table), allocated once
// when the pool starts. The pool knows nothing of rooms or HTTP: a job posts its result back to
// its owner itself.
//
// Jobs queue by kind (docs/server.md, "The computer seat"): a computer seat's decision goes ahead
// of every analysis request, and a light decision (a level whose every decision is bounded by a
// small node budget, ai::LevelConfig::capped) has a thread of its own besides the pool's, so that
// it never waits for a long search to end. Within a kind the owners (client addresses) take
// turns, and analysis is capped per owner and in all (fair_queue.h).
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "computer/fair_queue.h"
#include "engine.h"

namespace renju::server {

struct EnginePoolOptions {
  int threads = 1;             ///< worker threads, each with its own engine (at least 1)
  size_t queue = 64;           ///< jobs of one kind waiting for a thread; submit() refuses beyond
  size_t hashMegabytes = 16;   ///< transposition table per thread
  size_t analysisJobs = 4;     ///< analysis jobs queued per owner (address, player); 0 = no cap
  int64_t analysisMs = 12000;  ///< analysis time queued per owner; 0 = no cap
  int64_t analysisQueueMs = 20000;  ///< analysis time queued per thread (in all: x threads)
};

/// The transposition table of the light decisions' own thread: their searches are shallow.
constexpr size_t LIGHT_HASH_MEGABYTES = 4;

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
  /// False, and the job is dropped, when its kind's queue is full or the pool has shut down: the
  /// caller answers 503 (API) or retries (computer seat). The job's owner is its key.
  bool submit(std::string key, Job job, JobKind kind = JobKind::ANALYSIS);
  /// The same for `owner`, whose analysis may take `costMs` of engine time: refused (the job
  /// dropped) when the owner or the whole queue has its share of analysis queued (fair_queue.h).
  /// KIND_FULL also when the pool has shut down.
  Admitted submit(std::string key, Job job, JobKind kind, const JobOwner& owner, int64_t costMs);
  /// Drops the queued jobs of `key` (they never run) and sets `stop` of its running ones.
  void cancel(const std::string& key);
  /// Sets every running job's `stop`, drops the queued ones, waits for the threads to end.
  /// Later submits are refused. Idempotent; must not be called from a job.
  void shutdown();

  size_t queued() const;   ///< jobs waiting for a thread
  size_t running() const;  ///< jobs being run
  /// The pool's threads, beside the light decisions' own one.
  int threads() const { return static_cast<int>(workers_.size()) - 1; }

 private:
  struct Task {
    std::string key;
    Job job;
  };
  struct Worker {
    Worker(size_t hashMegabytes, bool lightOnly) : engine(hashMegabytes), lightOnly(lightOnly) {}
    ai::Engine engine;
    const bool lightOnly;  ///< the light decisions' own thread
    std::atomic<bool> stop{false};
    std::string key;  ///< of the running job; guarded by mutex_
    bool busy = false;
    std::thread thread;
  };

  void run(Worker& worker);

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  FairQueue queue_;                           ///< the order of the waiting jobs
  std::unordered_map<uint64_t, Task> tasks_;  ///< the waiting jobs by their id in queue_
  uint64_t nextId_ = 0;
  std::vector<std::unique_ptr<Worker>> workers_;
  bool stopping_ = false;
  bool joined_ = false;
};

}  // namespace renju::server
