#pragma once
// SQL both stores share for events (docs/architecture.md, "Events"): migration step 16 and the
// statements, written with "?1".. parameters; `eventSql` turns them into PostgreSQL's "$1"..
#include <string>
#include <string_view>

namespace renju::server {

/// Migration step 16, the same in both stores. A listed event is read by status from a partial
/// index of the public ones; a log by its primary key, which also fences appends.
inline constexpr const char* EVENTS_SCHEMA = R"sql(
CREATE TABLE IF NOT EXISTS events (
  id TEXT PRIMARY KEY,
  config TEXT NOT NULL,
  organiser_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  starts_at BIGINT NOT NULL,
  private INTEGER NOT NULL,
  status TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_listed ON events(status, starts_at, created_at)
  WHERE private = 0;
CREATE INDEX IF NOT EXISTS events_active ON events(created_at) WHERE status <> 'finished';
CREATE TABLE IF NOT EXISTS event_log (
  event_id TEXT NOT NULL,
  seq BIGINT NOT NULL,
  action TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY(event_id, seq));
)sql";

/// The columns every read of `events` gives, in EventRow's order.
inline constexpr const char* EVENT_COLUMNS =
    "SELECT id, config, organiser_hash, created_at, starts_at, private, status FROM events ";

// 1 id .. 7 status, as EventRow.
inline constexpr const char* CREATE_EVENT_SQL =
    "INSERT INTO events(id, config, organiser_hash, created_at, starts_at, private, status) "
    "VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)";
// 1 id, 2 seq, 3 action, 4 at; a seq already stored changes no row.
inline constexpr const char* APPEND_EVENT_SQL =
    "INSERT INTO event_log(event_id, seq, action, at) VALUES(?1, ?2, ?3, ?4) ON CONFLICT DO "
    "NOTHING";
// 1 id, 2 status.
inline constexpr const char* SET_EVENT_STATUS_SQL = "UPDATE events SET status=?2 WHERE id=?1";
// 1 id.
inline constexpr const char* EVENT_LOG_SQL =
    "SELECT seq, action, at FROM event_log WHERE event_id=?1 ORDER BY seq";
/// The logs of every event not finished in one read (a node's start), by event then seq.
inline constexpr const char* ACTIVE_EVENT_LOGS_SQL =
    "SELECT l.event_id, l.seq, l.action, l.at FROM event_log l JOIN events e ON e.id = l.event_id "
    "WHERE e.status <> 'finished' ORDER BY l.event_id, l.seq";

/// 1 id.
std::string eventByIdSql();
/// No parameter: every event not finished, oldest first.
std::string activeEventsSql();
/// 1 status, 2 limit: public events, soonest start first while registering (those the organiser
/// starts, 0, last), newest first otherwise.
std::string eventListSql(bool registering);

/// `sql` with its "?N" parameters written as `placeholder` N ('$' for PostgreSQL).
std::string eventSql(std::string_view sql, char placeholder);

}  // namespace renju::server
