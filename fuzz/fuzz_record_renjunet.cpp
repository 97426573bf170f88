// RenjuNet XML import: never crashes; moves are board points or passes; a database
// read in two pieces gives what the whole text gives; a game read without error exports to a
// <game> element and reads back with the same moves and result.
#include <cstddef>
#include <cstdint>

#include "record_checks.h"

using namespace renju;
using renju::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  Record r = parseRenjuNetGame(text);
  renju::fuzz::checkMoves(r);
  if (!r.error) {
    Record back = parseRenjuNetGame(writeRenjuNetGame(r));
    check(!back.error);
    check(back.moves == r.moves);
    check(back.result == r.result);
  }
  renju::fuzz::checkChunked(text, RecordFormat::RENJUNET, data[0] * 7u);
  return 0;
}
