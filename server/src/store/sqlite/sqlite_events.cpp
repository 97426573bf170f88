// SqliteStore's reads of events (store/event_sql.h): the rows, and each with its log.
#include <unordered_map>

#include "store/event_sql.h"
#include "store/sqlite/sqlite_statement.h"
#include "store/sqlite/sqlite_store.h"

namespace renju::server {

namespace {

Result<EventRow> readEventRow(const SqliteStatement& s) {
  return EventRow{s.text(0),    s.text(1),         s.text(2), s.integer(3),
                  s.integer(4), s.integer(5) != 0, s.text(6)};
}

Result<EventLogRow> readEventLogRow(const SqliteStatement& s) {
  return EventLogRow{s.integer(0), s.text(1), s.integer(2)};
}

}  // namespace

Result<std::vector<LoadedEvent>> SqliteStore::readEvents(const std::string& id) {
  auto s = SqliteStatement::prepare(reader_, id.empty() ? activeEventsSql() : eventByIdSql());
  if (!s) return s.error();
  if (!id.empty()) s.value().bind(1, id);
  auto rows = sqliteRows<EventRow>(s.value(), readEventRow);
  if (!rows) return rows.error();
  if (id.empty()) return withActiveLogs(std::move(rows).value());
  auto log = SqliteStatement::prepare(reader_, EVENT_LOG_SQL);
  if (!log) return log.error();
  std::vector<LoadedEvent> events;
  for (EventRow& row : rows.value()) {
    log.value().reset();
    auto actions = sqliteRows<EventLogRow>(log.value().bind(1, row.id), readEventLogRow);
    if (!actions) return actions.error();
    events.push_back({std::move(row), std::move(actions).value()});
  }
  return events;
}

// Every active event's log in one read instead of one read per event.
Result<std::vector<LoadedEvent>> SqliteStore::withActiveLogs(std::vector<EventRow> rows) {
  auto s = SqliteStatement::prepare(reader_, ACTIVE_EVENT_LOGS_SQL);
  if (!s) return s.error();
  std::unordered_map<std::string, std::vector<EventLogRow>> logs;
  for (;;) {
    auto step = s.value().step();
    if (!step) return step.error();
    if (!step.value()) break;
    logs[s.value().text(0)].push_back(
        {s.value().integer(1), s.value().text(2), s.value().integer(3)});
  }
  std::vector<LoadedEvent> events;
  for (EventRow& row : rows) {
    auto log = logs.find(row.id);
    events.push_back(
        {std::move(row), log == logs.end() ? std::vector<EventLogRow>{} : std::move(log->second)});
  }
  return events;
}

Result<std::vector<EventRow>> SqliteStore::readEventList(const EventsQuery& q) {
  auto s = SqliteStatement::prepare(reader_, eventListSql(q.status == EVENT_REGISTERING));
  if (!s) return s.error();
  s.value().bind(1, q.status).bind(2, static_cast<int64_t>(q.limit));
  return sqliteRows<EventRow>(s.value(), readEventRow);
}

}  // namespace renju::server
