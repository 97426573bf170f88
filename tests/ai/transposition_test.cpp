// The transposition table: what is stored is found again, and a clear forgets it, however many
// clears came before (a clear starts a new generation and wipes the slots when the count wraps).
#include "transposition.h"

#include <gtest/gtest.h>

namespace renju::ai {
namespace {

constexpr uint64_t KEY = 0x9e3779b97f4a7c15ULL;

TEST(TranspositionTable, AStoredEntryIsFoundUntilTheTableIsCleared) {
  TranspositionTable tt(1);
  EXPECT_EQ(tt.probe(KEY), nullptr);
  for (int round = 0; round < 3 * TTEntry::GENERATIONS; ++round) {
    tt.store(KEY, 100 + round, 42, 5, Bound::LOWER);
    const TTEntry* e = tt.probe(KEY);
    ASSERT_NE(e, nullptr) << "round " << round;
    EXPECT_EQ(e->score, 100 + round);
    EXPECT_EQ(e->move, 42);
    EXPECT_EQ(e->depth, 5);
    EXPECT_EQ(e->bound(), Bound::LOWER);
    tt.clear();
    ASSERT_EQ(tt.probe(KEY), nullptr) << "round " << round;
  }
}

TEST(TranspositionTable, ADeeperBoundOfTheSamePositionIsKeptButNotAcrossAClear) {
  TranspositionTable tt(1);
  tt.store(KEY, 10, 7, 8, Bound::LOWER);
  tt.store(KEY, 20, -1, 3, Bound::UPPER);  // shallower and not exact: the deeper one stays
  ASSERT_NE(tt.probe(KEY), nullptr);
  EXPECT_EQ(tt.probe(KEY)->depth, 8);
  tt.store(KEY, 30, -1, 3, Bound::EXACT);  // exact replaces it, and keeps the known move
  EXPECT_EQ(tt.probe(KEY)->score, 30);
  EXPECT_EQ(tt.probe(KEY)->move, 7);
  tt.clear();
  tt.store(KEY, 40, -1, 2, Bound::UPPER);  // the old entry is of another generation: replaced
  ASSERT_NE(tt.probe(KEY), nullptr);
  EXPECT_EQ(tt.probe(KEY)->score, 40);
  EXPECT_EQ(tt.probe(KEY)->depth, 2);
  EXPECT_EQ(tt.probe(KEY)->move, -1);
}

}  // namespace
}  // namespace renju::ai
