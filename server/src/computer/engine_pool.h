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
// it never waits for a long search to end.
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
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
  size_t queue = 64;          ///< jobs of one kind waiting for a thread; submit() refuses beyond
  size_t hashMegabytes = 16;  ///< transposition table per thread
};

/// Who waits for a job, in the order the queue serves them.
enum class JobKind : uint8_t {
  LIGHT = 0,     ///< a seat's decision at a level bounded by nodes: also has a thread of its own
  SEAT = 1,      ///< any other computer seat's decision: a player waits for it
  ANALYSIS = 2,  ///< an analysis request
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
  /// caller answers 503 (API) or retries (computer seat).
  bool submit(std::string key, Job job, JobKind kind = JobKind::ANALYSIS);
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
  static constexpr size_t KINDS = 3;
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
  /// The queue `worker` serves next (its first job), or null when none has work for it.
  std::deque<Task>* nextFor(const Worker& worker);

  size_t capacity_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::array<std::deque<Task>, KINDS> queues_;  ///< by JobKind
  std::vector<std::unique_ptr<Worker>> workers_;
  bool stopping_ = false;
  bool joined_ = false;
};

}  // namespace renju::server
