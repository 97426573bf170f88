// Piskvork PSQ import: never crashes; moves are board points; a record read without
// error and without passes exports to PSQ and reads back with the same moves.
#include <cstddef>
#include <cstdint>

#include "record_checks.h"

using namespace renju;
using renju::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Record r = parsePsqRecord(text);
  renju::fuzz::checkMoves(r);
  if (!r.error) {
    auto out = writePsq(r);
    if (out.ok()) {
      Record back = parsePsqRecord(*out);
      check(!back.error);
      check(back.moves == r.moves);
    }
  }
  renju::fuzz::checkChunked(text, RecordFormat::PSQ, size * 5u);
  return 0;
}
