// SGF import: never crashes; moves are board points or passes; a stream read in two
// pieces gives what the whole text gives; a record read without error exports to SGF and reads
// back with the same moves, result and opening facts.
#include <cstddef>
#include <cstdint>

#include "record_checks.h"

using namespace renju;
using renju::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Record r = parseSgfRecord(text);
  renju::fuzz::checkMoves(r);
  if (!r.error) {
    Record back = parseSgfRecord(writeSgf(r));
    check(!back.error);
    check(back.moves == r.moves);
    check(back.result == r.result);
    check(back.opening == r.opening);
  }
  renju::fuzz::checkChunked(text, RecordFormat::SGF, data[0] * 7u);
  return 0;
}
