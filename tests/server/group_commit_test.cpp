// The writer's choice of the next transaction (GroupCommitQueue::takeBatch): plain moves are not
// held behind a wave of creations, joins and game ends, and no game's units change their order.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "store/group_commit.h"

namespace renju::server {
namespace {

using Unit = GroupCommitQueue::Unit;
using Batch = GroupCommitQueue::Batch;

ActionRow row(int64_t version) {
  ActionRow r;
  r.version = version;
  r.action = R"({"type":"place"})";
  return r;
}

Unit move(const std::string& game, int64_t version) {
  return Unit{{store_op::Append{game, row(version)}}, nullptr};
}

Unit created(const std::string& game) {
  GameRow g;
  g.id = game;
  return Unit{{store_op::CreateGame{g}}, nullptr};
}

Unit ended(const std::string& game, int64_t version) {
  return Unit{{store_op::Append{game, row(version)}, store_op::SetStatus{game}}, nullptr};
}

Unit seen(const std::string& key) {
  return Unit{{store_op::SeePlayer{key, 1, std::nullopt}}, nullptr};
}

// "game:version" for a unit's first Append ("!" after it when the unit holds more ops),
// "game:new" for a CreateGame, "player" otherwise.
std::string label(const Unit& u) {
  if (const auto* a = std::get_if<store_op::Append>(&u.ops.front()))
    return a->id + ":" + std::to_string(a->row.version) + (u.ops.size() > 1 ? "!" : "");
  if (const auto* c = std::get_if<store_op::CreateGame>(&u.ops.front())) return c->game.id + ":new";
  return "player";
}

std::vector<std::string> labels(const Batch& b) {
  std::vector<std::string> out;
  for (const Unit& u : b) out.push_back(label(u));
  return out;
}

Batch queueOf(std::vector<Unit> units) {
  Batch b;
  for (Unit& u : units) b.push_back(std::move(u));
  return b;
}

TEST(GroupCommitBatch, UnderTheLimitEverythingGoesInOrder) {
  Batch pending = queueOf({created("a"), move("b", 3), ended("c", 9), seen("k"), move("b", 4)});
  Batch taken = GroupCommitQueue::takeBatch(pending, 3);
  EXPECT_EQ(labels(taken), (std::vector<std::string>{"a:new", "b:3", "c:9!", "player", "b:4"}));
  EXPECT_TRUE(pending.empty());
}

TEST(GroupCommitBatch, PastTheLimitOnlyPlainMovesOfOtherGamesGoAlong) {
  Batch pending = queueOf({ended("x", 5), ended("y", 7), move("m", 2), ended("z", 4), created("n"),
                           move("m", 3), move("p", 10), seen("k")});
  Batch taken = GroupCommitQueue::takeBatch(pending, 2);
  EXPECT_EQ(labels(taken), (std::vector<std::string>{"x:5!", "y:7!", "m:2", "m:3", "p:10"}));
  EXPECT_EQ(labels(pending), (std::vector<std::string>{"z:4!", "n:new", "player"}));
  Batch next = GroupCommitQueue::takeBatch(pending, 2);
  EXPECT_EQ(labels(next), (std::vector<std::string>{"z:4!", "n:new"}));
  EXPECT_EQ(labels(pending), (std::vector<std::string>{"player"}));
}

TEST(GroupCommitBatch, AMoveOfAGameWithAUnitHeldBackWaitsBehindIt) {
  // z's creation is held: its first move cannot pass it; a's move can.
  Batch pending = queueOf({ended("x", 5), created("z"), move("z", 2), move("a", 8)});
  Batch taken = GroupCommitQueue::takeBatch(pending, 1);
  EXPECT_EQ(labels(taken), (std::vector<std::string>{"x:5!", "a:8"}));
  EXPECT_EQ(labels(pending), (std::vector<std::string>{"z:new", "z:2"}));
}

TEST(GroupCommitBatch, AUnitOfTwoGamesIsNotAPlainMoveAndNamesBoth) {
  Unit both{{store_op::Append{"a", row(1)}, store_op::Append{"b", row(1)}}, nullptr};
  Batch pending = queueOf({ended("x", 1)});
  pending.push_back(std::move(both));
  pending.push_back(move("b", 2));
  pending.push_back(move("c", 2));
  Batch taken = GroupCommitQueue::takeBatch(pending, 1);
  EXPECT_EQ(labels(taken), (std::vector<std::string>{"x:1!", "c:2"}));
  EXPECT_EQ(labels(pending), (std::vector<std::string>{"a:1!", "b:2"}));
}

TEST(GroupCommitBatch, TheGamesOfEveryKindOfOpHoldTheirMoves) {
  ArchivedGame archived;
  archived.id = "ar";
  ratings::RatedGame rated;
  rated.gameId = "rg";
  std::vector<Unit> held;
  held.push_back(Unit{{store_op::Archive{{archived}}}, nullptr});
  held.push_back(Unit{{store_op::RateGame{rated}}, nullptr});
  held.push_back(Unit{{store_op::CloseChallenge{"c1", "accepted", "cg"}}, nullptr});
  held.push_back(Unit{{store_op::LinkRematch{"l1", "l2"}}, nullptr});
  held.push_back(Unit{{store_op::Join{"j", 1, Seat::OTHER, "", ""}}, nullptr});
  held.push_back(Unit{{store_op::WantRematch{"wr", {true, false}}}, nullptr});
  held.push_back(Unit{{store_op::WantPublish{"wp", {true, false}}}, nullptr});
  held.push_back(Unit{{store_op::Chat{"ch", ChatRow{}}}, nullptr});
  Batch pending = queueOf({ended("x", 1)});
  for (Unit& u : held) pending.push_back(std::move(u));
  for (const char* g : {"ar", "rg", "cg", "l1", "l2", "j", "wr", "wp", "ch", "free"})
    pending.push_back(move(g, 2));
  Batch taken = GroupCommitQueue::takeBatch(pending, 1);
  EXPECT_EQ(labels(taken), (std::vector<std::string>{"x:1!", "free:2"}));
  EXPECT_EQ(pending.size(), held.size() + 9);
}

// Random queues drained batch by batch: every unit is taken once, each batch holds at most the
// limit of units that are not plain moves, and each game's units keep their order.
TEST(GroupCommitBatch, DrainingRandomQueuesKeepsEachGamesOrder) {
  std::mt19937 rng(7);
  for (int round = 0; round < 200; ++round) {
    std::map<std::string, int64_t> versions;
    Batch pending;
    size_t total = 1 + rng() % 120;
    for (size_t i = 0; i < total; ++i) {
      std::string g = "g" + std::to_string(rng() % 12);
      int kind = static_cast<int>(rng() % 4);
      if (kind == 1) {
        pending.push_back(seen("p"));
        continue;
      }
      int64_t v = ++versions[g];
      pending.push_back(kind == 0 ? ended(g, v) : move(g, v));
    }
    size_t limit = 1 + rng() % 4;
    std::map<std::string, int64_t> last;
    size_t seenUnits = 0;
    while (!pending.empty()) {
      Batch taken = GroupCommitQueue::takeBatch(pending, limit);
      ASSERT_FALSE(taken.empty());
      size_t heavy = 0;
      for (const Unit& u : taken) {
        ++seenUnits;
        heavy += u.ops.size() != 1 || !std::holds_alternative<store_op::Append>(u.ops.front());
        if (const auto* a = std::get_if<store_op::Append>(&u.ops.front())) {
          EXPECT_EQ(a->row.version, last[a->id] + 1) << "game " << a->id << " out of order";
          last[a->id] = a->row.version;
        }
      }
      EXPECT_LE(heavy, limit);
    }
    EXPECT_EQ(seenUnits, total);
    EXPECT_EQ(last, versions);
  }
}

}  // namespace
}  // namespace renju::server
