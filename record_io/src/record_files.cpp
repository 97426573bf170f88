#include "record_files.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <memory>

namespace renju::record_io {

namespace {

constexpr size_t BLOCK = 1 << 20;
// A record longer than this (a game with a huge comment) makes the buffer grow to hold the rest
// of the file at once instead of doubling: doubling copies the text into a buffer twice its
// size while the old one is still held, three times the record at the peak.
constexpr size_t LARGE_RECORD = 4 * BLOCK;
// ... unless the rest of the file is larger than this: then doubling it is.
constexpr size_t LARGEST_RESERVE = size_t{1} << 30;

struct FileCloser {
  void operator()(std::FILE* f) const {
    if (f != nullptr && f != stdin) std::fclose(f);
  }
};

// The bytes of a regular file not read yet; 0 when unknown (a pipe).
size_t remainingBytes(std::FILE* file) {
  struct stat st {};
  if (::fstat(::fileno(file), &st) != 0 || !S_ISREG(st.st_mode)) return 0;
  long at = std::ftell(file);
  if (at < 0 || st.st_size < at) return 0;
  return static_cast<size_t>(st.st_size - at);
}

// Makes room for one more block in `buffer`, growing it in one step to the rest of the file when
// a single record has outgrown LARGE_RECORD.
void makeRoom(std::string& buffer, std::FILE* file) {
  if (buffer.size() + BLOCK <= buffer.capacity()) return;
  if (buffer.size() >= LARGE_RECORD) {
    size_t rest = remainingBytes(file);
    if (rest > 0 && rest <= LARGEST_RESERVE) buffer.reserve(buffer.size() + rest + BLOCK);
  }
}

}  // namespace

std::optional<std::string> forEachRecord(const std::string& path,
                                         const std::function<void(Record&, int)>& onRecord) {
  std::unique_ptr<std::FILE, FileCloser> file(path == "-" ? stdin : std::fopen(path.c_str(), "rb"));
  if (!file) return path + ": " + std::strerror(errno);
  std::string buffer;
  std::optional<RecordReader> reader;
  size_t pos = 0;
  bool atEnd = false;
  while (!atEnd) {
    // Read straight into the buffer: no block to copy from.
    makeRoom(buffer, file.get());
    size_t had = buffer.size();
    buffer.resize(had + BLOCK);
    size_t n = std::fread(buffer.data() + had, 1, BLOCK, file.get());
    buffer.resize(had + n);
    if (n < BLOCK) {
      if (std::ferror(file.get())) return path + ": read error: " + std::strerror(errno);
      atEnd = true;
    }
    // Detect the format once the first non-blank bytes are in (or at the end of the file).
    if (!reader) {
      size_t first = buffer.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
      if (first == std::string::npos || buffer.size() - first < 16) {
        if (!atEnd) continue;
      }
      reader.emplace(detectRecordFormat(buffer));
    }
    while (std::optional<Record> r = reader->next(buffer, pos, atEnd)) {
      onRecord(*r, reader->count());
    }
    if (reader->error()) return path + ": " + reader->error()->message;
    buffer.erase(0, pos);
    pos = 0;
  }
  return std::nullopt;
}

}  // namespace renju::record_io
