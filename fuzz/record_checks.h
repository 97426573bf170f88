#pragma once
// Checks shared by the record importer targets (fuzz_record_*.cpp).
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "records.h"

namespace renju::fuzz {

inline void check(bool ok) {
  if (!ok) std::abort();
}

/// Moves are board points or passes. (A point played twice is not an import error: records are
/// read as written and replayMoves() reports "occupied".)
inline void checkMoves(const Record& r) {
  for (Point p : r.moves) check(isPass(p) || p.valid());
  // A record cut short by an error may hold times for fewer moves than it read.
  check(r.timesMs.empty() || r.timesMs.size() == r.moves.size() || r.error);
}

/// Reading `text` in two pieces split at `cut` gives the same records as reading it whole.
inline void checkChunked(std::string_view text, RecordFormat format, size_t cut) {
  std::vector<Record> whole = readRecords(text, format);
  for (const Record& r : whole) checkMoves(r);
  cut = text.empty() ? 0 : cut % (text.size() + 1);
  RecordReader reader(format);
  std::vector<Record> pieces;
  std::string buffer(text.substr(0, cut));
  size_t pos = 0;
  while (auto r = reader.next(buffer, pos, false)) pieces.push_back(std::move(*r));
  check(pos <= buffer.size());
  buffer.erase(0, pos);
  buffer += text.substr(cut);
  pos = 0;
  while (auto r = reader.next(buffer, pos, true)) pieces.push_back(std::move(*r));
  check(reader.count() == static_cast<int>(pieces.size()));
  check(pieces == whole);
}

}  // namespace renju::fuzz
