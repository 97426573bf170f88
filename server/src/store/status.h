#pragma once
// How the store's own steps report: a Result, never an exception. A step that yields nothing
// is a StoreStatus (not renju::Status, a game's state). The database's failures travel inside
// the store as errors with its message; at the store's edge a read's error becomes `unavailable`
// (readResult) and a write's becomes a WriteOutcome (FAILED, or CONFLICT for a fenced write:
// isConflict).
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "base/errors.h"
#include "result.h"

namespace renju::server {

using StoreStatus = Result<std::monostate>;

inline StoreStatus okStatus() {
  return std::monostate{};
}

/// A failure of the database (or of a row read back from it), with its message.
Error storeError(std::string message);
/// A fenced write found its key taken: the unit ends with WriteOutcome::CONFLICT (both stores).
Error conflictError(std::string message);
bool isConflict(const Error& e);

/// A read's result as the store answers it: its error, if any, is `unavailable`, which the
/// caller answers with 503 for its request only.
template <class T>
Result<T> readResult(std::string_view what, Result<T> read) {
  if (read) return read;
  return serverError(ErrorCode::UNAVAILABLE,
                     "the game store failed (" + std::string(what) + "): " + read.error().message);
}

/// The only row of `rows` (a read by key), or nullopt.
template <class T>
Result<std::optional<T>> firstRow(Result<std::vector<T>> rows) {
  if (!rows) return rows.error();
  if (rows->empty()) return std::optional<T>{};
  return std::optional<T>{std::move(rows).value().front()};
}

}  // namespace renju::server
