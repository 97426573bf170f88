#include "store/postgres/postgres_events.h"

#include <unordered_map>

#include "store/event_sql.h"
#include "store/postgres/pg_util.h"
#include "store/postgres/postgres_store.h"

namespace renju::server {

namespace {

std::string pgEventSql(std::string_view sql) {
  return eventSql(sql, '$');
}

EventRow pgEventRow(const pg::QueryResult& r, int i) {
  return EventRow{r.text(i, 0),    r.text(i, 1),         r.text(i, 2), r.integer(i, 3),
                  r.integer(i, 4), r.integer(i, 5) != 0, r.text(i, 6)};
}

std::vector<EventRow> eventRows(const pg::QueryResult& r) {
  std::vector<EventRow> rows;
  for (int i = 0; i < r.rows(); ++i) rows.push_back(pgEventRow(r, i));
  return rows;
}

}  // namespace

StoreStatus preparePostgresEventWrites(pg_conn* conn) {
  for (auto [name, sql] :
       {std::pair{"create_event", CREATE_EVENT_SQL}, std::pair{"append_event", APPEND_EVENT_SQL},
        std::pair{"set_event_status", SET_EVENT_STATUS_SQL}})
    if (StoreStatus s = pg::prepare(conn, name, pgEventSql(sql).c_str()); !s) return s;
  return okStatus();
}

StoreStatus preparePostgresEventReads(pg_conn* conn) {
  for (auto [name, sql] :
       {std::pair{"event", eventByIdSql()}, std::pair{"active_events", activeEventsSql()},
        std::pair{"events_registering", eventListSql(true)},
        std::pair{"events_listed", eventListSql(false)},
        std::pair{"event_log", std::string(EVENT_LOG_SQL)},
        std::pair{"active_event_logs", std::string(ACTIVE_EVENT_LOGS_SQL)}})
    if (StoreStatus s = pg::prepare(conn, name, pgEventSql(sql).c_str()); !s) return s;
  return okStatus();
}

StoreStatus postgresCreateEvent(PostgresWriter& w, const store_op::CreateEvent& o) {
  const EventRow& e = o.event;
  auto r = pg::run(w.conn, "create_event",
                   {e.id, e.config, e.organiserHash, std::to_string(e.createdAt),
                    std::to_string(e.startsAt), e.isPrivate ? "1" : "0", e.status});
  if (!r) return r.error();
  return okStatus();
}

StoreStatus postgresAppendEvent(PostgresWriter& w, const store_op::AppendEvent& o) {
  auto r = pg::run(w.conn, "append_event",
                   {o.id, std::to_string(o.row.seq), o.row.action, std::to_string(o.row.at)});
  if (!r) return r.error();
  if (r->changed() == 0)
    return conflictError("event " + o.id + " action " + std::to_string(o.row.seq) +
                         " already stored");
  return okStatus();
}

StoreStatus postgresSetEventStatus(PostgresWriter& w, const store_op::SetEventStatus& o) {
  auto r = pg::run(w.conn, "set_event_status", {o.id, o.status});
  if (!r) return r.error();
  return okStatus();
}

Result<std::vector<LoadedEvent>> PostgresStore::readEvents(const std::string& id) {
  auto r = id.empty() ? pg::run(reader_, "active_events", {}) : pg::run(reader_, "event", {id});
  if (!r) return r.error();
  if (id.empty()) return withActiveLogs(eventRows(*r));
  std::vector<LoadedEvent> events;
  for (EventRow& row : eventRows(*r)) {
    auto log = pg::run(reader_, "event_log", {row.id});
    if (!log) return log.error();
    LoadedEvent e{std::move(row), {}};
    for (int i = 0; i < log->rows(); ++i)
      e.log.push_back({log->integer(i, 0), log->text(i, 1), log->integer(i, 2)});
    events.push_back(std::move(e));
  }
  return events;
}

// Every active event's log in one read instead of one read per event.
Result<std::vector<LoadedEvent>> PostgresStore::withActiveLogs(std::vector<EventRow> rows) {
  auto log = pg::run(reader_, "active_event_logs", {});
  if (!log) return log.error();
  std::unordered_map<std::string, std::vector<EventLogRow>> logs;
  for (int i = 0; i < log->rows(); ++i)
    logs[log->text(i, 0)].push_back({log->integer(i, 1), log->text(i, 2), log->integer(i, 3)});
  std::vector<LoadedEvent> events;
  for (EventRow& row : rows) {
    auto it = logs.find(row.id);
    events.push_back(
        {std::move(row), it == logs.end() ? std::vector<EventLogRow>{} : std::move(it->second)});
  }
  return events;
}

Result<std::vector<EventRow>> PostgresStore::readEventList(const EventsQuery& q) {
  bool registering = q.status == EVENT_REGISTERING;
  auto r = pg::run(reader_, registering ? "events_registering" : "events_listed",
                   {q.status, std::to_string(q.limit)});
  if (!r) return r.error();
  return eventRows(*r);
}

}  // namespace renju::server
