#pragma once
// The PostgreSQL store's events (store/event_sql.h): the writer's statements and writes, and the
// reader's statements. The reads themselves are PostgresStore's (postgres_events.cpp).
#include "store/postgres/postgres_writes.h"
#include "store/store.h"

namespace renju::server {

/// Prepares the writer's event statements on `conn`.
StoreStatus preparePostgresEventWrites(pg_conn* conn);
/// Prepares the reader's event statements on `conn`.
StoreStatus preparePostgresEventReads(pg_conn* conn);

StoreStatus postgresCreateEvent(PostgresWriter& w, const store_op::CreateEvent& o);
/// Fenced: a seq already stored is a conflictError.
StoreStatus postgresAppendEvent(PostgresWriter& w, const store_op::AppendEvent& o);
StoreStatus postgresSetEventStatus(PostgresWriter& w, const store_op::SetEventStatus& o);

}  // namespace renju::server
