#pragma once
// The archive's read API (docs/archive.md): `GET /api/archive` (search with filters, keyset
// pages), `GET /api/archive/{id}` (one game, and `/record` its file) and `GET /api/explorer` (the
// moves played next from a position, matched across the 8 symmetries and shown in the position's
// orientation). Each request is one indexed store read, answered at once.
#include <string>

#include "base/http_types.h"
#include "records.h"
#include "store/store.h"

namespace renju::server {

class ArchiveApi {
 public:
  explicit ArchiveApi(Store& store) : store_(store) {}

  /// Whether `path` is one of this API's.
  static bool owns(const std::string& path);
  /// Answers a request for a path it owns.
  HttpResponse handle(const HttpRequest& request);

 private:
  HttpResponse search(const HttpRequest& request);
  HttpResponse game(const std::string& id);
  HttpResponse explorer(const HttpRequest& request);
  /// `GET /api/archive/{id}/record?format=text|sgf|rif|psq`: the game as a file.
  HttpResponse record(const std::string& id, std::string format);
  /// The record of an archived game: from the stored game and its log for a game played here,
  /// from the archive's row for an imported one.
  Result<Record> recordOfArchived(const ArchivedGame& g);

  Store& store_;
};

}  // namespace renju::server
