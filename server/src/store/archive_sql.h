#pragma once
// SQL both stores share for the archive: the columns, and the search statement built from an
// ArchiveQuery with numbered parameters ("?1" for SQLite, "$1" for PostgreSQL).
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "store/archive.h"

namespace renju::server {

/// The archive columns in the order readers expect them (ArchivedGame's field order).
extern const char* const ARCHIVE_COLUMNS;

struct ArchiveSearchSql {
  std::string sql;
  std::vector<std::variant<int64_t, std::string>> params;
  int limit = 0;  ///< the page size; the statement asks for one row more to know if more follow
};

/// `placeholder` is '?' or '$'. The statement returns ARCHIVE_COLUMNS, newest first.
ArchiveSearchSql archiveSearchSql(const ArchiveQuery& q, char placeholder);

/// Turns the rows read (limit + 1 at most) into a page with its cursor.
ArchivePage archivePage(std::vector<ArchivedGame> rows, int limit);

}  // namespace renju::server
