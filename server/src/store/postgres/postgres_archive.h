#pragma once
// The PostgreSQL store's archive and explorer tables: the migration step's SQL, the write of a
// batch of games (two statements whatever the batch size: the rows travel as one JSON
// parameter) and the reads. Called by the PostgreSQL store; a database error is the result's error.
#include <optional>
#include <string>
#include <vector>

#include "store/archive.h"
#include "store/status.h"

struct pg_conn;

namespace renju::server {

/// Migration step: the archive and explorer tables with their indexes.
inline constexpr const char* POSTGRES_CREATE_ARCHIVE = R"sql(
CREATE TABLE archive(
  id TEXT PRIMARY KEY,
  content_hash TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL,
  rule TEXT NOT NULL,
  n INTEGER NOT NULL,
  opening TEXT NOT NULL,
  result TEXT NOT NULL,
  reason TEXT NOT NULL,
  moves TEXT NOT NULL,
  length INTEGER NOT NULL,
  played_at BIGINT NOT NULL,
  clock TEXT NOT NULL,
  black_name TEXT NOT NULL,
  white_name TEXT NOT NULL,
  event TEXT NOT NULL,
  origin TEXT NOT NULL);
CREATE INDEX archive_played ON archive(played_at, id);
CREATE INDEX archive_black ON archive(black_name, played_at, id) WHERE black_name <> '';
CREATE INDEX archive_white ON archive(white_name, played_at, id) WHERE white_name <> '';
CREATE TABLE explorer(
  key BIGINT NOT NULL,
  source TEXT NOT NULL,
  rule TEXT NOT NULL,
  move INTEGER NOT NULL,
  games BIGINT NOT NULL,
  black_wins BIGINT NOT NULL,
  draws BIGINT NOT NULL,
  white_wins BIGINT NOT NULL,
  PRIMARY KEY(key, source, rule, move));
)sql";

/// Inserts the games not archived yet and adds their explorer rows (inside the writer's open
/// transaction).
StoreStatus postgresArchive(pg_conn* conn, const std::vector<ArchivedGame>& games);
Result<ArchivePage> postgresSearchArchive(pg_conn* conn, const ArchiveQuery& q);
Result<std::optional<ArchivedGame>> postgresArchived(pg_conn* conn, const std::string& id);
Result<std::vector<ExplorerRow>> postgresExplore(pg_conn* conn, uint64_t key,
                                                 const std::string& rule);

}  // namespace renju::server
