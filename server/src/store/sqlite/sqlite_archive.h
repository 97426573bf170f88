#pragma once
// The SQLite store's archive and explorer tables: the migration step, the write of a batch of
// games (inside the store's open transaction) and the reads. Called by sqlite_store.cpp; every
// function throws std::runtime_error on a database error.
#include <optional>
#include <string>
#include <vector>

#include "store/archive.h"

struct sqlite3;

namespace renju::server {

/// Migration step: the archive and explorer tables with their indexes.
void createSqliteArchive(sqlite3* db);
/// Inserts the games not archived yet and adds their explorer rows.
void sqliteArchive(sqlite3* db, const std::vector<ArchivedGame>& games);
ArchivePage sqliteSearchArchive(sqlite3* db, const ArchiveQuery& q);
std::optional<ArchivedGame> sqliteArchived(sqlite3* db, const std::string& id);
std::vector<ExplorerRow> sqliteExplore(sqlite3* db, uint64_t key, const std::string& rule);

}  // namespace renju::server
