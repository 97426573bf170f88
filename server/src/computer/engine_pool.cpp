#include "computer/engine_pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <exception>

namespace renju::server {

EnginePool::EnginePool(const EnginePoolOptions& options) : capacity_(options.queue) {
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
  {
    std::lock_guard lock(mutex_);
    auto& queue = queues_[static_cast<size_t>(kind)];
    if (stopping_ || queue.size() >= capacity_) return false;
    queue.push_back(Task{std::move(key), std::move(job)});
  }
  // Every thread looks: the one woken by notify_one could be the light thread, which takes no
  // other kind.
  wake_.notify_all();
  return true;
}

std::deque<EnginePool::Task>* EnginePool::nextFor(const Worker& worker) {
  for (auto& queue : queues_) {
    if (!queue.empty()) return &queue;
    if (worker.lightOnly) break;  // the first queue is the light one
  }
  return nullptr;
}

void EnginePool::cancel(const std::string& key) {
  std::vector<Task> dropped;  // destroyed after the lock is released: a job may own anything
  {
    std::lock_guard lock(mutex_);
    for (auto& queue : queues_)
      for (auto it = queue.begin(); it != queue.end();) {
        if (it->key == key) {
          dropped.push_back(std::move(*it));
          it = queue.erase(it);
        } else {
          ++it;
        }
      }
    for (auto& w : workers_)
      if (w->busy && w->key == key) w->stop.store(true);
  }
}

void EnginePool::shutdown() {
  std::array<std::deque<Task>, KINDS> dropped;
  {
    std::lock_guard lock(mutex_);
    if (joined_) return;
    stopping_ = true;
    dropped.swap(queues_);
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
  size_t n = 0;
  for (const auto& queue : queues_) n += queue.size();
  return n;
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
      std::deque<Task>* queue = nullptr;
      wake_.wait(lock, [&] { return stopping_ || (queue = nextFor(worker)) != nullptr; });
      if (stopping_) return;
      task = std::move(queue->front());
      queue->pop_front();
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
