#include "store/event_sql.h"

namespace renju::server {

std::string eventByIdSql() {
  return std::string(EVENT_COLUMNS) + "WHERE id=?1";
}

std::string activeEventsSql() {
  return std::string(EVENT_COLUMNS) + "WHERE status <> 'finished' ORDER BY created_at, id";
}

std::string eventListSql(bool registering) {
  return std::string(EVENT_COLUMNS) + "WHERE status=?1 AND private = 0 ORDER BY " +
         (registering ? "starts_at = 0, starts_at, created_at, id" : "created_at DESC, id DESC") +
         " LIMIT ?2";
}

std::string eventSql(std::string_view sql, char placeholder) {
  std::string out(sql);
  for (char& c : out)
    if (c == '?') c = placeholder;
  return out;
}

}  // namespace renju::server
