// Plain move-list records: never crash; moves are board points or passes; a file read
// in two pieces gives what the whole text gives; a line read without error exports and reads back
// to the same moves.
#include <cstddef>
#include <cstdint>

#include "record_checks.h"

using namespace renju;
using renju::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Record r = parsePlainRecord(text);
  renju::fuzz::checkMoves(r);
  if (!r.error) {
    Record back = parsePlainRecord(writePlain(r));
    check(!back.error);
    check(back.moves == r.moves);
  }
  renju::fuzz::checkChunked(text, RecordFormat::PLAIN, data[0] * 7u);
  return 0;
}
