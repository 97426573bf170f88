// The engine pool's fair queue (computer/fair_queue.h), pure: kinds in order, owners in turn,
// the analysis shares per address, per player and in all, and the owners of addresses and keys.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "computer/fair_queue.h"

namespace renju::server {
namespace {

/// Pops every job (all kinds) in the order the queue serves them.
std::vector<uint64_t> fairDrain(FairQueue& q) {
  std::vector<uint64_t> out;
  while (auto id = q.pop()) out.push_back(*id);
  return out;
}

FairShare fairUncapped() {
  return FairShare{0, 0, 0, 0};
}

TEST(FairQueueTest, OwnersAreServedInTurn) {
  FairQueue q(fairUncapped());
  // A floods first with four jobs; B and C come after with one and two.
  for (uint64_t id : {1, 2, 3, 4}) q.push(id, JobKind::ANALYSIS, {"a", ""}, 100);
  q.push(10, JobKind::ANALYSIS, {"b", ""}, 100);
  q.push(20, JobKind::ANALYSIS, {"c", ""}, 100);
  q.push(21, JobKind::ANALYSIS, {"c", ""}, 100);
  EXPECT_EQ(fairDrain(q), (std::vector<uint64_t>{1, 10, 20, 2, 21, 3, 4}));
  EXPECT_EQ(q.size(), 0u);
  EXPECT_EQ(q.queuedMs(), 0);
}

TEST(FairQueueTest, ANewcomerGoesAheadOfAnOwnerAlreadyServed) {
  FairQueue q(fairUncapped());
  for (uint64_t id = 1; id <= 20; ++id) q.push(id, JobKind::ANALYSIS, {"flood", ""}, 3000);
  EXPECT_EQ(q.pop(), 1u);
  // The other address waits only for the flooder's running search.
  q.push(100, JobKind::ANALYSIS, {"other", ""}, 50);
  q.push(101, JobKind::ANALYSIS, {"third", ""}, 50);
  EXPECT_EQ(q.pop(), 100u);
  EXPECT_EQ(q.pop(), 101u);
  EXPECT_EQ(q.pop(), 2u);
}

TEST(FairQueueTest, AnOwnerCannotJumpTheTurnByComingBack) {
  FairQueue q(fairUncapped());
  for (uint64_t id : {1, 2, 3}) q.push(id, JobKind::ANALYSIS, {"flood", ""}, 100);
  q.push(10, JobKind::ANALYSIS, {"polite", ""}, 100);
  EXPECT_EQ(q.pop(), 1u);
  EXPECT_EQ(q.pop(), 10u);
  // One job at a time, sent again after each answer: it still waits for the flooder's turn.
  q.push(11, JobKind::ANALYSIS, {"polite", ""}, 100);
  EXPECT_EQ(q.pop(), 2u);
  EXPECT_EQ(q.pop(), 11u);
  q.push(12, JobKind::ANALYSIS, {"polite", ""}, 100);
  EXPECT_EQ(q.pop(), 3u);
  EXPECT_EQ(q.pop(), 12u);
  EXPECT_EQ(q.pop(), std::nullopt);
}

TEST(FairQueueTest, AStreamOfNewcomersDoesNotStarveAnOwner) {
  FairQueue q(fairUncapped());
  for (uint64_t id : {1, 2, 3}) q.push(id, JobKind::ANALYSIS, {"busy", ""}, 100);
  EXPECT_EQ(q.pop(), 1u);
  // Each new address goes ahead of the owner just served, no further.
  uint64_t id = 100;
  std::vector<uint64_t> order;
  for (int i = 0; i < 4; ++i) {
    q.push(id++, JobKind::ANALYSIS, {"new " + std::to_string(i), ""}, 100);
    order.push_back(*q.pop());
  }
  EXPECT_EQ(order, (std::vector<uint64_t>{100, 2, 101, 102}));
  EXPECT_EQ(q.pop(), 3u);  // before the newcomers that came after its last job was served
}

TEST(FairQueueTest, ManyOwnersComeAndGo) {
  FairQueue q(fairUncapped());
  // Every owner ever served is not remembered for ever, and the turn stays right meanwhile.
  q.push(0, JobKind::ANALYSIS, {"flood", ""}, 1);
  q.push(1, JobKind::ANALYSIS, {"flood", ""}, 1);
  uint64_t id = 2;
  for (int i = 0; i < 500; ++i) {
    q.push(id++, JobKind::ANALYSIS, {"guest " + std::to_string(i), ""}, 1);
    q.push(id++, JobKind::ANALYSIS, {"flood", ""}, 1);
    ASSERT_TRUE(q.pop().has_value());
    ASSERT_TRUE(q.pop().has_value());
  }
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(fairDrain(q).size(), 2u);
}

TEST(FairQueueTest, SeatDecisionsGoAheadOfAnalysisAndLightOnesFirst) {
  FairQueue q(fairUncapped());
  q.push(1, JobKind::ANALYSIS, {"a", ""}, 100);
  q.push(2, JobKind::SEAT, {"game1", ""});
  q.push(3, JobKind::ANALYSIS, {"b", ""}, 100);
  q.push(4, JobKind::LIGHT, {"game2", ""});
  q.push(5, JobKind::SEAT, {"game3", ""});
  // The light thread takes the light decisions only.
  EXPECT_EQ(q.pop(JobKind::LIGHT), 4u);
  EXPECT_EQ(q.pop(JobKind::LIGHT), std::nullopt);
  EXPECT_EQ(fairDrain(q), (std::vector<uint64_t>{2, 5, 1, 3}));
}

TEST(FairQueueTest, SeatDecisionsOfOneAddressShareATurn) {
  FairQueue q(fairUncapped());
  // Three games of one address, then one game of another: the other's decision comes second.
  for (uint64_t id : {1, 2, 3}) q.push(id, JobKind::SEAT, {"203.0.113.5", ""});
  q.push(10, JobKind::SEAT, {"198.51.100.7", ""});
  EXPECT_EQ(fairDrain(q), (std::vector<uint64_t>{1, 10, 2, 3}));
}

TEST(FairQueueTest, AnOwnersShareIsCappedInJobsAndTime) {
  FairQueue q(FairShare{0, 4, 12000, 0});
  for (uint64_t id = 1; id <= 4; ++id)
    EXPECT_EQ(q.push(id, JobKind::ANALYSIS, {"a", ""}, 100).admission, Admission::QUEUED);
  Admitted fifth = q.push(5, JobKind::ANALYSIS, {"a", ""}, 100);
  EXPECT_EQ(fifth.admission, Admission::OWNER_FULL);
  EXPECT_EQ(fifth.queuedMs, 400);
  EXPECT_EQ(q.addressJobs("a"), 4u);
  // Another address is not touched by a's share.
  EXPECT_EQ(q.push(6, JobKind::ANALYSIS, {"b", ""}, 6000).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(7, JobKind::ANALYSIS, {"b", ""}, 6000).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(8, JobKind::ANALYSIS, {"b", ""}, 1).admission, Admission::OWNER_FULL);
  EXPECT_EQ(q.addressMs("b"), 12000);
  // Served or removed, a job frees its share.
  EXPECT_TRUE(q.remove(6));
  EXPECT_FALSE(q.remove(6));
  EXPECT_EQ(q.push(8, JobKind::ANALYSIS, {"b", ""}, 1).admission, Admission::QUEUED);
  EXPECT_EQ(q.pop(), 1u);
  EXPECT_EQ(q.push(5, JobKind::ANALYSIS, {"a", ""}, 100).admission, Admission::QUEUED);
  // Seat decisions count in no share.
  for (uint64_t id = 50; id < 60; ++id)
    EXPECT_EQ(q.push(id, JobKind::SEAT, {"a", ""}).admission, Admission::QUEUED);
}

TEST(FairQueueTest, AJobLongerThanAShareRunsWhenItsOwnerHasNothingQueued) {
  FairQueue q(FairShare{0, 4, 1000, 1000});
  EXPECT_EQ(q.push(1, JobKind::ANALYSIS, {"a", ""}, 5000).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(2, JobKind::ANALYSIS, {"a", ""}, 1).admission, Admission::OWNER_FULL);
  EXPECT_EQ(q.push(3, JobKind::ANALYSIS, {"b", ""}, 1).admission, Admission::TOTAL_FULL);
}

TEST(FairQueueTest, APlayerKeyIsCappedAcrossAddresses) {
  FairQueue q(FairShare{0, 2, 0, 0});
  EXPECT_EQ(q.push(1, JobKind::ANALYSIS, {"a1", "key"}, 10).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(2, JobKind::ANALYSIS, {"a2", "key"}, 10).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(3, JobKind::ANALYSIS, {"a3", "key"}, 10).admission, Admission::OWNER_FULL);
  // Without the key the third address has its own share.
  EXPECT_EQ(q.push(4, JobKind::ANALYSIS, {"a3", ""}, 10).admission, Admission::QUEUED);
  EXPECT_EQ(q.pop(), 1u);
  EXPECT_EQ(q.push(3, JobKind::ANALYSIS, {"a3", "key"}, 10).admission, Admission::QUEUED);
}

TEST(FairQueueTest, TheTotalBoundsAnalysisAndTheKindCapEveryKind) {
  FairQueue q(FairShare{3, 0, 0, 5000});
  EXPECT_EQ(q.push(1, JobKind::ANALYSIS, {"a", ""}, 3000).admission, Admission::QUEUED);
  Admitted full = q.push(2, JobKind::ANALYSIS, {"b", ""}, 3000);
  EXPECT_EQ(full.admission, Admission::TOTAL_FULL);
  EXPECT_EQ(full.queuedMs, 3000);
  EXPECT_EQ(q.push(3, JobKind::ANALYSIS, {"b", ""}, 2000).admission, Admission::QUEUED);
  EXPECT_EQ(q.queuedMs(), 5000);
  for (uint64_t id = 10; id < 13; ++id)
    EXPECT_EQ(q.push(id, JobKind::SEAT, {"g", ""}).admission, Admission::QUEUED);
  EXPECT_EQ(q.push(13, JobKind::SEAT, {"g", ""}).admission, Admission::KIND_FULL);
  EXPECT_EQ(q.size(JobKind::SEAT), 3u);
  EXPECT_EQ(q.clear().size(), 5u);
  EXPECT_EQ(q.size(), 0u);
  EXPECT_EQ(q.queuedMs(), 0);
  EXPECT_EQ(q.pop(), std::nullopt);
}

TEST(FairQueueTest, RemovingAnOwnersLastJobTakesItOutOfTheTurn) {
  FairQueue q(fairUncapped());
  q.push(1, JobKind::ANALYSIS, {"a", ""}, 1);
  q.push(2, JobKind::ANALYSIS, {"b", ""}, 1);
  q.push(3, JobKind::ANALYSIS, {"a", ""}, 1);
  EXPECT_TRUE(q.remove(2));
  EXPECT_EQ(fairDrain(q), (std::vector<uint64_t>{1, 3}));
}

TEST(FairQueueTest, OwnersOfAddressesAndKeys) {
  EXPECT_EQ(ownerOfAddress("192.0.2.7"), "192.0.2.7");
  EXPECT_EQ(ownerOfAddress("2001:db8:1:2:aaaa::1"), ownerOfAddress("2001:db8:1:2:bbbb::9"));
  EXPECT_NE(ownerOfAddress("2001:db8:1:2::1"), ownerOfAddress("2001:db8:1:3::1"));
  EXPECT_EQ(ownerOfAddress("2001:db8:1:2::1"), "2001:0db8:0001:0002::/64");
  EXPECT_EQ(ownerOfAddress("not an address"), "not an address");

  const std::string key = "abcdefghijklmnopqrstuvwxyz012345";
  std::string owner = ownerOfPlayer("Player " + key);
  EXPECT_FALSE(owner.empty());
  EXPECT_EQ(owner.find(key), std::string::npos) << "the key itself is not kept";
  EXPECT_EQ(ownerOfPlayer("player  " + key + " "), owner);
  EXPECT_EQ(ownerOfPlayer(""), "");
  EXPECT_EQ(ownerOfPlayer("Bearer " + key), "");
  EXPECT_EQ(ownerOfPlayer("Player short"), "");
  EXPECT_EQ(ownerOfPlayer("Player " + key + "!"), "");
}

}  // namespace
}  // namespace renju::server
