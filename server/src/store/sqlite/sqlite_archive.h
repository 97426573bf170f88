#pragma once
// The SQLite store's archive and explorer tables: the migration step, the write of a batch of
// games (inside the store's open transaction) and the reads. Called by the SQLite store; a
// database error is the result's error.
#include <optional>
#include <string>
#include <vector>

#include "store/archive.h"
#include "store/status.h"

struct sqlite3;

namespace renju::server {

/// Migration step: the archive and explorer tables with their indexes.
StoreStatus createSqliteArchive(sqlite3* db);
/// Inserts the games not archived yet and adds their explorer rows.
StoreStatus sqliteArchive(sqlite3* db, const std::vector<ArchivedGame>& games);
Result<ArchivePage> sqliteSearchArchive(sqlite3* db, const ArchiveQuery& q);
Result<std::optional<ArchivedGame>> sqliteArchived(sqlite3* db, const std::string& id);
Result<std::vector<ExplorerRow>> sqliteExplore(sqlite3* db, uint64_t key, const std::string& rule);

}  // namespace renju::server
