#include "store/group_commit.h"

#include <chrono>
#include <optional>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <variant>

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

namespace {

// The game a unit of plain moves belongs to; nullopt for any other unit.
std::optional<std::string_view> plainMovesGame(const GroupCommitQueue::Unit& unit) {
  std::optional<std::string_view> game;
  for (const StoreOp& op : unit.ops) {
    const auto* append = std::get_if<store_op::Append>(&op);
    if (!append || (game && *game != append->id)) return std::nullopt;
    game = append->id;
  }
  return game;
}

using GameIds = std::unordered_set<std::string_view>;

// Every game a unit names, so that no later move of those games passes it.
void addGamesOf(const GroupCommitQueue::Unit& unit, GameIds& games) {
  for (const StoreOp& op : unit.ops) {
    std::visit(
        [&](const auto& o) {
          using T = std::decay_t<decltype(o)>;
          if constexpr (std::is_same_v<T, store_op::CreateGame>) {
            games.insert(o.game.id);
          } else if constexpr (std::is_same_v<T, store_op::Archive>) {
            for (const ArchivedGame& g : o.games) games.insert(g.id);
          } else if constexpr (std::is_same_v<T, store_op::RateGame>) {
            games.insert(o.game.gameId);
          } else if constexpr (std::is_same_v<T, store_op::CloseChallenge>) {
            games.insert(o.gameId);
          } else if constexpr (std::is_same_v<T, store_op::LinkRematch>) {
            games.insert(o.id);
            games.insert(o.nextId);
          } else if constexpr (std::is_same_v<T, store_op::Join> ||
                               std::is_same_v<T, store_op::Append> ||
                               std::is_same_v<T, store_op::SetStatus> ||
                               std::is_same_v<T, store_op::WantRematch> ||
                               std::is_same_v<T, store_op::WantPublish> ||
                               std::is_same_v<T, store_op::Chat>) {
            games.insert(o.id);
          }
          // The other ops (players, challenges made, events, purges, ratings rebuilt) touch no
          // game's moves.
        },
        op);
  }
}

}  // namespace

// With no unit that is not a plain move allowed, a creation at the head would never leave.
static_assert(GroupCommitQueue::HEAVY_PER_COMMIT > 0);

GroupCommitQueue::Batch GroupCommitQueue::takeBatch(Batch& pending, size_t heavyLimit) {
  Batch taken, held;
  GameIds heldGames;  // views into the units in `held`, which do not move again
  size_t heavy = 0;
  for (Unit& unit : pending) {
    auto game = plainMovesGame(unit);
    bool take = held.empty() ? (game || heavy < heavyLimit) : (game && !heldGames.contains(*game));
    if (take) {
      if (!game) ++heavy;
      taken.push_back(std::move(unit));
    } else {
      held.push_back(std::move(unit));
      addGamesOf(held.back(), heldGames);
    }
  }
  pending.swap(held);
  return taken;
}

void GroupCommitQueue::run() {
  using namespace std::chrono;
  auto nextHeartbeat = steady_clock::now() + seconds(1);
  for (;;) {
    Batch batch;
    {
      std::unique_lock lock(mutex_);
      wake_.wait_until(lock, nextHeartbeat, [&] { return !pending_.empty() || stopping_; });
      batch = takeBatch(pending_, HEAVY_PER_COMMIT);
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
