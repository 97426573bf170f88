// The engine pool: bounded queue, cancel of queued and running jobs, shutdown, one engine per
// thread. Jobs here block on a gate the test opens, so nothing depends on timing except the
// bounded waits that turn a hang into a failure.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "computer/engine_pool.h"

namespace renju::server {
namespace {

using namespace std::chrono_literals;

/// Waits (at most 20 s) until `pred` holds; false on timeout.
template <class Pred>
bool eventually(Pred pred) {
  auto until = std::chrono::steady_clock::now() + 20s;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(1ms);
  }
  return true;
}

/// A job that reports it started, then waits until the gate opens or its stop flag is set.
class Gate {
 public:
  EnginePool::Job job(std::atomic<int>& started, std::atomic<int>& sawStop) {
    return [this, &started, &sawStop](ai::Engine&, const std::atomic<bool>& stop) {
      ++started;
      std::unique_lock lock(mutex_);
      cv_.wait_for(lock, 20s, [&] { return open_ || stop.load(); });
      if (stop.load()) ++sawStop;
    };
  }
  void open() {
    {
      std::lock_guard lock(mutex_);
      open_ = true;
    }
    cv_.notify_all();
  }
  /// Wakes the waiting jobs so they look at their stop flags again.
  void poke() { cv_.notify_all(); }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  bool open_ = false;
};

/// The names of the jobs that ran, in the order they ran.
class RunOrder {
 public:
  EnginePool::Job job(std::string name) {
    return [this, name](ai::Engine&, const std::atomic<bool>&) {
      std::lock_guard lock(mutex_);
      names_.push_back(name);
    };
  }
  /// Waits (bounded) until `count` jobs ran; the names then.
  std::vector<std::string> after(size_t count) {
    eventually([&] {
      std::lock_guard lock(mutex_);
      return names_.size() >= count;
    });
    std::lock_guard lock(mutex_);
    return names_;
  }

 private:
  std::mutex mutex_;
  std::vector<std::string> names_;
};

EnginePoolOptions small(int threads, size_t queue) {
  return {threads, queue, 1};
}

TEST(EnginePool, RefusesWhenTheQueueIsFull) {
  EnginePool pool(small(1, 2));
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  ASSERT_TRUE(pool.submit("a", gate.job(started, sawStop)));
  ASSERT_TRUE(eventually([&] { return started == 1; }));
  EXPECT_TRUE(pool.submit("b", gate.job(started, sawStop)));
  EXPECT_TRUE(pool.submit("c", gate.job(started, sawStop)));
  EXPECT_EQ(pool.queued(), 2u);
  EXPECT_EQ(pool.running(), 1u);
  EXPECT_FALSE(pool.submit("d", gate.job(started, sawStop)));  // refused, not queued
  EXPECT_EQ(pool.queued(), 2u);
  gate.open();
  ASSERT_TRUE(eventually([&] { return started == 3 && pool.running() == 0; }));
  EXPECT_EQ(pool.queued(), 0u);
  EXPECT_EQ(sawStop, 0);
  // Room again once the queue drained.
  EXPECT_TRUE(pool.submit("e", gate.job(started, sawStop)));
  ASSERT_TRUE(eventually([&] { return started == 4; }));
}

TEST(EnginePool, CancelDropsAQueuedJob) {
  EnginePool pool(small(1, 4));
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  std::atomic<bool> droppedRan{false};
  ASSERT_TRUE(pool.submit("running", gate.job(started, sawStop)));
  ASSERT_TRUE(eventually([&] { return started == 1; }));
  ASSERT_TRUE(
      pool.submit("queued", [&](ai::Engine&, const std::atomic<bool>&) { droppedRan = true; }));
  ASSERT_TRUE(pool.submit("other", gate.job(started, sawStop)));
  pool.cancel("queued");
  EXPECT_EQ(pool.queued(), 1u);
  gate.open();
  ASSERT_TRUE(eventually([&] { return started == 2 && pool.running() == 0; }));
  EXPECT_FALSE(droppedRan);
  EXPECT_EQ(sawStop, 0);  // cancelling one key stops nothing else
}

TEST(EnginePool, CancelStopsARunningSearch) {
  EnginePool pool(small(1, 4));
  std::atomic<bool> started{false}, finished{false};
  ai::SearchInfo info;
  // A full-strength search with no limit of its own: only the stop flag ends it early.
  ASSERT_TRUE(pool.submit("game-1", [&](ai::Engine& engine, const std::atomic<bool>& stop) {
    Board board;
    board.place(Point(7, 7), Color::BLACK);
    board.place(Point(7, 8), Color::WHITE);
    board.place(Point(8, 7), Color::BLACK);
    board.place(Point(8, 8), Color::WHITE);
    started = true;
    ai::Limits limits;
    limits.maxDepth = 64;
    limits.maxNodes = 2'000'000'000;
    info = engine.search(board, Color::BLACK, limits, &stop);
    finished = true;
  }));
  ASSERT_TRUE(eventually([&] { return started.load(); }));
  std::this_thread::sleep_for(50ms);  // let it get into the search
  pool.cancel("other-key");
  EXPECT_FALSE(finished);
  pool.cancel("game-1");
  ASSERT_TRUE(eventually([&] { return finished.load(); }));
  EXPECT_LT(info.nodes, 2'000'000'000u);
  EXPECT_EQ(pool.running(), 0u);
}

TEST(EnginePool, ShutdownStopsRunningDropsQueuedAndJoins) {
  EnginePool pool(small(2, 8));
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  std::atomic<int> endedAfter{0};
  auto job = [&](ai::Engine& e, const std::atomic<bool>& stop) {
    gate.job(started, sawStop)(e, stop);
    ++endedAfter;
  };
  ASSERT_TRUE(pool.submit("a", job));
  ASSERT_TRUE(pool.submit("b", job));
  ASSERT_TRUE(eventually([&] { return started == 2; }));
  std::atomic<bool> queuedRan{false};
  ASSERT_TRUE(pool.submit("c", [&](ai::Engine&, const std::atomic<bool>&) { queuedRan = true; }));
  std::thread poker([&] {
    // The gate's waits re-check their stop flags when woken.
    while (endedAfter < 2) {
      gate.poke();
      std::this_thread::sleep_for(1ms);
    }
  });
  pool.shutdown();  // returns only once both running jobs have returned
  EXPECT_EQ(endedAfter, 2);
  EXPECT_EQ(sawStop, 2);
  EXPECT_FALSE(queuedRan);
  EXPECT_FALSE(pool.submit("d", job));
  pool.shutdown();  // idempotent
  poker.join();
}

TEST(EnginePool, OneEnginePerThreadKeptAcrossJobs) {
  EnginePool pool(small(2, 16));
  std::mutex mutex;
  std::set<std::pair<std::thread::id, ai::Engine*>> seen;
  std::atomic<int> done{0};
  for (int i = 0; i < 12; ++i) {
    ASSERT_TRUE(pool.submit("k" + std::to_string(i), [&](ai::Engine& e, const std::atomic<bool>&) {
      std::this_thread::sleep_for(2ms);
      std::lock_guard lock(mutex);
      seen.insert({std::this_thread::get_id(), &e});
      ++done;
    }));
  }
  ASSERT_TRUE(eventually([&] { return done == 12; }));
  std::set<std::thread::id> threads;
  std::set<ai::Engine*> engines;
  for (auto& [t, e] : seen) {
    threads.insert(t);
    engines.insert(e);
  }
  EXPECT_EQ(seen.size(), threads.size());  // a thread always gets the same engine
  EXPECT_EQ(engines.size(), threads.size());
  EXPECT_LE(threads.size(), 2u);
  EXPECT_NE(threads.count(std::this_thread::get_id()), 1u);  // never the caller's thread
}

// Issue 33: a level-1 game waited seconds for its move behind analysis requests and other
// games' long decisions on the one engine thread.
TEST(EnginePool, SeatDecisionsGoAheadOfQueuedAnalysis) {
  EnginePool pool(small(1, 8));
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  ASSERT_TRUE(pool.submit("analysis 0", gate.job(started, sawStop), JobKind::ANALYSIS));
  ASSERT_TRUE(eventually([&] { return started == 1; }));
  RunOrder order;
  ASSERT_TRUE(pool.submit("analysis 1", order.job("analysis 1"), JobKind::ANALYSIS));
  ASSERT_TRUE(pool.submit("analysis 2", order.job("analysis 2"), JobKind::ANALYSIS));
  ASSERT_TRUE(pool.submit("seat g", order.job("seat g"), JobKind::SEAT));
  gate.open();
  EXPECT_EQ(order.after(3), (std::vector<std::string>{"seat g", "analysis 1", "analysis 2"}));
}

// Issue 32: one address's queued analysis made every other address wait for all of it.
TEST(EnginePool, AnalysisOwnersTakeTurnsWithinTheirShares) {
  EnginePoolOptions options = small(1, 64);
  options.analysisJobs = 3;
  options.analysisMs = 10000;
  options.analysisQueueMs = 20000;
  EnginePool pool(options);
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  const JobOwner flooder{"203.0.113.5", ""}, other{"198.51.100.7", ""};
  ASSERT_EQ(
      pool.submit("f0", gate.job(started, sawStop), JobKind::ANALYSIS, flooder, 3000).admission,
      Admission::QUEUED);
  ASSERT_TRUE(eventually([&] { return started == 1; }));
  RunOrder order;
  for (const char* name : {"f1", "f2", "f3"})
    ASSERT_EQ(pool.submit(name, order.job(name), JobKind::ANALYSIS, flooder, 3000).admission,
              Admission::QUEUED);
  Admitted refused = pool.submit("f4", order.job("f4"), JobKind::ANALYSIS, flooder, 3000);
  EXPECT_EQ(refused.admission, Admission::OWNER_FULL);
  EXPECT_EQ(refused.queuedMs, 9000);
  ASSERT_EQ(pool.submit("o1", order.job("o1"), JobKind::ANALYSIS, other, 50).admission,
            Admission::QUEUED);
  gate.open();
  // The other address waited only for the running search.
  EXPECT_EQ(order.after(4), (std::vector<std::string>{"o1", "f1", "f2", "f3"}));
}

TEST(EnginePool, ALightDecisionRunsWhileEveryThreadIsBusy) {
  EnginePool pool(small(1, 8));
  EXPECT_EQ(pool.threads(), 1);
  Gate gate;
  std::atomic<int> started{0}, sawStop{0};
  ASSERT_TRUE(pool.submit("seat level 8", gate.job(started, sawStop), JobKind::SEAT));
  ASSERT_TRUE(eventually([&] { return started == 1; }));
  ASSERT_TRUE(pool.submit("analysis", gate.job(started, sawStop), JobKind::ANALYSIS));
  std::atomic<bool> lightRan{false};
  ASSERT_TRUE(pool.submit(
      "seat level 1", [&](ai::Engine&, const std::atomic<bool>&) { lightRan = true; },
      JobKind::LIGHT));
  // The long job still holds the pool's thread: the light one ran on its own.
  EXPECT_TRUE(eventually([&] { return lightRan.load(); }));
  EXPECT_EQ(started, 1);
  // The light thread takes nothing else: the analysis waits for the pool's thread.
  EXPECT_EQ(pool.queued(), 1u);
  gate.open();
  ASSERT_TRUE(eventually([&] { return started == 2 && pool.running() == 0; }));
}

TEST(EnginePool, AThrowingJobDoesNotKillItsThread) {
  EnginePool pool(small(1, 4));
  std::atomic<bool> ran{false};
  ASSERT_TRUE(pool.submit(
      "bad", [](ai::Engine&, const std::atomic<bool>&) { throw std::runtime_error("boom"); }));
  ASSERT_TRUE(pool.submit("good", [&](ai::Engine&, const std::atomic<bool>&) { ran = true; }));
  ASSERT_TRUE(eventually([&] { return ran.load(); }));
}

}  // namespace
}  // namespace renju::server
