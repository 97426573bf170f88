#include "computer/engine_pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>
#include <optional>
#include <unordered_map>

namespace renju::server {

namespace {

FairShare shareOf(const EnginePoolOptions& options) {
  return FairShare{options.queue, options.analysisJobs, options.analysisMs,
                   options.analysisQueueMs * std::max(1, options.threads)};
}

}  // namespace

EnginePool::EnginePool(const EnginePoolOptions& options) : queue_(shareOf(options)) {
  int n = std::max(1, options.threads);
  workers_.reserve(static_cast<size_t>(n));
  // Every engine exists before any thread starts: a job never waits for an allocation, and the
  // memory the pool takes is known at start-up (threads x hash size).
  for (int i = 0; i < n; ++i)
    workers_.push_back(std::make_unique<Worker>(std::max<size_t>(1, options.hashMegabytes), false));
  workers_.push_back(std::make_unique<Worker>(
      std::min(LIGHT_HASH_MEGABYTES, std::max<size_t>(1, options.hashMegabytes)), true));
  for (auto& w : workers_) w->thread = std::thread([this, worker = w.get()] { run(*worker); });
}

EnginePool::~EnginePool() {
  shutdown();
}

bool EnginePool::submit(std::string key, Job job, JobKind kind) {
  JobOwner owner{key, ""};
  return submit(std::move(key), std::move(job), kind, owner, 0).admission == Admission::QUEUED;
}

Admitted EnginePool::submit(std::string key, Job job, JobKind kind, const JobOwner& owner,
                            int64_t costMs) {
  Admitted admitted;
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return {Admission::KIND_FULL, 0};
    uint64_t id = nextId_++;
    admitted = queue_.push(id, kind, owner, costMs);
    if (admitted.admission != Admission::QUEUED) return admitted;
    tasks_.emplace(id, Task{std::move(key), std::move(job)});
  }
  // Every thread looks: the one woken by notify_one could be the light thread, which takes no
  // other kind.
  wake_.notify_all();
  return admitted;
}

void EnginePool::cancel(const std::string& key) {
  std::vector<Task> dropped;  // destroyed after the lock is released: a job may own anything
  {
    std::lock_guard lock(mutex_);
    for (auto it = tasks_.begin(); it != tasks_.end();) {
      if (it->second.key == key) {
        queue_.remove(it->first);
        dropped.push_back(std::move(it->second));
        it = tasks_.erase(it);
      } else {
        ++it;
      }
    }
    for (auto& w : workers_)
      if (w->busy && w->key == key) w->stop.store(true);
  }
}

void EnginePool::shutdown() {
  std::unordered_map<uint64_t, Task> dropped;
  {
    std::lock_guard lock(mutex_);
    if (joined_) return;
    stopping_ = true;
    queue_.clear();
    dropped.swap(tasks_);
    for (auto& w : workers_)
      if (w->busy) w->stop.store(true);
  }
  wake_.notify_all();
  for (auto& w : workers_)
    if (w->thread.joinable()) w->thread.join();
  std::lock_guard lock(mutex_);
  joined_ = true;
}

size_t EnginePool::queued() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

size_t EnginePool::running() const {
  std::lock_guard lock(mutex_);
  return static_cast<size_t>(
      std::count_if(workers_.begin(), workers_.end(), [](const auto& w) { return w->busy; }));
}

void EnginePool::run(Worker& worker) {
  for (;;) {
    Task task;
    {
      std::unique_lock lock(mutex_);
      // The light thread takes only the light decisions; the others take every kind, in order.
      const JobKind last = worker.lightOnly ? JobKind::LIGHT : JobKind::ANALYSIS;
      std::optional<uint64_t> id;
      wake_.wait(lock, [&] { return stopping_ || (id = queue_.pop(last)).has_value(); });
      if (stopping_) return;
      auto it = tasks_.find(*id);
      task = std::move(it->second);
      tasks_.erase(it);
      worker.key = task.key;
      worker.busy = true;
      worker.stop.store(false);
    }
    try {
      task.job(worker.engine, worker.stop);
    } catch (const std::exception& e) {
      // A job that throws loses its own result only; the thread and its engine go on.
      spdlog::error("engine job {} failed: {}", task.key, e.what());
    }
    task.job = nullptr;  // release what the job holds before the next one is taken
    std::lock_guard lock(mutex_);
    worker.busy = false;
    worker.key.clear();
  }
}

}  // namespace renju::server
