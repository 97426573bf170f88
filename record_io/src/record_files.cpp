#include "record_files.h"

#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

namespace renju::record_io {

namespace {

constexpr size_t BLOCK = 1 << 20;

struct FileCloser {
  void operator()(std::FILE* f) const {
    if (f != nullptr && f != stdin) std::fclose(f);
  }
};

}  // namespace

std::optional<std::string> forEachRecord(const std::string& path,
                                         const std::function<void(Record&, int)>& onRecord) {
  std::unique_ptr<std::FILE, FileCloser> file(path == "-" ? stdin : std::fopen(path.c_str(), "rb"));
  if (!file) return path + ": " + std::strerror(errno);
  std::string buffer;
  std::vector<char> block(BLOCK);
  std::optional<RecordReader> reader;
  size_t pos = 0;
  bool atEnd = false;
  while (!atEnd) {
    size_t n = std::fread(block.data(), 1, block.size(), file.get());
    if (n < block.size()) {
      if (std::ferror(file.get())) return path + ": read error: " + std::strerror(errno);
      atEnd = true;
    }
    buffer.append(block.data(), n);
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
    buffer.erase(0, pos);
    pos = 0;
  }
  return std::nullopt;
}

}  // namespace renju::record_io
