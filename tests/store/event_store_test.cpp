// Events and their logs (docs/architecture.md, "Events") against every Store, as the rest of the
// store suite: SQLite always, PostgreSQL when RENJU_TEST_PG is set. An event comes back with its
// log in order and verbatim after a reopen; a seq stored twice is a conflict whose unit changes
// nothing (the fencing of a node that lost the event); the lists show public events by status in
// their order; the active events are those not finished.
#include <gtest/gtest.h>

#include "store_fixture.h"

namespace renju::test {
namespace {

using namespace renju::server;

EventRow eventRow(const std::string& id, int64_t createdAt, int64_t startsAt, bool isPrivate) {
  return EventRow{
      id,        R"({"name":"Open )" + id + R"("})", "organiser-hash-" + id, createdAt, startsAt,
      isPrivate, std::string(EVENT_REGISTERING)};
}

store_op::AppendEvent eventAction(const std::string& id, int64_t seq, const std::string& action) {
  return store_op::AppendEvent{id, EventLogRow{seq, action, 9000 + seq}};
}

class EventStoreTest : public StoreFixture {
 protected:
  std::optional<LoadedEvent> event(const std::string& id) {
    auto r = store_->loadEvent(id);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    return r ? r.value() : std::nullopt;
  }
  std::vector<std::string> listed(const std::string& status) {
    auto r = store_->events(EventsQuery{status, 50});
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    std::vector<std::string> ids;
    if (r)
      for (const EventRow& e : r.value()) ids.push_back(e.id);
    return ids;
  }
};

TEST_P(EventStoreTest, AnEventComesBackWithItsLogInOrderAfterReopening) {
  ASSERT_EQ(put({store_op::CreateEvent{eventRow("e1", 1000, 5000, false)}}), WriteOutcome::OK);
  ASSERT_EQ(put({eventAction("e1", 1, R"({"type":"join","key":"k","name":"Ana María"})"),
                 eventAction("e1", 2, R"({"type":"start","topSeedOpens":true})")}),
            WriteOutcome::OK);
  ASSERT_EQ(put({store_op::SetEventStatus{"e1", "running"}}), WriteOutcome::OK);
  for (int pass = 0; pass < 2; ++pass) {
    auto e = event("e1");
    ASSERT_TRUE(e) << pass;
    EXPECT_EQ(e->event.config, R"({"name":"Open e1"})");
    EXPECT_EQ(e->event.organiserHash, "organiser-hash-e1");
    EXPECT_EQ(e->event.createdAt, 1000);
    EXPECT_EQ(e->event.startsAt, 5000);
    EXPECT_FALSE(e->event.isPrivate);
    EXPECT_EQ(e->event.status, "running");
    ASSERT_EQ(e->log.size(), 2u);
    EXPECT_EQ(e->log[0].seq, 1);
    EXPECT_EQ(e->log[0].action, R"({"type":"join","key":"k","name":"Ana María"})");
    EXPECT_EQ(e->log[0].at, 9001);
    EXPECT_EQ(e->log[1].seq, 2);
    EXPECT_FALSE(event("none"));
    EXPECT_FALSE(event(""));
    reopen();
  }
}

TEST_P(EventStoreTest, ASeqStoredTwiceIsAConflictAndItsUnitChangesNothing) {
  ASSERT_EQ(put({store_op::CreateEvent{eventRow("e", 1000, 0, false)},
                 eventAction("e", 1, R"({"type":"join"})")}),
            WriteOutcome::OK);
  // Another node appended seq 1 first: this node's unit (its status change included) is refused.
  EXPECT_EQ(put({store_op::SetEventStatus{"e", "running"}, eventAction("e", 2, R"({"n":2})"),
                 eventAction("e", 1, R"({"type":"start"})")}),
            WriteOutcome::CONFLICT);
  auto e = event("e");
  ASSERT_TRUE(e);
  ASSERT_EQ(e->log.size(), 1u);
  EXPECT_EQ(e->log[0].action, R"({"type":"join"})");
  EXPECT_EQ(e->event.status, EVENT_REGISTERING);
}

TEST_P(EventStoreTest, ListsShowPublicEventsByStatusInTheirOrder) {
  ASSERT_EQ(put({store_op::CreateEvent{eventRow("later", 1000, 9000, false)},
                 store_op::CreateEvent{eventRow("sooner", 2000, 7000, false)},
                 store_op::CreateEvent{eventRow("manual", 500, 0, false)},
                 store_op::CreateEvent{eventRow("hidden", 100, 6000, true)},
                 store_op::CreateEvent{eventRow("old", 100, 0, false)},
                 store_op::CreateEvent{eventRow("new", 300, 0, false)},
                 store_op::CreateEvent{eventRow("done", 200, 0, false)}}),
            WriteOutcome::OK);
  ASSERT_EQ(
      put({store_op::SetEventStatus{"old", "running"}, store_op::SetEventStatus{"new", "running"},
           store_op::SetEventStatus{"done", "finished"}}),
      WriteOutcome::OK);
  // Registering: soonest start first, those the organiser starts last; never a private one.
  EXPECT_EQ(listed("registering"), (std::vector<std::string>{"sooner", "later", "manual"}));
  EXPECT_EQ(listed("running"), (std::vector<std::string>{"new", "old"}));
  EXPECT_EQ(listed("finished"), (std::vector<std::string>{"done"}));
  auto limited = store_->events(EventsQuery{"registering", 1});
  ASSERT_TRUE(limited.ok());
  ASSERT_EQ(limited->size(), 1u);
  EXPECT_EQ(limited->front().id, "sooner");
  // Active: every event not finished, the private one too, oldest first.
  auto active = store_->loadActiveEvents();
  ASSERT_TRUE(active.ok());
  std::vector<std::string> ids;
  for (const LoadedEvent& e : *active) ids.push_back(e.event.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"hidden", "old", "new", "manual", "later", "sooner"}));
}

TEST_P(EventStoreTest, ActiveEventsComeBackEachWithItsOwnLogReadInOnePass) {
  ASSERT_EQ(put({store_op::CreateEvent{eventRow("a", 100, 0, false)},
                 store_op::CreateEvent{eventRow("b", 200, 0, false)},
                 store_op::CreateEvent{eventRow("c", 300, 0, false)},
                 store_op::CreateEvent{eventRow("z", 400, 0, false)}}),
            WriteOutcome::OK);
  ASSERT_EQ(put({eventAction("b", 1, R"({"type":"b1"})"), eventAction("a", 1, R"({"type":"a1"})"),
                 eventAction("b", 2, R"({"type":"b2"})"), eventAction("z", 1, R"({"type":"z1"})"),
                 store_op::SetEventStatus{"z", "finished"}}),
            WriteOutcome::OK);
  auto active = store_->loadActiveEvents();
  ASSERT_TRUE(active.ok());
  ASSERT_EQ(active->size(), 3u);
  std::vector<std::vector<std::string>> logs;
  for (const LoadedEvent& e : *active) {
    logs.emplace_back();
    for (const EventLogRow& r : e.log) logs.back().push_back(r.action);
  }
  EXPECT_EQ(logs, (std::vector<std::vector<std::string>>{
                      {R"({"type":"a1"})"}, {R"({"type":"b1"})", R"({"type":"b2"})"}, {}}));
}

INSTANTIATE_TEST_SUITE_P(Stores, EventStoreTest, ::testing::Values("sqlite", "postgresql"),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace renju::test
