#pragma once
// Reads a record file piece by piece (1 MiB at a time) and hands out its games one by one, so a
// database of 100,000 games is never held in memory at once.
#include <cstdio>
#include <functional>
#include <optional>
#include <string>

#include "records.h"

namespace renju::record_io {

/// Calls onRecord(record, index) for each game of the file at `path` ("-" = standard input),
/// index counting from 1. The format is detected from the first bytes. Returns an error message
/// when the file cannot be opened or read, or cannot be a file of its format (RecordReader::error:
/// the games before the fault were handed out). Holds one copy of the unread text: a single huge
/// record (a 50 MB SGF game) costs about its size, not a multiple of it.
std::optional<std::string> forEachRecord(const std::string& path,
                                         const std::function<void(Record&, int)>& onRecord);

}  // namespace renju::record_io
