#include "store/archive_sql.h"

#include <algorithm>

namespace renju::server {

const char* const ARCHIVE_COLUMNS =
    "id, content_hash, source, rule, n, opening, result, reason, moves, length, played_at, "
    "clock, black_name, white_name, event, origin, computer_color, computer_level, black_id, "
    "white_id";

ArchiveSearchSql archiveSearchSql(const ArchiveQuery& q, char placeholder) {
  ArchiveSearchSql out;
  std::string where;
  auto param = [&](std::variant<int64_t, std::string> v) {
    out.params.push_back(std::move(v));
    return placeholder + std::to_string(out.params.size());
  };
  auto cond = [&](const std::string& c) { where += (where.empty() ? " WHERE " : " AND ") + c; };
  auto equal = [&](const char* column, const std::string& value) {
    if (!value.empty()) cond(std::string(column) + " = " + param(value));
  };
  equal("source", q.source);
  equal("rule", q.rule);
  equal("opening", q.opening);
  equal("result", q.result);
  equal("reason", q.reason);
  if (!q.name.empty()) {
    std::string p = param(q.name);
    cond("(black_name = " + p + " OR white_name = " + p + ")");
  }
  if (q.playedFrom > 0) cond("played_at >= " + param(q.playedFrom));
  if (q.playedTo > 0) cond("played_at <= " + param(q.playedTo));
  if (q.minLength > 0) cond("length >= " + param(int64_t{q.minLength}));
  if (q.maxLength > 0) cond("length <= " + param(int64_t{q.maxLength}));
  if (q.after) {
    // Keyset paging: rows strictly after the cursor in (played_at DESC, id DESC) order.
    std::string at = param(q.after->playedAt);
    std::string id = param(q.after->id);
    cond("(played_at < " + at + " OR (played_at = " + at + " AND id < " + id + "))");
  }
  out.limit = std::clamp(q.limit, 1, MAX_ARCHIVE_PAGE);
  out.sql = std::string("SELECT ") + ARCHIVE_COLUMNS + " FROM archive" + where +
            " ORDER BY played_at DESC, id DESC LIMIT " + std::to_string(out.limit + 1);
  return out;
}

ArchivePage archivePage(std::vector<ArchivedGame> rows, int limit) {
  ArchivePage page;
  if (static_cast<int>(rows.size()) > limit) {
    rows.resize(static_cast<size_t>(limit));
    page.next = ArchiveCursor{rows.back().playedAt, rows.back().id};
  }
  page.games = std::move(rows);
  return page;
}

}  // namespace renju::server
