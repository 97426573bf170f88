// The lobby socket's inbox: one flush per burst of frames, bounded, and batches that keep order.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <thread>

#include "base/socket_inbox.h"

namespace renju::server {
namespace {

Message text(std::string s) {
  return std::make_shared<const std::string>(std::move(s));
}

TEST(SocketInbox, OnlyTheFirstFrameOfABurstAsksForAFlush) {
  SocketInbox inbox(8);
  EXPECT_EQ(inbox.put(text("a")), SocketInbox::Put::POST_FLUSH);
  EXPECT_EQ(inbox.put(text("b")), SocketInbox::Put::QUEUED);
  EXPECT_EQ(inbox.put(text("c")), SocketInbox::Put::QUEUED);
  auto taken = inbox.take();
  ASSERT_EQ(taken.size(), 3u);
  EXPECT_EQ(*taken[0], "a");
  EXPECT_EQ(*taken[2], "c");
  EXPECT_TRUE(inbox.take().empty());
  EXPECT_EQ(inbox.put(text("d")), SocketInbox::Put::POST_FLUSH);  // after a take, a new flush
}

TEST(SocketInbox, AFullInboxRefusesUntilItIsTaken) {
  SocketInbox inbox(2);
  inbox.put(text("a"));
  inbox.put(text("b"));
  EXPECT_EQ(inbox.put(text("c")), SocketInbox::Put::FULL);
  EXPECT_EQ(inbox.take().size(), 2u);
  EXPECT_EQ(inbox.put(text("c")), SocketInbox::Put::POST_FLUSH);
}

TEST(SocketInbox, FramesFromManyThreadsAreAllTakenOnceWithOneFlushPerEmptyInbox) {
  SocketInbox inbox(1 << 20);
  std::atomic<int> flushes{0};
  std::vector<std::thread> writers;
  for (int t = 0; t < 4; ++t)
    writers.emplace_back([&inbox, &flushes, t] {
      for (int i = 0; i < 1000; ++i)
        if (inbox.put(text(std::to_string(t * 1000 + i))) == SocketInbox::Put::POST_FLUSH)
          ++flushes;
    });
  size_t taken = 0;
  int takes = 0;
  while (taken < 4000) {
    size_t n = inbox.take().size();
    taken += n;
    if (n > 0) ++takes;
  }
  for (auto& w : writers) w.join();
  EXPECT_EQ(taken, 4000u);
  EXPECT_EQ(flushes.load(), takes);  // every flush asked for found frames, and only those
}

TEST(BatchOf, OneFrameIsSentAsItIsSeveralBecomeOneBatchInOrder) {
  Message one = text(R"({"t":"challenge-removed","d":{"id":"a","reason":"cancelled"}})");
  EXPECT_EQ(batchOf({one}), one);
  Message two = text(R"({"t":"challenge-added","d":{"id":"b","name":"x \"y\""}})");
  Message three = text(R"({"t":"counts","d":{"players":3,"games":1}})");
  auto batch = nlohmann::json::parse(*batchOf({one, two, three}));
  EXPECT_EQ(batch["t"], "batch");
  ASSERT_EQ(batch["d"].size(), 3u);
  EXPECT_EQ(batch["d"][0], nlohmann::json::parse(*one));
  EXPECT_EQ(batch["d"][1]["d"]["name"], "x \"y\"");
  EXPECT_EQ(batch["d"][2]["t"], "counts");
}

TEST(BatchOf, ABatchAmongTheFramesGivesItsOwnEnvelopesSoBatchesNeverNest) {
  Message removed = text(R"({"t":"challenge-removed","d":{"id":"a","reason":"cancelled"}})");
  Message added = text(R"({"t":"challenge-added","d":{"id":"b"}})");
  Message counts = text(R"({"t":"counts","d":{"players":3,"games":1}})");
  Message feedBatch = batchOf({removed, added});
  auto batch = nlohmann::json::parse(*batchOf({counts, feedBatch, batchOf({counts, counts})}));
  ASSERT_EQ(batch["d"].size(), 5u);
  std::vector<std::string> types;
  for (const auto& m : batch["d"]) types.push_back(m["t"]);
  EXPECT_EQ(types, (std::vector<std::string>{"counts", "challenge-removed", "challenge-added",
                                             "counts", "counts"}));
}

}  // namespace
}  // namespace renju::server
